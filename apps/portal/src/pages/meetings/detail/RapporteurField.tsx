import type { UserRef } from '@cet-portal/api-client';
import { Button, ComboBox } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../errors/failureStore';
import { rapporteurCandidatesQuery } from '../meetingQueries';

export interface RapporteurFieldProps {
  /** The rapporteur saved with the meeting, shown even if no longer among the candidates. */
  saved: UserRef | null;
  /** The user id chosen on screen (saved or not). */
  value: string | null;
  onChange: (userId: string | null) => void;
  /** Once the meeting is open the rapporteurs are fixed. */
  isDisabled: boolean;
}

/**
 * The president's rapporteur choice: users with role CET or SEG, suggested by a case-insensitive
 * part of their full name (React Aria's combo box filters the loaded candidates as one types).
 */
export const RapporteurField = ({ saved, value, onChange, isDisabled }: RapporteurFieldProps) => {
  const { t } = useTranslation();
  const candidates = useQuery(rapporteurCandidatesQuery());
  const users = candidates.data ?? [];
  const items = users.map((user) => ({ id: user._id, label: user.fullname }));
  if (saved && !users.some((user) => user._id === saved._id)) {
    items.push({ id: saved._id, label: saved.fullname });
  }
  return (
    <>
      <ComboBox
        label={t('meetings.detail.rapporteur.label')}
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
