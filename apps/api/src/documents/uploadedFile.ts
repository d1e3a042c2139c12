import { decodeDataUrl } from './dataUrl';
import { safeFileName } from './fileName';
import { checkFileType } from './fileType';

/** A file as a call receives it (a data URL and a name), decoded, named safely and typed by its bytes. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

/**
 * Every upload passes the same checks, whatever call carries it: the size limit while decoding, a
 * base name without control characters, and a type read from the bytes that matches the extension.
 */
export const readUploadedFile = async (
  file: string,
  name: string,
  maxBytes: number,
): Promise<UploadedFile> => {
  const bytes = await decodeDataUrl(file, maxBytes);
  const fileName = safeFileName(name);
  return { bytes, fileName, contentType: await checkFileType(bytes, fileName) };
};
