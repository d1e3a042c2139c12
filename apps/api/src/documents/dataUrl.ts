import { REFUSALS } from '@cet-portal/api-client/contract';
import { badRequest, payloadTooLarge } from '../http/errors';

const DATA_URL = /^data:[^,]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIB = 1024 * 1024;

/** Decoded size of base64 text, without decoding it. */
const decodedSize = (base64: string): number =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** The bytes of a `data:<type>;base64,<data>` URL, refused beyond `maxBytes` (413) or when empty. */
export const decodeDataUrl = (dataUrl: string, maxBytes: number): Buffer => {
  const prefix = DATA_URL.exec(dataUrl.slice(0, 300))?.[0];
  if (!prefix) throw badRequest(REFUSALS.notADataUrl);
  const base64 = dataUrl.slice(prefix.length);
  if (decodedSize(base64) > maxBytes) {
    throw payloadTooLarge(
      `Il file supera la dimensione massima consentita (${(maxBytes / MIB).toLocaleString('it-IT', { maximumFractionDigits: 1 })} MiB)`,
    );
  }
  if (!BASE64.test(base64)) throw badRequest('Il contenuto del file non è base64 valido');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest('Il file è vuoto');
  return bytes;
};
