import type { DecideRequestInput, Request } from '@cet-portal/api-client';
import { DecisionForm } from '@cet-portal/forms';
import { Card } from '@cet-portal/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallMutation } from '../../api/queries';
import { reportFailure } from '../../errors/failureStore';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { REQUEST_LISTS } from '../../requests/requestLists';
import { useLeaveAfterStateChange } from './useLeaveAfterStateChange';

export interface DecisionSectionProps {
  request: Request;
  /** Reads the request again, as a stale decision (409) offers. */
  onReload: () => void;
}

/** The secretariat's decision: 'Inoltra', 'Rifiuta' or 'Richiedi integrazione'. */
export const DecisionSection = ({ request, onReload }: DecisionSectionProps) => {
  const { t } = useTranslation();
  const leave = useLeaveAfterStateChange();
  const isDirty = useRef(false);
  const decideRequest = useCallMutation('request.decide', { invalidates: REQUEST_LISTS });

  const decide = async (input: DecideRequestInput) => {
    try {
      // The form sends the `updated` of the request it is given: after 'Ricarica', the version read again.
      const decided = await decideRequest.mutateAsync(input);
      // Recorded: nothing is left to lose on the way out.
      isDirty.current = false;
      await leave(decided, t('showRequest.decision.done'));
    } catch (error) {
      reportFailure(error, { onReload });
      // The form shows the failure as well and keeps the choice and the comment.
      throw error;
    }
  };

  return (
    // The form names itself with its own h2; the card only frames it like the other sections.
    <Card>
      <UnsavedChangesGuard hasUnsavedChanges={() => isDirty.current} />
      <DecisionForm
        request={request}
        onDecide={decide}
        onDirtyChange={(dirty) => {
          isDirty.current = dirty;
        }}
      />
    </Card>
  );
};
