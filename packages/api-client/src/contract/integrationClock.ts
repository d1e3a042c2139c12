import { tz } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { TIME_ZONE } from '../helpers/dates';
import type { RequestState } from './enums';

/**
 * The integration clock and the committee's clock (docs/deadlines.md): pure rules the server, the mock
 * backend and the portal share, so a due date, its days left and its reminders read the same everywhere.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The states in which the request waits for the applicant: the only ones the integration clock runs in. */
export const INTEGRATION_CLOCK_STATES = [
  'TO_INTEGRATE',
  'TO_INTEGRATE_CER',
] as const satisfies readonly RequestState[];

export const isWaitingForApplicant = (state: string): boolean =>
  (INTEGRATION_CLOCK_STATES as readonly string[]).includes(state);

/** The reminders of a round, in days before the due date, each sent once. */
export const DEADLINE_REMINDER_DAYS = [30, 7] as const;

/** `days` whole days after `from` (before, when negative), as an instant: a round keeps the hour it began at. */
export const daysAfter = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

/** The due date after an extension: `days` after the current one, or after `now` when it has passed. */
export const extendedDue = (due: Date, now: Date, days: number): Date =>
  daysAfter(due.getTime() > now.getTime() ? due : now, days);

const rome = tz(TIME_ZONE);

/** Calendar days (in Rome) from today to the due date's day: 0 on the day itself and after it. */
export const daysLeft = (due: Date, now: Date): number =>
  Math.max(0, differenceInCalendarDays(due, now, { in: rome }));

/** Calendar days (in Rome) since `since` (the committee's clock: since sent, since forwarded). */
export const daysSince = (since: Date, now: Date): number =>
  Math.max(0, differenceInCalendarDays(now, since, { in: rome }));
