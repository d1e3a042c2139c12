import type { Request } from '@cet-portal/api-client';
import { useTranslation } from 'react-i18next';
import { ConflictsPanel } from '../../conflicts/ConflictsPanel';
import { seesRequestHistory } from '../../history/historyAccess';
import { RequestHistorySection } from '../../history/RequestHistorySection';
import { useSession } from '../../session/session';
import { SubmissionComparison } from '../../submissions/SubmissionComparison';
import { AttachmentsSection } from './AttachmentsSection';
import { CommentsSection } from './CommentsSection';
import { DeadlineSection } from './DeadlineSection';
import { DecisionSection } from './DecisionSection';
import { MeetingsSection } from './MeetingsSection';
import { ProtocolsSection } from './ProtocolsSection';
import { ReportSection } from './ReportSection';
import { RestoreSection } from './RestoreSection';
import { SECTION_ANCHORS } from './sectionAnchors';

export interface RequestWorkSectionsProps {
  request: Request;
  onReload: () => void;
  /** What the active role may do with the request (showRequestRules), as the page's actions say. */
  may: { decide: boolean; extendDeadline: boolean; restore: boolean };
}

/**
 * A request's sections under its summary, promoter and study: its files, comments, submissions,
 * meetings, conflicts, report, protocols and history, and what the role may do with it.
 */
export const RequestWorkSections = ({ request, onReload, may }: RequestWorkSectionsProps) => {
  const { t } = useTranslation();
  const { role } = useSession();
  return (
    <>
      <AttachmentsSection request={request} />
      <CommentsSection comments={request.comments} />
      <SubmissionComparison requestId={request._id} />
      <MeetingsSection requestId={request._id} />
      {role !== 'RIC' && role !== null && (
        <ConflictsPanel
          requests={[
            {
              _id: request._id,
              label: request.identifier === null ? t('showRequest.notGiven') : String(request.identifier),
            },
          ]}
        />
      )}
      <ReportSection request={request} onReload={onReload} />
      <ProtocolsSection protocols={request.protocols} />
      {seesRequestHistory(role) && <RequestHistorySection requestId={request._id} />}
      {may.decide && (
        <div id={SECTION_ANCHORS.decision}>
          <DecisionSection request={request} onReload={onReload} />
        </div>
      )}
      {may.extendDeadline && (
        <div id={SECTION_ANCHORS.deadline}>
          <DeadlineSection request={request} onReload={onReload} />
        </div>
      )}
      {may.restore && (
        <div id={SECTION_ANCHORS.restore}>
          <RestoreSection request={request} onReload={onReload} />
        </div>
      )}
    </>
  );
};
