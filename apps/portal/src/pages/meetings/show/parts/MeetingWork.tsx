import {
  type Conference,
  type ConferenceEntry,
  hasConflictOfInterest,
  meetingStatus,
  type RoleName,
} from '@cet-portal/api-client';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { queryOptionsFor } from '../../../../api/queries';
import { ConflictsPanel } from '../../../../conflicts/ConflictsPanel';
import { UnsavedChangesGuard } from '../../../../forms/UnsavedChangesGuard';
import { seesMeetingHistory } from '../../../../history/historyAccess';
import { MeetingHistorySection } from '../../../../history/MeetingHistorySection';
import { MeetingControls } from './MeetingControls';
import { MeetingRequestCard } from './MeetingRequestCard';
import { MinutesSection } from './MinutesSection';
import { ProtocolSection } from './ProtocolSection';
import { RapporteurField } from './RapporteurField';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The rapporteurs chosen on screen and not saved yet, by request id. */
type RapporteurDraft = Record<string, string | null>;

export interface MeetingWorkProps {
  meeting: Conference;
  role: RoleName;
  fiscalCode: string;
}

/**
 * What each role does with a meeting, under its subject and agenda: the president's and the
 * secretariat's controls, one card per request to examine, conflicts of interest, the minutes, the
 * protocols and the history. A closed meeting shows no edit control.
 */
export const MeetingWork = ({ meeting, role, fiscalCode }: MeetingWorkProps) => {
  const { t } = useTranslation();
  const requestsHeadingId = useId();
  const [draft, setDraft] = useState<RapporteurDraft>({});
  // The review forms with changes not saved yet, by request id: leaving the page asks first.
  const dirtyReviews = useRef(new Set<string>());
  const onReviewDirtyChange = useCallback((requestId: string, isDirty: boolean) => {
    if (isDirty) dirtyReviews.current.add(requestId);
    else dirtyReviews.current.delete(requestId);
  }, []);
  const status = meetingStatus(meeting);
  // The same query as the conflicts panel's, so both read one answer; an applicant is not told them.
  const requestIds = meeting.requestsUsers.map((entry) => entry.request._id);
  const conflicts = useQuery({
    ...queryOptionsFor(role, 'conference.conflicts', { requests: requestIds }),
    enabled: role !== 'RIC' && requestIds.length > 0,
  });
  const conflictsOn = (entry: ConferenceEntry) =>
    (conflicts.data ?? []).filter((conflict) => conflict.request === entry.request._id);
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
        conflicts={conflictsOn(entry)}
      />
    ) : (
      <p>
        {entry.user
          ? t(
              hasConflictOfInterest(entry.user._id, conflictsOn(entry))
                ? 'meetings.detail.rapporteur.assignedConflicted'
                : 'meetings.detail.rapporteur.assigned',
              { name: entry.user.fullname },
            )
          : t('meetings.detail.rapporteur.none')}
      </p>
    );

  return (
    <>
      <UnsavedChangesGuard hasUnsavedChanges={() => dirtyReviews.current.size > 0 || hasUnsavedRapporteurs} />
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
                  actor={{ role, fiscalCode }}
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
