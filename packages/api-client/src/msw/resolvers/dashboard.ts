import type { ParsedCallInput } from '../../contract/calls';
import { DASHBOARD_PHASES, type DashboardFigures, WAITING_STATES_OF_PHASE } from '../../contract/dashboard';
import { REQUEST_STATES, REQUEST_TYPES } from '../../contract/enums';
import { toRomeDay } from '../../helpers/dates';
import type { MockContext } from '../context';
import { makePhaseDurations } from '../fixtures/factories';

/** How many of `values` each key counts, the keys with none left out. */
const countsOf = <Key extends string>(keys: readonly Key[], values: readonly (Key | null)[]) =>
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
      (request) => !request.isClone && (!type || request.type === type),
    );
    const sent = originals.filter(({ sent }) => sent && toRomeDay(sent) >= from && toRomeDay(sent) <= to);
    const waiting = (phase: (typeof DASHBOARD_PHASES)[number]) =>
      originals.filter((request) =>
        (WAITING_STATES_OF_PHASE[phase] as readonly string[]).includes(request.state),
      );
    return {
      byState: countsOf(
        REQUEST_STATES,
        sent.map((request) => request.state),
      ).map(({ key, count }) => ({ state: key, count })),
      byType: countsOf(
        REQUEST_TYPES,
        sent.map((request) => request.type),
      ).map(({ key, count }) => ({ type: key, count })),
      waiting: DASHBOARD_PHASES.map((phase) => ({ phase, count: waiting(phase).length })),
      durations: makePhaseDurations(),
      meetings: context.db.conferences
        .filter((meeting) => meeting.closeDate === null && Date.parse(meeting.startDate) >= Date.now())
        .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
        .map(({ _id, subject, startDate, requestsUsers }) => ({
          _id,
          subject,
          startDate,
          requests: requestsUsers.length,
        })),
    };
  },
} as const;
