import type { ExtendDeadlineInput, Request } from '@cet-portal/api-client';
import { ExtendDeadlineForm } from '@cet-portal/forms';
import { Card } from '@cet-portal/ui';
import { useCallMutation } from '../../api/queries';
import { reportFailure } from '../../errors/failureStore';
import { REQUEST_LISTS } from '../../requests/requestLists';

export interface DeadlineSectionProps {
  request: Request;
  /** Reads the request again: after the extension, and as a stale one (409) offers. */
  onReload: () => void;
}

/**
 * The secretariat's extension of the applicant's integration due date (docs/deadlines.md): offered
 * while the clock runs, and what follows 'Termine scaduto' unless the secretariat rejects the request.
 */
export const DeadlineSection = ({ request, onReload }: DeadlineSectionProps) => {
  const extendDeadline = useCallMutation('request.extendDeadline', { invalidates: REQUEST_LISTS });
  const extend = async (input: ExtendDeadlineInput) => {
    try {
      await extendDeadline.mutateAsync(input);
      onReload();
    } catch (error) {
      reportFailure(error, { onReload });
      // The form shows the failure as well and keeps the days and the reason.
      throw error;
    }
  };
  return (
    // The form names itself with its own h2; the card only frames it like the other sections.
    <Card>
      <ExtendDeadlineForm request={request} onExtend={extend} />
    </Card>
  );
};
