// The floor under the web targets: the least page with a table and its filters that the portal's
// stack can make (ARCHITECTURE.md: React 19, styled-components, React Aria, react-hook-form + zod,
// i18next, TanStack Query), built by Vite with the portal's React Aria locales, served Brotli-compressed
// (floorServer.mjs), weighed and run through Lighthouse's mobile preset as the portal's pages are.
// It has none of the portal's own code, so no route of the portal with a table or a form can weigh less
// or score more on this machine: the figures are printed beside the targets they bound, not as targets.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from '../lib/server.mjs';
import { median } from '../lib/stats.mjs';
import { serveStatic } from './floorServer.mjs';
import { startBrowser } from './signedInBrowser.mjs';
import { closure } from './weights.mjs';

const LIGHTHOUSE_RUNS = 3;

export const measureFloor = async ({ report, quick }) => {
  const outDir = mkdtempSync(join(tmpdir(), 'cet-bench-floor-'));
  try {
    await build({
      configFile: `${ROOT}bench/web/floor/vite.config.mjs`,
      logLevel: 'error',
      build: { outDir },
    });
    const site = await serveStatic(outDir);
    try {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
      const kib = (files) =>
        [...files].reduce((sum, file) => sum + site.files.get(`/${file}`).length, 0) / 1024;
      const firstView = closure(manifest, 'index.html');
      const pageOf = (html) => {
        const files = new Set();
        for (const page of manifest[html].dynamicImports) closure(manifest, page, files);
        return [...files].filter((file) => !firstView.has(file));
      };
      report.add(
        'floor',
        'stack alone: first view (React, styled-components, i18n, zod)',
        kib(firstView),
        'KiB',
      );
      report.add('floor', 'stack alone: a form, own code (routes: ≤ 60)', kib(pageOf('form.html')), 'KiB');
      report.add(
        'floor',
        'stack alone: a table and its filters, own code (routes: ≤ 60)',
        kib(pageOf('index.html')),
        'KiB',
      );
      await lighthouseOf(site.url, report, quick ? 1 : LIGHTHOUSE_RUNS);
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

const lighthouseOf = async (url, report, runs) => {
  const { default: lighthouse } = await import('lighthouse');
  const browser = await startBrowser(url, null);
  const scores = [];
  const tbts = [];
  const indexes = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      await browser.clearCache();
      const { lhr } = await lighthouse(`${url}/`, {
        port: browser.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      scores.push(Math.round(lhr.categories.performance.score * 100));
      tbts.push(lhr.audits['total-blocking-time'].numericValue);
      indexes.push(lhr.environment.benchmarkIndex);
    }
  } finally {
    await browser.close();
  }
  report.add('floor', `stack alone: mobile performance, median of ${runs} (pages: ≥ 95)`, median(scores), '');
  report.add('floor', `stack alone: mobile TBT, median of ${runs}`, median(tbts), 'ms');
  report.add('floor', 'stack alone: host CPU benchmark index, median', median(indexes), '');
};
