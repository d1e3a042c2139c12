import { execFileSync } from 'node:child_process';

/**
 * The stories lane's global setup: the mock backend's world dump, as `npm run mock-world` writes it.
 * Both story projects name it and Vitest runs each project's setup in one process: once is enough.
 */
export default function writeMockWorld() {
  if (process.env.CET_MOCK_WORLD_WRITTEN) return;
  execFileSync('npm', ['run', '--silent', 'mock-world'], { stdio: 'inherit' });
  process.env.CET_MOCK_WORLD_WRITTEN = 'yes';
}
