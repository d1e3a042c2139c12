import type { MeetingEntryOutcome } from '../contract/conference';
import type { MeetingStatus, RequestState, RequestType, RoleName } from '../contract/enums';
import type { MeetingDecisionState, SegDecisionState } from '../contract/rules/stateMachine';
import type { CommunicationKind, StudyState } from '../contract/studyLife';

/** State labels of requests-and-sign-in, section 4 (request lists and screens). */
export const REQUEST_STATE_LABELS = {
  DRAFT: 'Bozza',
  PENDING: 'In attesa di valutazione',
  WAIT_PROT: 'In attesa di protocollo',
  WAIT_PROT_CER: 'In attesa di protocollo',
  SUBMITTED: 'Inoltrata',
  TO_INTEGRATE: 'Da integrare',
  TO_INTEGRATE_CER: 'Da integrare',
  INTEGRATED: 'Integrata',
  ACCEPTED: 'Accettata',
  REJECTED: 'Rifiutata',
  REJECTED_CER: 'Rifiutata',
} as const satisfies Record<RequestState, string>;

/** State labels of meetings-and-administration, section 4: the same but PENDING is 'In attesa'. */
export const MEETING_REQUEST_STATE_LABELS = {
  ...REQUEST_STATE_LABELS,
  PENDING: 'In attesa',
} as const satisfies Record<RequestState, string>;

/** Request types with the spec's descriptions (requests-and-sign-in, section 3), in Italian. */
export const REQUEST_TYPE_LABELS = {
  A1: 'Sperimentazione clinica di medicinali - profit',
  A2: 'Sperimentazione clinica di medicinali - no profit',
  B1: 'Sperimentazione clinica non farmacologica - profit',
  B2: 'Sperimentazione clinica non farmacologica - no profit',
  C1: 'Sperimentazione clinica con dispositivi medici - profit',
  C2: 'Sperimentazione clinica con dispositivi medici - no profit',
  D1: 'Studio osservazionale farmacologico - profit',
  D2: 'Studio osservazionale farmacologico - no profit',
  E1: 'Studio osservazionale non farmacologico - profit',
  E2: 'Studio osservazionale non farmacologico - no profit',
  F: 'Uso compassionevole di medicinale sottoposto a sperimentazione clinica',
  G1: 'Emendamento sostanziale di sperimentazione farmacologica',
  G2: 'Emendamento sostanziale di sperimentazione non farmacologica',
  G3: 'Emendamento sostanziale di studi osservazionali',
} as const satisfies Record<RequestType, string>;

/** The user panel's legend (meetings-and-administration, section 2). */
export const ROLE_LABELS = {
  RIC: 'Richiedente',
  SEG: 'Segreteria',
  CET: 'Comitato Etico',
  PRE: 'Presidente',
  ADMIN: 'Amministratore',
} as const satisfies Record<RoleName, string>;

/** What closing a meeting recorded for a request left without an outcome (the closing dialog's words). */
export const MEETING_ENTRY_OUTCOME_LABELS = {
  postponed: 'Rinviata alla prossima riunione',
  withdrawn: "Ritirata dall'ordine del giorno",
} as const satisfies Record<MeetingEntryOutcome, string>;

export const MEETING_STATUS_LABELS = {
  waiting: 'In attesa',
  open: 'Aperta',
  closed: 'Chiusa',
} as const satisfies Record<MeetingStatus, string>;

/** The secretariat's decision choices (requests-and-sign-in, section 4). */
export const SEG_DECISION_LABELS = {
  SUBMITTED: 'Inoltra',
  REJECTED: 'Rifiuta',
  TO_INTEGRATE: 'Richiedi integrazione',
} as const satisfies Record<SegDecisionState, string>;

export const MEETING_DECISION_LABELS = {
  ACCEPTED: REQUEST_STATE_LABELS.ACCEPTED,
  REJECTED_CER: REQUEST_STATE_LABELS.REJECTED_CER,
  TO_INTEGRATE_CER: REQUEST_STATE_LABELS.TO_INTEGRATE_CER,
} as const satisfies Record<MeetingDecisionState, string>;

/** The communications on an approved study ('Comunicazioni sullo studio'), by the names the rules give them. */
export const COMMUNICATION_KIND_LABELS = {
  STUDY_START: 'Avvio dello studio',
  FIRST_PATIENT: 'Arruolamento del primo paziente',
  ANNUAL_REPORT: 'Relazione annuale',
  NON_SUBSTANTIAL_AMENDMENT: 'Emendamento non sostanziale',
  SERIOUS_ADVERSE_EVENT: 'Evento avverso grave',
  TEMPORARY_HALT: 'Sospensione temporanea',
  RESTART: 'Ripresa dello studio',
  END: 'Conclusione dello studio',
  EARLY_END: 'Conclusione anticipata',
  FINAL_RESULTS: 'Relazione finale sui risultati',
} as const satisfies Record<CommunicationKind, string>;

