import { z } from 'zod';
import { REQUEST_STATE_LABELS } from '../helpers/labels';
import { type LogOperation, type RequestState, roleNameSchema } from './enums';
import { idSchema, isoDateTimeSchema } from './primitives';

/**
 * The kinds of event a 'Cronologia' lists, and filters on: a change of state, an edit of the form,
 * a document (an upload, a new version), a download (staff only), a meeting's act on the record.
 */
export const HISTORY_EVENT_KINDS = ['state', 'edit', 'document', 'download', 'meeting'] as const;
export const historyEventKindSchema = z.enum(HISTORY_EVENT_KINDS);
export type HistoryEventKind = z.infer<typeof historyEventKindSchema>;

/** The filter's labels, in Italian as the PDF export writes them. */
export const HISTORY_EVENT_KIND_LABELS = {
  state: 'Stato',
  edit: 'Modifica',
  document: 'Documento',
  download: 'Scaricamento',
  meeting: 'Riunione',
} as const satisfies Record<HistoryEventKind, string>;

/** One event: who (name and fiscal code), in which role, what (in Italian), when. */
export const historyEventSchema = z.object({
  at: isoDateTimeSchema,
  kind: historyEventKindSchema,
  /** The actor's full name; 'Protocollo automatico' for the protocol job. */
  who: z.string(),
  fiscalCode: z.string(),
  /** Null only for events older than the audit log whose role was not recorded. */
  role: roleNameSchema.nullable(),
  /** What happened, one Italian sentence. */
  description: z.string(),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historySchema = z.object({ result: z.array(historyEventSchema), total: z.number().int() });
export type History = z.infer<typeof historySchema>;

/** A request's or a meeting's history, optionally only some kinds of event (all when absent or empty). */
export const historyInputSchema = z.strictObject({
  id: idSchema,
  kinds: z.array(historyEventKindSchema).max(HISTORY_EVENT_KINDS.length).optional(),
});
export type HistoryInput = z.input<typeof historyInputSchema>;

/** The protocol job's name in a history: it is no person. */
export const JOB_ACTOR_NAME = 'Protocollo automatico';

/**
 * What one write did to a meeting, as the meeting's history says it. Written by the server (and so
 * the mock backend), and read back by the portal, which says it again in the language shown.
 */
export const MEETING_CHANGE_SENTENCES = {
  opened: 'Ha aperto la riunione',
  closed: 'Ha chiuso la riunione',
  rapporteurs: 'Ha modificato i relatori',
  report: 'Ha scritto la relazione di una richiesta',
  attachment: 'Ha allegato un documento a una richiesta',
  minutes: 'Ha caricato il verbale della riunione',
  signedMinutes: 'Ha caricato il verbale firmato della riunione',
  subjectOrAgenda: "Ha modificato l'oggetto o l'ordine del giorno",
  committed: 'Ha registrato una richiesta della riunione',
  decided: 'Ha deciso su una richiesta della riunione',
  other: 'Ha modificato la riunione',
} as const;
export type MeetingHistoryChange = keyof typeof MEETING_CHANGE_SENTENCES;

/** The history's sentence for a meeting's creation, which names its subject. */
export const describeMeetingCreation = (subject: string) => `Ha creato la riunione «${subject}»`;

/**
 * A history sentence with parts: a file's name, a document type, a version. The portal reads the
 * parts back from the sentence (the template called with markers) to say it in the language shown.
 */
export type HistoryTemplate = (parts: Record<string, string | number>) => string;

/** How a meeting's history names a downloaded document: its report or omissis files, its minutes. */
export const MEETING_DOWNLOAD_LABELS = {
  report: ({ file }) => `«${file}» (relazione)`,
  omissis: ({ file }) => `«${file}» (omissis)`,
  minutes: ({ file }) => `il verbale «${file}»`,
  signedMinutes: ({ file }) => `il verbale firmato «${file}»`,
} as const satisfies Record<string, HistoryTemplate>;
export type MeetingDownload = keyof typeof MEETING_DOWNLOAD_LABELS;

/** A request's uploads as its history says them: a document (first or later version), a report. */
export const REQUEST_UPLOAD_SENTENCES = {
  uploaded: ({ file, type }) => `Ha caricato «${file}» per «${type}»`,
  uploadedVersion: ({ file, version, type }) => `Ha caricato «${file}», versione ${version} di «${type}»`,
  uploadedReport: ({ file, version }) => `Ha caricato il verbale «${file}» (versione ${version})`,
} as const satisfies Record<string, HistoryTemplate>;

/**
 * How a request's history names a downloaded document. The meeting's files come before the
 * attachment, whose '(type)' would read them too.
 */
export const REQUEST_DOWNLOAD_LABELS = {
  meetingReport: ({ file }) => `«${file}» (relazione della riunione)`,
  meetingOmissis: ({ file }) => `«${file}» (omissis della riunione)`,
  report: ({ file }) => `il verbale «${file}»`,
  requestForm: ({ file }) => `il modulo della richiesta «${file}»`,
  attachment: ({ file, type }) => `«${file}» (${type})`,
} as const satisfies Record<string, HistoryTemplate>;

/** A download a history cannot name (its document is gone). */
export const UNKNOWN_DOWNLOAD = 'un documento';

/**
 * A download as a history says it, within the archive of all documents or one document. The archive's
 * comes first: the one's would read it too.
 */
export const DOWNLOAD_SENTENCES = {
  downloadedInArchive: ({ thing }) => `Ha scaricato ${thing} (nell'archivio di tutti i documenti)`,
  downloadedOne: ({ thing }) => `Ha scaricato ${thing}`,
} as const satisfies Record<string, HistoryTemplate>;

const stateText = (state: RequestState | null | undefined) =>
  state ? ` («${REQUEST_STATE_LABELS[state]}»)` : '';

/**
 * A request log's operation as an Italian sentence, with the state it led to when known. Shared by the
 * server and the mock backend, so the page reads the same in Storybook and in the portal.
 */
export const describeRequestOperation = (operation: LogOperation, to?: RequestState | null): string => {
  switch (operation) {
    case 'CREATE':
      return 'Ha creato la bozza della richiesta';
    case 'DRAFT_SAVE':
      return 'Ha salvato la bozza';
    case 'UPDATE':
      return 'Ha integrato la richiesta';
    case 'SEND':
      return `Ha inviato la richiesta${stateText(to)}`;
    case 'PROTOCOL':
      return `Ha registrato il protocollo${stateText(to)}`;
    case 'DECISION':
      return `Ha deciso sulla richiesta${stateText(to)}`;
    case 'RESTORE':
      return `Ha ripristinato lo stato${stateText(to ?? 'PENDING')}`;
    case 'MEETING_DECISION':
      return `Ha deciso in riunione${stateText(to)}`;
    case 'UPLOAD':
      return 'Ha allegato documenti alla richiesta';
    case 'COMMIT':
      return 'Ha registrato la richiesta nella riunione';
    case 'POSTPONED':
      return 'Ha rinviato la richiesta alla prossima riunione, chiudendo la riunione senza esito';
    case 'WITHDRAWN':
      return "Ha ritirato la richiesta dall'ordine del giorno, chiudendo la riunione senza esito";
    case 'DEADLINE_REMINDER30':
      return 'Ha ricordato al richiedente che mancano 30 giorni al termine per l’integrazione';
    case 'DEADLINE_REMINDER7':
      return 'Ha ricordato al richiedente che mancano 7 giorni al termine per l’integrazione';
    case 'DEADLINE_LAPSED':
      return 'Ha segnato la richiesta «Termine scaduto»: l’integrazione non è arrivata entro il termine';
    case 'DEADLINE_EXTENDED':
      return 'Ha prorogato il termine per l’integrazione';
  }
};

/** The kind of event a request log's operation is. */
export const historyKindOfOperation = (operation: LogOperation): HistoryEventKind => {
  switch (operation) {
    case 'CREATE':
    case 'DRAFT_SAVE':
    case 'UPDATE':
      return 'edit';
    case 'UPLOAD':
      return 'document';
    case 'MEETING_DECISION':
    case 'COMMIT':
      return 'meeting';
    default:
      return 'state';
  }
};

/** Only staff sees who downloaded what; an applicant reads the rest of its own requests' history. */
export const historyKindsVisibleTo = (isStaff: boolean): readonly HistoryEventKind[] =>
  isStaff ? HISTORY_EVENT_KINDS : HISTORY_EVENT_KINDS.filter((kind) => kind !== 'download');

/** 'Cronologia_richiesta_12' and 'Cronologia_riunione_…': the export's file title. */
export const historyFileTitle = (what: 'richiesta' | 'riunione', name: string) =>
  `Cronologia_${what}_${name}`.replace(/[^\w.-]+/g, '_');

/**
 * What each write did to a person's record, as its 'Cronologia' says it: written by the server, read
 * back by the portal to say it again in the language shown.
 */
export const REGISTRATION_HISTORY_SENTENCES = {
  accountCreated: () => "Ha creato l'utenza",
  accountChanged: () => "Ha modificato l'utenza",
  sent: () => 'Ha inviato la registrazione',
  sentAgain: () => 'Ha inviato di nuovo la registrazione',
  confirmedAtOnce: () => 'La registrazione è stata confermata subito: l’ente era già registrato',
  confirmed: () => 'Ha confermato la registrazione',
  refused: ({ reason }) => `Ha rifiutato la registrazione: «${reason}»`,
} as const satisfies Record<string, HistoryTemplate>;
export type RegistrationHistoryChange = keyof typeof REGISTRATION_HISTORY_SENTENCES;
