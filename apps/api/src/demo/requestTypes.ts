import { REQUEST_TYPES, type RequestType } from '@cet-portal/api-client/contract';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { documentFields, requestConfigs } from '../db/schema';
import { storeDemoPdf } from './demoFiles';

type Field = readonly [label: string, required: boolean];

const INTERVENTIONAL: readonly Field[] = [
  ['Lettera di intenti', true],
  ['Protocollo', true],
  ['Sinossi', true],
  ['Consenso informato', true],
  ['Polizza assicurativa', true],
  ['CV dello sperimentatore', true],
  ['Dichiarazione sul conflitto di interessi', false],
];
const DRUG_TRIAL: readonly Field[] = [...INTERVENTIONAL, ['Brochure dello sperimentatore', true]];
const DEVICE_TRIAL: readonly Field[] = [...INTERVENTIONAL, ['Manuale del dispositivo medico', true]];
const OBSERVATIONAL: readonly Field[] = [
  ['Lettera di intenti', true],
  ['Protocollo', true],
  ['Sinossi', true],
  ['Consenso informato', true],
  ['CV dello sperimentatore', true],
  ['Informativa sul trattamento dei dati personali', false],
];
const COMPASSIONATE_USE: readonly Field[] = [
  ['Richiesta del medico curante', true],
  ['Consenso informato', true],
  ['Dichiarazione di disponibilità del farmaco', true],
  ['Relazione clinica del paziente', false],
];
const AMENDMENT: readonly Field[] = [
  ['Lettera di trasmissione', true],
  ['Descrizione dell’emendamento', true],
  ['Protocollo emendato', false],
];

/** The document fields of every request type, realistic for an Italian ethics committee. */
export const DEMO_DOCUMENT_FIELDS: Record<RequestType, readonly Field[]> = {
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

/** One template per label, then a configuration for every type. */
export const seedRequestTypes = async (db: Db, adminId: string, now: Date): Promise<void> => {
  const labels = [
    ...new Set(Object.values(DEMO_DOCUMENT_FIELDS).flatMap((fields) => fields.map(([label]) => label))),
  ];
  const templates = new Map<string, string>();
  for (const label of labels) {
    const id = await storeDemoPdf(
      db,
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
  for (const requestType of REQUEST_TYPES) {
    const configId = newId();
    await db.insert(requestConfigs).values({ id: configId, requestType, updated: now });
    await db.insert(documentFields).values(
      DEMO_DOCUMENT_FIELDS[requestType].map(([label, required], position) => ({
        configId,
        position,
        label,
        required,
        templateId: templates.get(label) ?? '',
      })),
    );
  }
};
