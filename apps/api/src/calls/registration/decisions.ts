import { decisionRefusal, REGISTRATION_REFUSALS, type Registration } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import { auditActorOf, audited } from '../../audit/auditLog';
import { conflict, forbidden, notFound, stale } from '../../core/refusal';
import type { RoleSession } from '../../core/session';
import type { Db } from '../../db/database';
import { nextVersion } from '../../db/queries/sql';
import { registrations, users } from '../../db/schema';
import { enqueueNotification } from '../../notifications/outbox';
import { companyForProposal } from '../../registration/companies';
import { loadRegistration, type RegistrationRow } from '../../registration/records';
import { REGISTRATION_STALE } from '../../registration/stale';
import { roleSessionOf } from '../permissions';
import { type CallContext, defineCall } from '../types';

/** The pending registration to decide, locked: 404, 403 (one's own), 409 (stale or decided). */
const lockDecidable = async (
  tx: Db,
  { _id, updated }: { _id: string; updated: string },
  session: RoleSession,
): Promise<RegistrationRow> => {
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, _id)).for('update');
  if (!row) throw notFound(REGISTRATION_REFUSALS.notFound);
  const refusal = decisionRefusal(row, session.user.id);
  if (refusal === REGISTRATION_REFUSALS.ownRegistration) throw forbidden(refusal);
  if (refusal) throw conflict(refusal);
  if (row.updated.getTime() !== Date.parse(updated)) throw stale(REGISTRATION_STALE);
  return row;
};

const decided = async (context: CallContext, id: string): Promise<Registration> => {
  const registration = await loadRegistration(context.database.db, id);
  if (!registration) throw notFound(REGISTRATION_REFUSALS.notFound);
  return registration;
};

export const confirm = defineCall('registration.confirm', {
  rule: 'SEG or ADMIN; a pending registration that is not the caller’s own (403); the person joins the company named, a proposed one created unless one with its VAT exists by then (never two with one VAT); stale `updated` or already decided → 409',
  handler: async (input, context) => {
    const session = roleSessionOf(context);
    await context.database.db.transaction(async (tx) => {
      const row = await lockDecidable(tx, input, session);
      const actor = auditActorOf(session);
      const now = new Date();
      const companyId =
        row.companyId ??
        (await companyForProposal(tx, { vat: row.companyVat, name: row.companyName }, actor, now));
      const write = { actor, operation: 'registration.confirm' } as const;
      await audited(tx, { ...write, kind: 'user', id: row.userId }, async () => {
        await tx
          .update(users)
          .set({ corporateId: companyId, updated: nextVersion(users.updated, now) })
          .where(eq(users.id, row.userId));
      });
      await audited(tx, { ...write, kind: 'registration', id: row.userId }, async () => {
        await tx
          .update(registrations)
          .set({
            companyId,
            status: 'CONFIRMED',
            refusalReason: null,
            decided: now,
            decidedBy: session.user.id,
            updated: nextVersion(registrations.updated, now),
          })
          .where(eq(registrations.id, row.id));
      });
      await enqueueNotification(tx, { kind: 'registration.confirmed', registrationId: row.id }, now);
    });
    return decided(context, input._id);
  },
});

export const refuse = defineCall('registration.refuse', {
  rule: 'SEG or ADMIN; a pending registration that is not the caller’s own (403), with the reason the person will read; stale `updated` or already decided → 409',
  handler: async (input, context) => {
    const session = roleSessionOf(context);
    await context.database.db.transaction(async (tx) => {
      const row = await lockDecidable(tx, input, session);
      const now = new Date();
      const write = { actor: auditActorOf(session), operation: 'registration.refuse' } as const;
      await audited(tx, { ...write, kind: 'registration', id: row.userId }, async () => {
        await tx
          .update(registrations)
          .set({
            status: 'REFUSED',
            refusalReason: input.reason,
            decided: now,
            decidedBy: session.user.id,
            updated: nextVersion(registrations.updated, now),
          })
          .where(eq(registrations.id, row.id));
      });
      await enqueueNotification(
        tx,
        { kind: 'registration.refused', registrationId: row.id, reason: input.reason },
        now,
      );
    });
    return decided(context, input._id);
  },
});
