import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; fonts are woff2 (already Brotli inside) or woff (zlib inside). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|html|svg|txt|xml)$/;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` and `file.gz` beside a text file, compressed once at their best levels (Brotli 11,
 * gzip 9), for the server to send as they are (@fastify/static's `preCompressed`): no CPU spent per
 * answer, and smaller files than any on-the-fly level a server can afford.
 */
const precompressFile = async (path: string): Promise<void> => {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Small files too: a route's code is some thirty chunks, a third of them under 1 KiB, and
  // each compressed copy that is smaller saves bytes on every visit.
  await Promise.all([
    br.length < content.length && writeFile(`${path}.br`, br),
    gz.length < content.length && writeFile(`${path}.gz`, gz),
  ]);
};

/**
 * Every text file under `folder`, precompressed, one file per core at a time (zlib works on libuv's
 * threads): Brotli 11 is slow, about 1 MB/s a core, and the static Storybook has 14 MB of text. Its
 * build uses this too (.storybook/precompressBuild.ts).
 */
export const precompressFolder = async (folder: string): Promise<void> => {
  const paths: string[] = [];
  for await (const path of filesUnder(folder)) if (COMPRESSIBLE.test(path)) paths.push(path);
  const worker = async () => {
    for (let path = paths.shift(); path; path = paths.shift()) await precompressFile(path);
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
};

/** The portal's build, precompressed as it closes. */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'cet-portal:precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: `vite build --outDir /elsewhere` is absolute.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressFolder(outDir),
  };
};
