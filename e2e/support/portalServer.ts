import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The repository's root, where the built server runs from. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on now, on loopback. */
export const freePort = () =>
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

/** The environment of the real server of a journey: built portal, embedded database, demo accounts. */
export const portalServerEnv = (port: string, dataDir: string, extra: Record<string, string> = {}) => ({
  PORT: port,
  HOST: '127.0.0.1',
  // The sign-in redirect comes back to the address the browser uses.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // The journeys run on the embedded database with the demo accounts, even where CI exports a
  // DATABASE_URL for the API lane (Playwright passes its own environment to the server).
  DATABASE_URL: '',
  DEMO_DATA: 'true',
  DATA_DIR: dataDir,
  // A helper may build the portal elsewhere (PORTAL_DIST) so that parallel builds never collide.
  PORTAL_DIST: process.env.PORTAL_DIST ?? join(ROOT, 'apps/portal/dist'),
  LOG_LEVEL: 'warn',
  // The protocol job every few seconds, so that journeys see sent requests registered.
  PROTOCOL_JOB_INTERVAL_MS: '3000',
  // Every journey signs in from the same loopback address, several users a minute: the sign-in
  // limits are an office's, not a test run's (docs/security.md, "Limits").
  RATE_LIMIT_OIDC_PER_MINUTE: '6000',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '600',
  ...extra,
});

const run = promisify(execFile);

/** What a spec's own server answers with: its address, real access tokens, envelope calls, and stop. */
export interface PortalServer {
  url: string;
  /** Access tokens of the embedded issuer for these fiscal codes (`npm run token`'s way), in order. */
  tokens: (fiscalCodes: readonly string[]) => Promise<string[]>;
  /**
   * The notifications still in the server's outbox (pending, or failed and given up), as its Prometheus
   * metrics count them: none pending means no message can reach the mail server any more.
   */
  outbox: () => Promise<{ pending: number; failed: number }>;
  /** One call through the real envelope, as the portal sends it; throws on anything but 200. */
  call: <Output>(
    token: string,
    role: string,
    method: string,
    path: string,
    input?: unknown,
  ) => Promise<Output>;
  stop: () => Promise<void>;
}

const XSRF = 'e2e-xsrf-token-0123456789';

/**
 * The built server (`apps/api/dist/main.js`) as a child process of the spec, for a journey that
 * needs its own environment (a mail server, short job intervals) without slowing the others down.
 */
export const startPortalServer = async (extra: Record<string, string>): Promise<PortalServer> => {
  const port = String(await freePort());
  const metricsPort = String(await freePort());
  const env = {
    ...process.env,
    ...portalServerEnv(port, mkdtempSync(join(tmpdir(), 'cet-e2e-own-')), extra),
    RATE_LIMIT_API_PER_MINUTE: '100000',
    METRICS_PORT: metricsPort,
    METRICS_HOST: '127.0.0.1',
  };
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // A test that times out never reaches its `finally`: the server still ends with the worker.
  const stopWithWorker = () => child.kill('SIGTERM');
  process.once('exit', stopWithWorker);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = env.PUBLIC_URL;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 300) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const outboxCount = (metrics: string, status: string) => {
    const sample = metrics.match(
      new RegExp(`^cet_notification_outbox_messages\\{status="${status}"\\} (\\d+)$`, 'm'),
    );
    if (!sample) throw new Error(`no outbox count '${status}' in the server's metrics`);
    return Number(sample[1]);
  };
  return {
    url,
    outbox: async () => {
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      return { pending: outboxCount(metrics, 'pending'), failed: outboxCount(metrics, 'failed') };
    },
    tokens: async (fiscalCodes) => {
      // One process mints them all: a process per token would cost a second or two each.
      const { stdout } = await run(
        process.execPath,
        [
          '--conditions=@cet-portal/source',
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          "const { mintToken } = await import('./apps/api/src/tools/mintToken.ts');" +
            'for (const code of process.argv.slice(1)) console.log(await mintToken(code));',
          ...fiscalCodes,
        ],
        { cwd: ROOT, env },
      );
      return stdout.trim().split('\n').slice(-fiscalCodes.length);
    },
    call: async <Output>(token: string, role: string, method: string, path: string, input: unknown = {}) => {
      const response = await fetch(`${url}/api`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          cookie: `XSRF-TOKEN=${XSRF}`,
          'x-xsrf-token': XSRF,
        },
        body: JSON.stringify({
          appCode: '000017',
          service: path.split('/')[1],
          method,
          path,
          params: { input, role },
        }),
      });
      const answer = (await response.json()) as { data?: Output; error?: unknown };
      if (response.status !== 200) throw new Error(`${path} → ${response.status}: ${JSON.stringify(answer)}`);
      return answer.data as Output;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', stopWithWorker);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
