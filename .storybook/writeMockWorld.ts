import { execFileSync } from 'node:child_process';

/** The stories lane's global setup: the mock backend's world dump, as `npm run mock-world` writes it. */
export default function writeMockWorld() {
  execFileSync('npm', ['run', '--silent', 'mock-world'], { stdio: 'inherit' });
}
