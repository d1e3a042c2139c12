import {
  CSV_FORMAT,
  exportDay,
  JOB_USER,
  REQUEST_EXPORT_COLUMNS,
  REQUEST_INTEGRATION_COLUMN,
  REQUEST_STATES,
  REQUEST_TYPES,
  type RequestSort,
  requestExportCells,
  safeCsvCell,
} from '@cet-portal/api-client/contract';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids';
import { refreshIntegratedDates } from '../src/db/queries/integratedDates';
import { requestOrder } from '../src/db/queries/requests';
import { requestLogs, requests } from '../src/db/schema';
import { type Api, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { contractIntegratedDates } from './support/integratedDates';
import { completeFields } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const SEG = as('giuliaBianchi');
const RIC = as('marioRossi');

/** Texts each rule of the writer meets: separators, quotes, line ends, formula starts, non-ASCII. */
const TRICKY_TEXTS = [
  'Rossi; Bianchi',
  'Lo studio "Cuore"',
  'riga\rdopo CR',
  'riga\ndopo LF',
  'riga\r\ndopo CRLF',
  '=SOMMA(A1:A2)',
  '+39 06 1234',
  '-5 mg',
  '@ospedale',
  '\tcon tabulazione',
  '\rCR in testa',
  '=HYPERLINK("http://x";"y")',
  'Città di Forlì: perché no? 🧪💊',
  '',
  "'già citato'",
  ' spazi ',
  '"',
  ';',
  '＝uguale largo',
  'Dott.ssa Elena Galli',
];

/** Sending dates either side of midnight in Rome, in winter (UTC+1) and summer (UTC+2), and none. */
const SENT_DATES = [
  new Date('2026-01-15T22:59:59.999Z'),
  new Date('2026-01-15T23:00:00.000Z'),
  new Date('2026-07-15T21:59:59.999Z'),
  new Date('2026-07-15T22:00:00.000Z'),
  new Date('2026-03-28T23:30:00.000Z'),
  new Date('2026-10-24T22:30:00.000Z'),
  null,
];

/** More than two of the database's texts (2,000 records each), so their joins are checked too. */
const COUNT = 4_321;

const headings = (staff: boolean) =>
  (staff ? [...REQUEST_EXPORT_COLUMNS, REQUEST_INTEGRATION_COLUMN] : REQUEST_EXPORT_COLUMNS).map(
    (column) => column.heading,
  );

/**
 * Both writers over the same rows: the server's export (its records written by the database) must
 * equal csv-stringify with the contract's `CSV_FORMAT` and `safeCsvCell` over `requestExportCells`,
 * as the mock backend and every other export of the portal write them.
 */
describe('the request export’s CSV, written by the database, equals the contract’s writer', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    const demo = await seedAccounts(server);
    const rows = Array.from({ length: COUNT }, (_, index) => ({
      ...completeFields({
        principalInvestigator: TRICKY_TEXTS[index % TRICKY_TEXTS.length],
        studyTitle: TRICKY_TEXTS[(index + 3) % TRICKY_TEXTS.length],
        subject: TRICKY_TEXTS[(index + 7) % TRICKY_TEXTS.length],
      }),
      type: index % 13 === 0 ? null : REQUEST_TYPES[index % REQUEST_TYPES.length],
      id: newId(),
      identifier: index % 17 === 0 ? null : 5_000 + index,
      state: REQUEST_STATES[index % REQUEST_STATES.length] ?? 'PENDING',
      userId: demo.ids.luigiVerdi,
      corporateId: demo.companyId,
      sent: SENT_DATES[index % SENT_DATES.length] ?? null,
      updated: new Date('2026-01-01T00:00:00Z'),
    }));
    const db = server.app.database.db;
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(requests).values(rows.slice(start, start + 500));
    }
    // Integration dates around midnight in Rome: a RIC's update of a PENDING request, the protocol
    // job's last log of a SUBMITTED one.
    const logs = rows.slice(0, 400).flatMap((row, index): (typeof requestLogs.$inferInsert)[] => {
      const date = SENT_DATES[index % 4] ?? new Date();
      if (row.state === 'PENDING') {
        return [
          {
            requestId: row.id,
            operation: 'UPDATE',
            role: 'RIC',
            userFiscalCode: 'X',
            date,
          },
        ];
      }
      if (row.state === 'SUBMITTED') {
        return [
          {
            requestId: row.id,
            operation: 'PROTOCOL',
            role: 'ADMIN',
            userFiscalCode: JOB_USER,
            date,
          },
        ];
      }
      return [];
    });
    await db.insert(requestLogs).values(logs);
    // Written directly, past the server's writers: their integration dates as the migration fills them.
    await refreshIntegratedDates(db);
  });
  afterAll(() => server.stop());

  /**
   * The JavaScript writer's file of every listed request in the list's order, its integration date
   * computed by the contract's `integratedDate` over each request's logs.
   */
  const javascriptCsv = async (sort: RequestSort, staff: boolean) => {
    const db = server.app.database.db;
    const rows = await db
      .select({
        id: requests.id,
        identifier: requests.identifier,
        principalInvestigator: requests.principalInvestigator,
        studyTitle: requests.studyTitle,
        subject: requests.subject,
        type: requests.type,
        state: requests.state,
        sent: requests.sent,
      })
      .from(requests)
      .where(sql`not ${requests.isClone}`)
      .orderBy(...requestOrder(sort));
    expect(rows).toHaveLength(COUNT);
    const integrated = await contractIntegratedDates(db);
    // Some rows have an integration date, on both sides of a Rome midnight.
    expect(new Set(rows.map((row) => exportDay(integrated(row)))).size).toBeGreaterThan(3);
    const cells = rows.map((row) => {
      const cells = requestExportCells(row, exportDay);
      return (staff ? [...cells, exportDay(integrated(row))] : cells).map(safeCsvCell);
    });
    return stringify(cells, { ...CSV_FORMAT, header: true, columns: headings(staff) });
  };

  const serverCsv = async (sort: RequestSort, caller: typeof SEG) => {
    const file = await api.ok('request.download', { query: {}, sort, type: 'CSV' }, caller);
    return Buffer.from(file.data, 'base64');
  };

  it.each([
    ['the newest sent first', { sent: -1 }],
    ['by principal investigator, then identifier descending', { principalInvestigator: 1, identifier: -1 }],
    ['by state, then study title descending', { state: 1, studyTitle: -1 }],
  ] as [string, RequestSort][])(
    'for the staff (with the integration date), sorted %s, byte for byte',
    async (_, sort) => {
      const expected = await javascriptCsv(sort, true);
      const actual = await serverCsv(sort, SEG);
      expect(actual.toString('utf8')).toBe(expected);
      expect(actual.equals(Buffer.from(expected))).toBe(true);
      // The file is what Excel reads: the BOM, then CRLF after every record.
      expect(actual.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(actual.toString('utf8').endsWith('\r\n')).toBe(true);
    },
  );

  it('for an applicant (without the integration date), byte for byte', async () => {
    const sort: RequestSort = { identifier: 1 };
    const expected = await javascriptCsv(sort, false);
    expect((await serverCsv(sort, RIC)).toString('utf8')).toBe(expected);
  });
});
