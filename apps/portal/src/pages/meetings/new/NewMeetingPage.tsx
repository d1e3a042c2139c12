import type { CreateConferenceInput, RoleName } from '@cet-portal/api-client';
import { NewMeetingForm } from '@cet-portal/forms';
import { PageTitle, showToast } from '@cet-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { invalidateCall, queryOptionsFor, useCallMutation } from '../../../api/queries';
import { appToasts } from '../../../app/toasts';
import { UnsavedChangesGuard } from '../../../forms/UnsavedChangesGuard';
import { useSession } from '../../../session/session';
import { reportingConflict } from '../meetingQueries';

/** Every forwarded request not yet in a waiting or open meeting: the call has no limit without `take`. */
const availableRequestsQuery = (role: RoleName | null) =>
  queryOptionsFor(role, 'conference.availableRequests', { query: { states: ['SUBMITTED'] } });

/**
 * /newConference (meetings-and-administration, section 2): the form asks for confirmation, then
 * the meeting is created and the app goes to the meeting list with a success notice.
 */
export const NewMeetingPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { role } = useSession();
  const navigate = useNavigate();
  // 'Ricarica' after a 409 draws the form afresh, which loads the requests still available.
  const [formVersion, setFormVersion] = useState(0);
  const isDirty = useRef(false);
  const createMeeting = useCallMutation('conference.create');
  const loadAvailableRequests = async () =>
    (await queryClient.fetchQuery(availableRequestsQuery(role))).result;

  const create = async (input: CreateConferenceInput) => {
    // A request taken by another meeting meanwhile is a 409: reloading shows what is still free.
    await reportingConflict(
      () => createMeeting.mutateAsync(input),
      () => setFormVersion((version) => version + 1),
    );
    await invalidateCall(queryClient, 'conference');
    showToast(appToasts, { tone: 'success', title: t('meetings.create.created') });
    // Created: nothing is left to lose on the way to the list.
    isDirty.current = false;
    navigate('/conferenceList');
  };

  return (
    <>
      <PageTitle>{t('meetings.create.title')}</PageTitle>
      <UnsavedChangesGuard hasUnsavedChanges={() => isDirty.current} />
      <NewMeetingForm
        key={formVersion}
        loadAvailableRequests={loadAvailableRequests}
        onCreate={create}
        onDirtyChange={(dirty) => {
          isDirty.current = dirty;
        }}
      />
    </>
  );
};
