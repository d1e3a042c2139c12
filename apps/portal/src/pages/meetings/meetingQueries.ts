import { type Conference, type DocumentRef, isApiError, MAX_TAKE, type User } from '@cet-portal/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { uploadDocument } from '../../api/files';
import { callKey, invalidateCall, queryOptionsFor, sendCall } from '../../api/queries';
import { reportFailure } from '../../errors/failureStore';

/** One meeting, as every view of it reads it. */
export const meetingQuery = (id: string) => queryOptionsFor('conference.get', { id });

/**
 * The meeting queries of the page's client: `show` a saved meeting (what a change answers is the
 * meeting as it now is, so every view of it shows that at once), or `reload` every meeting and the
 * requests they hold.
 */
export const useMeetingCache = () => {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryClient,
      show: (meeting: Conference) => queryClient.setQueryData(meetingQuery(meeting._id).queryKey, meeting),
      reload: () => void invalidateCall(queryClient, 'conference', 'request.get'),
    }),
    [queryClient],
  );
};

const RAPPORTEUR_QUERY = {
  query: { roles: ['CET' as const, 'SEG' as const] },
  sort: { fullname: 1 as const },
};

/**
 * Every user who may be a rapporteur (role CET or SEG). The committee is small, but the list is
 * read page by page (the server's largest page) rather than trusting it to fit in one; the answer is
 * kept under `user.find`, so that a change of users refreshes it.
 */
export const rapporteurCandidatesQuery = () =>
  queryOptions({
    queryKey: callKey('user.find', RAPPORTEUR_QUERY),
    queryFn: async ({ signal }): Promise<User[]> => {
      const users: User[] = [];
      for (;;) {
        const page = await sendCall(
          'user.find',
          { ...RAPPORTEUR_QUERY, skip: users.length, take: MAX_TAKE },
          signal,
        );
        users.push(...page.result);
        if (page.result.length === 0 || users.length >= page.total) return users;
      }
    },
  });

/** Stores a chosen file (`PUT /document`) and gives back the reference a meeting keeps. */
export const uploadMeetingFile = async (file: File): Promise<DocumentRef> => {
  const stored = await uploadDocument(file);
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
export const useMeetingRequest = (requestId: string) =>
  useQuery(queryOptionsFor('request.get', { id: requestId }));
