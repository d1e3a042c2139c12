import type { MeetingStatus, RequestState, RequestType, RoleName } from '../contract/enums';
import type { MeetingDecisionState, SegDecisionState } from '../contract/stateMachine';

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

/** Shown where a request has no identifier yet. */
export const NO_IDENTIFIER_LABEL = 'Non assegnato';
