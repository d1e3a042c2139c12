import { type BrowserContext, test as base, expect } from '@playwright/test';

/** A Content-Security-Policy violation as Chromium reports it, and the page it happened on. */
export interface CspViolation {
  url: string;
  message: string;
}

/**
 * Chromium reports every CSP violation (a refused script, style, frame, connection or form target),
 * and a source it cannot read in a policy, as a console error naming a "Content Security Policy
 * directive". The console is read rather than `securitypolicyviolation` events, as an event
 * listener would have to be injected into each page before its first script runs, and a page of a
 * context opened by a test itself would be missed.
 */
const CSP_MESSAGE = /Content Security Policy directive/;

/** The violations of the test running in this worker; undefined between tests. */
let current: CspViolation[] | undefined;
/** The contexts the running test opened itself (another user's browser); undefined between tests. */
let opened: BrowserContext[] | undefined;

const watch = (context: BrowserContext) => {
  opened?.push(context);
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_MESSAGE.test(message.text())) {
      current?.push({ url: message.page()?.url() ?? '', message: message.text() });
    }
  });
};

/**
 * Playwright's `test` with the CSP on watch: every page of every context (the default one and those
 * a test opens with `browser.newContext()`) is watched, and a test fails if any violation was
 * reported while it ran. The server sends its real policy: this proves the portal, the sign-in pages
 * and Storybook's build run under it.
 */
export const test = base.extend<
  { cspViolations: CspViolation[]; closeOpenedContexts: undefined },
  { watchContentSecurityPolicy: undefined }
>({
  watchContentSecurityPolicy: [
    async ({ browser }, use) => {
      browser.on('context', watch);
      await use(undefined);
      browser.off('context', watch);
    },
    { scope: 'worker', auto: true },
  ],
  cspViolations: [
    async ({ watchContentSecurityPolicy: _watching }, use) => {
      const violations: CspViolation[] = [];
      current = violations;
      await use(violations);
      current = undefined;
      expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
  // A context a test opens with `browser.newContext()` (signedInPage) is closed when the test ends:
  // left open, its signed-in page kept polling and renewing its tokens beside every later journey.
  // The default context is made before (the dependency), so it is never among them: Playwright closes
  // it after saving its trace.
  closeOpenedContexts: [
    async ({ context: _default }, use) => {
      opened = [];
      await use(undefined);
      const left = opened;
      opened = undefined;
      await Promise.all(left.map((context) => context.close()));
    },
    { auto: true },
  ],
});

export { expect };
