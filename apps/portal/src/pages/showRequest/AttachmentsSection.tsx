import type { Request } from '@cet-portal/api-client';
import { AttachmentTable, Button, Card, Spinner } from '@cet-portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadFailure } from '../../errors/LoadFailure';
import { useSession } from '../../session/session';
import { downloadAllDocuments, downloadDocument } from './fileActions';
import { FileLine, SubHeading } from './ShowRequestPage.styles';
import { useDocumentTypesQuery } from './showRequestQueries';
import { allDocumentIds } from './showRequestRules';

const ArchiveRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** The request form generated on sending: there is none before the first sending. */
const RequestDocument = ({ file }: { file: Request['requestDocument'] }) => {
  const { role } = useSession();
  const { t } = useTranslation();
  if (!file) return <p>{t('showRequest.attachments.requestDocumentMissing')}</p>;
  return (
    <FileLine>
      <span>{file.fileName}</span>
      <Button
        variant="link"
        aria-label={t('showRequest.download', { name: file.fileName })}
        onPress={() => void downloadDocument(role, file._id)}
      >
        {t('showRequest.downloadShort')}
      </Button>
    </FileLine>
  );
};

/** Attachments with their history, the request form, and every file as one ZIP. */
export const AttachmentsSection = ({ request }: { request: Request }) => {
  const { role } = useSession();
  const { t } = useTranslation();
  const documentTypes = useDocumentTypesQuery(request.type);
  const [isZipping, setZipping] = useState(false);
  const hasFiles = allDocumentIds(request).length > 0;

  const downloadAll = async () => {
    setZipping(true);
    await downloadAllDocuments(role, request);
    setZipping(false);
  };

  return (
    <Card title={t('showRequest.attachments.heading')}>
      {documentTypes.isLoading ? (
        <Spinner label={t('showRequest.attachments.loadingTypes')} showLabel />
      ) : (
        <>
          {documentTypes.isError && (
            <LoadFailure
              error={documentTypes.error}
              what={t('showRequest.attachments.typesError')}
              onRetry={() => void documentTypes.refetch()}
            />
          )}
          <AttachmentTable
            caption={t('showRequest.attachments.caption')}
            showCaption={false}
            documentTypes={documentTypes.data ?? []}
            attachments={request.documents.map(({ _id, fileName, type, updated }) => ({
              id: _id,
              fileName,
              type,
              updated,
            }))}
            onDownload={(attachment) => void downloadDocument(role, attachment.id)}
          />
        </>
      )}
      <SubHeading>{t('showRequest.attachments.requestDocument')}</SubHeading>
      <RequestDocument file={request.requestDocument} />
      {hasFiles && (
        <ArchiveRow>
          <Button variant="secondary" isDisabled={isZipping} onPress={() => void downloadAll()}>
            {t('showRequest.attachments.downloadAll')}
          </Button>
          <div role="status">
            {isZipping && <Spinner label={t('showRequest.attachments.zipping')} showLabel />}
          </div>
        </ArchiveRow>
      )}
    </Card>
  );
};
