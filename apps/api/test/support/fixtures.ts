import type { RoleName } from '@cet-portal/api-client';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/queries/sql';
import {
  DEMO_ACCOUNTS,
  type DemoAccountName,
  type DemoUsers,
  insertDemoAccounts,
} from '../../src/demo/accounts';
import type { Api, Caller } from './api';
import type { TestServer } from './testServer';

export { DEMO_ACCOUNTS };

/** The demo accounts, their company and the JOB user, in the test's database. */
export const seedAccounts = (server: { app: Pick<TestServer['app'], 'database'> }): Promise<DemoUsers> =>
  insertDemoAccounts(server.app.database.db);

/** A demo account calling with one of its roles (by default its first). */
export const as = (name: DemoAccountName, role?: RoleName): Caller => ({
  fiscalCode: DEMO_ACCOUNTS[name].fiscalCode,
  role: role ?? DEMO_ACCOUNTS[name].roles[0],
});

const TABLES = [
  'roles',
  'users',
  'user_roles',
  'documents',
  'document_contents',
  'requests',
  'request_documents',
  'request_logs',
  'request_comments',
  'protocols',
  'protocol_counters',
  'request_configs',
  'document_fields',
  'conferences',
  'conference_requests',
  'conference_comments',
  'conference_files',
  'homes',
  'site_documents',
  'audit_log',
  'document_downloads',
  'request_submissions',
  'conflicts_of_interest',
  'notification_outbox',
  'committee_identity',
  'registrations',
] as const;

/**
 * A digest of every table's rows (the last activity aside, which any authenticated call records), to
 * show that a refused call changed nothing.
 */
export const fingerprint = async (server: {
  app: Pick<TestServer['app'], 'database'>;
}): Promise<Record<string, string>> => {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = sql.raw(`(to_jsonb(t) - 'last_activity')::text`);
      const [digest] = await rowsOf<{ rows: number; hash: string | null }>(
        server.app.database.db,
        sql`select count(*)::int as rows, md5(string_agg(${row}, '|' order by ${row})) as hash from ${sql.identifier(table)} t`,
      );
      return [table, `${digest?.rows}:${digest?.hash ?? ''}`] as const;
    }),
  );
  return { ...Object.fromEntries(entries), ...(await tallyTotals(server.app.database.db)) };
};

/**
 * The request totals' tallies by what they say, not by their rows: the fold job rewrites the rows
 * every minute without changing a sum, and a refused call or a restored backup must leave the sums.
 */
const tallyTotals = async (db: TestServer['app']['database']['db']) => {
  const totals = async (table: string, keys: string) => {
    const [digest] = await rowsOf<{ hash: string | null }>(
      db,
      sql.raw(
        `select md5(string_agg(total, '|' order by total)) as hash from (select concat_ws(',', ${keys}, sum(delta)) as total from ${table} group by ${keys} having sum(delta) <> 0) totals`,
      ),
    );
    return digest?.hash ?? '';
  };
  return {
    request_tallies: await totals('request_tallies', 'state, type, lapsed'),
    request_owner_tallies: await totals(
      'request_owner_tallies',
      'user_id, corporate_id, state, type, lapsed',
    ),
  };
};

/** An applicant of another company (Beta Pharma S.r.l.), created by the demo ADMIN. */
export const createOtherApplicant = async (api: Api): Promise<Caller> => {
  const admin = as('marcoColombo');
  const company = await api.ok(
    'user.create',
    { isCorporate: true, fiscalCode: '09876543210', surname: 'Beta Pharma S.r.l.' },
    admin,
  );
  const { result } = await api.ok('role.find', { query: { name: 'RIC' } }, admin);
  await api.ok(
    'user.create',
    {
      fiscalCode: 'BLUCRL85A41F205X',
      name: 'Carla',
      surname: 'Blu',
      roles: [result[0]?._id ?? ''],
      corporate: company._id,
    },
    admin,
  );
  return { fiscalCode: 'BLUCRL85A41F205X', role: 'RIC' };
};
