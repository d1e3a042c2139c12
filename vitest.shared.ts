// What the project configs (vitest.*.config.ts) and the e2e config share. It imports only node:fs, so a
// project's config costs only what that project itself loads.
import { existsSync } from 'node:fs';

/** Workspace packages resolve to their sources while developing (see CONVENTIONS.md). */
export const sourceConditions = {
  conditions: ['@cet-portal/source', 'module', 'browser', 'development|production'],
};
export const nodeSourceConditions = {
  conditions: ['@cet-portal/source', 'module', 'node', 'development|production'],
};

/**
 * Debian's chromium, never a browser downloaded by a tool. Its headless shell (Debian's package
 * chromium-headless-shell, the build Playwright itself prefers headless) when installed: without the
 * full browser's windowing it runs the journeys about a fifth faster on 2 cores.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
