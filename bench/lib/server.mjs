import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

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
 * ready once its health check answers. `env` adds to the environment (DATABASE_URL, DATA_DIR…);
 * `main` is another server answering the same health check (the bench's HTTP floor).
 */
export const startServer = async (env, main = MAIN) => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []), main],
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

/**
 * One keep-alive connection per server, as a browser keeps one: Node's `fetch` (undici) costs the
 * client 2–4 ms per call on this machine, more than the server's own work on a count, and that
 * cost would be counted as the API's.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

/** One call through the real envelope, as the portal sends it, answered whole and decoded. */
export const envelopeCall = (url, token, call) => {
  const body = envelopeBody(call);
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        path: '/api',
        method: 'POST',
        agent,
        headers: {
          ...envelopeHeaders(token),
          'accept-encoding': 'br, gzip',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const encoding = response.headers['content-encoding'] ?? null;
          const raw = Buffer.concat(chunks);
          // The decoded JSON's length is reported (exports stream without a Content-Length).
          const text = (decoders[encoding]?.(raw) ?? raw).toString('utf8');
          if (response.statusCode !== 200)
            reject(new Error(`${call.path} → ${response.statusCode}: ${text.slice(0, 300)}`));
          else resolve({ text, bytes: Buffer.byteLength(text), encoding });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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

/**
 * Tokens for several fiscal codes from one process (`npm run token`'s own function, mintToken.ts):
 * each `npm run token` starts TypeScript afresh, about 9 s on this machine.
 */
export const mintTokens = (fiscalCodes, env) => {
  const script = `
    const { mintToken } = await import('./apps/api/src/tools/mintToken.ts');
    for (const code of ${JSON.stringify(fiscalCodes)}) console.log(await mintToken(code));
  `;
  const result = spawnSync(
    process.execPath,
    ['--conditions=@cet-portal/source', '--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  const tokens = result.stdout.trim().split('\n');
  if (result.status !== 0 || tokens.length !== fiscalCodes.length)
    throw new Error(`mintToken: ${result.stderr}`);
  return Object.fromEntries(fiscalCodes.map((code, index) => [code, tokens[index]]));
};
