import type { ParsedCallInput } from '../../contract/calls';
import {
  DASHBOARD_PHASES,
  type DashboardFigures,
  type PhaseDuration,
  WAITING_STATES_OF_PHASE,
} from '../../contract/dashboard';
import { REQUEST_STATES, REQUEST_TYPES } from '../../contract/enums';
import type { MockContext } from '../context';

/**
 * The durations the mock answers: its logs do not record the state each operation led to, so it
 * cannot tell a forwarding from a request for integration; the server reads them from its log.
 */
export const makePhaseDurations = (
  overrides: Partial<Record<PhaseDuration['phase'], Partial<PhaseDuration>>> = {},
) =>
  DASHBOARD_PHASES.map((phase) => ({
    ...{
      registration: { phase, count: 42, median: 1.5, p90: 3, targetDays: 2 },
      check: { phase, count: 37, median: 8, p90: 14.5, targetDays: 10 },
      review: { phase, count: 30, median: 38, p90: 61.25, targetDays: 45 },
    }[phase],
    ...overrides[phase],
  }));

const inPeriod = (instant: string | null, from: string, to: string): boolean => {
  if (!instant) return false;
  const day = new Date(instant).toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  return day >= from && day <= to;
};

const countsOf = <Key extends string>(keys: readonly Key[], values: readonly Key[]) =>
  keys.flatMap((key) => {
    const count = values.filter((value) => value === key).length;
    return count > 0 ? [{ key, count }] : [];
  });

export const dashboardResolvers = {
  figures: (
    { from, to, type }: ParsedCallInput<'request.figures'>,
    context: MockContext,
  ): DashboardFigures => {
    const originals = context.db.requests.filter(
      (request) => !request.isClone && (type === undefined || request.type === type),
    );
    const sent = originals.filter((request) => inPeriod(request.sent, from, to));
    const now = Date.now();
    return {
      byState: countsOf(
        REQUEST_STATES,
        sent.map((request) => request.state),
      ).map(({ key, count }) => ({ state: key, count })),
      byType: countsOf(
        REQUEST_TYPES,
        sent.flatMap((request) => (request.type ? [request.type] : [])),
      ).map(({ key, count }) => ({ type: key, count })),
      waiting: DASHBOARD_PHASES.map((phase) => ({
        phase,
        count: originals.filter((request) =>
          (WAITING_STATES_OF_PHASE[phase] as readonly string[]).includes(request.state),
        ).length,
      })),
      durations: makePhaseDurations(),
      meetings: context.db.conferences
        .filter((meeting) => meeting.closeDate === null && Date.parse(meeting.startDate) >= now)
        .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
        .map((meeting) => ({
          _id: meeting._id,
          subject: meeting.subject,
          startDate: meeting.startDate,
          requests: meeting.requestsUsers.length,
        })),
    };
  },
} as const;
