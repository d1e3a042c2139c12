import {
  formatDate,
  NO_IDENTIFIER_LABEL,
  REQUEST_STATE_LABELS,
  REQUEST_TYPE_LABELS,
  type Request,
} from '@cet-portal/api-client';
import { Card, RequestStatusBadge } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../requests/DetailList';
import { LinkedRequestLink } from './LinkedRequestLink';

/** Identifier, state, type, proposal, sending date and the amended request. */
export const SummarySection = ({ request }: { request: Request }) => {
  const { t } = useTranslation();
  return (
    <Card title={t('showRequest.summary.heading')}>
      <DetailList
        items={[
          {
            label: t('showRequest.summary.identifier'),
            value: request.identifier === null ? NO_IDENTIFIER_LABEL : String(request.identifier),
          },
          {
            label: t('showRequest.summary.state'),
            value: <RequestStatusBadge state={request.state} label={REQUEST_STATE_LABELS[request.state]} />,
          },
          {
            label: t('showRequest.summary.type'),
            value: request.type && `${request.type} - ${REQUEST_TYPE_LABELS[request.type]}`,
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
