import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { type ContentStore, documentStoreOf, isContentStore } from '../../src/documents/store/documentStore';

/**
 * A content-addressed store (file, s3): every document row's content there, whole, with its hash; each
 * content stored once. Content no row names is allowed: the sweeper removes it after its grace period.
 */
const contentStoreViolations = async (database: Database, store: ContentStore): Promise<string[]> => {
  const rows = await database.rows<{ id: string; sha256: string; size: number }>(
    sql`select distinct on (sha256) id, sha256, size from documents order by sha256, id`,
  );
  const broken: { id: string; sha256: string; stored: number | null }[] = [];
  for (const row of rows) {
    const bytes = await store.get(row.sha256);
    if (
      !bytes ||
      bytes.length !== row.size ||
      createHash('sha256').update(bytes).digest('hex') !== row.sha256
    ) {
      broken.push({ id: row.id, sha256: row.sha256, stored: bytes?.length ?? null });
    }
  }
  const listed = new Map<string, number>();
  for await (const object of store.list()) listed.set(object.sha256, (listed.get(object.sha256) ?? 0) + 1);
  const twice = [...listed].filter(([, times]) => times > 1);
  return [
    ...(broken.length === 0
      ? []
      : [
          `a document without its content in the ${store.kind} store, or content that is not what was stored: ${JSON.stringify(broken.slice(0, 5))}`,
        ]),
    ...(twice.length === 0 ? [] : [`content stored twice: ${JSON.stringify(twice.slice(0, 5))}`]),
  ];
};

/**
 * What must hold in the database whatever happened to the server (load, kills, lost connections):
 * each line names one broken rule with the rows that break it; none when the data is whole.
 */
export const integrityViolations = async (database: Database): Promise<string[]> => {
  const check = async (rule: string, query: ReturnType<typeof sql>) => {
    const rows = await database.rows<Record<string, unknown>>(query);
    return rows.length === 0 ? [] : [`${rule}: ${JSON.stringify(rows.slice(0, 5))}`];
  };
  const store = documentStoreOf(database);
  const results = await Promise.all([
    isContentStore(store)
      ? contentStoreViolations(database, store)
      : check(
          'a document without its content, or content that is not what was stored',
          sql`select d.id, d.size, length(c.data) as stored from documents d
              left join document_contents c on c.document_id = d.id
              where c.document_id is null or length(c.data) <> d.size or encode(sha256(c.data), 'hex') <> d.sha256`,
        ),
    check(
      'a draft with an identifier, a sending date or a SEND log',
      sql`select r.id from requests r where r.state = 'DRAFT' and not r.is_clone and (r.identifier is not null
          or r.sent is not null or exists (select 1 from request_logs l where l.request_id = r.id and l.operation = 'SEND'))`,
    ),
    check(
      'a sent request without identifier, sending date, request form or SEND log',
      sql`select r.id, r.state from requests r where r.state <> 'DRAFT' and not r.is_clone and (r.identifier is null
          or r.sent is null or r.request_document_id is null
          or not exists (select 1 from request_logs l where l.request_id = r.id and l.operation = 'SEND'))`,
    ),
    check(
      'an identifier given to two requests',
      sql`select identifier, count(*)::int as requests from requests where not is_clone and identifier is not null
          group by identifier having count(*) > 1`,
    ),
    // Each sending is followed by exactly one registration, except the last one while it waits for it.
    check(
      'sendings and protocol registrations that do not match',
      sql`select r.id, r.state, s.sends, p.registrations, g.logs from requests r
          cross join lateral (select count(*)::int as sends from request_logs l where l.request_id = r.id and l.operation = 'SEND') s
          cross join lateral (select count(*)::int as registrations from protocols p where p.request_id = r.id) p
          cross join lateral (select count(*)::int as logs from request_logs l where l.request_id = r.id and l.operation = 'PROTOCOL') g
          where not r.is_clone and (p.registrations <> g.logs
            or s.sends - p.registrations <> (case when r.state in ('WAIT_PROT', 'WAIT_PROT_CER') then 1 else 0 end))`,
    ),
    // Protocol numbers run 1, 2, 3… in each year, with the counter at the last one (clones copy theirs).
    check(
      'protocol numbers with a gap or a duplicate in a year',
      sql`select p.year, count(*)::int as numbers, count(distinct p.protocol)::int as distinct_numbers,
            max(p.protocol) as last, min(c.last) as counter
          from protocols p left join requests r on r.id = p.request_id
          left join protocol_counters c on c.year = p.year
          where r.id is null or not r.is_clone group by p.year
          having count(*) <> count(distinct p.protocol) or max(p.protocol) <> count(*) or min(p.protocol) <> 1
            or min(c.last) is distinct from max(p.protocol)`,
    ),
    check(
      'a meeting closed without being opened, or closed before it opened',
      sql`select id from conferences where close_date is not null and (open_date is null or close_date < open_date)`,
    ),
  ]);
  return results.flat();
};
