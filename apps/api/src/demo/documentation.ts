import type { Db } from '../db/database';
import { siteDocuments } from '../db/schema';
import type { DocumentStore } from '../documents/store/documentStore';
import { storeDemoPdf } from './demoFiles';

/** The fee sheet of the documentation page, as ADMIN would upload it. */
export const seedDemoFeeSheet = async (db: Db, store: DocumentStore, adminId: string, now: Date) => {
  const documentId = await storeDemoPdf(
    db,
    store,
    {
      fileName: 'Oneri per la sottomissione delle pratiche.pdf',
      title: 'Oneri per la sottomissione delle pratiche',
      lines: [
        'Sperimentazioni cliniche profit (A1, B1, C1): oneri secondo il tariffario regionale.',
        'Studi osservazionali profit (D1, E1): oneri secondo il tariffario regionale.',
        'Studi no profit, usi compassionevoli ed emendamenti: esenti, salvo diversa indicazione.',
      ],
      ownerId: adminId,
      purpose: 'feeSheet',
    },
    now,
  );
  await db.insert(siteDocuments).values({ key: 'feeSheet', documentId, userId: adminId, updated: now });
};
