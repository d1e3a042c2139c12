import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the server's own answers above 1 KiB (the API's JSON, exports, the issuer's pages that
 * go through Fastify) in Brotli or gzip, whichever the client prefers. The portal's files are
 * compressed at build time and leave with their own `Content-Encoding`, which this plugin leaves alone.
 * Register before the routes it must cover: it attaches itself to routes as they are declared.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Brotli's default quality (11) is meant for files compressed once; per answer it costs tens of
      // milliseconds per 100 KB. Quality 4 is as fast as gzip and still a little smaller.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
