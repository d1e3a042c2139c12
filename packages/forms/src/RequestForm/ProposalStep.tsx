import {
  type DomainLabels,
  labelsIn,
  REQUEST_TYPES,
  type Request,
  type RequestAttachment,
  type RequestConfig,
  type RequestType,
  requestTypeLabel,
} from '@cet-portal/api-client';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from '../i18n/namespace';
import { LoadFailure } from '../internal/feedback';
import { FormComboBox, FormSelect, FormTextArea, FormTextField } from '../internal/fields';
import { FieldGrid, FullRow } from '../internal/layout';
import { useAsyncOptions } from '../internal/useAsyncOptions';
import { AttachmentsField, type UploadedDocument } from './AttachmentsField';
import { configOf, isAmendment, type RequestFormValues } from './requestFormSchema';
import { useRequestFieldProps } from './useRequestFieldProps';

/** A request an amendment can point at. */
export type LinkableRequest = Pick<Request, '_id' | 'identifier' | 'studyTitle'>;

export interface ProposalStepProps {
  requestConfigs: readonly RequestConfig[];
  requestTypes: readonly RequestType[];
  loadLinkableRequests: () => Promise<readonly LinkableRequest[]>;
  uploadFile: (file: File, type: string) => Promise<UploadedDocument>;
  onDownloadTemplate: (templateId: string, label: string) => void;
  onTypeChange: (type: RequestType | null) => void;
  dropped: readonly RequestAttachment[];
  onDocumentsChange: () => void;
}

/** The types offered, in REQUEST_TYPES order whatever the order of `requestTypes`. */
const typeOptions = (requestTypes: readonly RequestType[], labels: DomainLabels) =>
  REQUEST_TYPES.filter((type) => requestTypes.includes(type)).map((type) => ({
    id: type,
    label: requestTypeLabel(type, labels.requestTypes),
  }));

/**
 * Step 3, the proposal: type, the linked request of an amendment (G1, G2, G3 only), subject,
 * description and the type's attachments.
 */
export const ProposalStep = ({
  requestConfigs,
  requestTypes,
  loadLinkableRequests,
  uploadFile,
  onDownloadTemplate,
  onTypeChange,
  dropped,
  onDocumentsChange,
}: ProposalStepProps) => {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const labels = labelsIn(i18n.language);
  const field = useRequestFieldProps();
  const { control } = useFormContext<RequestFormValues>();
  const type = useWatch({ control, name: 'type' });
  const linkable = useAsyncOptions(isAmendment(type) ? 'linkable' : null, loadLinkableRequests);

  return (
    <FieldGrid>
      <FullRow>
        <FormSelect
          {...field('type')}
          items={typeOptions(requestTypes, labels)}
          onValueChange={(value) => onTypeChange(value as RequestType | null)}
        />
      </FullRow>
      {isAmendment(type) && (
        <FullRow>
          <FormComboBox
            {...field('linkedRequestId')}
            items={linkable.items.map((request) => ({
              id: request._id,
              label: t('requestForm.linkableOption', {
                identifier: request.identifier,
                title: request.studyTitle,
              }),
            }))}
            isLoading={linkable.isLoading}
            description={t('requestForm.hints.linkedRequest')}
          />
          {linkable.hasFailed && (
            <LoadFailure message={t('requestForm.errors.linkable')} onRetry={linkable.retry} />
          )}
        </FullRow>
      )}
      <FullRow>
        <FormTextField {...field('subject')} />
      </FullRow>
      <FullRow>
        <FormTextArea {...field('description')} maxHeight={250} />
      </FullRow>
      <FullRow>
        <AttachmentsField
          config={configOf(requestConfigs, type)}
          hasType={type !== null}
          uploadFile={uploadFile}
          onDownloadTemplate={onDownloadTemplate}
          dropped={dropped}
          onChange={onDocumentsChange}
        />
      </FullRow>
    </FieldGrid>
  );
};
