// Fails when a docs page of the static Storybook still holds a raw Markdown table ('|---|'): its MDX
// was compiled without GitHub-flavoured Markdown, so the reader sees pipes, not a table. Run after
// `npm run build-storybook`: `node scripts/check-storybook-docs.mjs [storybook-static]`.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const folder = process.argv[2] ?? 'storybook-static';
const assets = readdirSync(join(folder, 'assets'));
// Each MDX page is a chunk named after its file ('Screens-<hash>.js').
const pages = ['docs/storybook', ...readdirSync('packages').map((name) => join('packages', name, 'src'))]
  .flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => String(file)))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => basename(file, '.mdx'));
const chunks = assets.filter((name) =>
  pages.some((page) => name.startsWith(`${page}-`) && name.endsWith('.js')),
);
if (chunks.length === 0) {
  console.error(`No docs page found in ${folder}: build the static Storybook first.`);
  process.exit(1);
}
// A compiled table is JSX (thead, tr, th); a raw one stays as its text, delimiter row included.
const rawTable = /\|\s*:?-{3,}:?\s*\|/;
const offenders = chunks.filter((name) => rawTable.test(readFileSync(join(folder, 'assets', name), 'utf8')));
if (offenders.length > 0) {
  console.error(`Raw Markdown tables in the docs pages: ${offenders.join(', ')}`);
  process.exit(1);
}
console.log(`No raw Markdown table in ${chunks.length} docs pages.`);
