import {
  formatDate,
  REQUEST_EXPORT_COLUMNS,
  REQUEST_INTEGRATION_COLUMN,
  type RequestExportRow,
  type RequestSort,
  requestExportCells,
} from '@cet-portal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { integratedDateSql, requestOrder } from '../db/queries/requests';
import { requests } from '../db/schema';
import { type ExportTable, throughCursor } from './table';

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

/**
 * The request list's columns (the last-integration date only for staff, as on screen), from the
 * same filter and sort as the list, in one query read through a cursor. The integration date stays
 * the list's per-row expression: it looks at the logs only of PENDING and SUBMITTED rows, and in one
 * pass over 100,000 rows it cost less than a lateral join or a grouped join of every log
 * (docs/BENCHMARKS.md).
 */
export const requestExportTable = (
  db: Db,
  {
    where,
    sort,
    title,
    withIntegrationDate,
  }: { where: SQL | undefined; sort: RequestSort; title: string; withIntegrationDate: boolean },
): ExportTable => {
  const query = sql`select ${requests.identifier} as "identifier",
    ${requests.principalInvestigator} as "principalInvestigator", ${requests.studyTitle} as "studyTitle",
    ${requests.subject} as "subject", ${requests.type} as "type", ${requests.state} as "state",
    ${utcHour(sql`${requests.sent}`)} as "sent"${
      withIntegrationDate ? sql`, ${utcHour(integratedDateSql)} as "integratedHour"` : sql``
    }
  from ${requests}${where ? sql` where ${where}` : sql``}
  order by ${sql.join(requestOrder(sort), sql`, `)}`;
  const rows = throughCursor<ExportRow>(db, query);
  const day = romeDayFormatter();
  return {
    title,
    columns: withIntegrationDate
      ? [...REQUEST_EXPORT_COLUMNS, REQUEST_INTEGRATION_COLUMN]
      : REQUEST_EXPORT_COLUMNS,
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
