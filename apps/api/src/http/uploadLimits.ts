import fp from 'fastify-plugin';
import type { TokenVerifier } from '../auth/accessToken';
import type { ServerConfig } from '../config';
import { unavailable } from '../core/refusal';
import { mebibytes } from '../documents/dataUrl';
import { API_PATH, PUBLIC_API_PATH, UPLOAD_PATH } from './apiPaths';
import { callerKey } from './caller';
import { refuseTooMany } from './rateLimits';

/**
 * A body above this is a document upload (a base64 data URL) in practice: every other envelope is
 * a few kilobytes of form data.
 */
export const UPLOAD_SIZED_BYTES = 256 * 1024;

/** A wait to suggest: an upload of the largest document takes a few seconds on an office line. */
const RETRY_SECONDS = 10;

const ENVELOPE_PATHS = new Set([API_PATH, PUBLIC_API_PATH]);

const MINUTE_MS = 60_000;

/**
 * Bytes each caller sent in the last minute, as (time, bytes) entries oldest first: a sliding
 * window, so a burst at the turn of a minute counts whole.
 */
const createMinuteWindow = () => {
  const byCaller = new Map<string, { at: number; bytes: number }[]>();
  const recent = (caller: string, now: number) => {
    const entries = (byCaller.get(caller) ?? []).filter((entry) => entry.at > now - MINUTE_MS);
    if (entries.length > 0) byCaller.set(caller, entries);
    else byCaller.delete(caller);
    return entries;
  };
  return {
    /**
     * Seconds until `bytes` more fit under `limit`; 0 when they fit now, or when the caller sent
     * nothing in the last minute (a limit below one file's size still lets one through a minute).
     */
    wait: (caller: string, bytes: number, limit: number, now = Date.now()) => {
      const entries = recent(caller, now);
      let total = entries.reduce((sum, entry) => sum + entry.bytes, 0) + bytes;
      if (entries.length === 0 || total <= limit) return 0;
      for (const entry of entries) {
        total -= entry.bytes;
        // Once this entry leaves the window, what is left and the new upload fit.
        if (total <= limit) return Math.max(1, Math.ceil((entry.at + MINUTE_MS - now) / 1000));
      }
      return Math.ceil(MINUTE_MS / 1000);
    },
    add: (caller: string, bytes: number, now = Date.now()) => {
      byCaller.set(caller, [...recent(caller, now), { at: now, bytes }]);
    },
  };
};

/**
 * Uploads are admitted before their body is read, by the size they declare (Content-Length; a
 * chunked body counts at the body limit, the most it may grow to): every request to the upload
 * route, and envelopes of upload size (the data URLs of `document.upload`). At most `perUser` at once
 * per caller (429), and at most `bytesPerUserPerMinute` per caller in any minute (429), so that uploads
 * one after another cannot fill the disk either. Data URLs, which are held in memory whole and
 * decoded there, take at most `bytesInFlight` bytes across the server (503), so that memory stays
 * bounded however many arrive at once; one is always admitted when none is in progress, whatever its
 * size. The upload route streams to disk with a few buffers per upload, and counts in no such total.
 */
export const uploadLimitsPlugin = fp<{
  limits: ServerConfig['uploadLimits'];
  quotas: ServerConfig['uploadQuotas'];
  bodyLimit: number;
  verify: TokenVerifier;
}>(
  async (app, { limits, quotas, bodyLimit, verify }) => {
    const uploadsByCaller = new Map<string, number>();
    const lastMinute = createMinuteWindow();
    let bytesInFlight = 0;

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      const path = request.url.split('?')[0] ?? '';
      const isUploadRoute = path === UPLOAD_PATH;
      if (!isUploadRoute && !ENVELOPE_PATHS.has(path)) return;
      const declared = request.headers['content-length'];
      const size = declared === undefined ? bodyLimit : Number(declared);
      // Fastify refuses a body over its limit (413) by the same header, before reading it.
      if (!Number.isSafeInteger(size) || size > bodyLimit) return;
      if (!isUploadRoute && size <= UPLOAD_SIZED_BYTES) return;

      const caller = await callerKey(request, verify);
      const uploads = uploadsByCaller.get(caller) ?? 0;
      if (uploads >= limits.perUser) {
        const message =
          limits.perUser === 1
            ? 'Hai già un caricamento in corso: attendi che finisca e riprova'
            : `Hai già ${limits.perUser} caricamenti in corso: attendi che uno finisca e riprova`;
        throw refuseTooMany(reply, RETRY_SECONDS, message);
      }
      const wait = lastMinute.wait(caller, size, quotas.bytesPerUserPerMinute);
      if (wait > 0) {
        throw refuseTooMany(
          reply,
          wait,
          `Hai caricato troppi dati nell'ultimo minuto (al massimo ${mebibytes(quotas.bytesPerUserPerMinute)} MiB al minuto): riprova tra ${wait} secondi`,
        );
      }
      const held = isUploadRoute ? 0 : size;
      if (held > 0 && bytesInFlight > 0 && bytesInFlight + held > limits.bytesInFlight) {
        reply.header('Retry-After', String(RETRY_SECONDS));
        throw unavailable(
          'Il server sta ricevendo molti documenti in questo momento: riprova tra qualche secondo',
        );
      }

      bytesInFlight += held;
      uploadsByCaller.set(caller, uploads + 1);
      lastMinute.add(caller, size);
      // 'close' comes once the answer is sent or the connection is lost, whichever way the call ends.
      reply.raw.once('close', () => {
        bytesInFlight -= held;
        const left = (uploadsByCaller.get(caller) ?? 1) - 1;
        if (left > 0) uploadsByCaller.set(caller, left);
        else uploadsByCaller.delete(caller);
      });
    });
  },
  { name: 'upload-limits' },
);
