import { expect, type Page } from '@playwright/test';

export interface ApiOutcome {
  status: number;
  body: { data?: unknown; error?: { code: string; message: string } };
}

/**
 * The addresses that take the contract's envelope, for a route that fails some calls: `/api`, and
 * `/api/file`, where a call that answers a file (an export, a ZIP) is sent.
 */
export const ENVELOPE_ADDRESSES = /\/api(\/file)?$/;

/**
 * Calls the real API as the user signed in on `page`, as the portal does: the contract's envelope
 * with the stored token, the active role and the XSRF cookie repeated in its header. For the set-up
 * and the checks that the screens under test do not offer, and for refusals the screens never send.
 */
export const apiOutcome = (
  page: Page,
  role: string | null,
  method: string,
  path: string,
  input: unknown = {},
) =>
  page.evaluate(
    async (call): Promise<ApiOutcome> => {
      const xsrf = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
      const response = await fetch('/api', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        },
        body: JSON.stringify({
          appCode: '000017',
          service: call.path.split('/')[1],
          method: call.method,
          path: call.path,
          params: { input: call.input, role: call.role },
        }),
      });
      return { status: response.status, body: await response.json() };
    },
    { role, method, path, input },
  );

/** A call that must succeed: its data, or the test fails with the server's answer. */
export const callApi = async <Output>(
  page: Page,
  role: string,
  method: string,
  path: string,
  input: unknown = {},
): Promise<Output> => {
  const { status, body } = await apiOutcome(page, role, method, path, input);
  if (status !== 200) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(body)}`);
  return body.data as Output;
};

/** The protocol job runs every few seconds in the e2e lane: waits for the state it leads to. */
export const waitForState = (page: Page, role: string, id: string, state: string) =>
  expect
    .poll(async () => (await callApi<{ state: string }>(page, role, 'GET', `/request/${id}`)).state, {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toBe(state);
