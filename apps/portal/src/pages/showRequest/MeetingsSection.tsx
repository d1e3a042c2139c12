import { formatDate } from '@cet-portal/api-client';
import { Card, Spinner } from '@cet-portal/ui';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../errors/LoadFailure';
import { Muted, PlainList } from './ShowRequestPage.styles';
import { useRequestMeetingsQuery } from './showRequestQueries';

/** The meetings that reviewed or will review the request, each a link to its page. */
export const MeetingsSection = ({ requestId }: { requestId: string }) => {
  const { t } = useTranslation();
  const meetings = useRequestMeetingsQuery(requestId);
  return (
    <Card title={t('showRequest.meetings.heading')}>
      {meetings.isPending && <Spinner label={t('showRequest.meetings.loading')} showLabel />}
      {meetings.isError && (
        <LoadFailure
          error={meetings.error}
          what={t('showRequest.meetings.loadError')}
          onRetry={() => void meetings.refetch()}
        />
      )}
      {meetings.data?.length === 0 && <Muted>{t('showRequest.meetings.none')}</Muted>}
      {meetings.data && meetings.data.length > 0 && (
        <PlainList>
          {meetings.data.map((meeting) => (
            <li key={meeting._id}>
              <Link href={`/showConference/${meeting._id}`}>
                {t('showRequest.meetings.link', {
                  subject: meeting.subject,
                  date: formatDate(meeting.startDate),
                })}
              </Link>
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
};
