// What a browser downloads, as the server sends it: per route, the scripts and styles its first view
// needs (followed through Vite's manifest) fetched from the running server with
// `Accept-Encoding: br, gzip`, counted as bytes on the wire; the home page also with its fonts and
// translations. Other routes count only their own code (what the home page did not already bring,
// its first view and what its first call and content load after it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const HOME_PAGE = 'src/pages/home/HomePage.tsx';

/**
 * What every home page loads after its first view, by dynamic import: the API client's call table
 * with the contract's schemas (its first call, the home content's), and DOMPurify (the content's
 * HTML). Counted apart, and as already there for the other pages' own code.
 */
const HOME_AFTER_FIRST_VIEW = [/client\/contractRuntime\.ts$/, /SafeHtml\/sanitizeHtml\.ts$/];

/** The fonts a first view uses: Titillium Web latin 400, 600 and 700 in woff2 (the CSS's first source). */
const FIRST_VIEW_FONTS = /titillium-web-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/** A chunk's file, its styles and every file it imports statically, through Vite's manifest. */
export const closure = (manifest, key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
};

export const measureWeights = async ({ report, serverUrl, portalDist }) => {
  const manifest = JSON.parse(readFileSync(join(portalDist, '.vite/manifest.json'), 'utf8'));
  const onTheWire = async (file) => {
    const response = await fetch(`${serverUrl}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${file}: ${response.status}`);
    // fetch decodes the body; the wire size is the Content-Length of the encoded answer.
    return Number(response.headers.get('content-length') ?? body.length);
  };
  const total = async (files) => {
    let sum = 0;
    for (const file of files) sum += await onTheWire(file);
    return sum;
  };
  const home = closure(manifest, HOME_PAGE, closure(manifest, 'index.html'));
  const homeCode = await total(home);
  const fonts = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .filter((asset, index, all) => FIRST_VIEW_FONTS.test(asset) && all.indexOf(asset) === index);
  const extras =
    (await total(fonts)) + (await onTheWire('assets/i18n/it.json')) + (await onTheWire('index.html'));
  report.add('web', 'home first view: JS + CSS on the wire', homeCode / 1024, 'KiB', {
    ok: (value) => value <= 150,
    text: '≤ 150 KiB',
  });
  report.add('web', 'home first view: with fonts, translations, index', (homeCode + extras) / 1024, 'KiB', {
    ok: (value) => value <= 200,
    text: '≤ 200 KiB',
  });
  // Each file is a round trip on one of a browser's six connections to the server
  // (docs/BENCHMARKS.md, eleventh round).
  report.add('web', 'home first view: files (JS + CSS)', home.size, '');
  const afterFirstView = new Set();
  for (const key of Object.keys(manifest).filter((key) => HOME_AFTER_FIRST_VIEW.some((re) => re.test(key))))
    closure(manifest, key, afterFirstView);
  const homeLater = [...afterFirstView].filter((file) => !home.has(file));
  report.add(
    'web',
    'home, after its first view: contract and DOMPurify',
    (await total(homeLater)) / 1024,
    'KiB',
  );
  for (const file of homeLater) home.add(file);
  // Every page of the portal but the home page, each its own chunk; a part that a page loads apart
  // from its own folder (the request list's filters and table) is the route's code too.
  const routes = Object.keys(manifest)
    .filter((key) => /^src\/pages\/.*Page\.tsx$/.test(key) && key !== HOME_PAGE)
    .map((key) => ({ key, name: key.replace(/^src\/pages\/(?:\w+\/)?/, '').replace(/\.tsx$/, '') }));
  for (const route of routes) {
    const folder = route.key.slice(0, route.key.lastIndexOf('/') + 1);
    const files = closure(manifest, route.key);
    for (const part of manifest[route.key].dynamicImports ?? [])
      if (part.startsWith(folder)) closure(manifest, part, files);
    const own = [...files].filter((file) => !home.has(file));
    report.add('web', `${route.name}: its own code on the wire`, (await total(own)) / 1024, 'KiB', {
      ok: (value) => value <= 60,
      text: '≤ 60 KiB',
    });
  }
};
