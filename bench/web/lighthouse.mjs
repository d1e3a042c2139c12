import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/server.mjs';

const CLI = `${ROOT}node_modules/lighthouse/cli/index.js`;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

/**
 * Lighthouse (the bench's devDependency, never fetched at run time) on Debian's chromium, mobile and
 * desktop presets. Pages behind sign-in are not measured yet: Lighthouse would need the portal's
 * sign-in driven first (its user flows); the home page is measured as a visitor sees it.
 */
export const runLighthouse = async ({ report, server }) => {
  if (!existsSync(CLI)) {
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
  for (const preset of ['mobile', 'desktop']) {
    const output = join(mkdtempSync(join(tmpdir(), 'cet-lh-')), 'report.json');
    const args = [
      CLI,
      `${server.url}/`,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ];
    if (preset === 'desktop') args.push('--preset=desktop');
    const result = spawnSync(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      encoding: 'utf8',
      timeout: 180_000,
    });
    if (result.status !== 0 || !existsSync(output)) {
      report.add('lighthouse', `home ${preset}: failed to run`, 'error', '', {
        ok: () => false,
        text: 'must run',
      });
      continue;
    }
    const { categories, audits } = JSON.parse(readFileSync(output, 'utf8'));
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    report.add(
      'lighthouse',
      `home ${preset}: performance`,
      score('performance'),
      '',
      preset === 'mobile' ? { ok: (v) => v >= 95, text: '≥ 95' } : undefined,
    );
    report.add('lighthouse', `home ${preset}: accessibility`, score('accessibility'), '', {
      ok: (v) => v === 100,
      text: '= 100',
    });
    report.add('lighthouse', `home ${preset}: best practices`, score('best-practices'), '', {
      ok: (v) => v === 100,
      text: '= 100',
    });
    report.add(
      'lighthouse',
      `home ${preset}: LCP`,
      (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
      's',
    );
    report.add(
      'lighthouse',
      `home ${preset}: total weight`,
      (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
      'KiB',
    );
  }
};
