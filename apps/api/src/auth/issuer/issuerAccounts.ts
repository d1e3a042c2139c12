import { DEMO_ACCOUNTS } from '@cet-portal/api-client/contract';
import type { Db } from '../../db/database';
import { findSessionUser } from '../../db/queries/users';
import type { EmbeddedIssuerAccounts } from './embeddedIssuer';

const DEMO_FISCAL_CODES = Object.values(DEMO_ACCOUNTS).map((account) => account.fiscalCode);

/** The people the embedded issuer signs in: the portal's users (never companies nor JOB), by fiscal code. */
export const issuerAccounts = (db: Db): EmbeddedIssuerAccounts => {
  const find = async (fiscalCode: string) => {
    const user = await findSessionUser(db, fiscalCode);
    return user ? { fiscalCode: user.fiscalCode, fullname: user.fullname, roles: user.roles } : null;
  };
  return {
    find,
    // Only the demo accounts that are in this database (none when DEMO_DATA is off).
    demo: async () => {
      const accounts = await Promise.all(DEMO_FISCAL_CODES.map(find));
      return accounts.filter((account) => account !== null);
    },
  };
};
