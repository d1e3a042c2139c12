import type { DocumentRef } from '@cet-portal/api-client';
import { Button } from '@cet-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../api/files';
import { reportFailure } from '../../errors/failureStore';

/** A registration's delegation letter, saved under its name when pressed. */
export const LetterDownload = ({ document }: { document: DocumentRef }) => {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocument(document._id);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="link"
      isPending={isBusy}
      aria-label={t('registration.downloadLetter', { name: document.fileName })}
      onPress={() => void download()}
    >
      {document.fileName}
    </Button>
  );
};
