export type { Attachment, AttachmentDocumentType, AttachmentTableProps } from './AttachmentTable';
export { AttachmentTable } from './AttachmentTable';
