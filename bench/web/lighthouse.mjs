import { existsSync } from 'node:fs';
import { ROOT } from '../lib/server.mjs';
import { firstMeetingPage, startBrowser } from './signedInBrowser.mjs';
import { throttledPaints } from './throttledPaint.mjs';

const INSTALLED = existsSync(`${ROOT}node_modules/lighthouse/core/index.js`);

/**
 * The pages the performance targets name (docs/BENCHMARKS.md): the home page as a visitor sees it; the request list and the request
 * form's step 1 as an applicant (Mario Rossi, RIC); a meeting's page as the secretariat (Giulia
 * Bianchi, SEG), the first of its meeting list.
 */
const SESSIONS = [
  { signInAs: null, pages: [{ name: 'home', path: () => '/' }] },
  {
    signInAs: 'Mario Rossi',
    pages: [
      { name: 'request list', path: () => '/requestList' },
      { name: 'request form, step 1', path: () => '/requestForm' },
    ],
  },
  {
    signInAs: 'Giulia Bianchi',
    pages: [{ name: 'meeting detail', path: (serverUrl, page) => firstMeetingPage(serverUrl, page) }],
  },
];

const must = (ok, text) => ({ ok, text });

/**
 * Lighthouse 12 (the bench's devDependency, never fetched at run time) on Debian's chromium, mobile
 * and desktop presets, each page in a browser signed in through the portal's real sign-in where the
 * page needs it (signedInBrowser.mjs). Lighthouse keeps the browser's storage, where the portal keeps
 * its session.
 */
export const runLighthouse = async ({ report, server }) => {
  if (!INSTALLED) {
    report.add(
      'lighthouse',
      'not installed (npm install -D -w @cet-portal/bench lighthouse@12)',
      'not run',
      '',
      {
        ok: () => false,
        text: 'must run',
      },
    );
    return;
  }
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  for (const session of SESSIONS) {
    let browser;
    try {
      browser = await startBrowser(server.url, session.signInAs);
    } catch (error) {
      report.add('lighthouse', `sign-in as ${session.signInAs}: failed (${error.message})`, 'error', '', {
        ok: () => false,
        text: 'must run',
      });
      continue;
    }
    try {
      for (const target of session.pages) {
        const url = `${server.url}${await target.path(server.url, browser.page)}`;
        // Beside Lighthouse's simulated phone, the same phone really slowed, as its browser reports it.
        const paints = await throttledPaints(browser.page, url);
        report.add('browser', `${target.name}, throttled phone: FCP`, paints.fcp / 1000, 's');
        report.add('browser', `${target.name}, throttled phone: LCP`, paints.lcp / 1000, 's');
        for (const preset of ['mobile', 'desktop']) {
          const label = `${target.name} ${preset}`;
          // The storage stays (the session), but every run starts with an empty HTTP cache: a first visit.
          const run = async () => {
            await browser.clearCache();
            return lighthouse(
              url,
              {
                port: browser.port,
                output: 'json',
                logLevel: 'error',
                disableStorageReset: true,
                onlyCategories: ['performance', 'accessibility', 'best-practices'],
              },
              preset === 'desktop' ? desktopConfig : undefined,
            ).catch((error) => ({ error }));
          };
          let result = await run();
          // A trace recorded without its navigation (NO_NAVSTART) is Lighthouse's own hiccup, and its
          // advice is to run again: the page fails only if a second run fails too.
          if (result?.lhr?.runtimeError?.code === 'NO_NAVSTART') result = await run();
          if (!result?.lhr || result.lhr.runtimeError) {
            // Why, so a failed page can be told from a slow one without running it again.
            const reason = result?.lhr?.runtimeError ?? result?.error;
            console.error(`lighthouse ${label}: ${reason?.code ?? ''} ${reason?.message ?? reason}`);
            report.add(
              'lighthouse',
              `${label}: failed to run`,
              'error',
              '',
              must(() => false, 'must run'),
            );
            continue;
          }
          const { categories, audits, finalDisplayedUrl, environment } = result.lhr;
          // A page that sent the browser elsewhere (the sign-in, an error page) measured nothing asked for.
          if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
            report.add(
              'lighthouse',
              `${label}: ended on ${finalDisplayedUrl}`,
              'error',
              '',
              must(() => false, 'must run'),
            );
            continue;
          }
          const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
          report.add(
            'lighthouse',
            `${label}: performance`,
            score('performance'),
            '',
            preset === 'mobile' ? must((v) => v >= 95, '≥ 95') : undefined,
          );
          report.add(
            'lighthouse',
            `${label}: accessibility`,
            score('accessibility'),
            '',
            must((v) => v === 100, '= 100'),
          );
          report.add(
            'lighthouse',
            `${label}: best practices`,
            score('best-practices'),
            '',
            must((v) => v === 100, '= 100'),
          );
          // The first paint waits for the scripts: the page's HTML holds an empty root (docs/BENCHMARKS.md).
          report.add(
            'lighthouse',
            `${label}: FCP`,
            (audits['first-contentful-paint']?.numericValue ?? 0) / 1000,
            's',
          );
          report.add(
            'lighthouse',
            `${label}: LCP`,
            (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
            's',
          );
          report.add('lighthouse', `${label}: CLS`, audits['cumulative-layout-shift']?.numericValue ?? 0, '');
          report.add('lighthouse', `${label}: TBT`, audits['total-blocking-time']?.numericValue ?? 0, 'ms');
          // Lighthouse slows the host's CPU 4× whatever the host: its TBT moves with the host's speed,
          // which this index (Lighthouse's own, higher is faster) tells from one machine to another.
          report.add('lighthouse', `${label}: host CPU benchmark index`, environment.benchmarkIndex, '');
          report.add(
            'lighthouse',
            `${label}: total weight`,
            (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
            'KiB',
          );
        }
      }
    } finally {
      await browser.close();
    }
  }
};
