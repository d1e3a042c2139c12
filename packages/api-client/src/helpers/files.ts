import type { FilePayload } from '../contract/document';

/** Decodes the base64 of a file payload; works in browsers and in Node 20. */
export const base64ToBlob = (data: string, contentType: string): Blob => {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
};

/** Chunks keep `String.fromCharCode` below the engines' argument limit on large files. */
const CHUNK = 0x8000;

export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let index = 0; index < bytes.length; index += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(index, index + CHUNK));
  }
  return btoa(binary);
};

/** A file as the upload call wants it: `data:<type>;base64,<bytes>`. */
export const blobToDataUrl = async (blob: Blob): Promise<string> =>
  `data:${blob.type || 'application/octet-stream'};base64,${bytesToBase64(new Uint8Array(await blob.arrayBuffer()))}`;

/**
 * Saves a downloaded file under a name, as the browser's download: a Blob URL behind a temporary link.
 * Browser only: in Node there is nothing to save to, so it throws.
 */
export const saveBlob = (blob: Blob, name: string): void => {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
    throw new Error('Il salvataggio di un file funziona solo nel browser');
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Saves a file payload (base64, as the envelope carries it) under its name or `name`; browser only. */
export const saveFile = ({ data, fileName, contentType }: FilePayload, name: string = fileName): void =>
  saveBlob(base64ToBlob(data, contentType), name);
