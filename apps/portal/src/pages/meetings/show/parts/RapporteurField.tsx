import { type ConflictOfInterest, hasConflictOfInterest, type UserRef } from '@cet-portal/api-client';
import { Button, ComboBox } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../../errors/failureStore';
import { useSession } from '../../../../session/session';
import { rapporteurCandidatesQuery } from '../../meetingQueries';

export interface RapporteurFieldProps {
  /** The rapporteur saved with the meeting, shown even if no longer among the candidates. */
  saved: UserRef | null;
  /** The user id chosen on screen (saved or not). */
  value: string | null;
  onChange: (userId: string | null) => void;
  /** Once the meeting is open the rapporteurs are fixed. */
  isDisabled: boolean;
  /** The conflicts of interest declared on this request. @default [] */
  conflicts?: readonly ConflictOfInterest[];
}

/**
 * The president's rapporteur choice: users with role CET or SEG, suggested by a case-insensitive
 * part of their full name (React Aria's combo box filters the loaded candidates as one types).
 * A member with a declared conflict of interest on the request is not suggested, and the field
 * names who and why, so the president is not left to learn it from a refusal.
 */
export const RapporteurField = ({
  saved,
  value,
  onChange,
  isDisabled,
  conflicts = [],
}: RapporteurFieldProps) => {
  const { t } = useTranslation();
  const { role } = useSession();
  const candidates = useQuery(rapporteurCandidatesQuery(role));
  const users = candidates.data ?? [];
  const items = users
    .filter((user) => !hasConflictOfInterest(user._id, conflicts))
    .map((user) => ({ id: user._id, label: user.fullname }));
  // A saved rapporteur stays shown, conflicted or not: the note below says why it must change.
  if (saved && !items.some((item) => item.id === saved._id)) {
    items.push({ id: saved._id, label: saved.fullname });
  }
  const conflictNote =
    conflicts.length > 0
      ? t('meetings.detail.rapporteur.conflicted', {
          names: conflicts.map((conflict) => conflict.user.fullname).join(', '),
          count: conflicts.length,
        })
      : undefined;
  return (
    <>
      <ComboBox
        // React Aria links a description to the input only if it is there when the field mounts, and the
        // declarations arrive after it: the field is drawn again when the note comes or goes.
        key={conflictNote === undefined ? 'free' : 'conflicted'}
        label={t('meetings.detail.rapporteur.label')}
        description={conflictNote}
        items={items}
        value={value}
        onChange={(key) => onChange(key === null ? null : String(key))}
        isDisabled={isDisabled}
        isLoading={candidates.isFetching}
        isInvalid={candidates.isError}
        errorMessage={
          candidates.isError
            ? `${t('meetings.detail.rapporteur.loadFailed')} ${failureMessage(candidates.error)}`
            : undefined
        }
      />
      {candidates.isError && (
        <Button variant="link" onPress={() => void candidates.refetch()}>
          {t('common.retry')}
        </Button>
      )}
    </>
  );
};
