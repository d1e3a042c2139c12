import { REQUEST_STATE_LABELS } from '../../helpers/labels';
import type { RequestState } from '../enums';

/**
 * The refusals that the server and the mocks both give, in the words the user reads. Written once here
 * so that a story never says what the portal does not (docs/mock-backend.md);
 * `apps/api/test/mockParity.test.ts` runs the same scenarios on both and compares what they answer.
 */
export const REFUSALS = {
  requestNotFound: 'Richiesta non trovata',
  otherApplicantsRequest: 'Non puoi accedere a una richiesta di un altro richiedente',
  otherCompanysRequests: 'Puoi vedere solo le richieste del tuo ente',
  onlyApplicantEditsFields: 'Solo il richiedente può modificare i dati della richiesta',
  applicantUploadsNoReport: 'Il richiedente non può caricare il verbale',
  onlyDraftsDeleted: 'Si possono cancellare solo le bozze',
  nothingToChange: 'Nessuna modifica richiesta',
  meetingNotFound: 'Riunione non trovata',
  meetingOfOthersRequests: 'Puoi vedere solo le riunioni che esaminano le tue richieste',
  meetingClosed: 'La riunione è chiusa e non può più essere modificata',
  meetingNotOpen: 'L’operazione è possibile solo a riunione aperta',
  meetingOpensWhenReady: 'La riunione si apre solo se è in attesa e ogni richiesta ha un relatore',
  meetingDeletedOnlyBeforeOpening: 'Si può eliminare solo una riunione non ancora aperta',
  meetingHoldsDecision: 'La riunione contiene già una decisione e non può essere eliminata',
  detailsOnlyWhileWaiting: 'Oggetto, ordine del giorno e date non si cambiano dopo l’apertura della riunione',
  rapporteursOnlyWhileWaiting: 'I relatori e le richieste non si cambiano dopo l’apertura',
  signedMinutesAfterMinutes: 'Il verbale firmato si carica dopo il verbale',
  endBeforeStart: 'La data di fine non può precedere la data di inizio',
  repeatedOutcome: 'Una richiesta compare più volte negli esiti',
  repeatedRequest: 'Una richiesta compare più volte nella riunione',
  reportUploadState:
    'Il verbale si carica solo su richieste inoltrate, da integrare, accettate o rifiutate dal comitato',
  noCompany: 'Nessun ente indicato e nessun ente associato all’utente',
  ownProfileOnly: 'Puoi vedere solo il tuo profilo',
  meetingTakesForwardedRequests:
    'Si possono inserire solo richieste inoltrate che non sono già in una riunione',
  requestNotInMeeting: 'La richiesta non fa parte della riunione',
  rapporteurRole: 'Il relatore deve essere un utente con ruolo CET o SEG',
  secretariatOrRapporteur: 'Solo la segreteria o il relatore assegnato possono agire su questa richiesta',
  decidedInItsMeeting: 'Si decide su una richiesta solo nella riunione che la esamina',
  alreadyFrozen: 'La richiesta è già stata congelata',
  outcomesAtClosing: 'Gli esiti delle richieste non decise si indicano solo alla chiusura',
  closingOutcomeOfUndecided: 'Un esito di chiusura riguarda una richiesta già decisa o non in riunione',
  conflictAlreadyDeclared: 'Hai già dichiarato un conflitto di interessi su questa richiesta',
  documentNotFound: 'Documento non trovato',
  otherApplicantsDocument: 'Non puoi leggere un documento di un altro richiedente',
  feeSheetMissing: 'Il documento degli oneri non è ancora stato caricato',
  notADataUrl: 'Il file deve essere un data URL in base64',
  fileTooLarge: 'Il file supera la dimensione massima consentita',
  userNotFound: 'Utente non trovato',
  userBecomesNoCompany: 'Un utente non può diventare un ente',
  configNotFound: 'Configurazione non trovata',
  homeNotFound: 'Contenuto della home non trovato',
  messageNotFound: 'Messaggio non trovato',
  messageAlreadyPending: 'Il messaggio è già in attesa di invio',
} as const;

/** A request in `state` that its applicant may no longer change. */
export const notEditableRefusal = (state: RequestState) =>
  `Una richiesta "${REQUEST_STATE_LABELS[state]}" non può essere modificata dal richiedente`;

/** A request in `state` that cannot be sent. */
export const notSendableRefusal = (state: RequestState) =>
  `Una richiesta "${REQUEST_STATE_LABELS[state]}" non può essere inviata`;

/** A restore refused while a waiting or open meeting holds the request. */
export const inLiveMeetingRefusal = (subject: string) =>
  `La richiesta è nella riunione "${subject}", in attesa o aperta: non può essere ripristinata finché la riunione non è chiusa`;
