import {
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  type DemoAccount,
  type DemoAccountName,
  type RoleName,
} from '@cet-portal/api-client/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { companyRow } from '../db/queries/users';
import { roles, userRoles, users } from '../db/schema';
import { insertJobUser } from '../setup/jobUser';

export type { DemoAccountName };
export { DEMO_ACCOUNTS, DEMO_COMPANY };

/** The ids the demo accounts, their company and the JOB user got. */
export interface DemoUsers {
  companyId: string;
  jobId: string;
  ids: Record<DemoAccountName, string>;
}

/** Inserts the demo accounts, their company and the protocol job's user (which has no role). */
export const insertDemoAccounts = async (db: Db, now = new Date()): Promise<DemoUsers> => {
  const roleRows = await db
    .select()
    .from(roles)
    .where(inArray(roles.name, ['RIC', 'SEG', 'CET', 'PRE', 'ADMIN']));
  const roleId = (name: RoleName) => {
    const role = roleRows.find((row) => row.name === name);
    if (!role) throw new Error(`Ruolo ${name} mancante: i dati di riferimento vanno caricati prima`);
    return role.id;
  };
  const companyId = newId();
  await db
    .insert(users)
    .values(companyRow({ id: companyId, vat: DEMO_COMPANY.vat, name: DEMO_COMPANY.name, now }));
  const jobId = await insertJobUser(db, now);
  const ids = {} as Record<DemoAccountName, string>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [DemoAccountName, DemoAccount][]) {
    const id = newId();
    ids[key] = id;
    await db.insert(users).values({
      id,
      fiscalCode: account.fiscalCode,
      name: account.name,
      surname: account.surname,
      fullname: `${account.name} ${account.surname}`,
      corporateId: account.corporate ? companyId : null,
      email: account.email,
      inserted: now,
      updated: now,
    });
    await db.insert(userRoles).values(account.roles.map((name) => ({ userId: id, roleId: roleId(name) })));
  }
  return { companyId, jobId, ids };
};
