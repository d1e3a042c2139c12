import type { City, Province, RequestConfig, RequestType } from '@cet-portal/api-client';
import { DEMO_COMPANY, FIXTURE_DATE, makeRequest, makeRequestConfig } from '@cet-portal/api-client/msw';
import type { RequestDraft } from '../RequestForm/requestFormSchema';

/** Data the stories and the tests of this package share, in the shapes the contract defines. */
export const storyCompany = DEMO_COMPANY;

export const storyProvinces: Province[] = [
  { code: 'RM', name: 'Roma' },
  { code: 'MI', name: 'Milano' },
  { code: 'NA', name: 'Napoli' },
];

export const storyCities: Record<string, City[]> = {
  RM: [{ name: 'Roma' }, { name: 'Fiumicino' }, { name: 'Tivoli' }],
  MI: [{ name: 'Milano' }, { name: 'Rho' }],
  NA: [{ name: 'Napoli' }, { name: 'Pozzuoli' }],
};

const field = (label: string, required: boolean) => ({
  label,
  required,
  template: `template-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`,
  templateFileName: `Modello ${label.toLowerCase()}.pdf`,
});

const TRIAL = [
  field('Protocollo dello studio', true),
  field('Consenso informato', true),
  field('Polizza assicurativa', false),
];
const COMPASSIONATE = [
  field('Richiesta del medico curante', true),
  field('Consenso informato', true),
  field('Relazione clinica del paziente', false),
];
const AMENDMENT = [field('Testo dell’emendamento', true), field('Protocollo emendato', false)];

const fieldsOf = (type: RequestType) => {
  if (type === 'F') return COMPASSIONATE;
  if (type.startsWith('G')) return AMENDMENT;
  return TRIAL;
};

export const storyRequestConfigs: RequestConfig[] = (
  ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'D1', 'D2', 'E1', 'E2', 'F', 'G1', 'G2', 'G3'] as const
).map((requestType) =>
  makeRequestConfig({ _id: `config-${requestType}`, requestType, documentType: fieldsOf(requestType) }),
);

/** Steps 1 and 2 filled in, as a draft saved before a reload. */
export const promoterAndStudyDraft: RequestDraft = {
  promoterName: DEMO_COMPANY.surname,
  promoterVat: DEMO_COMPANY.fiscalCode,
  promoterAddress: 'Via Roma 1',
  promoterCountry: 'IT',
  promoterProvince: 'RM',
  promoterCity: 'Roma',
  promoterPostalCode: '00184',
  promoterTel: '+39 06 1234567',
  promoterEmail: 'studi@alfa.example.it',
  promoterPec: 'alfa@pec.example.it',
  promoterLegalName: 'Mario',
  promoterLegalSurname: 'Rossi',
  delegatedBy: 'Promotore',
  studyTitle: 'Efficacia e sicurezza di un nuovo anticoagulante nella fibrillazione atriale',
  principalInvestigator: 'Dott.ssa Elena Marchetti',
  eudraCTNumber: '2026-000123-45',
  protocolNumber: 'ALFA-2026-01',
  protocolVersion: '1.0',
  protocolDate: '2026-02-15',
  investigationalDrug: 'Apixaban',
};

const attachment = (type: string, fileName: string) => ({
  _id: `document-${fileName.replace(/\W+/g, '-')}`,
  fileName,
  type,
  updated: FIXTURE_DATE,
});

/** Every field filled in but no attachment yet. */
export const withoutAttachmentsDraft: RequestDraft = {
  ...promoterAndStudyDraft,
  type: 'A1',
  subject: 'Parere su sperimentazione clinica di fase III',
  description: 'Studio multicentrico randomizzato in doppio cieco.',
  documents: [],
};

/** A request ready to be sent: every field and every required attachment of type A1. */
export const completeDraft: RequestDraft = {
  ...withoutAttachmentsDraft,
  documents: [
    attachment('Protocollo dello studio', 'protocollo_v1.pdf'),
    attachment('Consenso informato', 'consenso_informato.pdf'),
    attachment('Polizza assicurativa', 'polizza.pdf'),
  ],
};

export const storyLinkableRequests = [
  {
    _id: 'request-42',
    identifier: 42,
    studyTitle: 'Studio ALFA-2024 sul trattamento della fibrillazione atriale',
  },
  { _id: 'request-57', identifier: 57, studyTitle: 'Registro osservazionale delle terapie anticoagulanti' },
];

/** A PDF as the browser's file chooser gives it. */
export const pdfFile = (name: string) => new File([new Uint8Array(1024)], name, { type: 'application/pdf' });

const SUBMITTED_TITLES = [
  'Efficacia di un nuovo anticoagulante nella fibrillazione atriale',
  'Registro osservazionale dello scompenso cardiaco',
  'Dispositivo impiantabile per il monitoraggio glicemico continuo',
  'Uso compassionevole di un anticorpo monoclonale',
  'Studio di fase II su un inibitore della chinasi',
  'Riabilitazione motoria assistita da robot dopo ictus',
  'Farmacovigilanza delle terapie biologiche in reumatologia',
];
const SUBMITTED_TYPES = ['A1', 'D2', 'C1', 'F', 'A2', 'B2', 'E1'] as const;

/** Forwarded requests waiting for a meeting, newest identifier first. */
export const storySubmittedRequests = SUBMITTED_TITLES.map((studyTitle, index) =>
  makeRequest({
    _id: `request-${101 + index}`,
    identifier: 101 + index,
    state: 'SUBMITTED',
    type: SUBMITTED_TYPES[index],
    studyTitle,
    subject: `Parere sulla richiesta ${101 + index}`,
  }),
);
