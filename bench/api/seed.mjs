// A deterministic seeder: N requests (every state and type, realistic texts, logs, protocols), N/10 users
// across N/100 companies and N/50 meetings, written by PostgreSQL itself with INSERT … SELECT over
// generate_series in batches — no random numbers, so the same N gives the same rows on every machine.
// Usage: node bench/api/seed.mjs <N>   (DATABASE_URL names the database; the server has migrated it)

// The contract's states and types, from its build (the bench runs after `npm run build`).
import { REQUEST_STATES, REQUEST_TYPES } from '@cet-portal/api-client/contract';
// The server's own recompute of the integration dates, from its build too.
import { refreshIntegratedDatesQuery } from '../../apps/api/dist/integratedDates.js';

const WORDS = [
  'cardiologia',
  'oncologia',
  'pediatria',
  'vaccino',
  'diabete',
  'ipertensione',
  'cuore',
  'polmone',
  'neurologia',
  'farmaco',
  'randomizzato',
  'osservazionale',
  'fase',
  'placebo',
  'coorte',
  'anziani',
];
const BATCH = 10_000;
/**
 * Seeded rows carry this prefix in their fiscal codes and subjects. The seeder expects a fresh
 * database (the bench makes one per N): deleting 100,000 requests costs more than creating them.
 */
export const BENCH_MARK = 'BENCH';

const sqlList = (values) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/** A uuid computed from a text: the same row gets the same id on every run. */
const uuidOf = (expression) =>
  `(substr(md5(${expression}),1,8)||'-'||substr(md5(${expression}),9,4)||'-4'||substr(md5(${expression}),14,3)||'-8'||substr(md5(${expression}),18,3)||'-'||substr(md5(${expression}),21,12))`;

/** The id of the seeded request with twenty documents, for request/get. */
export const REQUEST_WITH_DOCUMENTS = `select ${uuidOf("'r'||1")} as id`;

