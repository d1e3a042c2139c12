import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { ROOT } from './server.mjs';

/** The API tests' S3-compatible server (s3rver over a temporary folder), reused rather than copied. */
const HELPER = new URL('apps/api/test/support/s3Server.ts', `file://${ROOT}`).href;

/**
 * The API tests' local S3-compatible server (`apps/api/test/support/s3Server.ts`), in a process of
 * its own: in the bench's process its work on every stored byte would delay the bench's own timed
 * calls and be counted as the API's. Node strips the helper's types. `environment` is what a server
 * child needs (DOCUMENT_STORE=s3 and its address, bucket and credentials); `stop` removes its folder.
 */
export const startS3 = async () => {
  const script = `
    const { startS3Server } = await import(${JSON.stringify(HELPER)});
    const s3 = await startS3Server();
    console.log(JSON.stringify(s3.environment));
    process.on('SIGTERM', () => s3.stop().finally(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [first] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the S3 server exited (${code}) before it answered`);
    }),
  ]);
  return {
    environment: JSON.parse(first),
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
};
