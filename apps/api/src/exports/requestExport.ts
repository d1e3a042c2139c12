import {
  formatDate,
  REQUEST_STATE_LABELS,
  type RequestSort,
  type RequestState,
} from '@cet-portal/api-client/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { integratedDateSql, requestOrder } from '../db/queries/requests';
import { requests } from '../db/schema';
import { type ExportTable, inKeyOrder } from './table';

const COLUMNS = [
  { heading: 'Identificativo', width: 8 },
  { heading: 'Sperimentatore principale', width: 15 },
  { heading: 'Titolo dello studio', width: 26 },
  { heading: 'Oggetto', width: 20 },
  { heading: 'Tipologia', width: 7 },
  { heading: 'Stato', width: 13 },
  { heading: 'Data invio', width: 9 },
] as const;
const INTEGRATION_COLUMN = { heading: 'Data ultima integrazione', width: 10 } as const;

/**
 * The request list's columns (the last-integration date only for staff, as on screen), from the
 * same filter and sort as the list, read a batch at a time.
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
  const rows = inKeyOrder(
    // The keys in the list's order, in one query. PostgreSQL's JIT compiles a plan whose estimated
    // cost passes a threshold, which a sort of every request does: tens of milliseconds spent on
    // compiling a plan that runs in a few. Switched off for this transaction only.
    () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local jit = off`);
        const ordered = await tx
          .select({ id: requests.id })
          .from(requests)
          .where(where)
          .orderBy(...requestOrder(sort));
        return ordered.map((row) => row.id);
      }),
    (ids) =>
      db
        .select({
          key: requests.id,
          identifier: requests.identifier,
          principalInvestigator: requests.principalInvestigator,
          studyTitle: requests.studyTitle,
          subject: requests.subject,
          type: requests.type,
          state: requests.state,
          sent: requests.sent,
          // Computed for the rows of this batch only.
          ...(withIntegrationDate ? { integrated: integratedDateSql } : {}),
        })
        .from(requests)
        .where(inArray(requests.id, ids)),
  );
  return {
    title,
    columns: withIntegrationDate ? [...COLUMNS, INTEGRATION_COLUMN] : COLUMNS,
    rows: (async function* () {
      for await (const row of rows) {
        const cells = [
          row.identifier,
          row.principalInvestigator,
          row.studyTitle,
          row.subject,
          row.type,
          REQUEST_STATE_LABELS[row.state as RequestState],
          row.sent ? formatDate(row.sent) : '',
        ];
        yield 'integrated' in row ? [...cells, row.integrated ? formatDate(row.integrated) : ''] : cells;
      }
    })(),
  };
};
