import { and, count, eq, is, lt, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import * as schema from '../schema';
import { documentContents, documents } from '../schema';

/**
 * Every column of the schema that names a document through a foreign key (a request's form and
 * attachments, meetings' minutes and reports, protocols, request types' templates, the fee sheet,
 * a registration's delegation letter), read from the schema itself so that a table added later is
 * counted without anyone remembering this list. `document_contents` holds a document's bytes, not a
 * use of it. A sent request's attachments stay in `request_documents` (they only grow after the first
 * sending), so its frozen submissions need no look of their own.
 */
const ATTACHMENTS = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable) && value !== documentContents)
  .flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.map((key) => key.reference())
      .filter((reference) => reference.foreignTable === documents)
      .flatMap((reference) => reference.columns),
  );

/** True for a document that nothing names: uploaded, never attached, or detached since. */
const isUnattached: SQL = and(
  ...ATTACHMENTS.map(
    (column) => sql`not exists (select 1 from ${column.table} where ${column} = ${documents.id})`,
  ),
) as SQL;

/** How many documents `ownerId` uploaded that nothing names yet: their quota counts them. */
export const unattachedUploadsOf = async (db: Db, ownerId: string): Promise<number> => {
  const [row] = await db
    .select({ count: count() })
    .from(documents)
    .where(and(eq(documents.ownerId, ownerId), isUnattached));
  return row?.count ?? 0;
};

/** Documents uploaded before `before` that nothing names, oldest first: what the orphan job removes. */
export const unattachedUploadsBefore = (db: Db, before: Date, limit: number) =>
  db
    .select({ id: documents.id })
    .from(documents)
    .where(and(lt(documents.updated, before), isUnattached))
    .orderBy(documents.updated)
    .limit(limit);

/** Whether one document is attached to nothing, asked again inside the transaction that removes it. */
export const stillUnattached = (id: string) => and(eq(documents.id, id), isUnattached) as SQL;
