import zlib, { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them saves less than a packet. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers held whole up to this size are compressed in one call, at the settings below; larger ones
 * and streamed answers (exports, archives) go through a compression stream. Explicit, so the API's
 * JSON answers keep their settings whatever the machine's core count (the plugin's default is
 * 4–64 KiB by cores): a list page is tens of KiB.
 */
const WHOLE_ANSWER_BYTES = 256 * 1024;

/**
 * Brotli's default quality (11) is meant for files compressed once; per answer it costs tens of
 * milliseconds per 100 KB. Quality 4 is as fast as gzip and still a little smaller.
 */
const BROTLI_QUALITY = 4;

/**
 * Streamed answers are megabytes (a 100,000-row CSV export is 20 MB of base64 in JSON): there
 * quality 4 cost 180–210 ms of a 20 MB answer, quality 2 100 ms for 5% more bytes (2,411 against
 * 2,285 KiB), gzip 6 190 ms for 2,516 KiB (docs/BENCHMARKS.md, sixth round).
 */
const STREAM_BROTLI_QUALITY = 2;

/** The plugin's compressors, with the streams' own settings (it reads its `zlib` option for both). */
const compressors = {
  ...zlib,
  createBrotliCompress: () =>
    zlib.createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY } }),
};

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
      syncThreshold: WHOLE_ANSWER_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: 6 },
      zlib: compressors,
    });
  },
  { name: 'compression' },
);
