import fp from 'fastify-plugin';
import type { TokenVerifier } from '../auth/accessToken';
import type { ServerConfig } from '../config';
import { callerKey } from './caller';
import { unavailable } from './errors';
import { refuseTooMany } from './rateLimits';

/**
 * A body above this is a document upload (a base64 data URL) in practice: every other envelope is
 * a few kilobytes of form data.
 */
export const UPLOAD_SIZED_BYTES = 256 * 1024;

/** A wait to suggest: an upload of the largest document takes a few seconds on an office line. */
const RETRY_SECONDS = 10;

const ENVELOPE_PATHS = new Set(['/api', '/api/public']);

/**
 * Upload-sized envelopes are admitted before their body is read, by the size they declare
 * (Content-Length; a chunked body counts at the body limit, the most it may grow to): at most
 * `perUser` at once per caller (429), and at most `bytesInFlight` bytes of them across the server
 * (503), so that memory stays bounded however many arrive at once. One upload is always admitted
 * when none is in progress, whatever its size.
 */
export const uploadLimitsPlugin = fp<{
  limits: ServerConfig['uploadLimits'];
  bodyLimit: number;
  verify: TokenVerifier;
}>(
  async (app, { limits, bodyLimit, verify }) => {
    const uploadsByCaller = new Map<string, number>();
    let bytesInFlight = 0;

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || !ENVELOPE_PATHS.has(request.url.split('?')[0] ?? '')) return;
      const declared = request.headers['content-length'];
      const size = declared === undefined ? bodyLimit : Number(declared);
      // Fastify refuses a body over its limit (413) by the same header, before reading it.
      if (!Number.isSafeInteger(size) || size <= UPLOAD_SIZED_BYTES || size > bodyLimit) return;

      const caller = await callerKey(request, verify);
      const uploads = uploadsByCaller.get(caller) ?? 0;
      if (uploads >= limits.perUser) {
        const message =
          limits.perUser === 1
            ? 'Hai già un caricamento in corso: attendi che finisca e riprova'
            : `Hai già ${limits.perUser} caricamenti in corso: attendi che uno finisca e riprova`;
        throw refuseTooMany(reply, RETRY_SECONDS, message);
      }
      if (bytesInFlight > 0 && bytesInFlight + size > limits.bytesInFlight) {
        reply.header('Retry-After', String(RETRY_SECONDS));
        throw unavailable(
          'Il server sta ricevendo molti documenti in questo momento: riprova tra qualche secondo',
        );
      }

      bytesInFlight += size;
      uploadsByCaller.set(caller, uploads + 1);
      // 'close' comes once the answer is sent or the connection is lost, whichever way the call ends.
      reply.raw.once('close', () => {
        bytesInFlight -= size;
        const left = (uploadsByCaller.get(caller) ?? 1) - 1;
        if (left > 0) uploadsByCaller.set(caller, left);
        else uploadsByCaller.delete(caller);
      });
    });
  },
  { name: 'upload-limits' },
);
