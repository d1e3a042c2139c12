import {
  DOWNLOAD_SENTENCES,
  type HistoryEvent,
  type HistoryEventKind,
  historyKindsVisibleTo,
  JOB_ACTOR_NAME,
  JOB_USER,
  type RoleName,
  roleNameSchema,
  UNKNOWN_DOWNLOAD,
} from '@cet-portal/api-client/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { documentDownloads, documents, users } from '../db/schema';

/** An event before the names are looked up: who is a fiscal code. */
export interface RawEvent {
  at: Date;
  kind: HistoryEventKind;
  fiscalCode: string;
  role: string | null;
  description: string;
}

/** Full names of the actors, by fiscal code; the protocol job is no person. */
const namesOf = async (db: Db, fiscalCodes: readonly string[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(fiscalCodes)].filter((code) => code !== JOB_USER);
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ fiscalCode: users.fiscalCode, fullname: users.fullname })
          .from(users)
          .where(inArray(users.fiscalCode, wanted));
  return new Map([[JOB_USER, JOB_ACTOR_NAME], ...rows.map((row) => [row.fiscalCode, row.fullname] as const)]);
};

/**
 * The events the caller may see and asked for, newest first, with the actors' names. Only staff
 * sees downloads; an empty or absent `kinds` means every kind.
 */
export const finishHistory = async (
  db: Db,
  events: readonly RawEvent[],
  { isStaff, kinds }: { isStaff: boolean; kinds: readonly HistoryEventKind[] | undefined },
): Promise<{ result: HistoryEvent[]; total: number }> => {
  const visible = historyKindsVisibleTo(isStaff);
  const chosen = events
    .filter((event) => visible.includes(event.kind) && (!kinds?.length || kinds.includes(event.kind)))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const names = await namesOf(
    db,
    chosen.map((event) => event.fiscalCode),
  );
  const result = chosen.map((event) => ({
    at: event.at.toISOString(),
    kind: event.kind,
    who: names.get(event.fiscalCode) ?? event.fiscalCode,
    fiscalCode: event.fiscalCode,
    role: roleNameSchema.safeParse(event.role).success ? (event.role as RoleName) : null,
    description: event.description,
  }));
  return { result, total: result.length };
};

/** Who downloaded which of these documents (`labels`: how the history names each one). */
export const downloadEvents = async (db: Db, labels: ReadonlyMap<string, string>): Promise<RawEvent[]> => {
  if (labels.size === 0) return [];
  const rows = await db
    .select()
    .from(documentDownloads)
    .where(inArray(documentDownloads.documentId, [...labels.keys()]));
  return rows.map((row) => ({
    at: row.at,
    kind: 'download',
    fiscalCode: row.userFiscalCode,
    role: row.role,
    description: DOWNLOAD_SENTENCES[
      row.operation === 'document.getAllDocuments' ? 'downloadedInArchive' : 'downloadedOne'
    ]({ thing: labels.get(row.documentId) ?? UNKNOWN_DOWNLOAD }),
  }));
};

/** The file names of documents, for the sentences that name them. */
export const fileNamesOf = async (db: Db, ids: readonly string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, fileName: documents.fileName })
    .from(documents)
    .where(inArray(documents.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.fileName]));
};
