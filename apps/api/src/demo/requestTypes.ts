import type { Db } from '../db/database';
import type { DocumentStore } from '../documents/store/documentStore';
import { DOCUMENT_LABELS, insertRequestTypes } from '../setup/firstDayData';
import { storeDemoPdf } from './demoFiles';

/** One demo template per label, as ADMIN would upload it, then the first day's configuration of every type. */
export const seedRequestTypes = async (
  db: Db,
  store: DocumentStore,
  adminId: string,
  now: Date,
): Promise<void> => {
  const templates = new Map<string, string>();
  for (const label of DOCUMENT_LABELS) {
    const id = await storeDemoPdf(
      db,
      store,
      {
        fileName: `Modello - ${label}.pdf`,
        title: `Modello: ${label}`,
        lines: ['Compilare il modello e allegarlo alla richiesta nel campo corrispondente.'],
        ownerId: adminId,
        purpose: 'template',
      },
      now,
    );
    templates.set(label, id);
  }
  await insertRequestTypes(db, templates, now);
};
