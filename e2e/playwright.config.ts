import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../vitest.shared';
import { freePort, portalServerEnv, ROOT } from './support/portalServer';

// Workers re-read this file: the port and data folder chosen by the runner travel in the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cet-e2e-'));
process.env.E2E_SESSION_PORT ??= String(await freePort());
process.env.E2E_SESSION_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cet-e2e-session-'));
process.env.E2E_REGION_PORT ??= String(await freePort());
process.env.E2E_REGION_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cet-e2e-region-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Another region's settings for the third server (region.spec.ts). */
export const OTHER_REGION = {
  COMMITTEE_NAME: 'Comitato Etico Territoriale Lombardia 1',
  COMMITTEE_DEPARTMENT: 'Regione Lombardia – Direzione Generale Welfare',
  COMMITTEE_PRIMARY_COLOR: '#7A1F3D',
  COMMITTEE_LOGO_FILE: join(ROOT, 'e2e/fixtures/lombardia-logo.png'),
  COMMITTEE_ADDRESS: 'Piazza Città di Lombardia 1; 20124 Milano (MI)',
};

/** The real server, built portal and embedded database, on a fresh data folder. */
const server = (port: string, dataDir: string, extra: Record<string, string> = {}) => ({
  command: 'node apps/api/dist/main.js',
  cwd: ROOT,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: portalServerEnv(port, dataDir, extra),
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // A journey signs in through the issuer and loads lazy pages from a server on the same 2 cores:
  // Playwright's 30 s default cut ordinary journeys short on a busy CI machine.
  timeout: 60_000,
  // Pages are lazy chunks on a 2-core machine that also runs the server: give a check time to settle.
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  use: {
    baseURL,
    // A trace films every test to keep the failed ones: on 2 cores its screencast costs as much as the
    // journeys. CI keeps only its printed log, so there it records nothing.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Debian's chromium, never a browser downloaded by Playwright; the flags the story lane uses too.
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    server(process.env.E2E_PORT, process.env.E2E_DATA_DIR),
    // A second server whose access tokens live 20 seconds, for the journeys of a long session.
    server(process.env.E2E_SESSION_PORT, process.env.E2E_SESSION_DATA_DIR, {
      ACCESS_TOKEN_TTL_SECONDS: '20',
    }),
    // The same build as another region: its own name, department, logo and colour from its settings.
    server(process.env.E2E_REGION_PORT, process.env.E2E_REGION_DATA_DIR, OTHER_REGION),
  ],
});
