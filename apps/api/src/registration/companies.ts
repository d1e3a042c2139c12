import type { RegisteredCompany } from '@cet-portal/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { type AuditActor, audited } from '../audit/auditLog';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { companyRow } from '../db/queries/users';
import { users } from '../db/schema';

/** A registered company by its exact VAT number (a company's fiscal code), or null: never a list. */
export const companyByVat = async (db: Db, vat: string): Promise<RegisteredCompany | null> => {
  const [row] = await db
    .select({ _id: users.id, vat: users.fiscalCode, name: users.surname })
    .from(users)
    .where(and(eq(users.fiscalCode, vat), eq(users.isCorporate, true)));
  return row ?? null;
};

/** Whether any record holds this code: a company, or a person whose fiscal code it is. */
const holderOf = async (db: Db, code: string) => {
  const [row] = await db
    .select({ id: users.id, isCorporate: users.isCorporate })
    .from(users)
    .where(eq(users.fiscalCode, code));
  return row;
};

/**
 * The company of a confirmed proposal: the one registered with its VAT by now (another registration
 * or an administrator may have created it meanwhile), else a new one, audited as ADMIN's creations
 * are. `users.fiscal_code` is unique, so two confirmations racing cannot both create it: the second
 * fails on the constraint rather than duplicate it. Answers the company's id.
 */
export const companyForProposal = async (
  tx: Db,
  proposal: { vat: string; name: string },
  actor: AuditActor,
  now: Date,
): Promise<string> => {
  const existing = await holderOf(tx, proposal.vat);
  if (existing?.isCorporate) return existing.id;
  // An 11-digit code is never a person's fiscal code: a holder that is no company cannot happen.
  if (existing) throw new Error(`Il codice ${proposal.vat} appartiene a una persona, non a un ente`);
  const id = newId();
  await audited(tx, { actor, operation: 'registration.confirm', kind: 'company', id }, async () => {
    await tx.insert(users).values(companyRow({ id, vat: proposal.vat, name: proposal.name, now }));
  });
  return id;
};