/** An approved study's state, as its communications leave it. */
export const STUDY_STATE_LABELS = {
  APPROVED_NOT_STARTED: 'Approvato – non avviato',
  IN_PROGRESS: 'In corso',
  SUSPENDED: 'Sospeso',
  ENDED: 'Concluso',
  ENDED_EARLY: 'Concluso anticipatamente',
} as const satisfies Record<StudyState, string>;

/** Shown where a request has no identifier yet. */
export const NO_IDENTIFIER_LABEL = 'Non assegnato';

/** The request form's fields, in the order of its three steps (requests-and-sign-in, section 5). */
export const REQUEST_FORM_STEPS = {
  promoter: [
    'promoterName',
    'promoterVat',
    'promoterAddress',
    'promoterCountry',
    'promoterProvince',
    'promoterCity',
    'promoterPostalCode',
    'promoterTel',
    'promoterEmail',
    'promoterPec',
    'promoterLegalName',
    'promoterLegalSurname',
    'delegatedBy',
  ],
  study: [
    'studyTitle',
    'eudraCTNumber',
    'protocolNumber',
    'protocolVersion',
    'protocolDate',
    'principalInvestigator',
    'investigationalDrug',
  ],
  proposal: ['type', 'linkedRequestId', 'subject', 'description', 'documents'],
} as const;
export type RequestFormField = (typeof REQUEST_FORM_STEPS)[keyof typeof REQUEST_FORM_STEPS][number];

/**
 * The request form's field labels in Italian: the form, the request page, the PDF of the form, the
 * history's and the comparison's sentences and the refusal of an incomplete request all read these.
 */
export const REQUEST_FIELD_LABELS = {
  promoterName: 'Denominazione del promotore',
  promoterVat: 'Partita IVA del promotore',
  promoterAddress: 'Indirizzo',
  promoterCity: 'Città',
  promoterProvince: 'Provincia',
  promoterPostalCode: 'CAP',
  promoterCountry: 'Nazione',
  promoterTel: 'Telefono',
  promoterEmail: 'E-mail',
  promoterPec: 'PEC',
  promoterLegalName: 'Nome del legale rappresentante',
  promoterLegalSurname: 'Cognome del legale rappresentante',
  delegatedBy: 'Richiesta presentata da',
  studyTitle: 'Titolo dello studio',
  eudraCTNumber: 'Numero EudraCT',
  protocolNumber: 'Numero di protocollo',
  protocolVersion: 'Versione del protocollo',
  protocolDate: 'Data del protocollo',
  principalInvestigator: 'Sperimentatore principale',
  investigationalDrug: 'Farmaco sperimentale',
  type: 'Tipologia di richiesta',
  linkedRequestId: 'Richiesta collegata',
  subject: 'Oggetto',
  description: 'Descrizione',
  documents: 'Allegati',
} as const satisfies Record<RequestFormField, string>;

/** Every label of the domain in one language: what a screen shows for a state, a type, a role. */
export interface DomainLabels {
  requestFields: Record<RequestFormField, string>;
  requestStates: Record<RequestState, string>;
  meetingRequestStates: Record<RequestState, string>;
  requestTypes: Record<RequestType, string>;
  roles: Record<RoleName, string>;
  meetingStatuses: Record<MeetingStatus, string>;
  segDecisions: Record<SegDecisionState, string>;
  meetingDecisions: Record<MeetingDecisionState, string>;
  communicationKinds: Record<CommunicationKind, string>;
  studyStates: Record<StudyState, string>;
  noIdentifier: string;
}

const ITALIAN_LABELS: DomainLabels = {
  requestFields: REQUEST_FIELD_LABELS,
  requestStates: REQUEST_STATE_LABELS,
  meetingRequestStates: MEETING_REQUEST_STATE_LABELS,
  requestTypes: REQUEST_TYPE_LABELS,
  roles: ROLE_LABELS,
  meetingStatuses: MEETING_STATUS_LABELS,
  segDecisions: SEG_DECISION_LABELS,
  meetingDecisions: MEETING_DECISION_LABELS,
  communicationKinds: COMMUNICATION_KIND_LABELS,
  studyStates: STUDY_STATE_LABELS,
  noIdentifier: NO_IDENTIFIER_LABEL,
};

