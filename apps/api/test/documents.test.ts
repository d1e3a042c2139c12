import { MAX_UPLOAD_BYTES } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Caller, createApi } from './support/api';
import {
  docxBytes,
  EXE_BYTES,
  JPEG_BYTES,
  P7M_BYTES,
  PNG_BYTES,
  plainZipBytes,
  zipEntries,
  zipEntryMethods,
} from './support/files';
import { as, createOtherApplicant, fingerprint, seedAccounts } from './support/fixtures';
import { dataUrl, draftRequest, PDF_BYTES, sendRequest, uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');

describe('documents: upload, type and size checks, download, ZIP', () => {
  let server: TestServer;
  let api: Api;
  let carla: Caller;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
    carla = await createOtherApplicant(api);
  });
  afterAll(() => server.stop());

  it('stores an uploaded PDF with its type label and gives it back as base64', async () => {
    const uploaded = await uploadPdf(api, RIC, 'Protocollo v2.pdf', 'Protocollo');
    expect(uploaded).toMatchObject({
      fileName: 'Protocollo v2.pdf',
      type: 'Protocollo',
      contentType: 'application/pdf',
    });
    const file = await api.ok('document.get', { id: uploaded._id }, RIC);
    expect(Buffer.from(file.data, 'base64')).toEqual(PDF_BYTES);
    expect(file).toMatchObject({ fileName: 'Protocollo v2.pdf', contentType: 'application/pdf' });
  });

  it.each([
    ['a path that climbs out of its folder', '../../../etc/passwd.pdf', 'passwd.pdf'],
    ['a Windows path', 'C:\\Users\\rossi\\..\\lettera.pdf', 'lettera.pdf'],
    ['CR and LF', 'lettera\r\nX-Injected: 1.pdf', 'letteraX-Injected: 1.pdf'],
    ['a right-to-left override', 'fattura\u202Efdp.exe.pdf', 'fatturafdp.exe.pdf'],
    ['bidirectional isolates and marks', '\u2066relazione\u2069\u200F.pdf', 'relazione.pdf'],
    ['a decomposed accent', 'relazione e\u0300tica.pdf', 'relazione \u00e8tica.pdf'],
  ])('stores a name with %s cleaned, and gives it back cleaned', async (_kind, name, cleaned) => {
    const uploaded = await api.ok('document.upload', { file: dataUrl(PDF_BYTES), name }, RIC);
    expect(uploaded.fileName).toBe(cleaned);
    expect((await api.ok('document.get', { id: uploaded._id }, RIC)).fileName).toBe(cleaned);
  });

  it('caps a very long name and keeps its extension, so the type check still reads it', async () => {
    const uploaded = await api.ok(
      'document.upload',
      { file: dataUrl(PDF_BYTES), name: `${'Relazione '.repeat(25)}.pdf` },
      RIC,
    );
    expect([...uploaded.fileName].length).toBeLessThanOrEqual(120);
    expect(uploaded.fileName).toMatch(/^Relazione .*\.pdf$/);
  });

  it('refuses a name that is nothing once cleaned: it has no extension to match the bytes (415), storing nothing', async () => {
    const before = await fingerprint(server);
    const result = await api.call('document.upload', { file: dataUrl(PDF_BYTES), name: '\u202E..' }, RIC);
    expect(result.status).toBe(415);
    expect(result.error?.message).toMatch(/"documento"/);
    expect(await fingerprint(server)).toEqual(before);
  });

  it.each([
    [
      'a Word document',
      'studio.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      docxBytes,
    ],
    ['a ZIP archive', 'allegati.zip', 'application/zip', plainZipBytes],
    ['a PNG image', 'grafico.png', 'image/png', async () => PNG_BYTES],
    ['a JPEG photo', 'foto.jpeg', 'image/jpeg', async () => JPEG_BYTES],
    ['a signed P7M', 'protocollo.pdf.p7m', 'application/pkcs7-mime', async () => P7M_BYTES],
  ])('accepts %s, typed by its bytes', async (_kind, name, contentType, bytes) => {
    const uploaded = await api.ok(
      'document.upload',
      { file: dataUrl(await bytes(), 'application/octet-stream'), name },
      RIC,
    );
    expect(uploaded.contentType).toBe(contentType);
  });

  it.each([
    ['a PDF named .exe', 'setup.exe', PDF_BYTES, /non corrisponde all'estensione \.exe/],
    ['an executable named .pdf', 'fattura.pdf', EXE_BYTES, /^Tipo di file non ammesso/],
    ['a text file', 'note.pdf', Buffer.from('solo testo, nessuna firma'), /^Tipo di file non ammesso/],
  ])('refuses %s with 415 and stores nothing', async (_kind, name, bytes, message) => {
    const before = await fingerprint(server);
    const result = await api.call('document.upload', { file: dataUrl(bytes), name }, RIC);
    expect(result.status).toBe(415);
    expect(result.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(result.error?.message).toMatch(message);
    expect(await fingerprint(server)).toEqual(before);
  });

  it('refuses a 21 MiB upload with 413 and stores nothing', async () => {
    const before = await fingerprint(server);
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
    PDF_BYTES.copy(big);
    const result = await api.call('document.upload', { file: dataUrl(big), name: 'enorme.pdf' }, RIC);
    expect(result.status).toBe(413);
    expect(result.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await fingerprint(server)).toEqual(before);
  });

  it('takes a file of exactly the maximum size', async () => {
    const largest = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    PDF_BYTES.copy(largest);
    const uploaded = await api.ok('document.upload', { file: dataUrl(largest), name: 'massimo.pdf' }, RIC);
    expect(uploaded.contentType).toBe('application/pdf');
  });

  it('refuses an empty file and content that is not base64 (400)', async () => {
    expect(
      (await api.call('document.upload', { file: 'data:application/pdf;base64,', name: 'vuoto.pdf' }, RIC))
        .status,
    ).toBe(400);
    const broken = await api.call(
      'document.upload',
      { file: 'data:application/pdf;base64,%%%%', name: 'rotto.pdf' },
      RIC,
    );
    expect(broken.status).toBe(400);
  });

  it('lets another company’s applicant read neither the attachments nor the request form (403), while staff read them', async () => {
    const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: ['Protocollo'] }));
    const attachment = sent.documents[0]?._id ?? '';
    const form = sent.requestDocument?._id ?? '';
    expect((await api.call('document.get', { id: attachment }, carla)).status).toBe(403);
    expect((await api.call('document.get', { id: form }, carla)).status).toBe(403);
    expect((await api.call('document.get', { id: attachment }, as('luigiVerdi'))).status).toBe(200);
    expect((await api.call('document.get', { id: form }, as('paoloNeri'))).status).toBe(200);
    expect((await api.call('document.get', { id: 'inesistente' }, as('paoloNeri'))).status).toBe(404);
  });

  describe('all the documents of a request as one ZIP', () => {
    it('packs the chosen files under their type, with unique names', async () => {
      const draft = await draftRequest(api, RIC, { labels: ['Protocollo', 'Sinossi'] });
      const sameName = await uploadPdf(api, RIC, 'Protocollo.pdf', 'Protocollo');
      const changed = await api.ok(
        'request.update',
        {
          _id: draft._id,
          updated: draft.updated,
          documents: [
            ...draft.documents.map(({ _id, type }) => ({ _id, type })),
            { _id: sameName._id, type: 'Protocollo' },
          ],
        },
        RIC,
      );
      const sent = await sendRequest(api, RIC, changed);
      const ids = [...sent.documents.map((document) => document._id), sent.requestDocument?._id ?? ''];
      const zip = await api.ok(
        'document.getAllDocuments',
        { ids, requestId: sent._id, requestName: 'Richiesta 1' },
        RIC,
      );
      expect(zip).toMatchObject({ fileName: 'Richiesta 1.zip', contentType: 'application/zip' });
      const entries = await zipEntryMethods(Buffer.from(zip.data, 'base64'));
      // Stored as they are: deflating a PDF again costs the server's CPU for a few per cent.
      expect(entries.sort()).toEqual(
        [
          ['Protocollo/Protocollo.pdf', 0],
          ['Protocollo/Protocollo (2).pdf', 0],
          ['Sinossi/Sinossi.pdf', 0],
          [`Richiesta_${sent.identifier}.pdf`, 0],
        ].sort(),
      );
    });

    it('packs files whose labels are .., /, \\, control characters or blank under safe, unique names', async () => {
      const labels = ['..', '.', '/', '\\', 'Allegato\u0007\r\nX', '\u202E ', '..'];
      const draft = await draftRequest(api, RIC);
      const documents = [];
      for (const label of labels) {
        const uploaded = await uploadPdf(api, RIC, 'allegato.pdf', label);
        documents.push({ _id: uploaded._id, type: label });
      }
      const changed = await api.ok(
        'request.update',
        { _id: draft._id, updated: draft.updated, documents },
        RIC,
      );
      const zip = await api.call(
        'document.getAllDocuments',
        { ids: changed.documents.map((document) => document._id), requestId: draft._id, requestName: '../x' },
        RIC,
      );
      expect(zip.status).toBe(200);
      expect(zip.data?.fileName).toBe('x.zip');
      const entries = await zipEntries(Buffer.from(zip.data?.data ?? '', 'base64'));
      expect(entries).toHaveLength(labels.length);
      expect(new Set(entries.map((entry) => entry.toLowerCase())).size).toBe(labels.length);
      for (const entry of entries) {
        const segments = entry.split('/');
        expect(segments).toHaveLength(2);
        for (const part of segments) {
          expect(part).not.toMatch(/^\.{1,2}$|^$|[\\\p{Cc}\u202A-\u202E]/u);
        }
      }
      expect(entries).toEqual(
        expect.arrayContaining(['Documenti/allegato.pdf', '_/allegato.pdf', 'AllegatoX/allegato.pdf']),
      );
    });

    it('refuses ids that are not files of the request (404) and another company’s request (403)', async () => {
      const draft = await draftRequest(api, RIC, { labels: ['Protocollo'] });
      const stranger = await uploadPdf(api, RIC, 'estraneo.pdf');
      const notOfIt = await api.call(
        'document.getAllDocuments',
        { ids: [stranger._id], requestId: draft._id, requestName: 'x' },
        RIC,
      );
      expect(notOfIt.status).toBe(404);
      const ids = draft.documents.map((document) => document._id);
      expect(
        (await api.call('document.getAllDocuments', { ids, requestId: draft._id, requestName: 'x' }, carla))
          .status,
      ).toBe(403);
    });
  });
});
