import { createHash, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { documentSchema, getCall, type RoleName } from '@cet-portal/api-client/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStoreOf, isContentStore } from '../src/documents/store/documentStore';
import { documentsFolder } from '../src/documents/store/openDocumentStore';
import { type Api, type Caller, createApi, envelopeOf, XSRF_PAIR } from './support/api';
import { zipEntries } from './support/files';
import { as, seedAccounts } from './support/fixtures';
import { dataUrl, PDF_BYTES } from './support/requests';
import { type S3TestServer, startS3Server } from './support/s3Server';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const OTHER_RIC = as('luigiVerdi');
const SEG = as('giuliaBianchi');
const MAX_BYTES = 2 * 1024 * 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PDF of `size` bytes whose content no other test uploads. */
const pdfOf = (size: number) => {
  const head = Buffer.concat([PDF_BYTES, Buffer.from(`% ${randomUUID()}\n`)]);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};

interface UploadAnswer {
  data: { _id: string };
  error: { code: string; message: string };
}

const tokenOf = async (api: Api, caller: Caller) => api.token(caller.fiscalCode ?? '');

/** `POST /api/upload` as the portal sends it: the fields, then the file. */
const uploadStreamed = async (
  server: TestServer,
  api: Api,
  caller: Caller,
  bytes: Buffer,
  fileName: string,
  fields: Record<string, string> = {},
  headers: Record<string, string> = XSRF_PAIR,
) => {
  const form = new FormData();
  form.set('role', caller.role ?? '');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  const response = await fetch(`${server.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(api, caller)}`, ...headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
};

/** `POST /api/file`: a file call's envelope, answered with the file itself. */
const fetchFile = async (server: TestServer, api: Api, caller: Caller, envelope: object) =>
  fetch(`${server.baseUrl}/api/file`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await tokenOf(api, caller)}`,
      ...XSRF_PAIR,
    },
    body: JSON.stringify(envelope),
  });

const documentEnvelope = (id: string, role: RoleName) => envelopeOf('document.get', { id }, role).envelope;

describe.each(['file', 's3', 'database'] as const)(
  'streamed uploads and downloads on the %s store',
  (kind) => {
    let server: TestServer;
    let api: Api;
    let s3: S3TestServer | undefined;

    beforeAll(async () => {
      if (kind === 's3') s3 = await startS3Server();
      server = await startTestServer({
        maxUploadBytes: MAX_BYTES,
        documentStore: kind === 's3' && s3 ? s3.settings : { kind: kind === 's3' ? undefined : kind },
      });
      api = createApi(server);
      await seedAccounts(server);
    });
    afterAll(async () => {
      await server.stop();
      await s3?.stop();
    });

    const documentsNow = async () =>
      (
        await server.app.database.rows<{ count: number }>(sql`select count(*)::int as count from documents`)
      )[0]?.count;

    /** Staged files left behind: none once an upload has ended, whichever way. */
    const stagedFiles = async () =>
      (await readdir(join(documentsFolder(server.dataDir), '.partial')).catch(() => [])).filter((name) =>
        name.startsWith('upload.'),
      );

    it('given a PDF sent as multipart, then its row holds its size and SHA-256, it is audited, and document.get answers its exact bytes', async () => {
      const bytes = pdfOf(700 * 1024);
      const answer = await uploadStreamed(server, api, RIC, bytes, 'Protocollo di studio.pdf', {
        type: 'Protocollo',
      });
      expect(answer.status).toBe(200);
      const document = documentSchema.parse(answer.body.data);
      expect(document).toMatchObject({
        fileName: 'Protocollo di studio.pdf',
        type: 'Protocollo',
        contentType: 'application/pdf',
      });
      const [row] = await server.app.database.rows<{ size: number; sha256: string; owner: string }>(
        sql`select size, sha256, owner_id as owner from documents where id = ${document._id}`,
      );
      expect(row).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
      const audit = await server.app.database.rows<{ operation: string }>(
        sql`select operation from audit_log where record_id = ${document._id}`,
      );
      expect(audit.map((entry) => entry.operation)).toEqual(['document.upload']);
      const read = await api.ok('document.get', { id: document._id }, RIC);
      expect(sha256(Buffer.from(read.data, 'base64'))).toBe(sha256(bytes));
      expect(await stagedFiles()).toEqual([]);
      const store = documentStoreOf(server.app.database);
      if (isContentStore(store)) expect(await store.has(sha256(bytes))).toBe(true);
    });

    it('refuses a type from its first bytes (415), a name whose extension lies (415) and an empty file (400), storing nothing', async () => {
      const before = await documentsNow();
      const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(300 * 1024, 7)]);
      const refused = await uploadStreamed(server, api, RIC, executable, 'programma.pdf');
      expect(refused.status).toBe(415);
      expect(refused.body.error.message).toMatch(/^Tipo di file non ammesso/);
      const lying = await uploadStreamed(server, api, RIC, pdfOf(1000), 'foto.png');
      expect(lying.status).toBe(415);
      expect(lying.body.error.message).toContain('non corrisponde');
      const empty = await uploadStreamed(server, api, RIC, Buffer.alloc(0), 'vuoto.pdf');
      expect(empty.status).toBe(400);
      expect(await documentsNow()).toBe(before);
      expect(await stagedFiles()).toEqual([]);
    });

    it('refuses a file over the limit as its bytes arrive (413), with nothing stored or staged', async () => {
      const before = await documentsNow();
      const store = documentStoreOf(server.app.database);
      const bytes = pdfOf(MAX_BYTES + 64 * 1024);
      const answer = await uploadStreamed(server, api, RIC, bytes, 'troppo grande.pdf');
      expect(answer.status).toBe(413);
      expect(answer.body.error.message).toBe('Il file supera la dimensione massima consentita (2 MiB)');
      expect(await documentsNow()).toBe(before);
      expect(await stagedFiles()).toEqual([]);
      if (isContentStore(store)) expect(await store.has(sha256(bytes))).toBe(false);
    });

    it('answers as the envelope does: no token 401, a role not the caller’s 403, no XSRF header 403, a purpose for a non-ADMIN 403', async () => {
      const form = new FormData();
      form.set('role', 'RIC');
      form.set('file', new Blob([PDF_BYTES]), 'a.pdf');
      const anonymous = await fetch(`${server.baseUrl}/api/upload`, {
        method: 'POST',
        headers: XSRF_PAIR,
        body: form,
      });
      expect(anonymous.status).toBe(401);
      const wrongRole = await uploadStreamed(server, api, { ...RIC, role: 'SEG' }, pdfOf(100), 'a.pdf');
      expect(wrongRole.status).toBe(403);
      const noXsrf = await uploadStreamed(server, api, RIC, pdfOf(100), 'a.pdf', {}, {});
      expect(noXsrf.status).toBe(403);
      expect(noXsrf.body.error.code).toBe('XSRF');
      const purpose = await uploadStreamed(server, api, SEG, pdfOf(100), 'a.pdf', { purpose: 'template' });
      expect(purpose.status).toBe(403);
    });

    it('streams a document through /api/file with its type, its name and its exact bytes; another applicant is refused', async () => {
      const bytes = pdfOf(1536 * 1024);
      const uploaded = await uploadStreamed(
        server,
        api,
        RIC,
        bytes,
        'Brochure dello sperimentatore – v2.pdf',
      );
      const id = uploaded.body.data._id as string;
      const response = await fetchFile(server, api, RIC, documentEnvelope(id, 'RIC'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Brochure dello sperimentatore _ v2.pdf"; filename*=UTF-8''Brochure%20dello%20sperimentatore%20%E2%80%93%20v2.pdf`,
      );
      expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(bytes));
      const downloads = await server.app.database.rows<{ operation: string }>(
        sql`select operation from document_downloads where document_id = ${id}`,
      );
      expect(downloads.map((entry) => entry.operation)).toEqual(['document.get']);

      const refused = await fetchFile(server, api, OTHER_RIC, documentEnvelope(id, 'RIC'));
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBeTruthy();
      const notAFile = await fetchFile(
        server,
        api,
        RIC,
        envelopeOf('request.count', { filter: {} } as never, 'RIC').envelope,
      );
      expect(notAFile.status).toBe(400);
    });

    it('streams a ZIP of documents through /api/file, the same archive the envelope answers in base64', async () => {
      const first = await uploadStreamed(server, api, SEG, pdfOf(2000), 'Uno.pdf');
      const second = await uploadStreamed(server, api, SEG, pdfOf(3000), 'Due.pdf');
      expect([first.status, second.status]).toEqual([200, 200]);
      // An archive of the committee's documentation: templates ADMIN uploaded, one folder per field.
      const template = await uploadStreamed(server, api, as('marcoColombo'), pdfOf(4000), 'Modello.pdf', {
        purpose: 'template',
      });
      await api.ok(
        'requestConfig.create',
        {
          requestType: 'B1',
          documentType: [{ label: 'Modello', required: false, template: template.body.data._id }],
        },
        as('marcoColombo'),
      );
      const envelope = envelopeOf('documentation.archive', { type: 'B1' }, null).envelope;
      const response = await fetchFile(server, api, SEG, envelope);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(await zipEntries(Buffer.from(await response.arrayBuffer()))).toEqual(['Modello/Modello.pdf']);
      expect(getCall('documentation.archive').isPublic).toBe(true);
    });

    it('keeps the data URL upload: the same document, and its size refused before decoding', async () => {
      const bytes = pdfOf(300 * 1024);
      const document = await api.ok('document.upload', { file: dataUrl(bytes), name: 'dati.pdf' }, RIC);
      const response = await fetchFile(server, api, RIC, documentEnvelope(document._id, 'RIC'));
      expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(bytes));
      const tooLarge = await api.call(
        'document.upload',
        { file: dataUrl(pdfOf(MAX_BYTES + 10)), name: 'grande.pdf' },
        RIC,
      );
      expect(tooLarge.status).toBe(413);
    });
  },
);
