import { formatDate, formatProtocol, labelsIn, requestTypeLabel } from '@cet-portal/api-client';
import { Spinner } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../../errors/LoadFailure';
import { DetailList } from '../../../../requests/DetailList';
import { useMeetingRequest } from '../../meetingQueries';

/** A compact, read-only view of a request examined in a meeting, for the card's modal. */
export const RequestSummary = ({ requestId }: { requestId: string }) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const request = useMeetingRequest(requestId);
  if (request.isPending) return <Spinner label={t('meetings.detail.request.loading')} showLabel />;
  if (request.isError) {
    return (
      <LoadFailure
        error={request.error}
        what={t('meetings.detail.request.loadFailed')}
        onRetry={() => void request.refetch()}
      />
    );
  }
  const { data } = request;
  const rows: [string, string][] = [
    ['identifier', String(data.identifier ?? labels.noIdentifier)],
    ['type', data.type ? requestTypeLabel(data.type, labels.requestTypes) : ''],
    ['state', labels.meetingRequestStates[data.state]],
    ['subject', data.subject],
    ['description', data.description],
    ['studyTitle', data.studyTitle],
    ['principalInvestigator', data.principalInvestigator],
    ['promoter', data.promoterName],
    ['sent', data.sent ? formatDate(data.sent) : ''],
    ['protocols', data.protocols.map(formatProtocol).join(', ')],
  ];
  return (
    <DetailList
      items={rows
        .filter(([, value]) => value !== '')
        .map(([key, value]) => ({ label: t(`meetings.detail.request.${key}`), value }))}
    />
  );
};
