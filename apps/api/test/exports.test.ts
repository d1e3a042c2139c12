import { inflateSync } from 'node:zlib';
import { formatDate, formatDateDashed, REQUEST_STATES, REQUEST_TYPES } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids';
import { requests } from '../src/db/schema';
import type { DemoUsers } from '../src/demo/accounts';
import { type Api, createApi, XSRF_PAIR } from './support/api';
import { parseItalianCsv, pdfPageCount } from './support/files';
import { as, createOtherApplicant, seedAccounts } from './support/fixtures';
import { completeFields, draftRequest, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const SEG = as('giuliaBianchi');
const RIC = as('marioRossi');
const BULK = 120;

/** The lines of text a PDF draws: pdfkit writes each as a TJ array of hex strings, in compressed streams. */
const pdfTexts = (pdf: Buffer): string =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((stream) => inflateSync(Buffer.from(stream[1] ?? '', 'latin1')).toString('latin1'))
    .flatMap((content) => [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)])
    .map((array) =>
      [...(array[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');

describe('exports of the request and meeting lists', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    demo = await seedAccounts(server);
    const sent = new Date('2026-03-02T10:00:00Z');
    await server.app.database.db.insert(requests).values(
      Array.from({ length: BULK }, (_, index) => ({
        ...completeFields({
          studyTitle: `Studio multicentrico numero ${index + 1}`,
          type: REQUEST_TYPES[index % REQUEST_TYPES.length],
        }),
        id: newId(),
        identifier: 1000 + index,
        state: REQUEST_STATES[1 + (index % (REQUEST_STATES.length - 1))] ?? 'PENDING',
        userId: demo.ids.luigiVerdi,
        corporateId: demo.companyId,
        sent,
        updated: sent,
      })),
    );
    const carla = await createOtherApplicant(api);
    await sendRequest(api, carla, await draftRequest(api, carla, { studyTitle: 'Cuore di un altro ente' }));
    await sendRequest(
      api,
      RIC,
      await draftRequest(api, RIC, { studyTitle: '=HYPERLINK("http://x")', type: 'F' }),
    );
  });
  afterAll(() => server.stop());

  it('given a filter and a sort, when SEG downloads the CSV, then it holds the list’s rows in the list’s order, for Italian Excel', async () => {
    const query = { states: ['PENDING' as const, 'SUBMITTED' as const] };
    const list = await api.ok('request.find', { query, sort: { identifier: -1 }, take: 50 }, SEG);
    const file = await api.ok(
      'request.download',
      { query, sort: { identifier: -1 }, type: 'CSV', title: 'Lista Richieste in lavorazione' },
      SEG,
    );
    expect(file.fileName).toBe(`Lista Richieste in lavorazione_${formatDateDashed(new Date())}.csv`);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(file.data, 'base64');
    expect(bytes.toString('utf8')).toContain('\r\n');
    const [header, ...rows] = parseItalianCsv(bytes);
    expect(header).toEqual([
      'Identificativo',
      'Sperimentatore principale',
      'Titolo dello studio',
      'Oggetto',
      'Tipologia',
      'Stato',
      'Data invio',
      'Data ultima integrazione',
    ]);
    expect(rows).toHaveLength(list.total);
    expect(rows.slice(0, 50).map((row) => Number(row[0]))).toEqual(
      list.result.map((request) => request.identifier),
    );
    expect(rows[0]?.[6]).toBe('02/03/2026');
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['In attesa di valutazione', 'Inoltrata']));
  });

  it('exports to an applicant only its own and its company’s requests, without the integration date', async () => {
    const file = await api.ok('request.download', { query: {}, type: 'CSV' }, RIC);
    const [header, ...rows] = parseItalianCsv(Buffer.from(file.data, 'base64'));
    expect(header).toHaveLength(7);
    expect(rows).toHaveLength(BULK + 1);
    expect(rows.some((row) => row[2] === 'Cuore di un altro ente')).toBe(false);
  });

  it('keeps a cell that Excel would run as a formula as plain text', async () => {
    const file = await api.ok(
      'request.download',
      { query: { type: 'F', studyTitle: 'HYPERLINK' }, type: 'CSV' },
      SEG,
    );
    const [, row] = parseItalianCsv(Buffer.from(file.data, 'base64'));
    expect(row?.[2]).toBe(`'=HYPERLINK("http://x")`);
    expect(row?.[6]).toBe(formatDate(new Date()));
  });

  it('quotes a text that runs over lines, so Excel keeps it in its row', async () => {
    const studyTitle = 'Studio in due righe\nseconda riga del titolo';
    await sendRequest(api, RIC, await draftRequest(api, RIC, { studyTitle, subject: 'Uno\rdue' }));
    const file = await api.ok('request.download', { query: { studyTitle: 'due righe' }, type: 'CSV' }, SEG);
    const bytes = Buffer.from(file.data, 'base64');
    // A lone LF or CR outside quotes starts a new row in Excel, whatever the file's line ends.
    expect(bytes.toString('utf8')).toContain(`;"${studyTitle}";"Uno\rdue";`);
    const [, row] = parseItalianCsv(bytes);
    expect(row?.[2]).toBe(studyTitle);
  });

  it('streams the file rather than building it whole', async () => {
    const token = await api.token(as('giuliaBianchi').fiscalCode ?? '');
    const response = await fetch(`${server.baseUrl}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...XSRF_PAIR },
      body: JSON.stringify({
        appCode: '000017',
        service: 'request',
        method: 'POST',
        path: '/request/download',
        params: { input: { type: 'CSV' }, role: 'SEG' },
      }),
    });
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    expect(JSON.parse(await response.text()).data.fileName).toMatch(/^Lista Richieste_/);
  });

  it('draws the PDF as a landscape A4 table with the title, export date, header row and page number on every page', async () => {
    const file = await api.ok(
      'request.download',
      { query: { studyTitle: 'multicentrico' }, type: 'PDF', sort: { identifier: 1 } },
      SEG,
    );
    expect(file.contentType).toBe('application/pdf');
    const pdf = Buffer.from(file.data, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    // A page holds 18 rows under its heading: 120 rows fill 7 pages.
    expect(pdfPageCount(pdf)).toBe(7);
    const texts = pdfTexts(pdf);
    expect(texts.match(/Lista Richieste/g)).toHaveLength(7);
    expect(texts.match(/Titolo dello studio/g)).toHaveLength(7);
    expect(texts).toContain(`Esportato il ${formatDate(new Date())}`);
    expect(texts).toContain('Pagina 7');
    expect(texts).toContain('Studio multicentrico numero 120');
  });

  it('exports the meeting list with its columns and dates dd-MM-yyyy, and only for staff (403 for an applicant)', async () => {
    const meetingRequest = await sendRequest(api, RIC, await draftRequest(api, RIC));
    await server.app.protocolJob.run();
    const pending = await api.ok('request.get', { id: meetingRequest._id }, SEG);
    const submitted = await api.ok(
      'request.decide',
      { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' },
      SEG,
    );
    await api.ok(
      'conference.create',
      {
        subject: 'Seduta di marzo',
        agenda: 'Richieste; varie',
        startDate: '2026-03-10T09:00:00.000Z',
        endDate: '2026-03-11T16:00:00.000Z',
        requestsUsers: [{ request: submitted._id }],
      },
      SEG,
    );
    const file = await api.ok('conference.download', { query: {}, type: 'CSV' }, as('annaFerrari'));
    expect(file.fileName).toBe(`Riunioni_${formatDateDashed(new Date())}.csv`);
    expect(parseItalianCsv(Buffer.from(file.data, 'base64'))).toEqual([
      ['Oggetto', 'Ordine del giorno', 'Data inizio', 'Data fine', 'Stato'],
      ['Seduta di marzo', 'Richieste; varie', '10-03-2026', '11-03-2026', 'In attesa'],
    ]);
    const pdf = await api.ok('conference.download', { query: {}, type: 'PDF' }, as('annaFerrari'));
    expect(pdfPageCount(Buffer.from(pdf.data, 'base64'))).toBe(1);
    const texts = pdfTexts(Buffer.from(pdf.data, 'base64'));
    expect(texts).toContain('10-03-2026');
    expect(texts).toContain('11-03-2026');
    expect(texts).not.toContain('10/03/2026');
    expect((await api.call('conference.download', { query: {}, type: 'CSV' }, RIC)).status).toBe(403);
  });
});
