import type { Document, RequestAttachment, RequestConfig } from '@cet-portal/api-client';
import { ACCEPTED_DOCUMENT_EXTENSIONS } from '@cet-portal/api-client';
import { Button, FileUpload } from '@cet-portal/ui';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { Notice, Subheading } from '../internal/layout';
import type { RequestFormValues } from './requestFormSchema';
import { useIsRequestReadOnly } from './useRequestFieldProps';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** What an upload gives back: the stored document, as `PUT /document` answers. */
export type UploadedDocument = Pick<Document, '_id' | 'fileName' | 'updated'>;

export interface AttachmentsFieldProps {
  /** The chosen type's configuration; undefined while no type is chosen. */
  config: RequestConfig | undefined;
  hasType: boolean;
  uploadFile: (file: File, type: string) => Promise<UploadedDocument>;
  onDownloadTemplate: (templateId: string, label: string) => void;
  /** Files the last type change removed; the user is told which. */
  dropped: readonly RequestAttachment[];
  /** Called after the attachments changed, so that the draft keeps them. */
  onChange: () => void;
}

/**
 * The attachments of the chosen type's configuration: one upload per document type, the required
 * ones marked, each with its template to download. A new file of a type becomes that type's
 * current file; earlier ones stay as its history, as the request keeps them.
 */
export const AttachmentsField = ({
  config,
  hasType,
  uploadFile,
  onDownloadTemplate,
  dropped,
  onChange,
}: AttachmentsFieldProps) => {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const isReadOnly = useIsRequestReadOnly();
  const headingId = useId();
  const { control } = useFormContext<RequestFormValues>();
  const { field } = useController({ control, name: 'documents' });
  const documents = field.value;

  const currentOf = (label: string) => documents.findLast((document) => document.type === label);
  const upload = async (file: File, label: string) => {
    const stored = await uploadFile(file, label);
    field.onChange([...documents, { ...stored, type: label }]);
    onChange();
  };
  const remove = (label: string) => {
    const current = currentOf(label);
    field.onChange(documents.filter((document) => document !== current));
    onChange();
  };

  return (
    <section aria-labelledby={headingId}>
      <Subheading id={headingId}>{t('requestForm.attachments.heading')}</Subheading>
      <div role="status">
        {dropped.length > 0 && (
          <Notice $tone="info">
            <p>
              {t('requestForm.attachments.dropped', {
                count: dropped.length,
                files: dropped
                  .map((document) =>
                    t('requestForm.attachments.droppedFile', {
                      fileName: document.fileName,
                      label: document.type,
                    }),
                  )
                  .join(', '),
              })}
            </p>
          </Notice>
        )}
      </div>
      {!hasType && <p>{t('requestForm.attachments.chooseType')}</p>}
      {hasType && (config?.documentType.length ?? 0) === 0 && (
        <p>{t('requestForm.attachments.noneConfigured')}</p>
      )}
      {config && config.documentType.length > 0 && (
        <List>
          {config.documentType.map((documentType) => (
            <Item key={documentType.label}>
              <FileUpload
                acceptedFileTypes={ACCEPTED_DOCUMENT_EXTENSIONS}
                label={documentType.label}
                isRequired={documentType.required}
                isDisabled={isReadOnly}
                currentFileName={currentOf(documentType.label)?.fileName}
                onUpload={(file) => upload(file, documentType.label)}
                onRemove={() => remove(documentType.label)}
              />
              <div>
                <Button
                  variant="link"
                  aria-label={t('requestForm.attachments.downloadTemplateLabel', {
                    label: documentType.label,
                  })}
                  onPress={() => onDownloadTemplate(documentType.template, documentType.label)}
                >
                  {t('requestForm.attachments.downloadTemplate')}
                </Button>
              </div>
            </Item>
          ))}
        </List>
      )}
    </section>
  );
};
