import { REQUEST_TYPES, type RequestType } from '@cet-portal/api-client/contract';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { storeDocument } from '../db/queries/documents';
import { documentFields, homes, requestConfigs } from '../db/schema';
import type { DocumentStore } from '../documents/store/documentStore';
import { newPdf, pdfToBuffer } from '../exports/pdfDocument';
import { hasUsers, jobUserId } from './jobUser';

/** A document field of a request type: its label and whether the applicant must attach it. */
export type DocumentField = readonly [label: string, required: boolean];

const INTERVENTIONAL: readonly DocumentField[] = [
  ['Lettera di intenti', true],
  ['Protocollo', true],
  ['Sinossi', true],
  ['Consenso informato', true],
  ['Polizza assicurativa', true],
  ['CV dello sperimentatore', true],
  ['Dichiarazione sul conflitto di interessi', false],
];
const DRUG_TRIAL: readonly DocumentField[] = [...INTERVENTIONAL, ['Brochure dello sperimentatore', true]];
const DEVICE_TRIAL: readonly DocumentField[] = [...INTERVENTIONAL, ['Manuale del dispositivo medico', true]];
const OBSERVATIONAL: readonly DocumentField[] = [
  ['Lettera di intenti', true],
  ['Protocollo', true],
  ['Sinossi', true],
  ['Consenso informato', true],
  ['CV dello sperimentatore', true],
  ['Informativa sul trattamento dei dati personali', false],
];
const COMPASSIONATE_USE: readonly DocumentField[] = [
  ['Richiesta del medico curante', true],
  ['Consenso informato', true],
  ['Dichiarazione di disponibilità del farmaco', true],
  ['Relazione clinica del paziente', false],
];
const AMENDMENT: readonly DocumentField[] = [
  ['Lettera di trasmissione', true],
  ['Descrizione dell’emendamento', true],
  ['Protocollo emendato', false],
];

/**
 * The documents an Italian ethics committee usually asks for, per request type: what a new
 * installation starts with and the demo shows; ADMIN changes them in 'Gestisci Tipologie'.
 */
export const REQUEST_TYPE_DOCUMENTS: Readonly<Record<RequestType, readonly DocumentField[]>> = {
  A1: DRUG_TRIAL,
  A2: DRUG_TRIAL,
  B1: INTERVENTIONAL,
  B2: INTERVENTIONAL,
  C1: DEVICE_TRIAL,
  C2: DEVICE_TRIAL,
  D1: OBSERVATIONAL,
  D2: OBSERVATIONAL,
  E1: OBSERVATIONAL,
  E2: OBSERVATIONAL,
  F: COMPASSIONATE_USE,
  G1: AMENDMENT,
  G2: AMENDMENT,
  G3: AMENDMENT,
};

/** Every label of the lists once, in the order they first appear. */
export const DOCUMENT_LABELS: readonly string[] = [
  ...new Set(Object.values(REQUEST_TYPE_DOCUMENTS).flatMap((fields) => fields.map(([label]) => label))),
];

/**
 * A configuration for every request type from the lists above; `templates` gives each label's
 * template document (the contract requires one per field).
 */
export const insertRequestTypes = async (
  db: Db,
  templates: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> => {
  for (const requestType of REQUEST_TYPES) {
    const configId = newId();
    await db.insert(requestConfigs).values({ id: configId, requestType, updated: now });
    await db.insert(documentFields).values(
      REQUEST_TYPE_DOCUMENTS[requestType].map(([label, required], position) => ({
        configId,
        position,
        label,
        required,
        templateId: templates.get(label) ?? '',
      })),
    );
  }
};

/**
 * A neutral one-page template per label: every field needs one, and a new committee has not
 * uploaded its own yet. It tells the applicant so, instead of offering a stranger's form.
 */
const storePlaceholderTemplates = async (
  db: Db,
  store: DocumentStore,
  now: Date,
): Promise<Map<string, string>> => {
  const templates = new Map<string, string>();
  for (const label of DOCUMENT_LABELS) {
    const title = `Modello: ${label}`;
    const doc = newPdf({ title });
    const bytes = await pdfToBuffer(doc, () => {
      doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown();
      doc.font('Helvetica').fontSize(10);
      doc.text('Il comitato non ha ancora pubblicato un modello per questo documento.');
      doc.text('Preparare il documento secondo le indicazioni del comitato e allegarlo alla richiesta.');
    });
    const stored = await storeDocument(
      db,
      store,
      {
        fileName: `Modello - ${label}.pdf`,
        type: null,
        contentType: 'application/pdf',
        bytes,
        ownerId: null,
        purpose: 'template',
      },
      now,
    );
    templates.set(label, stored.id);
  }
  return templates;
};

/** The committee's generic welcome: what the portal is for and how to get in; no names, no dates. */
export const FIRST_DAY_HOME = {
  header: '<h2>Benvenuti nel portale del Comitato Etico Territoriale</h2>',
  body:
    '<p>Il portale raccoglie le richieste di parere al Comitato Etico per sperimentazioni cliniche, studi osservazionali, usi compassionevoli ed emendamenti.</p>' +
    '<p>Per presentare o seguire una richiesta scegliere «Accedi all’area personale» e identificarsi con le credenziali dell’organizzazione (SPID o CIE). ' +
    'L’accesso è riservato agli utenti registrati: chi non ha ancora un’utenza la chiede alla segreteria del comitato.</p>' +
    '<p>La pagina Documentazione raccoglie, per ogni tipologia di richiesta, i documenti da allegare e i relativi modelli.</p>',
  footer:
    '<p>Per informazioni scrivere alla segreteria del comitato ai recapiti indicati in fondo alla pagina.</p>',
} as const;

/**
 * What a new installation without demo data needs on its first day: the fourteen request types with
 * their document fields, and a home page. Only into a database with nobody in it (the marker the
 * demo's seeding uses too), so it runs once: what ADMIN later changes or deletes stays so. It also
 * inserts the JOB user, the home page's author, which marks the database as no longer empty.
 */
export const seedFirstDayData = async (db: Db, store: DocumentStore, now = new Date()): Promise<boolean> => {
  if (await hasUsers(db)) return false;
  await db.transaction(async (tx) => {
    const authorId = await jobUserId(tx, now);
    await insertRequestTypes(tx, await storePlaceholderTemplates(tx, store, now), now);
    await tx.insert(homes).values({
      id: newId(),
      ...FIRST_DAY_HOME,
      created: now,
      updated: now,
      userId: authorId,
      updateUserId: null,
    });
  });
  return true;
};