export const seed = async (client, n, { log = () => {} } = {}) => {
  const users = Math.max(10, Math.floor(n / 10));
  const companies = Math.max(1, Math.floor(n / 100));
  const meetings = Math.max(1, Math.floor(n / 50));
  const states = REQUEST_STATES;
  await client.query('begin');
  const base = `timestamptz '2026-11-01 09:00:00+01'`;
  await client.query(`
    insert into users (id, fiscal_code, name, surname, fullname, is_corporate, inserted, updated)
    select ${uuidOf(`'c'||i`)}, '${BENCH_MARK}C'||lpad(i::text, 9, '0'), '', 'Azienda '||i||' S.p.A.',
      'Azienda '||i||' S.p.A.', true, ${base}, ${base}
    from generate_series(1, ${companies}) i`);
  await client.query(`
    insert into users (id, fiscal_code, name, surname, fullname, is_corporate, corporate_id, inserted, updated)
    select ${uuidOf(`'u'||i`)}, '${BENCH_MARK}U'||lpad(i::text, 9, '0'), 'Nome'||i, 'Cognome'||i,
      'Nome'||i||' Cognome'||i, false, ${uuidOf(`'c'||(1 + i % ${companies})`)}, ${base}, ${base}
    from generate_series(1, ${users}) i`);
  // Every seeded person is an applicant (RIC) of their company, so a token names a real RIC.
  await client.query(`
    insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.fiscal_code like '${BENCH_MARK}U%' and r.name = 'RIC'`);
  const words = sqlList(WORDS);
  for (let from = 1; from <= n; from += BATCH) {
    const to = Math.min(n, from + BATCH - 1);
    await client.query(`
      insert into requests (id, identifier, state, type, subject, description, study_title,
        principal_investigator, promoter_name, eudract_number, user_id, corporate_id, sent, updated)
      select ${uuidOf(`'r'||i`)}, case when s = 'DRAFT' then null else 100000 + i end, s,
        (${sqlList(REQUEST_TYPES)})[1 + i % ${REQUEST_TYPES.length}],
        '${BENCH_MARK} richiesta '||i||' '||w1,
        'Studio '||w1||' '||w2||' su pazienti seguiti in ambulatorio, richiesta numero '||i,
        initcap(w1)||' e '||w2||': studio '||w3||' multicentrico n. '||i,
        'Dott. Nome'||(i % 997)||' Cognome'||(i % 991),
        'Promotore '||(i % 211)||' S.r.l.', '2026-'||lpad((i % 999999)::text, 6, '0')||'-'||lpad((i % 97)::text, 2, '0'),
        ${uuidOf(`'u'||(1 + i % ${users})`)}, ${uuidOf(`'c'||(1 + (1 + i % ${users}) % ${companies})`)},
        case when s = 'DRAFT' then null else ${base} - (i || ' minutes')::interval end,
        ${base} - ((i % 50000) || ' seconds')::interval
      from (
        select i, (${sqlList(states)})[1 + i % ${states.length}] as s,
          (${words})[1 + i % ${WORDS.length}] as w1, (${words})[1 + (i / 7) % ${WORDS.length}] as w2,
          (${words})[1 + (i / 49) % ${WORDS.length}] as w3
        from generate_series(${from}, ${to}) i
      ) g`);
    await client.query(`
      insert into request_logs (request_id, operation, role, user_fiscal_code, date)
      select ${uuidOf(`'r'||i`)}, op, role, who, ${base} - (i || ' minutes')::interval + (k || ' seconds')::interval
      from generate_series(${from}, ${to}) i,
        lateral (values (0, 'INSERT', 'RIC', '${BENCH_MARK}U'), (1, 'SEND', 'RIC', '${BENCH_MARK}U'),
          (2, case when i % 3 = 0 then 'UPDATE' else 'PROTOCOL' end, case when i % 3 = 0 then 'RIC' else 'ADMIN' end,
           case when i % 3 = 0 then '${BENCH_MARK}U' else 'JOB' end)) as l(k, op, role, who)`);
    log(`seeded ${to} of ${n} requests`);
  }
  // Documents' metadata: one on every tenth request, and twenty on the first (the bench's request/get).
  await client.query(`
    insert into documents (id, file_name, type, content_type, size, sha256, owner_id, updated)
    select ${uuidOf(`'d'||i`)}, 'documento-'||i||'.pdf', 'Protocollo', 'application/pdf', 1000 + i % 90000,
      md5('d'||i)||md5('e'||i), ${uuidOf(`'u'||(1 + i % ${users})`)}, ${base}
    from generate_series(1, ${Math.floor(n / 10) + 20}) i`);
  await client.query(`
    insert into request_documents (request_id, document_id, type, position)
    select ${uuidOf(`'r'||(i * 10)`)}, ${uuidOf(`'d'||i`)}, 'Protocollo', 0
    from generate_series(1, ${Math.floor(n / 10)}) i`);
  await client.query(`
    insert into request_documents (request_id, document_id, type, position)
    select ${uuidOf("'r'||1")}, ${uuidOf(`'d'||(${Math.floor(n / 10)} + k)`)}, 'Protocollo', k
    from generate_series(1, 20) k`);
  await client.query(`
    insert into conferences (id, subject, agenda, start_date, updated)
    select ${uuidOf(`'m'||i`)}, '${BENCH_MARK} seduta '||i, 'Ordine del giorno della seduta '||i,
      ${base} + (i || ' days')::interval, ${base}
    from generate_series(1, ${meetings}) i`);
  // The rows above bypass the server's writers, which keep each request's integration date: fill it
  // with the server's statement, as the migration did for the rows it found (timed: it is seeding).
  const { sql: refreshSql, params } = refreshIntegratedDatesQuery();
  const refreshStart = performance.now();
  await client.query(refreshSql, params);
  const integratedMs = performance.now() - refreshStart;
  await client.query('commit');
  // As autovacuum leaves a table that has settled: statistics, and the visibility map index-only scans need.
  await client.query('vacuum analyze');
  return { integratedMs };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const n = Number(process.argv[2] ?? 1000);
  const started = performance.now();
  await seed(client, n, { log: console.log });
  console.log(`seeded ${n} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await client.end();
}
