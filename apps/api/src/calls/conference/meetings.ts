import { REFUSALS, STALE_MESSAGES } from '@cet-portal/api-client/contract';
import { and, desc, eq, gte, inArray, notInArray, or } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { assertRapporteursFree } from '../../conflicts/conflictRule';
import { badRequest, conflict, stale } from '../../core/refusal';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import {
  listMeetings,
  meetingConditions,
  scheduledRequestIds,
  withRapporteur,
} from '../../db/queries/conferences';
import { listRequests, requestConditions } from '../../db/queries/requests';
import { countRows, iso, isoOrNull } from '../../db/queries/sql';
import { conferenceRequests, conferences, requestLogs, requests } from '../../db/schema';
import { assertMayView, assertRapporteurs, loadMeeting, lockMeeting, statusOf } from '../../domain/meetings';
import { assertVisible, readScopeOf, scopeOf } from '../../domain/requests';
import { notifyNewRapporteurs } from '../../notifications/meetings';
import { enqueueNotification } from '../../notifications/outbox';
import { roleSessionOf } from '../permissions';
import { defineCall } from '../types';

/** SUBMITTED requests (never clones) that no waiting or open meeting holds. */
export const availableCondition = (db: Db) =>
  and(
    eq(requests.state, 'SUBMITTED'),
    eq(requests.isClone, false),
    notInArray(requests.id, scheduledRequestIds(db)),
  );

/** Checks that every request may join a meeting, once; `alreadyIn` are the meeting's own requests. */
export const assertAvailable = async (
  db: Db,
  requestIds: readonly string[],
  alreadyIn: readonly string[] = [],
) => {
  if (new Set(requestIds).size !== requestIds.length) throw badRequest(REFUSALS.repeatedRequest);
  const wanted = requestIds.filter((id) => !alreadyIn.includes(id));
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(inArray(requests.id, wanted), availableCondition(db)));
  if (found.length !== wanted.length) {
    throw conflict(REFUSALS.meetingTakesForwardedRequests);
  }
};

export const create = defineCall('conference.create', {
  rule: 'SEG or CET; subject, agenda, start date and at least one request, every one SUBMITTED and in no other waiting or open meeting; rapporteurs only CET or SEG users',
  handler: async ({ subject, agenda, startDate, endDate, requestsUsers }, context) => {
    const session = roleSessionOf(context);
    const scope = scopeOf(session);
    return context.database.db.transaction(async (tx) => {
      await assertAvailable(
        tx,
        requestsUsers.map((entry) => entry.request),
      );
      await assertRapporteurs(
        tx,
        requestsUsers.map((entry) => entry.user),
      );
      await assertRapporteursFree(tx, requestsUsers);
      const id = newId();
      const write = {
        actor: auditActorOf(session),
        operation: 'conference.create',
        kind: 'meeting',
        id,
      } as const;
      return audited(tx, write, async () => {
        await tx.insert(conferences).values({
          id,
          subject,
          agenda,
          startDate: new Date(startDate),
          endDate: endDate ? new Date(endDate) : null,
          updated: new Date(),
        });
        await tx.insert(conferenceRequests).values(
          requestsUsers.map((entry, position) => ({
            conferenceId: id,
            requestId: entry.request,
            rapporteurId: entry.user ?? null,
            position,
          })),
        );
        const now = new Date();
        await enqueueNotification(tx, { kind: 'meeting.created', meetingId: id }, now);
        await notifyNewRapporteurs(tx, id, [], requestsUsers, now);
        return loadMeeting(tx, id, scope);
      });
    });
  },
});

export const get = defineCall('conference.get', {
  rule: 'any role; RIC only meetings holding its own or its company’s requests, seeing only those entries, their reports once the meeting is closed, and no minutes',
  handler: async ({ id }, context) => {
    // A read: an applicant's request decided in the meeting shows as before until the meeting closes.
    const scope = await readScopeOf(context.database.db, roleSessionOf(context));
    await assertMayView(context.database.db, id, scope);
    return loadMeeting(context.database.db, id, scope);
  },
});

