import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = `${ROOT}apps/api/dist/main.js`;

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * The built server (`apps/api/dist/main.js`, what `npm start` runs) as a child process on loopback,
 * ready once its health check answers. `env` adds to the environment (DATABASE_URL, DATA_DIR…).
 */
export const startServer = async (env) => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []), MAIN],
    {
      cwd: ROOT,
      // The rate limit is per client address, and the bench is one loopback client doing the work of
      // many (the load lane raises it the same way).
      env: {
        ...process.env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_API_PER_MINUTE: '1000000',
        ...env,
      },
      // At LOG_LEVEL=trace the server logs every SQL statement it sends on stdout (sqlStatements).
      stdio: ['ignore', env.LOG_LEVEL === 'trace' ? 'pipe' : 'ignore', 'pipe'],
    },
  );
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (attempt > 600) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    env: { ...env, PORT: String(port) },
    /** The SQL statements logged since the last call (text and parameters), at LOG_LEVEL=trace. */
    sqlStatements: () => {
      const lines = stdout.split('\n');
      stdout = lines.pop() ?? '';
      return lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === 'sql')
        .map((entry) => ({ text: entry.sql, values: entry.params }));
    },
    /** The server's resident memory now, in MiB (Linux). */
    rssMiB: () => {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return match ? Number(match[1]) / 1024 : Number.NaN;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
};

/** A real access token of the embedded issuer for a fiscal code (`npm run token`, the load lane's way). */
export const mintToken = (fiscalCode, env) => {
  const result = spawnSync('npm', ['run', '-s', 'token', fiscalCode], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const token = result.stdout.trim().split('\n').pop();
  if (result.status !== 0 || !token) throw new Error(`npm run token: ${result.stderr}`);
  return token;
};

const XSRF = 'bench-xsrf-token-0123456789';

/** One call through the real envelope, as the portal sends it. */
export const envelopeCall = async (url, token, { method, path, input, role }) => {
  const response = await fetch(`${url}/api`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-encoding': 'br, gzip',
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
  // Counted as it arrives, before fetch decodes it, would need a raw socket; the decoded JSON's
  // length is reported instead (exports stream without a Content-Length).
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} → ${response.status}: ${text.slice(0, 300)}`);
  return { text, bytes: Buffer.byteLength(text), encoding: response.headers.get('content-encoding') };
};

export const envelopeBody = ({ method, path, input, role }) =>
  JSON.stringify({ appCode: '000017', service: path.split('/')[1], method, path, params: { input, role } });
export const envelopeHeaders = (token) => ({
  'content-type': 'application/json',
  accept: 'application/json',
  authorization: `Bearer ${token}`,
  cookie: `XSRF-TOKEN=${XSRF}`,
  'x-xsrf-token': XSRF,
});
