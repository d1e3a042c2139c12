import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/testServer';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const START_MS = 120_000;

/** Polls until the server answers its health check. */
const waitForHealth = async (baseUrl: string, child: ChildProcess) => {
  // Up to two minutes: tsx compiles the server and PGlite creates its cluster, which took over a minute
  // on the 2-core machine while other lanes ran beside.
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
};

describe('shutdown (npm start, SIGTERM)', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cet-shutdown-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'exits within SHUTDOWN_TIMEOUT_MS although a client keeps a request open',
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--conditions=@cet-portal/source', '--import', 'tsx', main], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          DEMO_DATA: 'false',
          // Without demo data the embedded sign-in runs only when asked for.
          EMBEDDED_SIGNIN: 'demo',
          LOG_LEVEL: 'silent',
          PROTOCOL_JOB_INTERVAL_MS: '0',
          SHUTDOWN_TIMEOUT_MS: '1000',
        },
        stdio: 'ignore',
      });
      const exited = exitOf(child);
      try {
        await waitForHealth(`http://127.0.0.1:${port}`, child);
        // A request whose body never arrives whole: the connection is busy, not idle.
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => {});
        socket.write(
          'POST /api HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"app',
        );
        await new Promise((resolve) => setTimeout(resolve, 200));

        const signalled = Date.now();
        child.kill('SIGTERM');
        const outcome = await Promise.race([
          exited,
          new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 8000)),
        ]);
        expect(outcome).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(4000);
        socket.destroy();
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
    START_MS + 30_000,
  );
});