const STAFF_RULE = 'SEG, CET, PRE or ADMIN; reports and comments for SEG, CET and PRE, for ADMIN once closed';

export const find = defineCall('conference.find', {
  rule: STAFF_RULE,
  handler: ({ query, skip, take, sort }, context) =>
    listMeetings(
      context.database.db,
      meetingConditions(query),
      { skip, take, sort },
      scopeOf(roleSessionOf(context)),
    ),
});

export const count = defineCall('conference.count', {
  rule: 'SEG, CET, PRE or ADMIN; `user` counts the meetings where that user is a rapporteur',
  handler: async ({ query, user }, context) => ({
    count: await countRows(
      context.database.db,
      conferences,
      and(meetingConditions(query), user ? withRapporteur(user) : undefined),
    ),
  }),
});

export const availableRequests = defineCall('conference.availableRequests', {
  rule: 'SEG or CET; SUBMITTED requests in no waiting or open meeting',
  handler: ({ query, skip, take, sort }, context) => {
    const { db } = context.database;
    const where = and(requestConditions(query, scopeOf(roleSessionOf(context))), availableCondition(db));
    return listRequests(db, where, { skip, take, sort });
  },
});

export const checkExistConference = defineCall('conference.checkExistConference', {
  rule: 'any role; RIC only for its own or its company’s requests',
  handler: async ({ _id }, context) => {
    const { db } = context.database;
    const [request] = await db.select().from(requests).where(eq(requests.id, _id));
    assertVisible(request, scopeOf(roleSessionOf(context)));
    // A meeting that froze the request holds its clone.
    const clones = db.select({ id: requests.id }).from(requests).where(eq(requests.cloneOf, _id));
    const rows = await db
      .selectDistinct({ meeting: conferences })
      .from(conferences)
      .innerJoin(conferenceRequests, eq(conferenceRequests.conferenceId, conferences.id))
      .where(or(eq(conferenceRequests.requestId, _id), inArray(conferenceRequests.requestId, clones)))
      .orderBy(desc(conferences.startDate));
    return rows.map(({ meeting }) => ({
      _id: meeting.id,
      subject: meeting.subject,
      agenda: meeting.agenda,
      startDate: iso(meeting.startDate),
      endDate: isoOrNull(meeting.endDate),
      openDate: isoOrNull(meeting.openDate),
      closeDate: isoOrNull(meeting.closeDate),
    }));
  },
});

export const remove = defineCall('conference.delete', {
  rule: 'SEG; only a meeting never opened that holds no decision (409 otherwise); its requests return to the pool of the next meeting; stale `updated` → 409',
  handler: async ({ _id, updated }, context) => {
    const session = roleSessionOf(context);
    return context.database.db.transaction(async (tx) => {
      const row = await lockMeeting(tx, _id);
      if (row.updated.getTime() !== Date.parse(updated)) throw stale(STALE_MESSAGES.meeting);
      if (statusOf(row) !== 'waiting') throw conflict(REFUSALS.meetingDeletedOnlyBeforeOpening);
      // A waiting meeting cannot take decisions; this also guards data written before that rule. A
      // decision taken before the meeting's day belongs to an earlier meeting of the same request.
      const [decided] = await tx
        .select({ id: requestLogs.id })
        .from(requestLogs)
        .innerJoin(conferenceRequests, eq(conferenceRequests.requestId, requestLogs.requestId))
        .where(
          and(
            eq(conferenceRequests.conferenceId, _id),
            eq(requestLogs.operation, 'MEETING_DECISION'),
            gte(requestLogs.date, row.startDate),
          ),
        )
        .limit(1);
      if (decided) throw conflict(REFUSALS.meetingHoldsDecision);
      const write = {
        actor: auditActorOf(session),
        operation: 'conference.delete',
        kind: 'meeting',
        id: _id,
      } as const;
      return audited(tx, write, async () => {
        await tx.delete(conferences).where(eq(conferences.id, _id));
        return { _id };
      });
    });
  },
});
