import {
  type ExportFormat,
  formatDate,
  REQUEST_EXPORT_COLUMNS,
  REQUEST_INTEGRATION_COLUMN,
  REQUEST_STATE_LABELS,
  type RequestExportRow,
  type RequestSort,
  requestExportCells,
} from '@cet-portal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { requestOrder } from '../db/queries/requests';
import { shownState, type WithheldDecisions } from '../db/queries/withheldDecisions';
import { requests } from '../db/schema';
import { csvCell, csvOfRecords } from './csv';
import { csvLabelCell, csvNumberCell, csvRecord, csvRomeDayCell, csvTextCell } from './csvSql';
import { csvExportFile, exportFile } from './exportFile';
import { type ExportTable, throughCursor } from './table';

export interface RequestExport {
  where: SQL | undefined;
  sort: RequestSort;
  title: string;
  /** The last integration's date, a column for the staff only (as on screen). */
  withIntegrationDate: boolean;
  /** The decisions the caller is not shown yet: the file shows the state the list shows. */
  withheld?: WithheldDecisions | undefined;
}

interface ExportRow extends RequestExportRow<number | null> {
  /** Hours since the epoch (UTC) of the last integration, as `sent`: see `romeDayFormatter`. */
  integratedHour?: number | null;
}

const HOUR_MS = 3_600_000;

/**
 * The contract's `formatDate` once per hour of the export instead of once per cell: Rome's offset
 * from UTC is a whole number of hours, so every instant of one UTC hour falls on the same Rome day.
 * The database sends each date as its UTC hour (an integer), so no row's timestamp is parsed either:
 * formatting, then parsing, each of 200,000 dates was a third of a 100,000-row export's JavaScript.
 */
const romeDayFormatter = () => {
  const days = new Map<number, string>();
  return (hour: number | null | undefined): string => {
    if (hour === null || hour === undefined) return '';
    let day = days.get(hour);
    if (day === undefined) {
      day = formatDate(hour * HOUR_MS);
      days.set(hour, day);
    }
    return day;
  };
};

const utcHour = (instant: SQL): SQL => sql`floor(extract(epoch from ${instant}) / 3600)::integer`;

const columnsOf = (withIntegrationDate: boolean) =>
  withIntegrationDate ? [...REQUEST_EXPORT_COLUMNS, REQUEST_INTEGRATION_COLUMN] : REQUEST_EXPORT_COLUMNS;

/**
 * The request list's columns (the last-integration date only for staff, as on screen), from the
 * same filter and sort as the list, in one query read through a cursor. The integration date is the
 * column the writers keep (`refreshIntegratedDate`), not recomputed from the logs per row.
 */
export const requestExportTable = (
  db: Db,
  { where, sort, title, withIntegrationDate, withheld }: RequestExport,
): ExportTable => {
  const query = sql`select ${requests.identifier} as "identifier",
    ${requests.principalInvestigator} as "principalInvestigator", ${requests.studyTitle} as "studyTitle",
    ${requests.subject} as "subject", ${requests.type} as "type", ${shownState(withheld)} as "state",
    ${utcHour(sql`${requests.sent}`)} as "sent"${
      withIntegrationDate ? sql`, ${utcHour(sql`${requests.integrated}`)} as "integratedHour"` : sql``
    }
  from ${requests}${where ? sql` where ${where}` : sql``}
  order by ${sql.join(requestOrder(sort, withheld), sql`, `)}`;
  const rows = throughCursor<ExportRow>(db, query);
  const day = romeDayFormatter();
  return {
    title,
    columns: columnsOf(withIntegrationDate),
    rows: (async function* () {
      for await (const batch of rows) {
        yield batch.map((row) => {
          const cells = requestExportCells(row, day);
          return withIntegrationDate ? [...cells, day(row.integratedHour ?? null)] : cells;
        });
      }
    })(),
  };
};

/** The states' labels as the file writes them, once per export: the database pastes them in. */
const writtenStateLabels = () =>
  Object.fromEntries(Object.entries(REQUEST_STATE_LABELS).map(([state, label]) => [state, csvCell(label)]));

/** Records per fetch of the cursor (~300 KB): the next ones are read while these are written. */
const RECORDS_PER_FETCH = 2_000;

/**
 * The CSV export's records written by the database itself, from the same columns, filter and sort as
 * `requestExportTable`, with the contract's rules in SQL (exports/csvSql.ts): the cells of
 * `requestExportCells` in its order, the state label from `REQUEST_STATE_LABELS`, dates as Rome days.
 * One text column per row, in the list's order, so the cursor hands them over as the scan goes. Joining
 * them in the database (`string_agg` per a few thousand numbered rows) moved 51 strings instead of
 * 100,000, but its grouping had to sort every row first: the first byte waited for the whole query
 * (480 ms at 100k) and the answer took 50–100 ms longer (docs/BENCHMARKS.md, sixth round).
 */
export const requestCsvQuery = ({
  where,
  sort,
  withIntegrationDate,
  withheld,
}: Omit<RequestExport, 'title'>): SQL => {
  const cells = [
    csvNumberCell(sql`${requests.identifier}`),
    csvTextCell(sql`${requests.principalInvestigator}`),
    csvTextCell(sql`${requests.studyTitle}`),
    csvTextCell(sql`${requests.subject}`),
    csvTextCell(sql`${requests.type}`),
    csvLabelCell(sql`${shownState(withheld)}`, writtenStateLabels()),
    csvRomeDayCell(sql`${requests.sent}`),
    ...(withIntegrationDate ? [csvRomeDayCell(sql`${requests.integrated}`)] : []),
  ];
  return sql`select ${csvRecord(cells)} as "text"
  from ${requests}${where ? sql` where ${where}` : sql``}
  order by ${sql.join(requestOrder(sort, withheld), sql`, `)}`;
};

/** The records of `requestCsvQuery`, a batch per fetch of the cursor. */
export async function* requestCsvRecords(db: Db, request: RequestExport): AsyncGenerator<string[]> {
  const query = requestCsvQuery(request);
  for await (const batch of throughCursor<{ text: string }>(db, query, RECORDS_PER_FETCH)) {
    yield batch.map((row) => row.text);
  }
}

/** The request list's export: the CSV written by the database, the PDF drawn from the rows' cells. */
export const requestExportFile = (db: Db, request: RequestExport, format: ExportFormat) =>
  format === 'CSV'
    ? csvExportFile(
        request.title,
        csvOfRecords(columnsOf(request.withIntegrationDate), requestCsvRecords(db, request)),
      )
    : exportFile(requestExportTable(db, request), format);
