// @vitest-environment happy-dom
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient';
import { useAuthStore } from '../session/authState';
import { fetchAhead } from './fetchAhead';

const loaderArgs = (path: string) =>
  ({
    request: new Request(`http://localhost${path}`),
    params: { id: '42' },
  }) as unknown as LoaderFunctionArgs;

const requestCall = (queryFn: () => Promise<unknown>) => async () => ({
  queryKey: ['request', 'get', '42'],
  queryFn,
});

afterEach(() => {
  queryClient.clear();
  useAuthStore.setState({ isAuthenticated: false, activeRole: null });
});

describe('fetchAhead', () => {
  it("starts the page's first call for a signed-in user, and does not wait for its answer", async () => {
    useAuthStore.setState({ isAuthenticated: true, activeRole: 'SEG' });
    let answer = (_value: unknown): void => undefined;
    const queryFn = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    await expect(fetchAhead(requestCall(queryFn)).loader(loaderArgs('/showRequest/42'))).resolves.toBeNull();
    expect(queryFn).toHaveBeenCalledTimes(1);

    answer({ _id: '42' });
    await vi.waitFor(() => expect(queryClient.getQueryData(['request', 'get', '42'])).toEqual({ _id: '42' }));
  });

  it('calls nothing for a user who is not signed in: the guard answers them', async () => {
    const queryFn = vi.fn(async () => ({}));
    await fetchAhead(requestCall(queryFn)).loader(loaderArgs('/showRequest/42'));
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("calls nothing for a role the page's guard refuses", async () => {
    useAuthStore.setState({ isAuthenticated: true, activeRole: 'SEG' });
    const queryFn = vi.fn(async () => ({}));
    await fetchAhead(requestCall(queryFn), ['RIC']).loader(loaderArgs('/requestForm'));
    expect(queryFn).not.toHaveBeenCalled();

    useAuthStore.setState({ activeRole: 'RIC' });
    await fetchAhead(requestCall(queryFn), ['RIC']).loader(loaderArgs('/requestForm'));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("gives the page's role to the route, which may have no call for it", async () => {
    useAuthStore.setState({ isAuthenticated: true, activeRole: 'SEG' });
    const firstCall = vi.fn(async () => null);
    await fetchAhead(firstCall).loader(loaderArgs('/requestList'));
    expect(firstCall).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ role: 'SEG' }));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe("fetchAhead's revalidation", () => {
  const move = (from: string, to: string) =>
    fetchAhead(async () => null).shouldRevalidate({
      currentUrl: new URL(`http://localhost${from}`),
      nextUrl: new URL(`http://localhost${to}`),
      defaultShouldRevalidate: true,
    } as Parameters<ShouldRevalidateFunction>[0]);

  it("fetches ahead again for another page, not for the same page's filters or page number", () => {
    expect(move('/showRequest/1', '/showRequest/2')).toBe(true);
    expect(move('/requestListAll', '/requestListAll?page=2')).toBe(false);
  });
});
