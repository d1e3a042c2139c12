import type { Page } from '@playwright/test';

/**
 * A call of the portal's API from the signed-in page, with its token and XSRF cookie: for the
 * set-up and the checks that the screens under test do not offer.
 */
export const callApi = <Output>(page: Page, role: string, method: string, path: string, input: unknown) =>
  page.evaluate(
    async (call) => {
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
      const body = await response.json();
      if (!response.ok) throw new Error(`${call.path}: ${response.status} ${JSON.stringify(body)}`);
      return body.data;
    },
    { role, method, path, input },
  ) as Promise<Output>;
