// The floor under a count's API / SQL: a bare Fastify route (no plugin, no token, no validation, no
// compression) that answers each envelope with the rows of the very statements the API sent for it,
// one after another through a pool, as the server sends a count's and the replay sends them on one
// session. No server code can answer such a call in less than this on the same machine and database,
// so a count whose floor / SQL is already above 1.5 cannot reach the target ratio whatever the server
// does besides its statements (docs/BENCHMARKS.md, eighth and fourteenth rounds). A page's loaders the server reads together, which a
// route sending them one after another does not bound: pages get no floor.
// Started by httpFloor.mjs with DATABASE_URL, PORT, and FLOOR_STATEMENTS: a JSON file of
// [envelope body, statements] pairs.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const statementsOf = new Map(JSON.parse(readFileSync(process.env.FLOOR_STATEMENTS, 'utf8')));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

app.get('/api/health', async () => ({ ok: true }));
app.post('/api', async (request, reply) => {
  const statements = statementsOf.get(JSON.stringify(request.body));
  if (!statements) return reply.code(404).send({ error: 'no statements for this call' });
  let rows = [];
  for (const { text, values } of statements)
    rows = (await pool.query(values.length ? { text, values } : text)).rows;
  return { result: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
