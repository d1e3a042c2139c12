import { type Conference, type DocumentRef, isApiError, type RoleName } from '@cet-portal/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { uploadDocument } from '../../api/files';
import { allPagesQueryFor, fetchedAhead, invalidateCall, queryOptionsFor } from '../../api/queries';
import { reportFailure } from '../../errors/failureStore';
import { useSession } from '../../session/session';

/** One meeting, as every view of it reads it. */
export const meetingQuery = (role: RoleName | null, id: string) =>
  fetchedAhead(queryOptionsFor(role, 'conference.get', { id }));

/**
 * The meeting queries of the page's client: `show` a saved meeting (what a change answers is the
 * meeting as it now is, so every view of it shows that at once), or `reload` every meeting and the
 * requests they hold.
 */
export const useMeetingCache = () => {
  const queryClient = useQueryClient();
  const { role } = useSession();
  return useMemo(
    () => ({
      queryClient,
      show: (meeting: Conference) =>
        queryClient.setQueryData(meetingQuery(role, meeting._id).queryKey, meeting),
      reload: () => void invalidateCall(queryClient, 'conference', 'request.get'),
    }),
    [queryClient, role],
  );
};

/** Every user who may be a rapporteur (role CET or SEG), by name. */
export const rapporteurCandidatesQuery = (role: RoleName | null) =>
  allPagesQueryFor(role, 'user.find', { query: { roles: ['CET', 'SEG'] }, sort: { fullname: 1 } });

/** Stores a chosen file (`PUT /document`) and gives back the reference a meeting keeps. */
export const uploadMeetingFile = async (role: RoleName | null, file: File): Promise<DocumentRef> => {
  const stored = await uploadDocument(role, file);
  return { _id: stored._id, fileName: stored.fileName };
};

/**
 * Runs an action and, when it fails, tells the user why (the server's Italian message, or the
 * reload offer of a 409) before passing the failure on to the control that started it.
 */
export const reportingFailure = async <Result>(
  action: () => Promise<Result>,
  onReload?: () => void,
): Promise<Result> => {
  try {
    return await action();
  } catch (error) {
    reportFailure(error, { onReload });
    throw error;
  }
};

/**
 * For the forms, which already show a failure inline with the server's reason: only a stale
 * version (409) needs more, the offer to reload the latest data.
 */
export const reportingConflict = async <Result>(
  action: () => Promise<Result>,
  onReload: () => void,
): Promise<Result> => {
  try {
    return await action();
  } catch (error) {
    if (isApiError(error) && error.status === 409) reportFailure(error, { onReload });
    throw error;
  }
};

/** A request of the meeting, read whole: its summary and its version (`updated`) for a decision. */
export const useMeetingRequest = (requestId: string) => {
  const { role } = useSession();
  return useQuery(queryOptionsFor(role, 'request.get', { id: requestId }));
};
