import type { Conference, ConferenceEntry } from '../conference';
import type { MeetingStatus, RoleName } from '../enums';
import { REFUSALS } from './refusals';

type MeetingDates = Pick<Conference, 'openDate' | 'closeDate'>;

/** A close date means 'Chiusa'; an open date without one 'Aperta'; otherwise 'In attesa'. */
export const meetingStatus = ({ openDate, closeDate }: MeetingDates): MeetingStatus => {
  if (closeDate) return 'closed';
  if (openDate) return 'open';
  return 'waiting';
};

/** Only the president opens a waiting meeting, and only once every request has a rapporteur. */
export const canOpenMeeting = (
  conference: MeetingDates & { requestsUsers: readonly { user: unknown }[] },
  role: RoleName,
): boolean =>
  role === 'PRE' &&
  meetingStatus(conference) === 'waiting' &&
  conference.requestsUsers.length > 0 &&
  conference.requestsUsers.every((entry) => entry.user !== null);

/** Only the president closes an open meeting. */
export const canCloseMeeting = (conference: MeetingDates, role: RoleName): boolean =>
  role === 'PRE' && meetingStatus(conference) === 'open';

/**
 * In an open meeting the secretariat, or the CET member assigned as rapporteur (matched by fiscal
 * code), may decide on a request; never on a clone.
 */
export const canDecideInMeeting = (
  conference: MeetingDates,
  entry: ConferenceEntry,
  actor: { role: RoleName; fiscalCode: string },
): boolean => {
  if (meetingStatus(conference) !== 'open' || entry.request.isClone) return false;
  if (actor.role === 'SEG') return true;
  return actor.role === 'CET' && entry.user?.fiscalCode === actor.fiscalCode;
};

/**
 * Until the meeting closes, the secretariat or the request's CET rapporteur may write or correct its
 * report and omissis, a frozen copy (clone) included; the server keeps every version.
 */
export const canReportInMeeting = (
  conference: MeetingDates,
  entry: ConferenceEntry,
  actor: { role: RoleName; fiscalCode: string },
): boolean => {
  if (meetingStatus(conference) !== 'open') return false;
  if (actor.role === 'SEG') return true;
  return actor.role === 'CET' && entry.user?.fiscalCode === actor.fiscalCode;
};

/**
 * A meeting's reports, comments and attachments are for the secretariat, the committee and its
 * president, and for everyone once the meeting is closed.
 */
export const canReadMeetingReports = (role: RoleName | null, isClosed: boolean): boolean =>
  isClosed || role === 'SEG' || role === 'CET' || role === 'PRE';

/** Who changes what in a meeting, and the name of the change in a refusal ('…: operazione riservata a PRE'). */
export const MEETING_CHANGES = {
  details: { roles: ['SEG'], label: 'Modifica dei dati della riunione' },
  rapporteurs: { roles: ['PRE', 'SEG'], label: 'Assegnazione dei relatori' },
  open: { roles: ['PRE'], label: 'Apertura della riunione' },
  omissis: { roles: ['SEG'], label: 'Allegato omissis' },
  minutes: { roles: ['SEG'], label: 'Caricamento del verbale' },
  signedMinutes: { roles: ['PRE'], label: 'Caricamento del verbale firmato' },
  close: { roles: ['PRE'], label: 'Chiusura della riunione' },
} as const satisfies Record<string, { roles: readonly RoleName[]; label: string }>;
export type MeetingChange = keyof typeof MEETING_CHANGES;

/** The refusal of a change to someone whose role may not make it; null when the role may. */
export const meetingChangeRefusal = (change: MeetingChange, role: RoleName | null): string | null => {
  const { roles, label } = MEETING_CHANGES[change];
  return role && (roles as readonly RoleName[]).includes(role)
    ? null
    : `${label}: operazione riservata a ${roles.join(' o ')}`;
};

/** Rapporteurs are users holding one of these roles. */
export const RAPPORTEUR_ROLES = ['CET', 'SEG'] as const satisfies readonly RoleName[];

export const mayBeRapporteur = (roles: readonly RoleName[]): boolean =>
  roles.some((role) => (RAPPORTEUR_ROLES as readonly RoleName[]).includes(role));

/** The secretariat, or the CET member who is the request's rapporteur in the meeting; the refusal otherwise. */
export const reviewerRefusal = (
  role: RoleName | null,
  callerId: string,
  rapporteurId: string | null,
): string | null =>
  role === 'SEG' || (role === 'CET' && rapporteurId === callerId) ? null : REFUSALS.secretariatOrRapporteur;

/**
 * Closing states, once each, the outcome of every request still undecided (SUBMITTED) and of no other;
 * the refusal, or null when the outcomes are complete.
 */
export const closingOutcomesRefusal = (
  undecided: readonly string[],
  outcomes: readonly { request: string }[],
): string | null => {
  const stated = new Set(outcomes.map((entry) => entry.request));
  if (stated.size !== outcomes.length) return REFUSALS.repeatedOutcome;
  if ([...stated].some((request) => !undecided.includes(request))) return REFUSALS.closingOutcomeOfUndecided;
  const missing = undecided.filter((request) => !stated.has(request)).length;
  if (missing === 0) return null;
  return missing === 1
    ? 'Indica se la richiesta senza esito è rinviata alla prossima riunione o ritirata dall’ordine del giorno'
    : `Indica per ognuna delle ${missing} richieste senza esito se è rinviata alla prossima riunione o ritirata dall’ordine del giorno`;
};

type MeetingView = MeetingDates &
  Pick<
    Conference,
    | 'conferenceDocument'
    | 'conferenceDocumentSigned'
    | 'comments'
    | 'documents'
    | 'omissisDocuments'
    | 'reportVersions'
  >;

/** A meeting as a role receives it: an applicant never the minutes, and reports only for their readers. */
export const meetingForRole = <Meeting extends MeetingView>(
  meeting: Meeting,
  role: RoleName | null,
): Meeting => {
  const minutes = role === 'RIC' ? { conferenceDocument: null, conferenceDocumentSigned: null } : {};
  const reports = canReadMeetingReports(role, meetingStatus(meeting) === 'closed')
    ? {}
    : { comments: [], documents: [], omissisDocuments: [], reportVersions: [] };
  return { ...meeting, ...minutes, ...reports };
};
