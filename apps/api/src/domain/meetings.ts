import {
  type MeetingStatus,
  meetingStatus,
  RAPPORTEUR_ROLES,
  REFUSALS,
  reviewerRefusal,
} from '@cet-portal/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { Refusal } from '../core/refusal';
import type { Session } from '../core/session';
import type { Db } from '../db/database';
import { loadMeetings, type MeetingRow } from '../db/queries/conferences';
import { ownedBy, type RequestScope } from '../db/queries/requests';
import { isoOrNull } from '../db/queries/sql';
import { conferenceRequests, conferences, requests, roles, userRoles } from '../db/schema';

export const lockMeeting = async (db: Db, id: string): Promise<MeetingRow> => {
  const [row] = await db.select().from(conferences).where(eq(conferences.id, id)).for('update');
  if (!row) throw new Refusal('NOT_FOUND', REFUSALS.meetingNotFound);
  return row;
};

/** 'waiting', 'open' or 'closed', by the contract's rule on the dates. */
export const statusOf = (row: MeetingRow): MeetingStatus =>
  meetingStatus({ openDate: isoOrNull(row.openDate), closeDate: isoOrNull(row.closeDate) });

/** A closed meeting refuses every change. */
export const assertNotClosed = (row: MeetingRow): void => {
  if (statusOf(row) === 'closed') throw new Refusal('CONFLICT', REFUSALS.meetingClosed);
};

export const assertOpen = (row: MeetingRow): void => {
  assertNotClosed(row);
  if (statusOf(row) !== 'open') throw new Refusal('CONFLICT', REFUSALS.meetingNotOpen);
};

export const entryOf = async (db: Db, conferenceId: string, requestId: string) => {
  const [entry] = await db
    .select()
    .from(conferenceRequests)
    .where(
      and(eq(conferenceRequests.conferenceId, conferenceId), eq(conferenceRequests.requestId, requestId)),
    );
  if (!entry) throw new Refusal('BAD_REQUEST', REFUSALS.requestNotInMeeting);
  return entry;
};

/** The secretariat, or the CET member who is the request's rapporteur in this meeting. */
export const requireReviewer = async (db: Db, conferenceId: string, requestId: string, session: Session) => {
  const entry = await entryOf(db, conferenceId, requestId);
  const refusal = reviewerRefusal(session.role, session.user.id, entry.rapporteurId);
  if (refusal) throw new Refusal('FORBIDDEN', refusal);
  return entry;
};

/** Rapporteurs are users holding one of the contract's rapporteur roles (CET or SEG). */
export const assertRapporteurs = async (db: Db, userIds: readonly (string | null | undefined)[]) => {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  const eligible = await db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.userId, ids), inArray(roles.name, [...RAPPORTEUR_ROLES])));
  if (eligible.length !== ids.length) throw new Refusal('BAD_REQUEST', REFUSALS.rapporteurRole);
};

/** A requester sees a meeting only when it holds one of its (or its company's) requests. */
export const assertMayView = async (db: Db, conferenceId: string, scope: RequestScope) => {
  if (scope.role !== 'RIC') return;
  const [held] = await db
    .select({ id: conferenceRequests.requestId })
    .from(conferenceRequests)
    .innerJoin(requests, eq(requests.id, conferenceRequests.requestId))
    .where(and(eq(conferenceRequests.conferenceId, conferenceId), ownedBy(scope)))
    .limit(1);
  if (!held) throw new Refusal('FORBIDDEN', REFUSALS.meetingOfOthersRequests);
};

export const loadMeeting = async (db: Db, id: string, scope: RequestScope) => {
  const [meeting] = await loadMeetings(db, [id], scope);
  if (!meeting) throw new Refusal('NOT_FOUND', REFUSALS.meetingNotFound);
  return meeting;
};
