export type { UploadedDocument } from './AttachmentsField';
export { DEFAULT_PROMOTER_COUNTRIES } from './countries';
export type { LinkableRequest } from './ProposalStep';
export type { RequestFormProps } from './RequestForm';
export { RequestForm } from './RequestForm';
export type { RequestDraft, RequestFormValues, RequestPayload } from './requestFormSchema';
export {
  missingForSend,
  REQUEST_STEPS,
  requestDraftSchema,
  requestFormSchema,
  requestSendSchema,
  toRequestPayload,
} from './requestFormSchema';
