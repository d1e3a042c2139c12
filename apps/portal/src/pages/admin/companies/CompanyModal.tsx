import type { Company, CreateUserInput, UpdateUserInput } from '@cet-portal/api-client';
import { CompanyForm } from '@cet-portal/forms';
import { Modal } from '@cet-portal/ui';
import { useTranslation } from 'react-i18next';

export interface CompanyModalProps {
  /** The company being edited, 'new' for a new one, null while closed. */
  company: Company | 'new' | null;
  onClose: () => void;
  onSubmit: (input: CreateUserInput | UpdateUserInput) => Promise<void>;
}

/** 'Crea un nuovo ente' or 'Modifica ente'. */
export const CompanyModal = ({ company, onClose, onSubmit }: CompanyModalProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={company !== null}
      onOpenChange={(open) => !open && onClose()}
      title={company === 'new' ? t('admin.companies.newTitle') : t('admin.companies.editTitle')}
      isDismissable={false}
    >
      {company !== null && (
        <CompanyForm company={company === 'new' ? null : company} onSubmit={onSubmit} onCancel={onClose} />
      )}
    </Modal>
  );
};