const ENGLISH_REQUEST_STATES = {
  DRAFT: 'Draft',
  PENDING: 'Awaiting evaluation',
  WAIT_PROT: 'Awaiting protocol',
  WAIT_PROT_CER: 'Awaiting protocol',
  SUBMITTED: 'Forwarded',
  TO_INTEGRATE: 'To integrate',
  TO_INTEGRATE_CER: 'To integrate',
  INTEGRATED: 'Integrated',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  REJECTED_CER: 'Rejected',
} as const satisfies Record<RequestState, string>;

const ENGLISH_LABELS: DomainLabels = {
  requestFields: {
    promoterName: 'Promoter name',
    promoterVat: 'Promoter VAT number',
    promoterAddress: 'Address',
    promoterCity: 'City',
    promoterProvince: 'Province',
    promoterPostalCode: 'Postal code',
    promoterCountry: 'Country',
    promoterTel: 'Phone',
    promoterEmail: 'E-mail',
    promoterPec: 'Certified e-mail (PEC)',
    promoterLegalName: 'Legal representative’s name',
    promoterLegalSurname: 'Legal representative’s surname',
    delegatedBy: 'Request submitted by',
    studyTitle: 'Study title',
    eudraCTNumber: 'EudraCT number',
    protocolNumber: 'Protocol number',
    protocolVersion: 'Protocol version',
    protocolDate: 'Protocol date',
    principalInvestigator: 'Principal investigator',
    investigationalDrug: 'Investigational drug',
    type: 'Request type',
    linkedRequestId: 'Linked request',
    subject: 'Subject',
    description: 'Description',
    documents: 'Attachments',
  },
  requestStates: ENGLISH_REQUEST_STATES,
  meetingRequestStates: { ...ENGLISH_REQUEST_STATES, PENDING: 'Waiting' },
  requestTypes: {
    A1: 'Clinical trial of medicinal products - profit',
    A2: 'Clinical trial of medicinal products - no profit',
    B1: 'Non-pharmacological clinical trial - profit',
    B2: 'Non-pharmacological clinical trial - no profit',
    C1: 'Medical device clinical trial - profit',
    C2: 'Medical device clinical trial - no profit',
    D1: 'Observational drug study - profit',
    D2: 'Observational drug study - no profit',
    E1: 'Non-pharmacological observational study - profit',
    E2: 'Non-pharmacological observational study - no profit',
    F: 'Compassionate use of a medicinal product under trial',
    G1: 'Substantial amendment of a medicinal trial',
    G2: 'Substantial amendment of a non-pharmacological trial',
    G3: 'Substantial amendment of observational studies',
  },
  roles: {
    RIC: 'Applicant',
    SEG: 'Secretariat',
    CET: 'Ethics Committee',
    PRE: 'President',
    ADMIN: 'Administrator',
  },
  meetingStatuses: { waiting: 'Waiting', open: 'Open', closed: 'Closed' },
  segDecisions: { SUBMITTED: 'Forward', REJECTED: 'Reject', TO_INTEGRATE: 'Ask for an integration' },
  meetingDecisions: {
    ACCEPTED: ENGLISH_REQUEST_STATES.ACCEPTED,
    REJECTED_CER: ENGLISH_REQUEST_STATES.REJECTED_CER,
    TO_INTEGRATE_CER: ENGLISH_REQUEST_STATES.TO_INTEGRATE_CER,
  },
  communicationKinds: {
    STUDY_START: 'Start of the study',
    FIRST_PATIENT: 'First patient enrolled',
    ANNUAL_REPORT: 'Annual report',
    NON_SUBSTANTIAL_AMENDMENT: 'Non-substantial amendment',
    SERIOUS_ADVERSE_EVENT: 'Serious adverse event',
    TEMPORARY_HALT: 'Temporary halt',
    RESTART: 'Restart of the study',
    END: 'End of the study',
    EARLY_END: 'Early termination',
    FINAL_RESULTS: 'Final report of the results',
  },
  studyStates: {
    APPROVED_NOT_STARTED: 'Approved – not started',
    IN_PROGRESS: 'In progress',
    SUSPENDED: 'Halted',
    ENDED: 'Ended',
    ENDED_EARLY: 'Ended early',
  },
  noIdentifier: 'Not assigned',
};

/**
 * The domain's labels in the language shown (i18next's `language`, e.g. 'en' or 'it-IT'): English for
 * English, Italian, the product's language, otherwise. The Italian constants above stay the spec's
 * texts, which the server's exports and messages use.
 */
export const labelsIn = (language: string): DomainLabels =>
  language.startsWith('en') ? ENGLISH_LABELS : ITALIAN_LABELS;

/** A request type as every list, select, summary and export names it: its code, then its description. */
export const requestTypeLabel = (
  type: RequestType,
  typeLabels: Record<RequestType, string> = REQUEST_TYPE_LABELS,
): string => `${type} - ${typeLabels[type]}`;
