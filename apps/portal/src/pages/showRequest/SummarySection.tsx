import { formatDate, labelsIn, type Request, requestTypeLabel } from '@cet-portal/api-client';
import { Card, RequestStatusBadge } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../requests/DetailList';
import { LinkedRequestLink } from './LinkedRequestLink';

/** Identifier, state, type, proposal, sending date and the amended request. */
export const SummarySection = ({ request }: { request: Request }) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
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
        ]}
      />
    </Card>
  );
};
