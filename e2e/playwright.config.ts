import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

// Workers re-read this file: the port and data folder chosen by the runner travel in the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cet-e2e-'));
process.env.E2E_SESSION_PORT ??= String(await freePort());
process.env.E2E_SESSION_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cet-e2e-session-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The real server, built portal and embedded database, on a fresh data folder. */
const server = (port: string, dataDir: string, extra: Record<string, string> = {}) => {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: 'node apps/api/dist/main.js',
    cwd: root,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      // The sign-in redirect comes back to the address the browser uses.
      PUBLIC_URL: url,
      // The journeys run on the embedded database with the demo accounts, even where CI exports a
      // DATABASE_URL for the API lane (Playwright passes its own environment to the server).
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      DATA_DIR: dataDir,
      // A helper may build the portal elsewhere (PORTAL_DIST) so that parallel builds never collide.
      PORTAL_DIST: process.env.PORTAL_DIST ?? join(root, 'apps/portal/dist'),
      LOG_LEVEL: 'warn',
      // The protocol job every few seconds, so that journeys see sent requests registered.
      PROTOCOL_JOB_INTERVAL_MS: '3000',
      // Every journey signs in from the same loopback address, several users a minute: the sign-in
      // limits are an office's, not a test run's (docs/security.md, "Limits").
      RATE_LIMIT_OIDC_PER_MINUTE: '6000',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '600',
      ...extra,
    },
  };
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // Pages are lazy chunks on a 2-core machine that also runs the server: give a check time to settle.
  expect: { timeout: 15_000 },
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium, never a browser downloaded by Playwright.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    server(process.env.E2E_PORT, process.env.E2E_DATA_DIR),
    // A second server whose access tokens live 20 seconds, for the journeys of a long session.
    server(process.env.E2E_SESSION_PORT, process.env.E2E_SESSION_DATA_DIR, {
      ACCESS_TOKEN_TTL_SECONDS: '20',
    }),
  ],
});
