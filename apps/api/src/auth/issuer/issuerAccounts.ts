import { DEMO_ACCOUNTS, isFiscalCode } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { findSessionUser } from '../../db/queries/users';
import { users } from '../../db/schema';
import type { EmbeddedIssuerAccounts } from './embeddedIssuer';

const DEMO_FISCAL_CODES = Object.values(DEMO_ACCOUNTS).map((account) => account.fiscalCode);

/** Whether any record (a company too, or the protocol job) holds this code. */
const isTaken = async (db: Db, fiscalCode: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.fiscalCode, fiscalCode)).limit(1)).length > 0;

/**
 * The people the embedded issuer signs in: the portal's users (never companies nor JOB), by fiscal
 * code; and, as an organisation's sign-in would, anyone else with a valid fiscal code (its check
 * character right), with no name: the portal then offers them to sign up. A code no person could
 * hold is refused as before.
 */
export const issuerAccounts = (db: Db): EmbeddedIssuerAccounts => {
  const findUser = async (fiscalCode: string) => {
    const user = await findSessionUser(db, fiscalCode);
    return user ? { fiscalCode: user.fiscalCode, fullname: user.fullname, roles: user.roles } : null;
  };
  const find = async (fiscalCode: string) => {
    const user = await findUser(fiscalCode);
    if (user) return user;
    if (!isFiscalCode(fiscalCode) || (await isTaken(db, fiscalCode))) return null;
    return { fiscalCode, fullname: '', roles: [] };
  };
  return {
    find,
    // Only the demo accounts that are in this database (none when DEMO_DATA is off).
    demo: async () => {
      const accounts = await Promise.all(DEMO_FISCAL_CODES.map(findUser));
      return accounts.filter((account) => account !== null);
    },
  };
};
