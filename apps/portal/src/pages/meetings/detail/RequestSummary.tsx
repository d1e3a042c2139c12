import {
  formatDate,
  formatProtocol,
  MEETING_REQUEST_STATE_LABELS,
  NO_IDENTIFIER_LABEL,
  REQUEST_TYPE_LABELS,
} from '@cet-portal/api-client';
import { Spinner } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiClient } from '../../../api/apiClient';
import { LoadFailure } from '../../../errors/LoadFailure';
import { meetingKeys } from '../meetingQueries';

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A compact, read-only view of a request examined in a meeting, for the card's modal. */
export const RequestSummary = ({ requestId }: { requestId: string }) => {
  const { t } = useTranslation();
  const request = useQuery({
    queryKey: meetingKeys.request(requestId),
    queryFn: () => apiClient.request.get({ id: requestId }),
  });
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
    ['identifier', String(data.identifier ?? NO_IDENTIFIER_LABEL)],
    ['type', data.type ? `${data.type} - ${REQUEST_TYPE_LABELS[data.type]}` : ''],
    ['state', MEETING_REQUEST_STATE_LABELS[data.state]],
    ['subject', data.subject],
    ['description', data.description],
    ['studyTitle', data.studyTitle],
    ['principalInvestigator', data.principalInvestigator],
    ['promoter', data.promoterName],
    ['sent', data.sent ? formatDate(data.sent) : ''],
    ['protocols', data.protocols.map(formatProtocol).join(', ')],
  ];
  return (
    <Details>
      {rows
        .filter(([, value]) => value !== '')
        .map(([key, value]) => (
          <Fragment key={key}>
            <dt>{t(`meetings.detail.request.${key}`)}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </Details>
  );
};
