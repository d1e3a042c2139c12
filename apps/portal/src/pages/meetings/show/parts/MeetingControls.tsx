import {
  type Conference,
  canCloseMeeting,
  canOpenMeeting,
  MEETING_ENTRY_DEFAULT_OUTCOME,
  MEETING_ENTRY_OUTCOMES,
  type MeetingEntryOutcome,
  meetingStatus,
  type RoleName,
  type UpdateConferenceInput,
} from '@cet-portal/api-client';
import { Button, ConfirmDialog, RadioGroup, showToast } from '@cet-portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCallMutation } from '../../../../api/queries';
import { appToasts } from '../../../../app/toasts';
import { reportFailure } from '../../../../errors/failureStore';
import { useMeetingCache } from '../../meetingQueries';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
  p {
    margin: 0;
  }
`;

export interface MeetingControlsProps {
  meeting: Conference;
  role: RoleName;
  /** The rapporteur of each request as chosen on screen. */
  requestsUsers: { request: string; user: string | null }[];
  /** Whether the rapporteurs on screen differ from the saved ones. */
  hasUnsavedRapporteurs: boolean;
  /** Called once the rapporteurs on screen are saved. */
  onRapporteursSaved: () => void;
}

type Action = 'saveRapporteurs' | 'open' | 'close';

/**
 * The president's buttons: 'Salva relatori' while the meeting waits, 'Apri Riunione' (usable once
 * every request has a saved rapporteur, and saying so until then), 'Chiudi Riunione' while it is open,
 * after 'Conferma Chiusura'.
 */
export const MeetingControls = ({
  meeting,
  role,
  requestsUsers,
  hasUnsavedRapporteurs,
  onRapporteursSaved,
}: MeetingControlsProps) => {
  const { t } = useTranslation();
  const meetingCache = useMeetingCache();
  const update = useCallMutation('conference.update');
  const openReasonId = useId();
  const [pending, setPending] = useState<Action | null>(null);
  const [isConfirmingClose, setConfirmingClose] = useState(false);
  const [isConfirmingOpen, setConfirmingOpen] = useState(false);
  // What happens to each request without an outcome when the meeting closes; postponed unless changed.
  const [outcomes, setOutcomes] = useState<Record<string, MeetingEntryOutcome>>({});
  const canSaveRapporteurs = role === 'PRE' && meetingStatus(meeting) === 'waiting';
  // Shown to the president all the while the meeting waits, so that a missing rapporteur is told
  // rather than the button being absent; it opens only from the saved rapporteurs.
  const offersOpen = canSaveRapporteurs;
  const isOpenBlocked = !canOpenMeeting(meeting, role) || hasUnsavedRapporteurs;
  const canClose = canCloseMeeting(meeting, role);
  if (!canSaveRapporteurs && !canClose) return null;

  const change = async (action: Action, changes: UpdateConferenceInput) => {
    setPending(action);
    try {
      meetingCache.show(await update.mutateAsync(changes));
      return true;
    } catch (error) {
      reportFailure(error, { onReload: meetingCache.reload });
      return false;
    } finally {
      setPending(null);
    }
  };
  const version = { _id: meeting._id, updated: meeting.updated };

  const saveRapporteurs = async () => {
    if (await change('saveRapporteurs', { ...version, requestsUsers })) {
      onRapporteursSaved();
      showToast(appToasts, { tone: 'success', title: t('meetings.detail.actions.rapporteursSaved') });
    }
  };
  const open = async () => {
    // The server records its own clock; the field only says that the meeting opens.
    if (await change('open', { ...version, openDate: new Date().toISOString() })) {
      showToast(appToasts, { tone: 'success', title: t('meetings.detail.actions.opened') });
    }
  };
  // Requests still SUBMITTED have no outcome from this meeting: the closing says what becomes of each.
  const undecided = meeting.requestsUsers.filter((entry) => entry.request.state === 'SUBMITTED');
  const outcomeOf = (request: string) => outcomes[request] ?? MEETING_ENTRY_DEFAULT_OUTCOME;
  // The dialog closes either way: a failure is told by its own notice or reload dialog.
  const close = async () => {
    const closing = {
      ...version,
      closeDate: new Date().toISOString(),
      outcomes: undecided.map((entry) => ({
        request: entry.request._id,
        outcome: outcomeOf(entry.request._id),
      })),
    };
    if (await change('close', closing)) {
      showToast(appToasts, { tone: 'success', title: t('meetings.detail.actions.closed') });
    }
  };

  return (
    <Bar role="group" aria-label={t('meetings.detail.actions.label')}>
      {canSaveRapporteurs && (
        <Button
          variant="secondary"
          isPending={pending === 'saveRapporteurs'}
          isDisabled={!hasUnsavedRapporteurs}
          onPress={() => void saveRapporteurs()}
        >
          {t('meetings.detail.actions.saveRapporteurs')}
        </Button>
      )}
      {offersOpen && (
        <Button
          isPending={pending === 'open'}
          isDisabled={isOpenBlocked}
          aria-describedby={isOpenBlocked ? openReasonId : undefined}
          onPress={() => setConfirmingOpen(true)}
        >
          {t('meetings.detail.actions.open')}
        </Button>
      )}
      {offersOpen && isOpenBlocked && (
        <p id={openReasonId}>{t('meetings.detail.actions.openNeedsRapporteurs')}</p>
      )}
      {canClose && (
        <Button variant="danger" onPress={() => setConfirmingClose(true)}>
          {t('meetings.detail.actions.close')}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirmingClose}
        onOpenChange={setConfirmingClose}
        title={t('meetings.detail.closeConfirm.title')}
        confirmLabel={t('meetings.detail.actions.close')}
        isDestructive
        onConfirm={close}
      >
        <p>{t('meetings.detail.closeConfirm.body', { subject: meeting.subject })}</p>
        <p>{t('meetings.detail.closeConfirm.warning')}</p>
        {undecided.length > 0 && (
          <p>{t('meetings.detail.closeConfirm.undecided', { count: undecided.length })}</p>
        )}
        {undecided.map(({ request }) => (
          <RadioGroup
            key={request._id}
            label={t('meetings.detail.closeConfirm.requestLabel', {
              identifier: request.identifier ?? t('meetings.detail.noIdentifier'),
              subject: request.subject,
            })}
            orientation="horizontal"
            value={outcomeOf(request._id)}
            onChange={(value) =>
              setOutcomes((current) => ({ ...current, [request._id]: value as MeetingEntryOutcome }))
            }
            options={MEETING_ENTRY_OUTCOMES.map((outcome) => ({
              value: outcome,
              label: t(`meetings.detail.outcomes.${outcome}`),
            }))}
          />
        ))}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={isConfirmingOpen}
        onOpenChange={setConfirmingOpen}
        title={t('meetings.detail.openConfirm.title')}
        confirmLabel={t('meetings.detail.actions.open')}
        onConfirm={open}
      >
        <p>
          {t('meetings.detail.openConfirm.body', {
            subject: meeting.subject,
            count: meeting.requestsUsers.length,
          })}
        </p>
      </ConfirmDialog>
    </Bar>
  );
};
