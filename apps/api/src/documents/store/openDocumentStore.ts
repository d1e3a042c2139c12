import { join } from 'node:path';
import type { DocumentStoreSettings } from '../../config';
import { DATABASE_STORE, type DocumentStore, type DocumentStoreKind } from './documentStore';
import { createFileStore } from './fileStore';

/**
 * `DOCUMENT_STORE` when set; otherwise files beside the embedded database, and the database itself on
 * PostgreSQL, where instances on several machines share no folder (docs/operations.md, "Document stores").
 */
export const documentStoreKind = (
  settings: DocumentStoreSettings,
  databaseKind: 'pglite' | 'postgres',
): DocumentStoreKind => settings.kind ?? (databaseKind === 'pglite' ? 'file' : 'database');

/** The folder of the file store. */
export const documentsFolder = (dataDir: string) => join(dataDir, 'documents');

/** The store the settings name; the AWS SDK is loaded only for `s3`. */
export const openDocumentStore = async (
  settings: DocumentStoreSettings,
  { dataDir, databaseKind }: { dataDir: string; databaseKind: 'pglite' | 'postgres' },
): Promise<DocumentStore> => {
  if (settings.kind === 's3') {
    const { createS3Store } = await import('./s3Store');
    return createS3Store(settings.s3);
  }
  return documentStoreKind(settings, databaseKind) === 'file'
    ? createFileStore(documentsFolder(dataDir))
    : DATABASE_STORE;
};
