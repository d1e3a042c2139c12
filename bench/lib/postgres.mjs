import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';
const PORT = Number(process.env.BENCH_PG_PORT ?? 55480);

/**
 * A throw-away PostgreSQL 15 cluster on loopback (as .ci/run makes one), for when BENCH_DATABASE_URL
 * names none. As root it runs as the `postgres` user, which initdb requires.
 */
export const startPostgres = () => {
  const data = mkdtempSync(join(tmpdir(), 'cet-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['postgres:', data]);
  const run = (command, args) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', `${BIN}/${command}`, ...args], { encoding: 'utf8' })
      : spawnSync(`${BIN}/${command}`, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'cet', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    `${data}/server.log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${PORT} -k ${data} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://cet@127.0.0.1:${PORT}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
};
