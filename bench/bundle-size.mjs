// Bundle budget: the gzip size of the JavaScript and CSS the home page loads before it can render.
// Run after `npm run build`; exits non-zero when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../apps/portal/dist/', import.meta.url));
const budgets = { js: 160 * 1024, css: 20 * 1024 };

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(js|css))"/g)].map((match) => ({
  file: match[1],
  kind: match[2],
}));

const totals = { js: 0, css: 0 };
for (const { file, kind } of initial) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  totals[kind] += size;
  console.log(`${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KiB gzip`);
}

let over = false;
for (const kind of /** @type {const} */ (['js', 'css'])) {
  const ok = totals[kind] <= budgets[kind];
  over ||= !ok;
  console.log(
    `initial ${kind}: ${(totals[kind] / 1024).toFixed(1)} KiB gzip (budget ${budgets[kind] / 1024} KiB) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(over ? 1 : 0);
