import { REFUSALS } from '@cet-portal/api-client/contract';
import { badRequest, payloadTooLarge } from '../core/refusal';

const DATA_URL = /^data:[^,]*;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIB = 1024 * 1024;

/** Decoded size of base64 text, without decoding it. */
const decodedSize = (base64: string): number =>
  Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

/** A size as Italian text in MiB, as the refusals give it ('19,5'). */
export const mebibytes = (bytes: number) =>
  (bytes / MIB).toLocaleString('it-IT', { maximumFractionDigits: 1 });

/** The refusal of a file over the size limit, whichever way it arrives. */
export const tooLarge = (maxBytes: number) =>
  payloadTooLarge(`Il file supera la dimensione massima consentita (${mebibytes(maxBytes)} MiB)`);

/**
 * Base64 characters decoded between two yields: a multiple of 4, so the pieces decode as the whole
 * text would. About a millisecond of work each.
 */
const PIECE_CHARS = 1024 * 1024;
const BASE64_PIECE = /^[A-Za-z0-9+/]*$/;

/** Lets other requests run; the mocks' backend runs this in a browser, which has no setImmediate. */
const yieldToOthers = () =>
  new Promise<void>((resolve) => (globalThis.setImmediate ?? globalThis.setTimeout)(resolve));

/**
 * The bytes of a `data:<type>;base64,<data>` URL, refused beyond `maxBytes` (413) or when empty.
 * Checked and decoded a piece at a time, letting other requests run between pieces: a 19 MiB
 * document's 27 MB of text would otherwise hold the event loop for the whole of it.
 */
export const decodeDataUrl = async (dataUrl: string, maxBytes: number): Promise<Buffer> => {
  const prefix = DATA_URL.exec(dataUrl.slice(0, 300))?.[0];
  if (!prefix) throw badRequest(REFUSALS.notADataUrl);
  const base64 = dataUrl.slice(prefix.length);
  if (decodedSize(base64) > maxBytes) throw tooLarge(maxBytes);
  const bytes = Buffer.allocUnsafe(Math.max(decodedSize(base64), 0));
  let written = 0;
  for (let start = 0; start < base64.length; start += PIECE_CHARS) {
    const piece = base64.slice(start, start + PIECE_CHARS);
    const last = start + PIECE_CHARS >= base64.length;
    if (!(last ? BASE64 : BASE64_PIECE).test(piece)) {
      throw badRequest('Il contenuto del file non è base64 valido');
    }
    written += bytes.write(piece, written, 'base64');
    if (!last) await yieldToOthers();
  }
  if (written === 0) throw badRequest('Il file è vuoto');
  return bytes.subarray(0, written);
};
