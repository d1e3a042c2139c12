import { tz } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { TIME_ZONE } from '../../helpers/dates';
import { COMMUNICATION_KIND_LABELS as KINDS, STUDY_STATE_LABELS as STATES } from '../../helpers/labels';
import type { CommunicationKind, DueReportKind, StudyClockSettings, StudyState } from '../studyLife';
import { daysAfter, daysSince, monthsAfter } from './integrationClock';

/**
 * An approved study's life (docs/deadlines.md): its state, what may be sent in it, and the reports it
 * owes, from the communications sent. Pure rules that the server, the mock backend and the portal
 * share, as the integration clock's.
 */

const rome = tz(TIME_ZONE);

/** A communication sent, as the rules read it: its kind, the day of the event it reports, when it was sent. */
export interface SentCommunication {
  kind: CommunicationKind;
  eventDate: Date;
  sentAt: Date;
}

/** The state each kind leads to; the others leave the state as it is. */
const STATE_AFTER: Partial<Record<CommunicationKind, StudyState>> = {
  STUDY_START: 'IN_PROGRESS',
  FIRST_PATIENT: 'IN_PROGRESS',
  TEMPORARY_HALT: 'SUSPENDED',
  RESTART: 'IN_PROGRESS',
  END: 'ENDED',
  EARLY_END: 'ENDED_EARLY',
};

/** What may be sent in each state. A study may end early before it starts; an ended one still reports. */
export const KINDS_BY_STATE: Record<StudyState, readonly CommunicationKind[]> = {
  APPROVED_NOT_STARTED: ['STUDY_START', 'NON_SUBSTANTIAL_AMENDMENT', 'EARLY_END'],
  IN_PROGRESS: [
    'FIRST_PATIENT',
    'ANNUAL_REPORT',
    'NON_SUBSTANTIAL_AMENDMENT',
    'SERIOUS_ADVERSE_EVENT',
    'TEMPORARY_HALT',
    'END',
    'EARLY_END',
  ],
  SUSPENDED: ['ANNUAL_REPORT', 'NON_SUBSTANTIAL_AMENDMENT', 'SERIOUS_ADVERSE_EVENT', 'RESTART', 'EARLY_END'],
  ENDED: ['SERIOUS_ADVERSE_EVENT', 'FINAL_RESULTS'],
  ENDED_EARLY: ['SERIOUS_ADVERSE_EVENT', 'FINAL_RESULTS'],
};

/** Kinds a study sends at most once. */
const ONCE: readonly CommunicationKind[] = ['STUDY_START', 'FIRST_PATIENT', 'FINAL_RESULTS'];

const inSendingOrder = (sent: readonly SentCommunication[]) =>
  [...sent].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());

/** The study's state after the communications sent, in the order they were sent. */
export const studyState = (sent: readonly SentCommunication[]): StudyState =>
  inSendingOrder(sent).reduce<StudyState>(
    (state, communication) => STATE_AFTER[communication.kind] ?? state,
    'APPROVED_NOT_STARTED',
  );

/** The kinds the applicant may send now: those of the state, less the ones sent already that go once. */
export const sendableKinds = (sent: readonly SentCommunication[]): CommunicationKind[] =>
  KINDS_BY_STATE[studyState(sent)].filter(
    (kind) => !(ONCE.includes(kind) && sent.some((communication) => communication.kind === kind)),
  );

/** The day of the last change of state, which a later event may not come before. */
const lastChange = (sent: readonly SentCommunication[]) =>
  inSendingOrder(sent).findLast((communication) => STATE_AFTER[communication.kind] !== undefined);

const day = (date: Date) => differenceInCalendarDays(date, 0, { in: rome });

/**
 * Why a communication of `kind` about an event on `eventDate` cannot be sent now, in Italian (the server
 * answers it); null when it can.
 */
export const communicationRefusal = ({
  kind,
  eventDate,
  approvedAt,
  now,
  sent,
}: {
  kind: CommunicationKind;
  eventDate: Date;
  approvedAt: Date;
  now: Date;
  sent: readonly SentCommunication[];
}): string | null => {
  const state = studyState(sent);
  if (ONCE.includes(kind) && sent.some((communication) => communication.kind === kind))
    return `La comunicazione '${KINDS[kind]}' è già stata inviata per questo studio`;
  if (!KINDS_BY_STATE[state].includes(kind))
    return `La comunicazione '${KINDS[kind]}' non è prevista per uno studio '${STATES[state]}'`;
  if (day(eventDate) > day(now)) return "La data dell'evento non può essere futura";
  if (day(eventDate) < day(approvedAt))
    return "La data dell'evento non può precedere l'approvazione dello studio";
  const previous = lastChange(sent);
  if (STATE_AFTER[kind] && previous && day(eventDate) < day(previous.eventDate))
    return `La data dell'evento non può precedere quella della comunicazione '${KINDS[previous.kind]}'`;
  return null;
};

