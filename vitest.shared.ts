// What the project configs (vitest.*.config.ts) share. It imports nothing, so a project's config
// costs only what that project itself loads.

/** Workspace packages resolve to their sources while developing (see CONVENTIONS.md). */
export const sourceConditions = {
  conditions: ['@cet-portal/source', 'module', 'browser', 'development|production'],
};
export const nodeSourceConditions = {
  conditions: ['@cet-portal/source', 'module', 'node', 'development|production'],
};

/** Debian's chromium, never a browser downloaded by a tool. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
