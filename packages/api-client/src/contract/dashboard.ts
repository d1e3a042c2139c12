import { z } from 'zod';
import { type RequestState, requestStateSchema, requestTypeSchema } from './enums';
import { idSchema, isoDateSchema, isoDateTimeSchema } from './primitives';

/**
 * The phases a sent request goes through before the committee's decision: from sending to the
 * protocol's registration, from registration to the secretariat's forwarding to the committee, from
 * forwarding to the meeting's decision.
 */
export const DASHBOARD_PHASES = ['registration', 'check', 'review'] as const;
export const dashboardPhaseSchema = z.enum(DASHBOARD_PHASES);
export type DashboardPhase = z.infer<typeof dashboardPhaseSchema>;

/** The states in which a request waits for the end of each phase now. */
export const WAITING_STATES_OF_PHASE = {
  registration: ['WAIT_PROT', 'WAIT_PROT_CER'],
  check: ['PENDING'],
  review: ['SUBMITTED'],
} as const satisfies Record<DashboardPhase, readonly RequestState[]>;

/** The longest period the figures cover, so one call never reads the whole history by mistake. */
export const DASHBOARD_MAX_DAYS = 3_660;
const DAY_MS = 86_400_000;

/**
 * The period (both days included, in Europe/Rome) and, optionally, one request type. Counts by state
 * and type are of the requests first sent in the period; durations of the phases that ended in it.
 */
export const dashboardFiguresInputSchema = z
  .strictObject({ from: isoDateSchema, to: isoDateSchema, type: requestTypeSchema.optional() })
  .refine((input) => input.from <= input.to, {
    message: 'La data di inizio deve precedere la data di fine',
    path: ['to'],
  })
  .refine((input) => Date.parse(input.to) - Date.parse(input.from) <= DASHBOARD_MAX_DAYS * DAY_MS, {
    message: 'Il periodo può coprire al massimo dieci anni',
    path: ['from'],
  });
export type DashboardFiguresInput = z.input<typeof dashboardFiguresInputSchema>;

const countSchema = z.number().int().min(0);

export const stateCountSchema = z.object({ state: requestStateSchema, count: countSchema });
export const typeCountSchema = z.object({ type: requestTypeSchema, count: countSchema });
export const waitingCountSchema = z.object({ phase: dashboardPhaseSchema, count: countSchema });

/** A phase's durations in days over the period, beside its target; null figures when none ended. */
export const phaseDurationSchema = z.object({
  phase: dashboardPhaseSchema,
  /** How many requests ended the phase in the period. */
  count: countSchema,
  median: z.number().min(0).nullable(),
  p90: z.number().min(0).nullable(),
  targetDays: z.number().int().min(1),
});
export type PhaseDuration = z.infer<typeof phaseDurationSchema>;

/** A meeting to come and how many requests it holds. */
export const upcomingMeetingSchema = z.object({
  _id: idSchema,
  subject: z.string(),
  startDate: isoDateTimeSchema,
  requests: countSchema,
});
export type UpcomingMeeting = z.infer<typeof upcomingMeetingSchema>;

export const dashboardFiguresSchema = z.object({
  byState: z.array(stateCountSchema),
  byType: z.array(typeCountSchema),
  waiting: z.array(waitingCountSchema),
  durations: z.array(phaseDurationSchema),
  meetings: z.array(upcomingMeetingSchema),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
