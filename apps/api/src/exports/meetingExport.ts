import { type ConferenceSortField, formatDate, type Sort } from '@cet-portal/api-client/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { meetingOrder, meetingStatusLabelSql } from '../db/queries/conferences';
import { conferences } from '../db/schema';
import { type ExportTable, inBatches } from './table';

const COLUMNS = [
  { heading: 'Oggetto', width: 30 },
  { heading: 'Ordine del giorno', width: 40 },
  { heading: 'Data inizio', width: 10 },
  { heading: 'Data fine', width: 10 },
  { heading: 'Stato', width: 10 },
] as const;

/** The meeting list's columns, from the same filter and sort as the list, read a batch at a time. */
export const meetingExportTable = (
  db: Db,
  { where, sort }: { where: SQL | undefined; sort: Sort<ConferenceSortField> },
): ExportTable => {
  const rows = inBatches((offset, limit) =>
    db
      .select({
        subject: conferences.subject,
        agenda: conferences.agenda,
        startDate: conferences.startDate,
        endDate: conferences.endDate,
        state: meetingStatusLabelSql,
      })
      .from(conferences)
      .where(where)
      .orderBy(...meetingOrder(sort))
      .limit(limit)
      .offset(offset),
  );
  return {
    title: 'Lista Riunioni',
    columns: COLUMNS,
    rows: (async function* () {
      for await (const batch of rows) {
        yield batch.map((row) => [
          row.subject,
          row.agenda,
          formatDate(row.startDate),
          row.endDate ? formatDate(row.endDate) : '',
          row.state,
        ]);
      }
    })(),
  };
};
