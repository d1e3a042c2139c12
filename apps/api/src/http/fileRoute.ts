import { Readable } from 'node:stream';
import { contentDisposition, fileSchema } from '@cet-portal/api-client/contract';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { openCall } from '../calls/dispatch';
import { documentToRead } from '../calls/document/documents';
import { badRequest } from '../core/refusal';
import { StreamedFile } from '../core/streamedFile';
import { documentStoreOf } from '../documents/store/documentStore';
import { openDocumentContent } from '../documents/streamedContent';
import { FILE_PATH } from './apiPaths';
import { dispatchOptions, type EnvelopeOptions, readEnvelope } from './envelopeRoutes';

const sendFile = (
  reply: FastifyReply,
  file: { fileName: string; contentType: string; size?: number },
  content: Readable | Buffer,
) => {
  reply
    .type(file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName))
    // A file is never content to render or cache: a download of a person's document.
    .header('Cache-Control', 'no-store');
  if (file.size !== undefined) reply.header('Content-Length', String(file.size));
  return reply.send(content);
};

/**
 * `POST /api/file`: the same envelope as `POST /api`, for a call that answers with a file, answered
 * with the file itself rather than base64 inside JSON: its bytes as they come from the store (a
 * document) or as they are made (an archive, an export), with `Content-Disposition` and the stored
 * type. The same authentication, role, rules and download log; errors are the envelope's JSON
 * answers. A document is checked against its hash before its first byte goes out.
 */
export const fileRoutePlugin = fp<EnvelopeOptions>(
  async (app, options) => {
    app.post(FILE_PATH, async (request, reply) => {
      const { call, request: callRequest } = readEnvelope(request, { ...options, address: 'api' });
      const { input, context, run } = await openCall(callRequest, dispatchOptions(request, options));
      if (call.output !== fileSchema) {
        throw badRequest(`La chiamata ${call.method} ${call.path} non risponde con un file`);
      }
      if (call.key === 'document.get') {
        const document = await documentToRead((input as { id: string }).id, context);
        const content = await openDocumentContent(
          context.database.db,
          documentStoreOf(context.database),
          document,
        );
        await document.logDownload();
        return sendFile(reply, document, Readable.from(content, { objectMode: false }));
      }
      const result = await run();
      if (result instanceof StreamedFile) {
        return sendFile(reply, result, Readable.from(result.content, { objectMode: false }));
      }
      const file = fileSchema.parse(result);
      return sendFile(reply, file, Buffer.from(file.data, 'base64'));
    });
  },
  { name: 'file-route' },
);
