import { tz } from '@date-fns/tz';
import { addDays, addMonths, differenceInCalendarDays } from 'date-fns';
import { TIME_ZONE } from '../../helpers/dates';
import type { RequestState } from '../enums';

/**
 * The integration clock and the committee's clock (docs/deadlines.md): pure rules the server, the mock
 * backend and the portal share, so a due date, its days left and its reminders read the same everywhere.
 */

const rome = tz(TIME_ZONE);

/** The states in which the request waits for the applicant: the only ones the integration clock runs in. */
export const INTEGRATION_CLOCK_STATES = [
  'TO_INTEGRATE',
  'TO_INTEGRATE_CER',
] as const satisfies readonly RequestState[];

export const isWaitingForApplicant = (state: string): boolean =>
  (INTEGRATION_CLOCK_STATES as readonly string[]).includes(state);

/**
 * `days` calendar days after `from` in Rome (before, when negative), at the same time of day: a round
 * keeps the hour it began at, and a change of summer time never moves its due date to another day.
 */
export const daysAfter = (from: Date, days: number): Date =>
  new Date(addDays(from, days, { in: rome }).getTime());

/** `months` calendar months after `from` in Rome, at the same time of day (an anniversary, a year's limit). */
export const monthsAfter = (from: Date, months: number): Date =>
  new Date(addMonths(from, months, { in: rome }).getTime());

/** The clock runs: the request waits for the applicant and has a due date (only then may SEG extend it). */
export const isDeadlineRunning = ({ state, integrationDue }: { state: string; integrationDue: unknown }) =>
  integrationDue !== null && isWaitingForApplicant(state);

export const DEADLINE_NOT_RUNNING_MESSAGE =
  'Il termine per l’integrazione non è in corso: la richiesta non attende il richiedente';

/**
 * The due date a state change leaves: a fresh round of the type's limit when the request now waits for
 * the applicant (each request for an integration gets the whole limit), none in any other state.
 */
export const integrationDueAfter = (state: string, now: Date, limitDays: number): Date | null =>
  isWaitingForApplicant(state) ? daysAfter(now, limitDays) : null;

/** The events of a round, most advanced first, each with how many days before the due date it falls. */
export const DEADLINE_EVENTS = [
  { kind: 'deadline.lapsed', daysBefore: 0 },
  { kind: 'deadline.reminder7', daysBefore: 7 },
  { kind: 'deadline.reminder30', daysBefore: 30 },
] as const;
export type DeadlineEventKind = (typeof DEADLINE_EVENTS)[number]['kind'];

/** Whether an event `daysBefore` the due date has fallen due at `now`. */
export const isDeadlineEventDue = (due: Date, daysBefore: number, now: Date): boolean =>
  daysAfter(due, -daysBefore).getTime() <= now.getTime();

/** The comment an extension leaves on the request, with its reason. */
export const deadlineExtensionComment = (days: number, reason: string) =>
  `Termine prorogato di ${days} giorni: ${reason}`;

/** The due date after an extension: `days` after the current one, or after `now` when it has passed. */
export const extendedDue = (due: Date, now: Date, days: number): Date =>
  daysAfter(due.getTime() > now.getTime() ? due : now, days);

/** Calendar days (in Rome) from today to the due date's day: 0 on the day itself and after it. */
export const daysLeft = (due: Date, now: Date): number =>
  Math.max(0, differenceInCalendarDays(due, now, { in: rome }));

/** Calendar days (in Rome) since `since` (the committee's clock: since sent, since forwarded). */
export const daysSince = (since: Date, now: Date): number =>
  Math.max(0, differenceInCalendarDays(now, since, { in: rome }));
