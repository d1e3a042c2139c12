import { access } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The committed migrations folder, `apps/api/drizzle`: two levels up from this module when it runs
 * from `src/db`, one level up from the bundle in `dist`.
 */
export const migrationsFolder = async (): Promise<string> => {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 3; level += 1) {
    folder = dirname(folder);
    const candidate = join(folder, 'drizzle');
    try {
      await access(join(candidate, 'meta', '_journal.json'));
      return candidate;
    } catch {
      // Not at this level: look one level up.
    }
  }
  throw new Error('Cartella delle migrazioni (drizzle/) non trovata');
};
