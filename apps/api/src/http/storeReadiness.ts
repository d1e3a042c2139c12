import type { Database } from '../db/database';
import { isContentStore } from '../documents/store/documentStore';
import type { DependencyCheck } from './health';

/**
 * `documentStore` of `/api/health/ready`: the file store's folder can be written, the bucket answers
 * (HeadBucket); the database store is the database, whose own check says whether it answers.
 */
export const documentStoreCheck = (database: Pick<Database, 'documents' | 'ping'>): DependencyCheck => ({
  name: 'documentStore',
  check: async () => {
    const store = database.documents;
    if (store && isContentStore(store)) {
      try {
        return { ok: true, detail: await store.check() };
      } catch (error) {
        const cause = error instanceof Error ? error.message || error.name : String(error);
        return {
          ok: false,
          detail: `archivio dei documenti non disponibile (${store.describe()}): ${cause}`,
        };
      }
    }
    await database.ping();
    return { ok: true, detail: 'documenti nel database, che risponde' };
  },
});
