import { type Documentation, formatDate } from '@cet-portal/api-client';
import { Button, FileUpload, showToast } from '@cet-portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCall, uploadDocument } from '../../api/files';
import { queryOptionsFor, useCallMutation } from '../../api/queries';
import { appToasts } from '../../app/toasts';
import { reportFailure } from '../../errors/failureStore';
import { useSession } from '../../session/session';
import { Section } from './Section';

/** 'Oneri per la sottomissione delle pratiche': anyone downloads it, ADMIN replaces it. */
export const FeeSheetSection = ({ feeSheet }: { feeSheet: Documentation['feeSheet'] }) => {
  const { role } = useSession();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isAdmin = role === 'ADMIN';
  const [isDownloading, setDownloading] = useState(false);
  const setFeeSheet = useCallMutation('documentation.setFeeSheet');

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCall(role, 'documentation.feeSheet', {});
    } catch (error) {
      reportFailure(error);
    } finally {
      setDownloading(false);
    }
  };

  // FileUpload marks the upload as failed; the notification says why, in the server's words.
  const replace = async (file: File) => {
    try {
      const document = await uploadDocument(role, file, { purpose: 'feeSheet' });
      const page = await setFeeSheet.mutateAsync({ document: document._id });
      queryClient.setQueryData(queryOptionsFor(role, 'documentation.get').queryKey, page);
      showToast(appToasts, { tone: 'success', title: t('documentation.feeSheet.uploaded') });
    } catch (error) {
      reportFailure(error);
      throw error;
    }
  };

  return (
    <Section title={t('documentation.feeSheet.title')}>
      {feeSheet ? (
        <>
          <p>{t('documentation.feeSheet.updated', { date: formatDate(feeSheet.updated) })}</p>
          <Button variant="secondary" onPress={download} isPending={isDownloading}>
            {t('documentation.feeSheet.download', { fileName: feeSheet.fileName })}
          </Button>
        </>
      ) : (
        <p>{t('documentation.feeSheet.missing')}</p>
      )}
      {isAdmin && (
        <FileUpload
          label={t('documentation.feeSheet.uploadLabel')}
          acceptedFileTypes={['application/pdf']}
          currentFileName={feeSheet?.fileName}
          onUpload={replace}
        />
      )}
    </Section>
  );
};
