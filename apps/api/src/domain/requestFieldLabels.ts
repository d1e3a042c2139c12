import type { Request } from '@cet-portal/api-client/contract';

type LabelledField = Exclude<
  keyof Request,
  | '_id'
  | 'identifier'
  | 'state'
  | 'comment'
  | 'comments'
  | 'documents'
  | 'requestDocument'
  | 'reportDocument'
  | 'reportVersions'
  | 'protocols'
  | 'logs'
  | 'user'
  | 'corporate'
  | 'sent'
  | 'updated'
  | 'isClone'
  | 'linkedRequestId'
  | 'forwarded'
  | 'integrationDue'
  | 'integrationLapsed'
>;

/** Italian labels of the request form's fields, for messages and for the request-form PDF. */
export const REQUEST_FIELD_LABELS = {
  promoterName: 'Denominazione del promotore',
  promoterVat: 'Partita IVA del promotore',
  promoterAddress: 'Indirizzo',
  promoterCity: 'Città',
  promoterProvince: 'Provincia',
  promoterCountry: 'Nazione',
  promoterPostalCode: 'CAP',
  promoterTel: 'Telefono',
  promoterEmail: 'E-mail',
  promoterPec: 'PEC',
  promoterLegalName: 'Nome del legale rappresentante',
  promoterLegalSurname: 'Cognome del legale rappresentante',
  delegatedBy: 'Delegato da',
  type: 'Tipologia',
  subject: 'Oggetto',
  description: 'Descrizione',
  eudraCTNumber: 'Numero EudraCT',
  studyTitle: 'Titolo dello studio',
  protocolNumber: 'Numero del protocollo',
  protocolVersion: 'Versione del protocollo',
  protocolDate: 'Data del protocollo',
  principalInvestigator: 'Sperimentatore principale',
  investigationalDrug: 'Farmaco sperimentale',
} as const satisfies Record<LabelledField, string>;

/** The form's three steps, in order, with their fields. */
export const REQUEST_FORM_SECTIONS = [
  {
    title: 'Dati del promotore',
    fields: [
      'promoterName',
      'promoterVat',
      'promoterAddress',
      'promoterCity',
      'promoterProvince',
      'promoterPostalCode',
      'promoterCountry',
      'promoterTel',
      'promoterEmail',
      'promoterPec',
      'promoterLegalName',
      'promoterLegalSurname',
      'delegatedBy',
    ],
  },
  {
    title: 'Dati dello studio',
    fields: [
      'studyTitle',
      'eudraCTNumber',
      'protocolNumber',
      'protocolVersion',
      'protocolDate',
      'principalInvestigator',
      'investigationalDrug',
    ],
  },
  { title: 'Proposta', fields: ['type', 'subject', 'description'] },
] as const satisfies readonly { title: string; fields: readonly LabelledField[] }[];
