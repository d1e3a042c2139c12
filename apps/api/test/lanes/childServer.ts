import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ChildServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Extra variables, e.g. how often the protocol job runs. */
  env?: Record<string, string>;
}

/** The built server (`npm run build -w @cet-portal/api`): it starts in a third of tsx's time on the sources. */
const MAIN = join(root, 'apps/api/dist/main.js');

/**
 * The real server as its own process, as `npm start` runs it, configured only by environment
 * variables as in production, so that the test can SIGKILL it.
 */
export const startChildServer = async ({ port, dataDir, databaseUrl, env = {} }: ChildServerOptions) => {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} manca: esegui prima npm run build -w @cet-portal/api`);
  return spawnServer({
    script: MAIN,
    cwd: root,
    port,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      // Empty counts as unset: PGlite in DATA_DIR.
      DATABASE_URL: databaseUrl ?? '',
      DEMO_DATA: 'false',
      EMBEDDED_SIGNIN: 'demo',
      LOG_LEVEL: 'error',
      // Bursts of calls and uploads from a few users, far above an office's pace.
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      UPLOADS_PER_USER: '100',
      ...env,
    },
  });
};

export interface SpawnedServerOptions {
  /** The script Node runs: the built server, or a bundle's `server.mjs`. */
  script: string;
  cwd: string;
  port: number;
  /** The whole environment: nothing else is inherited. */
  env: NodeJS.ProcessEnv;
  /** What answers 200 once the server can take calls. */
  readyPath?: string;
}

/** A server script as its own process, once `readyPath` answers: the database is open and migrated. */
export const spawnServer = async ({
  script,
  cwd,
  port,
  env,
  readyPath = '/api/health',
}: SpawnedServerOptions) => {
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = () =>
    fetch(`${baseUrl}${readyPath}`)
      .then((response) => response.ok)
      .catch(() => false);
  // Another server still on the port would answer in this one's place and take its kills.
  if (await ready()) throw new Error(`La porta ${port} è già occupata da un altro server`);
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');

  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Il server si è fermato all'avvio (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    if (await ready()) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    /** The last lines the server printed, for a failure's message. */
    output: () => output,
    /** SIGKILL: no shutdown hook runs, whatever was half-done stays half-done on disk. */
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM: the server closes the database cleanly. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
};

export type ChildServer = Awaited<ReturnType<typeof startChildServer>>;
