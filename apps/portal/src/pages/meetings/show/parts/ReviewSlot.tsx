import type { Conference, ConferenceEntry, DocumentRef } from '@cet-portal/api-client';
import { type MeetingReview, MeetingReviewForm } from '@cet-portal/forms';
import { Spinner } from '@cet-portal/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateCall, queryOptionsFor, useCallMutation } from '../../../../api/queries';
import { LoadFailure } from '../../../../errors/LoadFailure';
import { useSession } from '../../../../session/session';
import {
  meetingQuery,
  reportingConflict,
  reportingFailure,
  uploadMeetingFile,
  useMeetingCache,
  useMeetingRequest,
} from '../../meetingQueries';

export interface ReviewSlotProps {
  meeting: Conference;
  entry: ConferenceEntry;
  report: string | undefined;
  reportFile: DocumentRef | undefined;
  omissisFile: DocumentRef | undefined;
  /** The secretariat also attaches the omissis file. */
  canUploadOmissis: boolean;
  /** Told when the form holds unsaved changes, or no longer does, so the page asks before leaving. */
  onDirtyChange?: (requestId: string, isDirty: boolean) => void;
}

/**
 * The review of one request by the secretariat or its rapporteur while the meeting is open: the
 * report (`conference.update`), then the outcome (`conference.decide`); an integration request
 * also freezes the reviewed version (`conference.commit`), as the spec asks.
 */
export const ReviewSlot = ({
  meeting,
  entry,
  report,
  reportFile,
  omissisFile,
  canUploadOmissis,
  onDirtyChange,
}: ReviewSlotProps) => {
  const { role } = useSession();
  const { t } = useTranslation();
  const meetingCache = useMeetingCache();
  const { queryClient } = meetingCache;
  const requestId = entry.request._id;
  const update = useCallMutation('conference.update');
  const decide = useCallMutation('conference.decide');
  const commit = useCallMutation('conference.commit');
  const reportDirty = useCallback(
    (isDirty: boolean) => onDirtyChange?.(requestId, isDirty),
    [onDirtyChange, requestId],
  );
  // The decision needs the request's version (`updated`), which the meeting does not carry.
  const request = useMeetingRequest(requestId);
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

  const save = ({ update: changes, decision }: MeetingReview) =>
    reportingConflict(async () => {
      if (changes) meetingCache.show(await update.mutateAsync(changes));
      if (!decision) return;
      queryClient.setQueryData(
        queryOptionsFor(role, 'request.get', { id: requestId }).queryKey,
        await decide.mutateAsync(decision),
      );
      // Lists and counts showing the request are out of date too.
      void invalidateCall(queryClient, 'request.find', 'request.countByState', 'request.countToIntegrate');
      if (decision.state === 'TO_INTEGRATE_CER') {
        meetingCache.show(
          await commit.mutateAsync({ _id: meeting._id, requestsUsers: [{ request: requestId }] }),
        );
      } else {
        // The card shows the request's new state, which the meeting reads from the request.
        await queryClient.invalidateQueries({ queryKey: meetingQuery(role, meeting._id).queryKey });
      }
    }, meetingCache.reload);

  return (
    <MeetingReviewForm
      meeting={meeting}
      request={{ ...entry.request, state: request.data.state, updated: request.data.updated }}
      report={report}
      reportFile={reportFile ?? null}
      omissisFile={omissisFile ?? null}
      canUploadOmissis={canUploadOmissis}
      uploadFile={(file) => reportingFailure(() => uploadMeetingFile(role, file))}
      onSave={save}
      onDirtyChange={reportDirty}
    />
  );
};
