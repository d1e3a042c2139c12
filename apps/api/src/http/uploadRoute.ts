import { once } from 'node:events';
import { STREAMED_UPLOAD_REFUSALS, streamedUploadFieldsSchema } from '@cet-portal/api-client/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authorizeCall } from '../calls/dispatch';
import { admitUpload, recordUpload } from '../calls/document/documents';
import { badRequest } from '../core/refusal';
import { parseInput } from '../core/validation';
import { safeFileName } from '../documents/fileName';
import { stageUpload } from '../documents/stagedUpload';
import { documentStoreOf } from '../documents/store/documentStore';
import { partialFolderOf } from '../documents/store/fileStore';
import { documentsFolder } from '../documents/store/openDocumentStore';
import { insertStagedDocument, placeStagedContent } from '../documents/streamedContent';
import { UPLOAD_PATH } from './apiPaths';
import { dispatchOptions, type EnvelopeOptions } from './envelopeRoutes';

/** The fields before the file: a role, a name, a type and a purpose are a few hundred bytes. */
const FIELD_BYTES = 1024;

/** How long a refusal waits for the rest of the body before it answers and closes the connection. */
const DRAIN_MS = 10_000;

/**
 * Lets the rest of a refused upload arrive (discarded) before the answer: a connection closed while the
 * browser still sends makes it report a network failure (EPIPE) instead of the refusal's message. The
 * body is taken from the multipart parser, which stops reading once the file's stream is gone; a body
 * still arriving after DRAIN_MS is cut.
 */
const drainRefused = async (request: FastifyRequest) => {
  const body = request.raw;
  if (body.readableEnded) return;
  body.unpipe();
  body.resume();
  await once(body, 'end', { signal: AbortSignal.timeout(DRAIN_MS) }).catch(() => {});
};

/**
 * `POST /api/upload`: `document.upload` with its file streamed as multipart rather than carried as a
 * data URL inside the envelope. The same authentication, role, rules, audit and answer; the file is
 * written to a staging file as it arrives (its type checked from the first bytes, its size as they
 * come, its hash on the way: documents/stagedUpload.ts), then to the store, then its row. The fields
 * (streamedUploadFieldsSchema) come before the file part, so the caller is known before a byte of the
 * file is read. In-flight and per-minute limits apply before the body is read (uploadLimits.ts), the
 * XSRF check before the handler (xsrf.ts).
 */
export const uploadRoutePlugin = fp<EnvelopeOptions>(
  async (app, options) => {
    const { context } = options;
    const { maxUploadBytes } = context.config;
    const staging = partialFolderOf(documentsFolder(context.config.dataDir));
    await app.register(fastifyMultipart, {
      // One more byte than allowed: the staging counts it and refuses in Italian before busboy would.
      limits: { files: 1, fields: 4, parts: 5, fieldSize: FIELD_BYTES, fileSize: maxUploadBytes + 1 },
    });

    // A refusal may come before the body is read to its end: the connection is not reused after it, or
    // the caller's next request would meet a socket that still carries the rest of this one.
    app.addHook('onError', async (request, reply) => {
      if (request.routeOptions.url === UPLOAD_PATH) reply.header('Connection', 'close');
    });

    app.post(UPLOAD_PATH, async (request) => {
      try {
        if (!request.isMultipart()) {
          throw badRequest(STREAMED_UPLOAD_REFUSALS.notMultipart);
        }
        const part = await request.file();
        if (part?.fieldname !== 'file') {
          throw badRequest(STREAMED_UPLOAD_REFUSALS.fileNotLast);
        }
        const fields = Object.fromEntries(
          Object.values(part.fields).flatMap((field) =>
            field && !Array.isArray(field) && field.type === 'field' ? [[field.fieldname, field.value]] : [],
          ),
        );
        const { role, name, type, purpose } = parseInput(
          streamedUploadFieldsSchema,
          fields,
          STREAMED_UPLOAD_REFUSALS.fields,
        );
        const callContext = await authorizeCall(
          { key: 'document.upload', authorization: request.headers.authorization, role },
          dispatchOptions(request, options),
        );
        const session = await admitUpload(callContext, purpose);
        const fileName = safeFileName(name ?? part.filename);
        const staged = await stageUpload(part.file, { folder: staging, fileName, maxBytes: maxUploadBytes });
        const databaseBytes = await placeStagedContent(documentStoreOf(context.database), staged);
        const document = await recordUpload(callContext, session, (tx, id) =>
          insertStagedDocument(
            tx,
            { id, fileName, type: type ?? null, ownerId: session.user.id, purpose, staged },
            databaseBytes,
            new Date(),
          ),
        );
        return { data: document };
      } catch (error) {
        await drainRefused(request);
        throw error;
      }
    });
  },
  { name: 'upload-route' },
);
