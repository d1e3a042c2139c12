import {
  mayReadRequest,
  type Request,
  type RequestState,
  requestStateSchema,
} from '@cet-portal/api-client/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { auditLog, conferenceRequests, conferences, requestLogs, requests } from '../schema';
import type { RequestScope } from './requests';
import { iso, isoOrNull } from './sql';

/** The fields of a request as the applicant last saw them before a meeting still open decided on it. */
export interface ShownBeforeDecision {
  state: RequestState;
  comment: string | null;
  integrationDue: string | null;
  integrationLapsed: string | null;
  /** The dates of the meeting's decision logs (and of the comments written with them), hidden too. */
  decidedAt: ReadonlySet<string>;
}

/** Per request id (an original and the meeting's frozen copy of it), what its applicant is shown. */
export type WithheldDecisions = ReadonlyMap<string, ShownBeforeDecision>;

export const NONE_WITHHELD: WithheldDecisions = new Map();

/**
 * For each request held by a meeting still open (itself or its frozen copy), the original's id and
 * when the earliest such meeting opened: its decisions since then are the committee's only once it
 * closes.
 */
const openMeetingsSince = async (db: Db): Promise<Map<string, { since: Date; heldIds: string[] }>> => {
  const held = await db
    .select({ id: requests.id, cloneOf: requests.cloneOf, openDate: conferences.openDate })
    .from(conferenceRequests)
    .innerJoin(conferences, eq(conferences.id, conferenceRequests.conferenceId))
    .innerJoin(requests, eq(requests.id, conferenceRequests.requestId))
    .where(and(isNotNull(conferences.openDate), isNull(conferences.closeDate)));
  const open = new Map<string, { since: Date; heldIds: string[] }>();
  for (const { id, cloneOf, openDate } of held) {
    if (!openDate) continue;
    const originalId = cloneOf ?? id;
    const known = open.get(originalId);
    if (!known) open.set(originalId, { since: openDate, heldIds: [id] });
    else {
      known.heldIds.push(id);
      if (openDate < known.since) known.since = openDate;
    }
  }
  return open;
};

const asState = (value: unknown): RequestState | undefined => {
  const parsed = requestStateSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The decisions an applicant (RIC) must not see yet among the requests it may read: those a meeting
 * still open took. Each withheld request is shown as it was before the meeting's first decision on it,
 * read from the audit row of each decision (the fields it changed, before the change), the earliest
 * winning; without audit rows (data older than the audit log), its state is the one the logs last
 * recorded before the decision. Staff see every decision: for them nothing is withheld.
 */
export const withheldDecisions = async (db: Db, scope: RequestScope): Promise<WithheldDecisions> => {
  if (scope.role !== 'RIC') return NONE_WITHHELD;
  const open = await openMeetingsSince(db);
  if (open.size === 0) return NONE_WITHHELD;
  const originals = (
    await db
      .select({
        id: requests.id,
        userId: requests.userId,
        corporateId: requests.corporateId,
        comment: requests.comment,
        integrationDue: requests.integrationDue,
        integrationLapsed: requests.integrationLapsed,
      })
      .from(requests)
      .where(inArray(requests.id, [...open.keys()]))
  ).filter((row) => mayReadRequest({ user: row.userId, corporate: row.corporateId }, scope));
  const readable = originals.map((row) => row.id);
  if (readable.length === 0) return NONE_WITHHELD;
  const logs = await db
    .select({
      requestId: requestLogs.requestId,
      operation: requestLogs.operation,
      date: requestLogs.date,
      state: requestLogs.state,
    })
    .from(requestLogs)
    .where(inArray(requestLogs.requestId, readable))
    .orderBy(asc(requestLogs.date), asc(requestLogs.id));
  const audits = await db
    .select({ recordId: auditLog.recordId, before: auditLog.before })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.recordKind, 'request'),
        eq(auditLog.operation, 'conference.decide'),
        inArray(auditLog.recordId, readable),
      ),
    )
    .orderBy(desc(auditLog.id));
  const withheld = new Map<string, ShownBeforeDecision>();
  for (const current of originals) {
    const originalId = current.id;
    const { since, heldIds } = open.get(originalId) as { since: Date; heldIds: string[] };
    const own = logs.filter((log) => log.requestId === originalId);
    const isWithheld = (log: (typeof own)[number]) =>
      log.operation === 'MEETING_DECISION' && log.date.getTime() >= since.getTime();
    const decisions = own.filter(isWithheld);
    if (decisions.length === 0) continue;
    // A request that has moved on since (the applicant sent the integration asked) is shown as it is.
    const lastDecision = own.indexOf(decisions.at(-1) as (typeof own)[number]);
    if (own.slice(lastDecision + 1).some((log) => log.state !== null)) continue;
    const firstDecision = own.indexOf(decisions[0] as (typeof own)[number]);
    const loggedBefore = own
      .slice(0, firstDecision)
      .flatMap((log) => asState(log.state) ?? [])
      .at(-1);
    // Every decision writes one log row and one audit row: the last `decisions.length` audit rows
    // are the withheld decisions', newest first, so the earliest's values are folded in last.
    const befores = audits
      .filter((audit) => audit.recordId === originalId)
      .slice(0, decisions.length)
      .map((audit) => audit.before ?? {});
    const before = Object.assign({}, ...befores) as Record<string, unknown>;
    const pick = (field: 'comment' | 'integrationDue' | 'integrationLapsed', now: string | null) =>
      field in before ? asText(before[field]) : now;
    const shown: ShownBeforeDecision = {
      state: asState(before.state) ?? loggedBefore ?? 'SUBMITTED',
      // Without an audit row the comment the decision replaced is unknown: none rather than the decision's.
      comment: pick('comment', befores.length > 0 ? current.comment : null),
      integrationDue: pick('integrationDue', isoOrNull(current.integrationDue)),
      integrationLapsed: pick('integrationLapsed', isoOrNull(current.integrationLapsed)),
      decidedAt: new Set(decisions.map((log) => iso(log.date))),
    };
    for (const id of new Set([originalId, ...heldIds])) withheld.set(id, shown);
  }
  return withheld;
};

/**
 * The state the caller is shown, in SQL: the stored state but for the withheld requests, so the
 * lists' state filter, their sort and the exports agree with `request.get`. Plain `state` (and the
 * lists' indexes) when nothing is withheld, which is every staff read and almost every applicant's.
 */
export const shownState = (withheld: WithheldDecisions = NONE_WITHHELD): SQL => {
  if (withheld.size === 0) return sql`${requests.state}`;
  const cases = [...withheld].map(([id, shown]) => sql`when ${id} then ${shown.state}`);
  return sql`(case ${requests.id} ${sql.join(cases, sql` `)} else ${requests.state} end)`;
};

/** Whether a log row of a request is one of the decisions its applicant is not shown yet. */
export const hidesLog = (
  shown: ShownBeforeDecision | undefined,
  log: { operation: string; date: string },
): boolean => shown !== undefined && log.operation === 'MEETING_DECISION' && shown.decidedAt.has(log.date);

/** A whole request as the caller is shown it: a withheld decision's state, comment, logs and clock left out. */
export const asShown = (request: Request, withheld: WithheldDecisions = NONE_WITHHELD): Request => {
  const shown = withheld.get(request._id);
  if (!shown) return request;
  return {
    ...request,
    state: shown.state,
    comment: shown.comment,
    integrationDue: shown.integrationDue,
    integrationLapsed: shown.integrationLapsed,
    comments: request.comments.filter((comment) => !shown.decidedAt.has(comment.date)),
    logs: request.logs.filter((log) => !hidesLog(shown, log)),
  };
};
