import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from '../http/errors';

/** A type the committee accepts, by what its bytes are, and the file-name extensions it may carry. */
interface AllowedType {
  label: string;
  /** Content type stored and served, by extension. */
  contentTypes: Readonly<Record<string, string>>;
}

const PDF: AllowedType = { label: 'PDF', contentTypes: { pdf: 'application/pdf' } };
const P7M: AllowedType = { label: 'P7M', contentTypes: { p7m: 'application/pkcs7-mime' } };
/** Old Office files (DOC, XLS) are OLE2 compound files: the bytes say no more than that. */
const OLE2: AllowedType = {
  label: 'DOC/XLS',
  contentTypes: { doc: 'application/msword', xls: 'application/vnd.ms-excel' },
};
const DOCX: AllowedType = {
  label: 'DOCX',
  contentTypes: { docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};
const XLSX: AllowedType = {
  label: 'XLSX',
  contentTypes: { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};
const ODT: AllowedType = { label: 'ODT', contentTypes: { odt: 'application/vnd.oasis.opendocument.text' } };
/** A ZIP archive; office files whose parts the detector could not see are ZIP archives too. */
const ZIP: AllowedType = {
  label: 'ZIP',
  contentTypes: { zip: 'application/zip', ...DOCX.contentTypes, ...XLSX.contentTypes, ...ODT.contentTypes },
};
const JPEG: AllowedType = { label: 'JPEG', contentTypes: { jpg: 'image/jpeg', jpeg: 'image/jpeg' } };
const PNG: AllowedType = { label: 'PNG', contentTypes: { png: 'image/png' } };

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

export const ALLOWED_TYPES_TEXT = 'PDF, P7M, DOC, DOCX, ODT, XLS, XLSX, ZIP, JPEG e PNG';

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
  if (!allowed) throw unsupportedMediaType(`Tipo di file non ammesso: si accettano ${ALLOWED_TYPES_TEXT}`);
  const extension = extensionOf(fileName);
  const contentType = allowed.contentTypes[extension];
  if (!contentType) {
    throw unsupportedMediaType(
      `Il contenuto del file (${allowed.label}) non corrisponde all'estensione ${extension ? `.${extension}` : 'mancante'} di "${fileName}"`,
    );
  }
  return contentType;
};
