// A static server for a built page, as the portal's server sends its assets: each file Brotli-compressed
// once (quality 11, as the portal's build precompresses), hashed assets cached for a year, the page
// revalidated.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

const filesUnder = (folder) =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Serves `folder` on a free loopback port; gives its address and a way to stop it. */
export const serveStatic = async (folder) => {
  const files = new Map(
    filesUnder(folder)
      .filter((path) => TYPES[extname(path)])
      .map((path) => [
        `/${relative(folder, path)}`,
        brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ]),
  );
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const name = path === '/' ? '/index.html' : path;
    const body = files.get(name);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': TYPES[extname(name)],
        'content-encoding': 'br',
        'content-length': body.length,
        'cache-control': name.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
      .end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${server.address().port}`,
    files,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
};
