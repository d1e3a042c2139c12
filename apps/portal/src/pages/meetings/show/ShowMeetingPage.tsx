import { formatDate, meetingStatus } from '@cet-portal/api-client';
import { MeetingStatusBadge, PageTitle } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { lazyPart } from '../../../app/lazyPart';
import { PagePart } from '../../../app/PagePart';
import { useSession } from '../../../session/session';
import { useMeetingDetail } from '../useMeetingDetail';

// The controls, the requests' cards with their review forms and the sections under them are React
// Aria's and the forms' code, most of the route's: they load apart, once the subject and the agenda
// (the page's largest content) are drawn (docs/BENCHMARKS.md, twelfth round).
const MeetingWork = lazyPart(async () => (await import('./parts/MeetingWork')).MeetingWork);

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Agenda = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * /showConference/{id} (meetings-and-administration, sections 2, 4 and 6): the subject, the
 * agenda, one card per request to examine, what each role does with them, the minutes and the
 * protocols. A closed meeting shows no edit control.
 */
export const ShowMeetingPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user, role } = useSession();
  const detail = useMeetingDetail(id);

  if ('fallback' in detail) return detail.fallback;
  if (!user || !role) return null;

  const { meeting } = detail;
  const status = meetingStatus(meeting);

  return (
    <>
      <PageTitle>{meeting.subject}</PageTitle>
      <Facts>
        <span>{t('meetings.detail.status')}</span>
        <MeetingStatusBadge status={status} />
        <span>
          {meeting.endDate
            ? t('meetings.detail.dates', {
                start: formatDate(meeting.startDate),
                end: formatDate(meeting.endDate),
              })
            : t('meetings.detail.startOnly', { start: formatDate(meeting.startDate) })}
        </span>
      </Facts>
      <Agenda>{meeting.agenda}</Agenda>
      <PagePart loading={t('meetings.detail.loadingWork')}>
        <MeetingWork meeting={meeting} role={role} fiscalCode={user.fiscalCode} />
      </PagePart>
    </>
  );
};
ShowMeetingPage.parts = [MeetingWork];
