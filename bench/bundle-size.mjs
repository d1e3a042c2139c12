// Bundle budgets: the gzip size of the JavaScript and CSS a page loads before it can render — the
// home page (the entry and its static imports) and the request list route (plus its lazy chunk and
// the chunks that chunk imports). Follows Vite's manifest. Run after `npm run build`; exits non-zero
// when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.PORTAL_DIST ?? fileURLToPath(new URL('../apps/portal/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** Every file a manifest entry needs before it runs: itself, its static imports, their CSS. */
const closure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
};

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const home = closure('src/pages/home/HomePage.tsx', closure('index.html'));
// The targets (docs/BENCHMARKS.md), not the measured sizes: the home page's first view at most 150 KiB of
// JavaScript and CSS compressed, every other route's own code at most 60 KiB. bench/web/weights.mjs
// measures the same over HTTP, as the server sends it (Brotli); this is the gzip view without a server.
// The list's filters and table are a part the page loads apart (RequestListResults): its code too.
const listOwn = new Set(
  [
    ...closure(
      'src/pages/requestList/RequestListResults.tsx',
      closure('src/pages/requestList/RequestListPage.tsx'),
    ),
  ].filter((file) => !home.has(file)),
);
const routes = [
  { name: 'home (/)', files: home, budget: 150 * 1024 },
  { name: 'request list, its own code', files: listOwn, budget: 60 * 1024 },
];

let over = false;
for (const route of routes) {
  const totals = { js: 0, css: 0 };
  for (const file of route.files) totals[file.endsWith('.css') ? 'css' : 'js'] += gzipped(file);
  // The target counts JavaScript and CSS together.
  const both = totals.js + totals.css;
  const ok = both <= route.budget;
  over ||= !ok;
  console.log(
    `${route.name.padEnd(30)} js ${kib(totals.js)} + css ${kib(totals.css)} = ${kib(both)} gzip (target ${kib(route.budget)}) ${ok ? 'ok' : 'MISSED'}`,
  );
}
process.exit(over ? 1 : 0);
