// Tree-shaking check of the built @cet-portal/ui: an app that imports one component must not pay for
// the others. Builds three tiny apps with Vite against packages/ui/dist (run `npm run build` first):
// a baseline (react, react-dom, styled-components, i18next only), one that imports Button, and one that
// imports DataTable; prints their gzip sizes and fails if the Button app pulls the table or the editor.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const uiDist = join(root, 'packages/ui/dist/index.js');
if (!existsSync(uiDist)) {
  console.error('Run `npm run build` first: the tree-shaking check builds against the built @cet-portal/ui.');
  process.exit(2);
}

const apps = {
  baseline: `import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
i18next.use(initReactI18next);
createRoot(document.body).render(<ThemeProvider theme={{}}><p>x</p></ThemeProvider>);`,
  button: `import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Button, theme } from '@cet-portal/ui';
i18next.use(initReactI18next);
createRoot(document.body).render(<ThemeProvider theme={theme}><Button>Cerca</Button></ThemeProvider>);`,
  dataTable: `import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DataTable, theme } from '@cet-portal/ui';
i18next.use(initReactI18next);
createRoot(document.body).render(<ThemeProvider theme={theme}><DataTable caption="x" columns={[]} rows={[]} /></ThemeProvider>);`,
};

const measure = async (name, source) => {
  // Inside the repository, so that the apps resolve react and friends from its node_modules.
  const dir = mkdtempSync(join(root, 'bench', `.tmp-treeshake-${name}-`));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="./main.jsx"></script>');
  writeFileSync(join(dir, 'main.jsx'), source);
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    resolve: { alias: { '@cet-portal/ui': uiDist } },
    build: { outDir: join(dir, 'dist'), minify: true, modulePreload: false },
  });
  const assets = join(dir, 'dist/assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  rmSync(dir, { recursive: true, force: true });
  return { gzip: gzipSync(code, { level: 9 }).length, code };
};

const results = {};
for (const [name, source] of Object.entries(apps)) results[name] = await measure(name, source);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const [name, { gzip }] of Object.entries(results)) {
  const delta = name === 'baseline' ? '' : ` (+${kib(gzip - results.baseline.gzip)} over the baseline)`;
  console.log(`${name.padEnd(10)} ${kib(gzip).padStart(10)} gzip${delta}`);
}

// Markers of code that only the editor (ProseMirror), the table (React Aria's table collection) or the
// sanitiser (DOMPurify, which runs code at import) ship.
const forbidden = {
  editor: /prosemirror|tiptap/i,
  table: /TableHeader|useTableColumnHeader/,
  sanitiser: /DOMPurify/,
};
if (!forbidden.table.test(results.dataTable.code)) {
  console.log('The table marker is not found in the DataTable app: the check would prove nothing.');
  process.exit(1);
}
const leaks = Object.entries(forbidden).filter(([, pattern]) => pattern.test(results.button.code));
if (leaks.length > 0) {
  console.log(`Button app pulls: ${leaks.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
console.log('Button app pulls neither the editor, the table nor the sanitiser: tree-shaking ok');
