import {
  ACCEPTED_DOCUMENT_FORMATS_TEXT,
  DOCUMENT_CONTENT_TYPES,
  type DocumentExtension,
} from '@cet-portal/api-client/contract';
import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from '../core/refusal';

/** A type the committee accepts, by what its bytes are, and the file-name extensions it may carry. */
interface AllowedType {
  label: string;
  /** Content type stored and served, by extension. */
  contentTypes: Readonly<Record<string, string>>;
}

const types = (...extensions: DocumentExtension[]) =>
  Object.fromEntries(extensions.map((extension) => [extension, DOCUMENT_CONTENT_TYPES[extension]]));

const PDF: AllowedType = { label: 'PDF', contentTypes: types('pdf') };
const P7M: AllowedType = { label: 'P7M', contentTypes: types('p7m') };
/** Old Office files (DOC, XLS) are OLE2 compound files: the bytes say no more than that. */
const OLE2: AllowedType = { label: 'DOC/XLS', contentTypes: types('doc', 'xls') };
const DOCX: AllowedType = { label: 'DOCX', contentTypes: types('docx') };
const XLSX: AllowedType = { label: 'XLSX', contentTypes: types('xlsx') };
const ODT: AllowedType = { label: 'ODT', contentTypes: types('odt') };
/** A ZIP archive; office files whose parts the detector could not see are ZIP archives too. */
const ZIP: AllowedType = { label: 'ZIP', contentTypes: types('zip', 'docx', 'xlsx', 'odt') };
const JPEG: AllowedType = { label: 'JPEG', contentTypes: types('jpg', 'jpeg') };
const PNG: AllowedType = { label: 'PNG', contentTypes: types('png') };

/** file-type's detections that are allowed. */
const BY_DETECTED_EXTENSION: Readonly<Record<string, AllowedType>> = {
  pdf: PDF,
  cfb: OLE2,
  docx: DOCX,
  xlsx: XLSX,
  odt: ODT,
  zip: ZIP,
  jpg: JPEG,
  png: PNG,
};

/** The OID 1.2.840.113549.1.7.2 (PKCS#7 signedData) as DER: what a CAdES signed file (.p7m) starts with. */
const SIGNED_DATA_OID = Buffer.from([0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02]);

const isDerSignedData = (bytes: Buffer): boolean =>
  bytes[0] === 0x30 && bytes.subarray(0, 32).indexOf(SIGNED_DATA_OID) !== -1;

/** A signed P7M, in DER or in the base64 form some signing tools write. */
const isSignedP7m = (bytes: Buffer): boolean => {
  if (isDerSignedData(bytes)) return true;
  const head = bytes
    .subarray(0, 128)
    .toString('latin1')
    .replace(/-----BEGIN [A-Z0-9 ]+-----|\s/g, '');
  return /^[A-Za-z0-9+/]{44}/.test(head) && isDerSignedData(Buffer.from(head.slice(0, 44), 'base64'));
};

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * What the bytes are, checked against the allow-list and against the file name's extension (a PDF
 * named .exe and an executable named .pdf are both refused). Returns the content type to store.
 */
export const checkFileType = async (bytes: Buffer, fileName: string): Promise<string> => {
  const allowed = isSignedP7m(bytes)
    ? P7M
    : BY_DETECTED_EXTENSION[(await fileTypeFromBuffer(bytes))?.ext ?? ''];
  if (!allowed)
    throw unsupportedMediaType(`Tipo di file non ammesso: si accettano ${ACCEPTED_DOCUMENT_FORMATS_TEXT}`);
  const extension = extensionOf(fileName);
  const contentType = allowed.contentTypes[extension];
  if (!contentType) {
    throw unsupportedMediaType(
      `Il contenuto del file (${allowed.label}) non corrisponde all'estensione ${extension ? `.${extension}` : 'mancante'} di "${fileName}"`,
    );
  }
  return contentType;
};