/** A report the study owes: its due date, and the calendar days it is late (0 until it lapses). */
export interface DueReport {
  kind: DueReportKind;
  due: Date;
  overdueDays: number;
}

/** The halts, each with its restart (null while it lasts), by the days the applicant declared. */
const suspensions = (sent: readonly SentCommunication[]) => {
  const periods: { from: Date; to: Date | null }[] = [];
  for (const communication of inSendingOrder(sent)) {
    if (communication.kind === 'TEMPORARY_HALT') periods.push({ from: communication.eventDate, to: null });
    const open = periods.at(-1);
    if (communication.kind === 'RESTART' && open && open.to === null) open.to = communication.eventDate;
  }
  return periods;
};

const ofKind = (sent: readonly SentCommunication[], kind: CommunicationKind) =>
  inSendingOrder(sent).filter((communication) => communication.kind === kind);

/**
 * The annual reports' due dates, earliest first, up to the first one after `now`: the approval's
 * anniversaries every `months`, each moved later by the days of the halts that began before it; none
 * while a halt lasts (the clock stands still), none before the start and none after the end.
 */
const annualDueDates = (
  approvedAt: Date,
  sent: readonly SentCommunication[],
  now: Date,
  months: number,
): Date[] => {
  const start = sent.find(({ kind }) => kind === 'STUDY_START' || kind === 'FIRST_PATIENT');
  if (!start) return [];
  const end = sent.find(({ kind }) => kind === 'END' || kind === 'EARLY_END');
  const halts = suspensions(sent);
  const dates: Date[] = [];
  for (let year = 1; ; year += 1) {
    let due = monthsAfter(approvedAt, year * months);
    for (const halt of halts) {
      if (day(halt.from) > day(due)) break;
      if (halt.to === null) return dates;
      due = daysAfter(due, day(halt.to) - day(halt.from));
    }
    if (end && day(due) > day(end.eventDate)) return dates;
    if (day(due) >= day(start.eventDate)) dates.push(due);
    if (due.getTime() > now.getTime()) return dates;
  }
};

/**
 * The reports the study owes at `now`, earliest first: each annual report sent answers the earliest
 * due date still open, the results answer the end. One not yet due is listed with 0 overdue days, so
 * the applicant and the secretariat see the next date before it comes.
 */
export const dueReports = ({
  approvedAt,
  sent,
  now,
  settings,
}: {
  approvedAt: Date;
  sent: readonly SentCommunication[];
  now: Date;
  settings: StudyClockSettings;
}): DueReport[] => {
  const overdue = (due: Date) => daysSince(due, now);
  const annual = annualDueDates(approvedAt, sent, now, settings.monthsDue.ANNUAL_REPORT)
    .slice(ofKind(sent, 'ANNUAL_REPORT').length)
    .map((due): DueReport => ({ kind: 'ANNUAL_REPORT', due, overdueDays: overdue(due) }));
  const end = sent.find(({ kind }) => kind === 'END' || kind === 'EARLY_END');
  if (!end || ofKind(sent, 'FINAL_RESULTS').length > 0) return annual;
  const results = monthsAfter(end.eventDate, settings.monthsDue.FINAL_RESULTS);
  const final: DueReport = { kind: 'FINAL_RESULTS', due: results, overdueDays: overdue(results) };
  return [...annual, final].sort((a, b) => a.due.getTime() - b.due.getTime());
};

/**
 * What a due report has reached at `now`: 'lapsed' on its due day and after, else the nearest reminder
 * whose day has come (`reminder<days>`), else null. The deadline job sends each once.
 */
export const dueReportStage = (
  report: DueReport,
  now: Date,
  reminderDays: readonly number[],
): string | null => {
  if (day(now) >= day(report.due)) return 'lapsed';
  const reached = [...reminderDays].sort((a, b) => a - b).find((days) => day(now) >= day(report.due) - days);
  return reached === undefined ? null : `reminder${reached}`;
};
