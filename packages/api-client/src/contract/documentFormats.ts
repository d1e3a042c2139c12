/**
 * The formats the committee accepts for a document, by file-name extension, with the content type the
 * server stores and serves. The server checks a file's bytes against this list; the upload areas list
 * it, so an applicant knows before choosing a file.
 */
export const DOCUMENT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  p7m: 'application/pkcs7-mime',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;

export type DocumentExtension = keyof typeof DOCUMENT_CONTENT_TYPES;

/** The accepted extensions with their dot, as a file chooser and the upload areas take them. */
export const ACCEPTED_DOCUMENT_EXTENSIONS: readonly string[] = Object.keys(DOCUMENT_CONTENT_TYPES).map(
  (extension) => `.${extension}`,
);

/** The accepted formats in one Italian phrase, for the server's refusals. */
export const ACCEPTED_DOCUMENT_FORMATS_TEXT = 'PDF, P7M, DOC, DOCX, ODT, XLS, XLSX, ZIP, JPEG e PNG';
