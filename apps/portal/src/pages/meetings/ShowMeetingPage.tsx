import { type ConferenceEntry, formatDate, meetingStatus } from '@cet-portal/api-client';
import { MeetingStatusBadge, PageTitle } from '@cet-portal/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useAuthStore } from '../../auth/authStore';
import { ConflictsPanel } from '../../conflicts/ConflictsPanel';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { seesMeetingHistory } from '../../history/historyAccess';
import { MeetingHistorySection } from '../../history/MeetingHistorySection';
import { MeetingControls } from './detail/MeetingControls';
import { MeetingRequestCard } from './detail/MeetingRequestCard';
import { MinutesSection } from './detail/MinutesSection';
import { ProtocolSection } from './detail/ProtocolSection';
import { RapporteurField } from './detail/RapporteurField';
import { useMeetingDetail } from './useMeetingDetail';

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

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The rapporteurs chosen on screen and not saved yet, by request id. */
type RapporteurDraft = Record<string, string | null>;

/**
 * /showConference/{id} (meetings-and-administration, sections 2, 4 and 6): the subject, the
 * agenda, one card per request to examine, what each role does with them, the minutes and the
 * protocols. A closed meeting shows no edit control.
 */
export const ShowMeetingPage = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const requestsHeadingId = useId();
  const user = useAuthStore((state) => state.user);
  const role = useAuthStore((state) => state.activeRole);
  const [draft, setDraft] = useState<RapporteurDraft>({});
  // The review forms with changes not saved yet, by request id: leaving the page asks first.
  const dirtyReviews = useRef(new Set<string>());
  const onReviewDirtyChange = useCallback((requestId: string, isDirty: boolean) => {
    if (isDirty) dirtyReviews.current.add(requestId);
    else dirtyReviews.current.delete(requestId);
  }, []);
  const detail = useMeetingDetail(id);

  if ('fallback' in detail) return detail.fallback;
  if (!user || !role) return null;

  const { meeting } = detail;
  const status = meetingStatus(meeting);
  const chosenRapporteur = (entry: ConferenceEntry) =>
    entry.request._id in draft ? (draft[entry.request._id] ?? null) : (entry.user?._id ?? null);
  const hasUnsavedRapporteurs = meeting.requestsUsers.some(
    (entry) => chosenRapporteur(entry) !== (entry.user?._id ?? null),
  );

  // The president chooses rapporteurs until the meeting opens; afterwards, and for everyone
  // else, the card names the rapporteur. A closed meeting shows no field at all.
  const rapporteurOf = (entry: ConferenceEntry) =>
    role === 'PRE' && status !== 'closed' ? (
      <RapporteurField
        saved={entry.user}
        value={chosenRapporteur(entry)}
        onChange={(userId) => setDraft((current) => ({ ...current, [entry.request._id]: userId }))}
        isDisabled={status !== 'waiting'}
      />
    ) : (
      <p>
        {entry.user
          ? t('meetings.detail.rapporteur.assigned', { name: entry.user.fullname })
          : t('meetings.detail.rapporteur.none')}
      </p>
    );

  return (
    <>
      <PageTitle>{meeting.subject}</PageTitle>
      <UnsavedChangesGuard hasUnsavedChanges={() => dirtyReviews.current.size > 0 || hasUnsavedRapporteurs} />
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
      <MeetingControls
        meeting={meeting}
        role={role}
        requestsUsers={meeting.requestsUsers.map((entry) => ({
          request: entry.request._id,
          user: chosenRapporteur(entry),
        }))}
        hasUnsavedRapporteurs={hasUnsavedRapporteurs}
        onRapporteursSaved={() => setDraft({})}
      />
      <section aria-labelledby={requestsHeadingId}>
        <h2 id={requestsHeadingId}>{t('meetings.detail.requests')}</h2>
        {meeting.requestsUsers.length === 0 ? (
          <p>{t('meetings.detail.noRequests')}</p>
        ) : (
          <Cards>
            {meeting.requestsUsers.map((entry) => (
              <li key={entry.request._id}>
                <MeetingRequestCard
                  meeting={meeting}
                  entry={entry}
                  actor={{ role, fiscalCode: user.fiscalCode }}
                  rapporteur={rapporteurOf(entry)}
                  onReviewDirtyChange={onReviewDirtyChange}
                />
              </li>
            ))}
          </Cards>
        )}
      </section>
      {role !== 'RIC' && (
        <ConflictsPanel
          requests={meeting.requestsUsers.map((entry) => ({
            _id: entry.request._id,
            label:
              entry.request.identifier === null
                ? t('conflicts.unassigned')
                : String(entry.request.identifier),
          }))}
        />
      )}
      <MinutesSection meeting={meeting} role={role} />
      <ProtocolSection protocols={meeting.protocols} />
      {seesMeetingHistory(role) && <MeetingHistorySection meetingId={meeting._id} />}
    </>
  );
};
