import type { DocumentRef } from '@cet-portal/api-client';
import { Button } from '@cet-portal/ui';
import { useState } from 'react';
import { reportFailure } from '../errors/failureStore';
import { useSession } from '../session/session';
import { downloadDocument } from './files';

/**
 * A stored file (a meeting's report or minutes, a registration's letter), saved under its name when
 * pressed. `label` is its accessible name, which says what the file is beside its name.
 */
export const DocumentDownload = ({ document, label }: { document: DocumentRef; label: string }) => {
  const { role } = useSession();
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadDocument(role, document._id);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="link" isPending={isBusy} aria-label={label} onPress={() => void download()}>
      {document.fileName}
    </Button>
  );
};
