import type { CreateUserInput, UpdateUserInput, User } from '@cet-portal/api-client';
import { UserForm } from '@cet-portal/forms';
import { Button, Modal, Spinner } from '@cet-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../errors/LoadFailure';
import { PersonHistorySection } from '../../../history/PersonHistorySection';
import { useSession } from '../../../session/session';
import { allCompaniesQuery, rolesQuery } from '../adminQueries';

export interface UserModalProps {
  /** The user being edited, 'new' for 'Nuovo Utente', null while closed. */
  user: User | 'new' | null;
  onClose: () => void;
  onSubmit: (input: CreateUserInput | UpdateUserInput) => Promise<void>;
}

/** 'Nuovo Utente' or the edit of a user: the form, once the companies and roles it offers are read. */
export const UserModal = ({ user, onClose, onSubmit }: UserModalProps) => {
  const { t } = useTranslation();
  const { role } = useSession();
  const isOpen = user !== null;
  const companies = useQuery({ ...allCompaniesQuery(role), enabled: isOpen });
  const roles = useQuery({ ...rolesQuery(role), enabled: isOpen });
  const failed = companies.error ?? roles.error;

  const body = () => {
    if (failed) {
      return (
        <LoadFailure
          error={failed}
          what={t('admin.users.optionsError')}
          onRetry={() => {
            void companies.refetch();
            void roles.refetch();
          }}
        />
      );
    }
    if (!companies.data || !roles.data) return <Spinner label={t('admin.users.loadingOptions')} showLabel />;
    return (
      <>
        <UserForm
          user={user === 'new' ? null : user}
          companies={companies.data}
          roles={roles.data}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
        {user !== 'new' && user !== null && <UserHistory userId={user._id} />}
      </>
    );
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={user === 'new' ? t('admin.users.new') : t('admin.users.editTitle')}
      isDismissable={false}
      size="lg"
    >
      {isOpen && body()}
    </Modal>
  );
};

/**
 * The record's 'Cronologia' (who registered the person, who confirmed them and when, role changes),
 * read only when asked: most edits do not need it.
 */
const UserHistory = ({ userId }: { userId: string }) => {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-expanded={isShown} onPress={() => setShown((shown) => !shown)}>
        {isShown ? t('admin.users.hideHistory') : t('admin.users.showHistory')}
      </Button>
      {isShown && <PersonHistorySection userId={userId} />}
    </>
  );
};
