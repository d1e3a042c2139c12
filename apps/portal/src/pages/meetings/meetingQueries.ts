import {
  type Conference,
  type ConferenceListInput,
  type DocumentRef,
  isApiError,
  MAX_TAKE,
  type User,
} from '@cet-portal/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../api/apiClient';
import { uploadDocument } from '../../api/files';
import { reportFailure } from '../../errors/failureStore';

/** Query keys of the meeting pages: one place, so that a change refreshes every view of it. */
export const meetingKeys = {
  all: ['conference'] as const,
  list: (input: ConferenceListInput) => ['conference', 'find', input] as const,
  detail: (id: string) => ['conference', 'get', id] as const,
  request: (id: string) => ['conference', 'request', id] as const,
  rapporteurs: ['conference', 'rapporteurs'] as const,
};

/**
 * The meeting queries of the page's client: `show` a saved meeting (what a change answers is the
 * meeting as it now is, so every view of it shows that at once), or `reload` them all.
 */
export const useMeetingCache = () => {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryClient,
      show: (meeting: Conference) => queryClient.setQueryData(meetingKeys.detail(meeting._id), meeting),
      reload: () => void queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
    }),
    [queryClient],
  );
};

/**
 * Every user who may be a rapporteur (role CET or SEG). The committee is small, but the list is
 * read page by page (the server's largest page) rather than trusting it to fit in one.
 */
export const loadRapporteurCandidates = async (): Promise<User[]> => {
  const users: User[] = [];
  for (;;) {
    const page = await apiClient.user.find({
      query: { roles: ['CET', 'SEG'] },
      skip: users.length,
      take: MAX_TAKE,
      sort: { fullname: 1 },
    });
    users.push(...page.result);
    if (page.result.length === 0 || users.length >= page.total) return users;
  }
};

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
  useQuery({
    queryKey: meetingKeys.request(requestId),
    queryFn: () => apiClient.request.get({ id: requestId }),
  });
