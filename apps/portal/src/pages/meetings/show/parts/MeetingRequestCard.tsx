import {
  type Conference,
  type ConferenceEntry,
  canDecideInMeeting,
  canReadMeetingReports,
  canReportInMeeting,
  labelsIn,
  meetingStatus,
  type RoleName,
} from '@cet-portal/api-client';
import { MeetingCard } from '@cet-portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportHistory } from './ReportHistory';
import { ReportView } from './ReportView';
import { RequestSummary } from './RequestSummary';
import { ReviewSlot } from './ReviewSlot';

export interface MeetingRequestCardProps {
  meeting: Conference;
  entry: ConferenceEntry;
  actor: { role: RoleName; fiscalCode: string };
  /** The rapporteur field of the president, or the rapporteur's name. */
  rapporteur: ReactNode;
  /** Told when the review form of this request holds unsaved changes, or no longer does. */
  onReviewDirtyChange?: (requestId: string, isDirty: boolean) => void;
}

/** One request of the meeting: its card, with the report or, for its reviewers, the review form. */
export const MeetingRequestCard = ({
  meeting,
  entry,
  actor,
  rapporteur,
  onReviewDirtyChange,
}: MeetingRequestCardProps) => {
  const { t, i18n } = useTranslation();
  const labels = labelsIn(i18n.language);
  const { request } = entry;
  const report = meeting.comments.find((comment) => comment.request === request._id)?.body;
  const reportFile = meeting.documents.find((file) => file.request === request._id)?.file;
  const omissisFile = meeting.omissisDocuments.find((file) => file.request === request._id)?.file;
  const files = { report, reportFile, omissisFile };
  const versions = (meeting.reportVersions ?? []).filter((version) => version.request === request._id);

  const renderReport = () => {
    // A frozen copy gets no outcome, but its report and omissis may still be corrected until closing.
    if (canDecideInMeeting(meeting, entry, actor) || canReportInMeeting(meeting, entry, actor)) {
      return (
        <ReviewSlot
          meeting={meeting}
          entry={entry}
          canUploadOmissis={actor.role === 'SEG'}
          onDirtyChange={onReviewDirtyChange}
          {...files}
        />
      );
    }
    if (canReadMeetingReports(actor.role, meetingStatus(meeting) === 'closed')) {
      return <ReportView {...files} />;
    }
    return undefined;
  };

  // One shape whatever the versions: a saved report adding a version must not remount the review form.
  const body = renderReport();
  const reportNode =
    body || entry.outcome || versions.length > 1 ? (
      <>
        {entry.outcome && (
          <p>
            <strong>{t(`meetings.detail.outcomes.${entry.outcome}`)}</strong>
          </p>
        )}
        {body}
        <ReportHistory versions={versions} />
      </>
    ) : undefined;

  return (
    <MeetingCard
      identifier={request.identifier === null ? null : String(request.identifier)}
      state={request.state}
      stateLabel={labels.meetingRequestStates[request.state]}
      subject={request.subject}
      description={request.description}
      renderRequest={() => <RequestSummary requestId={request._id} />}
      rapporteur={rapporteur}
      report={reportNode}
    />
  );
};
