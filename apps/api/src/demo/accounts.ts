import { JOB_USER, type RoleName } from '@cet-portal/api-client';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { roles, userRoles, users } from '../db/schema';

/** The company of the demo applicants (ARCHITECTURE.md, "Demo accounts"). */
export const DEMO_COMPANY = { vat: '01234567897', name: 'Farmaceutica Alfa S.p.A.' } as const;

interface DemoAccount {
  fiscalCode: string;
  name: string;
  surname: string;
  roles: readonly RoleName[];
  /** Works for the demo company. */
  corporate: boolean;
}

/** The embedded issuer's demo accounts; tests and docs rely on them. */
export const DEMO_ACCOUNTS = {
  marioRossi: {
    fiscalCode: 'RSSMRA80A01H501U',
    name: 'Mario',
    surname: 'Rossi',
    roles: ['RIC'],
    corporate: true,
  },
  luigiVerdi: {
    fiscalCode: 'VRDLGU82B02F205Z',
    name: 'Luigi',
    surname: 'Verdi',
    roles: ['RIC'],
    corporate: true,
  },
  giuliaBianchi: {
    fiscalCode: 'BNCGLI85M41F205B',
    name: 'Giulia',
    surname: 'Bianchi',
    roles: ['SEG'],
    corporate: false,
  },
  paoloNeri: {
    fiscalCode: 'NREPLA75C12L219G',
    name: 'Paolo',
    surname: 'Neri',
    roles: ['CET'],
    corporate: false,
  },
  saraGialli: {
    fiscalCode: 'GLLSRA78D45G273A',
    name: 'Sara',
    surname: 'Gialli',
    roles: ['CET'],
    corporate: false,
  },
  annaFerrari: {
    fiscalCode: 'FRRNNA70D50H501R',
    name: 'Anna',
    surname: 'Ferrari',
    roles: ['PRE'],
    corporate: false,
  },
  marcoColombo: {
    fiscalCode: 'CLMMRC72E10F205F',
    name: 'Marco',
    surname: 'Colombo',
    roles: ['ADMIN'],
    corporate: false,
  },
  lauraRicci: {
    fiscalCode: 'RCCLRA80A41H501A',
    name: 'Laura',
    surname: 'Ricci',
    roles: ['SEG', 'CET'],
    corporate: false,
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

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
  await db.insert(users).values({
    id: companyId,
    fiscalCode: DEMO_COMPANY.vat,
    name: '',
    surname: DEMO_COMPANY.name,
    fullname: DEMO_COMPANY.name,
    isCorporate: true,
    inserted: now,
    updated: now,
  });
  const jobId = newId();
  await db.insert(users).values({
    id: jobId,
    fiscalCode: JOB_USER,
    name: 'Procedura',
    surname: 'di protocollazione',
    fullname: 'Procedura di protocollazione',
    inserted: now,
    updated: now,
  });
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
      inserted: now,
      updated: now,
    });
    await db.insert(userRoles).values(account.roles.map((name) => ({ userId: id, roleId: roleId(name) })));
  }
  return { companyId, jobId, ids };
};

/** Whether the database has anyone yet: demo data goes only into an empty one. */
export const hasUsers = async (db: Db): Promise<boolean> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.isCorporate, false)).limit(1)).length > 0;
