import {
  type Conference,
  type CreateConferenceInput,
  meetingStatus,
  type RoleName,
  toRomeDay,
  type UpdateConferenceInput,
} from '@cet-portal/api-client';
import { NewMeetingForm } from '@cet-portal/forms';
import { Button, ConfirmDialog, PageTitle, showToast } from '@cet-portal/ui';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { invalidateCall, queryOptionsFor, useCallMutation } from '../../../api/queries';
import { ButtonLink } from '../../../app/links';
import { appToasts } from '../../../app/toasts';
import { UnsavedChangesGuard } from '../../../forms/UnsavedChangesGuard';
import { useSession } from '../../../session/session';
import { meetingQuery, reportingConflict, reportingFailure } from '../meetingQueries';
import { useMeetingDetail } from '../useMeetingDetail';

/** The forwarded requests still free, with the meeting's own ones, which stay choosable. */
const loadChoosableRequests = async (
  queryClient: QueryClient,
  role: RoleName | null,
  meeting: Conference,
) => {
  const [available, own] = await Promise.all([
    queryClient.fetchQuery(
      queryOptionsFor(role, 'conference.availableRequests', { query: { states: ['SUBMITTED'] } }),
    ),
    Promise.all(
      meeting.requestsUsers.map((entry) =>
        queryClient.fetchQuery(queryOptionsFor(role, 'request.get', { id: entry.request._id })),
      ),
    ),
  ]);
  return [...own, ...available.result];
};

const sameDay = (one: string | null, other: string | null) =>
  one === other || (one !== null && other !== null && toRomeDay(one) === toRomeDay(other));

/** Only what changed, so the server's log says what the secretariat corrected; rapporteurs kept. */
const changesOf = (meeting: Conference, input: CreateConferenceInput): UpdateConferenceInput => {
  const rapporteurs = new Map(meeting.requestsUsers.map((entry) => [entry.request._id, entry.user?._id]));
  const requests = input.requestsUsers.map((entry) => entry.request);
  const sameRequests =
    requests.length === meeting.requestsUsers.length &&
    requests.every((request, index) => meeting.requestsUsers[index]?.request._id === request);
  return {
    _id: meeting._id,
    updated: meeting.updated,
    ...(input.subject !== meeting.subject && { subject: input.subject }),
    ...(input.agenda !== meeting.agenda && { agenda: input.agenda }),
    // The form picks days: a day left as it was keeps the meeting's own time.
    ...(!sameDay(input.startDate, meeting.startDate) && { startDate: input.startDate }),
    ...(!sameDay(input.endDate ?? null, meeting.endDate) && { endDate: input.endDate ?? null }),
    ...(!sameRequests && {
      requestsUsers: requests.map((request) => ({ request, user: rapporteurs.get(request) ?? null })),
    }),
  };
};

/**
 * /editConference/{id}: the secretariat corrects a meeting until it is opened (subject, agenda,
 * dates, the requests to examine, from the forwarded pool) with the new meeting's form and rules,
 * or deletes it after a confirmation. An opened meeting is only shown, with a link to it.
 */
export const EditMeetingPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { role } = useSession();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const isDirty = useRef(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const detail = useMeetingDetail(id);
  const update = useCallMutation('conference.update');
  const deleteMeeting = useCallMutation('conference.delete');

  if ('fallback' in detail) return detail.fallback;
  const { meeting } = detail;
  const reload = () => void invalidateCall(queryClient, 'conference');

  if (meetingStatus(meeting) !== 'waiting') {
    return (
      <>
        <PageTitle>{t('meetings.edit.title', { subject: meeting.subject })}</PageTitle>
        <p>{t('meetings.edit.notWaiting')}</p>
        <ButtonLink href={`/showConference/${meeting._id}`}>{t('meetings.edit.show')}</ButtonLink>
      </>
    );
  }

  const save = async (input: CreateConferenceInput) => {
    const changes = changesOf(meeting, input);
    if (Object.keys(changes).length > 2) {
      await reportingConflict(() => update.mutateAsync(changes), reload);
    }
    await invalidateCall(queryClient, 'conference');
    showToast(appToasts, { tone: 'success', title: t('meetings.edit.saved') });
    isDirty.current = false;
    navigate(`/showConference/${meeting._id}`);
  };

  const remove = async () => {
    await reportingFailure(
      () => deleteMeeting.mutateAsync({ _id: meeting._id, updated: meeting.updated }),
      reload,
    );
    queryClient.removeQueries({ queryKey: meetingQuery(role, meeting._id).queryKey });
    await invalidateCall(queryClient, 'conference');
    showToast(appToasts, { tone: 'success', title: t('meetings.edit.deleted') });
    isDirty.current = false;
    navigate('/conferenceList');
  };

  return (
    <>
      <PageTitle>{t('meetings.edit.title', { subject: meeting.subject })}</PageTitle>
      <UnsavedChangesGuard hasUnsavedChanges={() => isDirty.current} />
      <NewMeetingForm
        key={meeting.updated}
        meeting={{
          subject: meeting.subject,
          agenda: meeting.agenda,
          startDate: meeting.startDate,
          endDate: meeting.endDate,
          requestIds: meeting.requestsUsers.map((entry) => entry.request._id),
        }}
        loadAvailableRequests={() => loadChoosableRequests(queryClient, role, meeting)}
        onCreate={save}
        onDirtyChange={(dirty) => {
          isDirty.current = dirty;
        }}
      />
      <Button variant="danger" onPress={() => setConfirmingDelete(true)}>
        {t('meetings.edit.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('meetings.edit.deleteConfirm.title')}
        confirmLabel={t('meetings.edit.delete')}
        isDestructive
        onConfirm={remove}
      >
        <p>{t('meetings.edit.deleteConfirm.body', { subject: meeting.subject })}</p>
        <p>{t('meetings.edit.deleteConfirm.warning')}</p>
      </ConfirmDialog>
    </>
  );
};
