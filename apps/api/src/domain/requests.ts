import { mayReadRequest, REFUSALS, type Request, STALE_MESSAGES } from '@cet-portal/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { Refusal } from '../core/refusal';
import type { RoleSession } from '../core/session';
import type { Db } from '../db/database';
import { loadRequest, type RequestRow, type RequestScope } from '../db/queries/requests';
import { nextVersion } from '../db/queries/sql';
import { asShown, withheldDecisions } from '../db/queries/withheldDecisions';
import { requests } from '../db/schema';

export const scopeOf = (session: RoleSession): RequestScope => ({
  role: session.role,
  userId: session.user.id,
  corporateId: session.user.corporateId,
});

/**
 * The scope of a read: for an applicant also the decisions of meetings still open, which every read
 * of its requests (get, lists, counts, exports) leaves out, as its history and e-mails do, until the
 * president closes the meeting. Writes keep `scopeOf`: they check the stored request.
 */
export const readScopeOf = async (db: Db, session: RoleSession): Promise<RequestScope> => {
  const scope = scopeOf(session);
  return { ...scope, withheld: await withheldDecisions(db, scope) };
};

/** 404 when the request does not exist, 403 when a requester asks for someone else's. */
export const assertVisible = <Row extends Pick<RequestRow, 'userId' | 'corporateId'>>(
  row: Row | undefined,
  scope: RequestScope,
): Row => {
  if (!row) throw new Refusal('NOT_FOUND', REFUSALS.requestNotFound);
  if (!mayReadRequest({ user: row.userId, corporate: row.corporateId }, scope)) {
    throw new Refusal('FORBIDDEN', REFUSALS.otherApplicantsRequest);
  }
  return row;
};

/** A whole request the caller may see, read once: 404 when it does not exist, 403 when it is someone else's. */
export const visibleRequest = async (db: Db, id: string, scope: RequestScope): Promise<Request> => {
  const request = await loadRequest(db, id);
  assertVisible(request && { userId: request.user, corporateId: request.corporate }, scope);
  return asShown(request as Request, scope.withheld);
};

/** Reads a request the caller may see and locks it until the transaction ends. */
export const lockVisibleRequest = async (tx: Db, id: string, scope: RequestScope): Promise<RequestRow> => {
  const [row] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
  return assertVisible(row, scope);
};

/** The request as the client last saw it, or 409: a stale copy never overwrites a newer one. */
export const assertCurrent = (row: RequestRow, seen: string): void => {
  if (row.updated.getTime() !== Date.parse(seen)) throw new Refusal('STALE', STALE_MESSAGES.request);
};

/**
 * Writes a change only if the row is still the version the client saw (checked in the UPDATE's
 * WHERE clause as well, so no concurrent writer slips in between), and gives it a new version.
 */
export const saveRequest = async (
  tx: Db,
  id: string,
  seen: string,
  values: Partial<typeof requests.$inferInsert>,
  now: Date,
): Promise<void> => {
  const saved = await tx
    .update(requests)
    .set({ ...values, updated: nextVersion(requests.updated, now) })
    .where(and(eq(requests.id, id), eq(requests.updated, new Date(seen))))
    .returning({ id: requests.id });
  if (saved.length === 0) throw new Refusal('STALE', STALE_MESSAGES.request);
};
