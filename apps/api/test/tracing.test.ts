import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, XSRF_PAIR } from './support/api';
import { createFreshDatabase, freePort } from './support/testServer';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((entry) => entry.key === key)?.value;

/** A stand-in OTLP/HTTP collector: keeps what arrives at POST /v1/traces in the JSON protocol. */
const startCollector = async () => {
  const exports: OtlpExport[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const spans = () =>
    exports.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) =>
        resource.scopeSpans.flatMap((scope) =>
          scope.spans.map((span) => ({ span, resource: resource.resource.attributes })),
        ),
      ),
    );
  return { url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((done) => server.close(done)) };
};

describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT (the server as its own process)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  let child: ChildProcess;
  let baseUrl: string;
  let output = '';

  beforeAll(async () => {
    collector = await startCollector();
    database = await createFreshDatabase();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const { OTEL_SERVICE_NAME: _serviceName, ...inherited } = process.env;
    child = spawn(process.execPath, ['--conditions=@cet-portal/source', '--import', 'tsx', main], {
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        DEMO_DATA: 'false',
        EMBEDDED_SIGNIN: 'demo',
        LOG_LEVEL: 'error',
        PROTOCOL_JOB_INTERVAL_MS: '0',
        DEADLINE_JOB_INTERVAL_MS: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        // Spans leave within a tenth of a second, not the default five.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      if (attempt > 600) throw new Error(`the server did not start:\n${output}`);
      const healthy = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await collector?.close();
    await database?.drop();
  });

  it('sends a span per API call, named by its call, and on PostgreSQL a span per query beneath it', async () => {
    const { address, envelope } = envelopeOf('roles.getPublicData', {}, null);
    const response = await fetch(`${baseUrl}${address}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...XSRF_PAIR },
      body: JSON.stringify(envelope),
    });
    expect(response.status).toBe(200);

    const callSpan = async () => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const found = collector
          .spans()
          .find(({ span }) => span.name === 'POST /api/public roles.getPublicData');
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `no span for the call among ${collector.spans().map(({ span }) => span.name)}:\n${output}`,
      );
    };
    const { span, resource } = await callSpan();
    expect(resource).toContainEqual({ key: 'service.name', value: { stringValue: 'cet-portal-api' } });
    expect(attribute(span, 'cet.call')).toEqual({ stringValue: 'roles.getPublicData' });
    expect(attribute(span, 'http.route')).toEqual({ stringValue: '/api/public' });
    expect(Number(attribute(span, 'http.response.status_code')?.intValue)).toBe(200);
    // The health checks the test polled are left out: a probe every few seconds would bury the calls.
    expect(collector.spans().filter(({ span }) => span.name.includes('/api/health'))).toEqual([]);

    // Queries are spans on PostgreSQL only: PGlite runs inside the process, with no driver to instrument.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const queries = collector
      .spans()
      .filter(({ span: query }) => attribute(query, 'db.system.name') ?? attribute(query, 'db.system'))
      .map(({ span: query }) => query);
    if (database.databaseUrl) {
      expect(queries.filter((query) => query.traceId === span.traceId).length).toBeGreaterThan(0);
    } else {
      expect(queries).toEqual([]);
    }
  }, 30_000);
});
