import { daysSince, formatDate, labelsIn, type Request, requestTypeLabel } from '@cet-portal/api-client';
import { Card, RequestStatusBadge } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../requests/DetailList';
import { IntegrationDeadline } from '../../requests/IntegrationDeadline';
import { LinkedRequestLink } from './LinkedRequestLink';

/**
 * Identifier, state, type, proposal, sending date and the amended request; the integration due date
 * while the applicant is asked for one, and the committee's clock (days since sent and forwarded).
 */
export const SummarySection = ({ request, now = new Date() }: { request: Request; now?: Date }) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const days = (date: string) => t('showRequest.summary.days', { count: daysSince(new Date(date), now) });
  return (
    <Card title={t('showRequest.summary.heading')}>
      <DetailList
        items={[
          {
            label: t('showRequest.summary.identifier'),
            value: request.identifier === null ? labels.noIdentifier : String(request.identifier),
          },
          {
            label: t('showRequest.summary.state'),
            value: <RequestStatusBadge state={request.state} label={labels.requestStates[request.state]} />,
          },
          {
            label: t('showRequest.summary.type'),
            value: request.type && requestTypeLabel(request.type, labels.requestTypes),
          },
          ...(request.linkedRequestId
            ? [
                {
                  label: t('showRequest.summary.linkedRequest'),
                  value: <LinkedRequestLink id={request.linkedRequestId} />,
                },
              ]
            : []),
          { label: t('showRequest.summary.subject'), value: request.subject },
          { label: t('showRequest.summary.description'), value: request.description },
          { label: t('showRequest.summary.sent'), value: request.sent && formatDate(request.sent) },
          ...(request.integrationDue
            ? [
                {
                  label: t('showRequest.summary.integrationDue'),
                  value: <IntegrationDeadline request={request} now={now} />,
                },
              ]
            : []),
          ...(request.sent ? [{ label: t('showRequest.summary.sinceSent'), value: days(request.sent) }] : []),
          ...(request.forwarded
            ? [{ label: t('showRequest.summary.sinceForwarded'), value: days(request.forwarded) }]
            : []),
        ]}
      />
    </Card>
  );
};
