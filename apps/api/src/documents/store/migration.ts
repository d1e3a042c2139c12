import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { readDocumentContent } from '../../db/queries/documents';
import { documentContents, documents } from '../../db/schema';
import {
  type ContentStore,
  type DocumentStore,
  documentStoreOf,
  isContentStore,
  sha256Hex,
} from './documentStore';

export interface MigrationReport {
  /** Contents the target must hold: one per distinct hash for file and s3, one per document row for the database. */
  contents: number;
  copied: number;
  /** Already in the target with the right hash (a run interrupted before, or the same bytes twice). */
  present: number;
  /** Documents whose content could not be read from the source or was not found whole in the target. */
  failed: { documentId: string; reason: string }[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Into a content-addressed store: each distinct content once, read back and hashed after writing. */
const intoContentStore = async (
  database: Database,
  target: ContentStore,
  report: MigrationReport,
  progress: (report: MigrationReport) => void,
) => {
  const rows = await database.db
    .selectDistinctOn([documents.sha256], { id: documents.id, sha256: documents.sha256 })
    .from(documents)
    .orderBy(asc(documents.sha256), asc(documents.id));
  report.contents = rows.length;
  for (const row of rows) {
    try {
      const there = await target.get(row.sha256);
      if (there && (await sha256Hex(there)) === row.sha256) {
        report.present += 1;
      } else {
        const bytes = await readDocumentContent(database.db, documentStoreOf(database), row);
        await target.put(row.sha256, bytes);
        const written = await target.get(row.sha256);
        if (!written || (await sha256Hex(written)) !== row.sha256) {
          throw new Error("dopo la scrittura l'archivio di destinazione non restituisce lo stesso contenuto");
        }
        report.copied += 1;
      }
    } catch (error) {
      report.failed.push({ documentId: row.id, reason: reasonOf(error) });
    }
    progress(report);
  }
};

/** Into `document_contents`: a row per document, its hash checked by the database after writing. */
const intoDatabase = async (
  database: Database,
  report: MigrationReport,
  progress: (report: MigrationReport) => void,
) => {
  const rows = await database.db
    .select({
      id: documents.id,
      sha256: documents.sha256,
      stored: sql<string | null>`encode(sha256(${documentContents.data}), 'hex')`,
    })
    .from(documents)
    .leftJoin(documentContents, eq(documentContents.documentId, documents.id))
    .orderBy(asc(documents.id));
  report.contents = rows.length;
  for (const row of rows) {
    try {
      if (row.stored === row.sha256) {
        report.present += 1;
      } else {
        const bytes = await readDocumentContent(database.db, documentStoreOf(database), row);
        await database.db
          .insert(documentContents)
          .values({ documentId: row.id, data: bytes })
          .onConflictDoUpdate({ target: documentContents.documentId, set: { data: bytes } });
        const [written] = await database.rows<{ hash: string }>(
          sql`select encode(sha256(data), 'hex') as hash from document_contents where document_id = ${row.id}`,
        );
        if (written?.hash !== row.sha256) {
          throw new Error('dopo la scrittura il database non restituisce lo stesso contenuto');
        }
        report.copied += 1;
      }
    } catch (error) {
      report.failed.push({ documentId: row.id, reason: reasonOf(error) });
    }
    progress(report);
  }
};

/**
 * Copies every document's content from the database's store (`database.documents`, falling back on
 * `document_contents` as reads do) into `target`, each checked against its SHA-256 after writing. What
 * the target already holds with the right hash is skipped, so a run stopped halfway resumes where it
 * was. It switches nothing and removes nothing: the operator changes DOCUMENT_STORE afterwards.
 */
export const migrateDocuments = async (
  database: Database,
  target: DocumentStore,
  progress: (report: MigrationReport) => void = () => {},
): Promise<MigrationReport> => {
  const report: MigrationReport = { contents: 0, copied: 0, present: 0, failed: [] };
  if (isContentStore(target)) await intoContentStore(database, target, report, progress);
  else await intoDatabase(database, report, progress);
  return report;
};
