import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocumentSweep } from '../src/jobs/documentSweep';
import { runOrphanUploads } from '../src/jobs/orphanUploads';
import { type Api, createApi, XSRF_PAIR } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { draftRequest, PDF_BYTES, uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const HOUR = 60 * 60 * 1000;

describe('the orphan uploads job and the uploaders’ quotas', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ documentStore: { kind: 'file' } });
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  const exists = async (id: string) =>
    (await server.app.database.rows(sql`select 1 from documents where id = ${id}`)).length === 1;

  it('given uploads older than the grace, then it removes only those nothing names, audited as the job; content another document names stays', async () => {
    const orphan = await uploadPdf(api, RIC, 'mai allegato.pdf');
    const attached = await uploadPdf(api, RIC, 'allegato.pdf', 'Protocollo');
    await draftRequest(api, RIC, { documents: [{ _id: attached._id, type: 'Protocollo' }] });
    const young = await uploadPdf(api, RIC, 'appena caricato.pdf');
    // The first two are a day and an hour old; the third is new.
    const dayAgo = new Date(Date.now() - 25 * HOUR);
    await server.app.database.rows(
      sql`update documents set updated = ${dayAgo} where id in (${orphan._id}, ${attached._id})`,
    );

    const run = await runOrphanUploads(server.app.database, { graceHours: 24 });
    expect(run).toEqual({ removed: 1, skipped: false });
    expect(await exists(orphan._id)).toBe(false);
    expect(await exists(attached._id)).toBe(true);
    expect(await exists(young._id)).toBe(true);
    const audit = await server.app.database.rows<{ operation: string; user: string; role: string }>(
      sql`select operation, user_fiscal_code as user, role from audit_log where record_id = ${orphan._id} order by id`,
    );
    expect(audit).toEqual([
      expect.objectContaining({ operation: 'document.upload' }),
      { operation: 'job.orphanUploads', user: 'JOB', role: 'ADMIN' },
    ]);

    // A second run finds nothing more; with no grace left, the young one goes too.
    expect((await runOrphanUploads(server.app.database, { graceHours: 24 })).removed).toBe(0);
    const later = new Date(Date.now() + 25 * HOUR);
    expect((await runOrphanUploads(server.app.database, { graceHours: 24, now: later })).removed).toBe(1);
    expect(await exists(attached._id)).toBe(true);
    // Every upload here has the same bytes: the content stays while the attached one names it.
    const sweep = await runDocumentSweep(server.app.database, { now: later });
    expect(sweep.removed).toBe(0);
  });

  it('refuses an upload beyond the quota of unattached documents with an Italian 429, counting attached ones out', async () => {
    const limited = await startTestServer({
      uploadQuotas: { bytesPerUserPerMinute: 100 * 1024 * 1024, unattachedPerUser: 2 },
    });
    try {
      const limitedApi = createApi(limited);
      await seedAccounts(limited);
      const first = await uploadPdf(limitedApi, RIC, 'uno.pdf', 'Protocollo');
      await uploadPdf(limitedApi, RIC, 'due.pdf');
      const refused = await limitedApi.call(
        'document.upload',
        { file: 'data:application/pdf;base64,JVBERi0=', name: 'tre.pdf' },
        RIC,
      );
      expect(refused.status).toBe(429);
      expect(refused.error?.message).toMatch(/^Hai già 2 documenti caricati e non ancora allegati/);
      await draftRequest(limitedApi, RIC, { documents: [{ _id: first._id, type: 'Protocollo' }] });
      await uploadPdf(limitedApi, RIC, 'tre.pdf');
      // Another user's quota is its own.
      await uploadPdf(limitedApi, as('luigiVerdi'), 'suo.pdf');
    } finally {
      await limited.stop();
    }
  });

  it('refuses uploads beyond the bytes per user per minute with an Italian 429 and Retry-After', async () => {
    const limited = await startTestServer({
      uploadQuotas: { bytesPerUserPerMinute: 1024 * 1024, unattachedPerUser: 50 },
    });
    try {
      const limitedApi = createApi(limited);
      await seedAccounts(limited);
      const file = Buffer.concat([PDF_BYTES, Buffer.alloc(600 * 1024, 0x20)]);
      const send = async (caller: typeof RIC) => {
        const form = new FormData();
        form.set('role', caller.role ?? '');
        form.set('file', new Blob([new Uint8Array(file)]), 'grande.pdf');
        return fetch(`${limited.baseUrl}/api/upload`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await limitedApi.token(caller.fiscalCode ?? '')}`,
            ...XSRF_PAIR,
          },
          body: form,
        });
      };
      /**
       * The refusal comes before the body is read, by its declared size: only the head is sent, on a
       * socket of its own, as the body would meet a closed connection.
       */
      const refusalOf = async (path: string, contentType: string) => {
        const { hostname, port } = new URL(limited.baseUrl);
        const socket = connect(Number(port), hostname);
        const token = await limitedApi.token(RIC.fiscalCode ?? '');
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${token}\r\n` +
            `Content-Type: ${contentType}\r\nContent-Length: ${700 * 1024}\r\n\r\n`,
        );
        const answer = await new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk) => {
            text += chunk;
            // The error answer's JSON ends so: `{"error":{…,"message":"…"}}`.
            if (text.includes('"}}')) resolve(text);
          });
          socket.once('close', () => resolve(text));
        });
        socket.destroy();
        return answer;
      };
      expect((await send(RIC)).status).toBe(200);
      const answer = await refusalOf('/api/upload', 'multipart/form-data; boundary=x');
      expect(answer).toMatch(/^HTTP\/1\.1 429/);
      expect(answer).toMatch(/retry-after: \d+/i);
      expect(answer).toMatch(
        /Hai caricato troppi dati nell'ultimo minuto \(al massimo 1 MiB al minuto\): riprova tra \d+ secondi/,
      );
    } finally {
      await limited.stop();
    }
  });
});
