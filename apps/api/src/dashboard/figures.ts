import {
  DASHBOARD_PHASES,
  type DashboardFigures,
  type DashboardPhase,
  REQUEST_STATES,
  REQUEST_TYPES,
  type RequestState,
  type RequestType,
  WAITING_STATES_OF_PHASE,
} from '@cet-portal/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { iso, rowsOf } from '../db/queries/sql';

export interface FiguresQuery {
  /** First and last day of the period, both included, in Europe/Rome. */
  from: string;
  to: string;
  type?: RequestType | undefined;
  targets: Record<DashboardPhase, number>;
  now: Date;
}

const periodStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone 'Europe/Rome')`;
const periodEnd = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Rome')`;

/** Original requests (never a meeting's frozen copy), of the chosen type when there is one. */
const originals = (type: RequestType | undefined): SQL =>
  type ? sql`not r.is_clone and r.type = ${type}` : sql`not r.is_clone`;

/**
 * When each request first reached each point, from its log: sent, registered (the protocol), forwarded
 * (the first operation that led to SUBMITTED: the secretariat's forwarding, or a protocol after a
 * meeting's integration request), decided (the meeting's first decision). An integration asked for in
 * between counts inside the phase it interrupted: the applicant's time is part of the request's wait.
 */
const marks = (type: RequestType | undefined): SQL => sql`
  select l.request_id,
    min(l.date) filter (where l.operation = 'SEND') as sent,
    min(l.date) filter (where l.operation = 'PROTOCOL') as registered,
    min(l.date) filter (where l.state = 'SUBMITTED') as forwarded,
    min(l.date) filter (where l.operation = 'MEETING_DECISION') as decided
  from request_logs l join requests r on r.id = l.request_id
  where ${originals(type)}
  group by l.request_id`;

interface DurationRow {
  phase: DashboardPhase;
  count: number | string;
  median: number | string | null;
  p90: number | string | null;
}

/** Median and 90th percentile in days (two decimals) of the phases that ended in the period. */
const durations = (db: Db, query: FiguresQuery) =>
  rowsOf<DurationRow>(
    db,
    sql`with marks as (${marks(query.type)}),
      spans as (
        select 'registration' as phase, sent as started, registered as ended from marks
        union all select 'check', registered, forwarded from marks
        union all select 'review', forwarded, decided from marks
      ),
      days as (
        select phase, extract(epoch from ended - started) / 86400 as days from spans
        where started is not null and ended >= started
          and ended >= ${periodStart(query.from)} and ended < ${periodEnd(query.to)}
      )
    select phase, count(*) as count,
      round(percentile_cont(0.5) within group (order by days)::numeric, 2)::float8 as median,
      round(percentile_cont(0.9) within group (order by days)::numeric, 2)::float8 as p90
    from days group by phase`,
  );

interface StateTypeRow {
  state: RequestState;
  type: RequestType | null;
  count: number | string;
}

/** The requests first sent in the period, by their state now and their type. */
const sentInPeriod = (db: Db, query: FiguresQuery) =>
  rowsOf<StateTypeRow>(
    db,
    sql`select r.state, r.type, count(*) as count
      from requests r join (
        select request_id, min(date) as sent from request_logs where operation = 'SEND' group by request_id
      ) first on first.request_id = r.id
      where ${originals(query.type)}
        and first.sent >= ${periodStart(query.from)} and first.sent < ${periodEnd(query.to)}
      group by r.state, r.type`,
  );

/** Requests waiting now, whenever they were sent. */
const waitingNow = (db: Db, query: FiguresQuery) =>
  rowsOf<{ state: RequestState; count: number | string }>(
    db,
    sql`select r.state, count(*) as count from requests r
      where ${originals(query.type)}
        and r.state in ('WAIT_PROT', 'WAIT_PROT_CER', 'PENDING', 'SUBMITTED')
      group by r.state`,
  );

interface MeetingRow {
  id: string;
  subject: string;
  start_date: Date | string;
  requests: number | string;
}

/** Meetings not yet begun or still open, soonest first, with how many requests each holds. */
const upcomingMeetings = (db: Db, now: Date) =>
  rowsOf<MeetingRow>(
    db,
    sql`select c.id, c.subject, c.start_date,
        (select count(*) from conference_requests cr where cr.conference_id = c.id) as requests
      from conferences c
      where c.close_date is null and coalesce(c.end_date, c.start_date) >= ${iso(now)}::timestamptz
      order by c.start_date, c.id limit 20`,
  );

const sumBy = <Key extends string>(
  rows: readonly { count: number | string }[],
  keyOf: (row: never) => Key,
) => {
  const totals = new Map<Key, number>();
  for (const row of rows) {
    const key = keyOf(row as never);
    totals.set(key, (totals.get(key) ?? 0) + Number(row.count));
  }
  return totals;
};

const numberOrNull = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

export const dashboardFigures = async (db: Db, query: FiguresQuery): Promise<DashboardFigures> => {
  const [sent, waiting, phases, meetings] = await Promise.all([
    sentInPeriod(db, query),
    waitingNow(db, query),
    durations(db, query),
    upcomingMeetings(db, query.now),
  ]);
  const byState = sumBy(sent, (row: StateTypeRow) => row.state);
  const byType = sumBy(
    sent.filter((row) => row.type !== null),
    (row: StateTypeRow) => row.type as RequestType,
  );
  const waitingByState = sumBy(waiting, (row: { state: RequestState }) => row.state);
  return {
    byState: REQUEST_STATES.flatMap((state) => {
      const count = byState.get(state);
      return count ? [{ state, count }] : [];
    }),
    byType: REQUEST_TYPES.flatMap((type) => {
      const count = byType.get(type);
      return count ? [{ type, count }] : [];
    }),
    waiting: DASHBOARD_PHASES.map((phase) => ({
      phase,
      count: WAITING_STATES_OF_PHASE[phase].reduce(
        (total, state) => total + (waitingByState.get(state) ?? 0),
        0,
      ),
    })),
    durations: DASHBOARD_PHASES.map((phase) => {
      const row = phases.find((candidate) => candidate.phase === phase);
      return {
        phase,
        count: Number(row?.count ?? 0),
        median: numberOrNull(row?.median ?? null),
        p90: numberOrNull(row?.p90 ?? null),
        targetDays: query.targets[phase],
      };
    }),
    meetings: meetings.map((row) => ({
      _id: row.id,
      subject: row.subject,
      startDate: new Date(row.start_date).toISOString(),
      requests: Number(row.requests),
    })),
  };
};
