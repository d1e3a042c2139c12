// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askedAsAnotherRole, callKey, invalidateCall, mutationFor, queryOptionsFor } from './queries';

/** Every envelope the portal sent, answered with the payload the test gives for its path. */
const sent: { path: string; role: unknown; input: unknown }[] = [];
const answerWith = (payloads: Record<string, unknown>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const envelope = JSON.parse(String(init.body));
      sent.push({ path: envelope.path, role: envelope.params.role, input: envelope.params.input });
      return new Response(JSON.stringify({ data: payloads[envelope.path] }), { status: 200 });
    }),
  );

const countAnswer = { count: 3 };

describe('the query options built from the contract', () => {
  beforeEach(() => {
    sent.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keys an answer by service, call, the role it is asked as and input', () => {
    const input = { states: ['PENDING' as const] };
    expect(queryOptionsFor('SEG', 'request.countByState', input).queryKey).toEqual([
      'request',
      'countByState',
      'SEG',
      input,
    ]);
    expect(callKey('SEG', 'user.me')).toEqual(['user', 'me', 'SEG', {}]);
  });

  it('gives another key to the same call under another role, so no role sees the other one’s answer', () => {
    const asSecretariat = queryOptionsFor('SEG', 'request.countToIntegrate', {}).queryKey;
    const asApplicant = queryOptionsFor('RIC', 'request.countToIntegrate', {}).queryKey;
    expect(asApplicant).not.toEqual(asSecretariat);
    expect(asApplicant[2]).toBe('RIC');
  });

  it('tells the answers asked as another role from those of the role, and leaves other keys alone', () => {
    expect(askedAsAnotherRole(callKey('SEG', 'user.me'), 'RIC')).toBe(true);
    expect(askedAsAnotherRole(callKey('RIC', 'user.me'), 'RIC')).toBe(false);
    expect(askedAsAnotherRole(['portal-config'], 'RIC')).toBe(false);
  });

  it('fetches through the portal’s client, with the role it is asked as in the envelope', async () => {
    answerWith({ '/request/countByState': countAnswer });
    const queryClient = new QueryClient();
    const count = await queryClient.fetchQuery(
      queryOptionsFor('SEG', 'request.countByState', { states: ['PENDING'] }),
    );
    expect(count).toEqual(countAnswer);
    expect(sent).toEqual([{ path: '/request/countByState', role: 'SEG', input: { states: ['PENDING'] } }]);
  });

  it('invalidates every answer of a call, whatever its role and input, and nothing else', async () => {
    const queryClient = new QueryClient();
    const pending = queryOptionsFor('SEG', 'request.countByState', { states: ['PENDING'] });
    const sent = queryOptionsFor('SEG', 'request.countByState', { states: ['WAIT_PROT'] });
    const toIntegrate = queryOptionsFor('SEG', 'request.countToIntegrate', {});
    const asApplicant = queryOptionsFor('RIC', 'request.countByState', { states: ['PENDING'] });
    for (const { queryKey } of [pending, sent, toIntegrate, asApplicant]) {
      queryClient.setQueryData(queryKey, countAnswer);
    }

    await invalidateCall(queryClient, 'request.countByState');

    const isStale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(isStale(pending.queryKey)).toBe(true);
    expect(isStale(sent.queryKey)).toBe(true);
    expect(isStale(asApplicant.queryKey)).toBe(true);
    expect(isStale(toIntegrate.queryKey)).toBe(false);
  });

  it('invalidates every call of a service by its name alone', async () => {
    const queryClient = new QueryClient();
    const meetings = queryOptionsFor('SEG', 'conference.count', {});
    const requests = queryOptionsFor('SEG', 'request.countToIntegrate', {});
    queryClient.setQueryData(meetings.queryKey, countAnswer);
    queryClient.setQueryData(requests.queryKey, countAnswer);

    await invalidateCall(queryClient, 'conference');

    expect(queryClient.getQueryState(meetings.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(requests.queryKey)?.isInvalidated).toBe(false);
  });

  it('refreshes what a write changed once the write succeeds', async () => {
    const draftId = '0190f3a2-0000-7000-8000-000000000042';
    answerWith({ '/request': { _id: draftId } });
    const queryClient = new QueryClient();
    const list = queryOptionsFor('SEG', 'request.find', {});
    const outbox = queryOptionsFor('SEG', 'notification.find', {});
    queryClient.setQueryData(list.queryKey, { result: [], total: 0 });
    queryClient.setQueryData(outbox.queryKey, { result: [], total: 0 });
    const remove = mutationFor(queryClient, 'SEG', 'request.delete', { invalidates: ['request.find'] });

    await remove.mutationFn?.({ _id: draftId }, undefined as never);
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(false);
    await remove.onSuccess?.({ _id: draftId }, { _id: draftId }, undefined, undefined as never);

    expect(sent).toEqual([{ path: '/request', role: 'SEG', input: { _id: draftId } }]);
    expect(queryClient.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(outbox.queryKey)?.isInvalidated).toBe(false);
  });
});
