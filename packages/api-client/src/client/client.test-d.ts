/**
 * Type-level tests, checked by `tsc -p packages/api-client/tsconfig.json` (never run): a typo in
 * a filter or a wrong payload type must not compile.
 */
import { expectTypeOf } from 'vitest';
import type { CallOutput } from '../contract/calls';
import type { Request, RequestFilter } from '../contract/request';
import { createApiClient } from './createApiClient';

const client = createApiClient({ baseUrl: '/api' });

expectTypeOf(client.request.find).returns.resolves.toEqualTypeOf<{ result: Request[]; total: number }>();
expectTypeOf(client.request.countToIntegrate).returns.resolves.toEqualTypeOf<{ count: number }>();
expectTypeOf(client.request.findByIdentifierNumber).returns.resolves.toEqualTypeOf<Request | null>();
expectTypeOf<CallOutput<'document.get'>>().toEqualTypeOf<{
  data: string;
  fileName: string;
  contentType: string;
}>();
expectTypeOf(client.user.me).toBeCallableWith();
expectTypeOf(client.request.find).toBeCallableWith({ query: { states: ['PENDING'], studyTitle: 'cuore' } });
expectTypeOf<RequestFilter['sentOn']>().toEqualTypeOf<string | undefined>();

export const typeErrors = async () => {
  // @ts-expect-error a typo in a filter field
  await client.request.find({ query: { studyTitel: 'cuore' } });
  // @ts-expect-error a state that does not exist
  await client.request.find({ query: { states: ['ARCHIVED'] } });
  // @ts-expect-error a sort field outside the whitelist
  await client.request.find({ sort: { promoterName: 1 } });
  // @ts-expect-error a sort direction other than 1 or -1
  await client.conference.find({ sort: { startDate: 'desc' } });
  // @ts-expect-error the identifier filter is a number
  await client.request.count({ query: { identifier: '42' } });
  // @ts-expect-error a meeting decision is not a secretariat decision
  await client.request.decide({ _id: 'r', updated: '2026-03-02T09:30:00.000Z', state: 'ACCEPTED' });
  // @ts-expect-error an update without the `updated` last seen
  await client.request.update({ _id: 'r', subject: 'Nuovo oggetto' });
  // @ts-expect-error a path parameter is required
  await client.request.get();
  // @ts-expect-error unknown service function
  await client.request.approve({ _id: 'r' });
  const list = await client.request.find();
  // @ts-expect-error the payload's state is a union of states, not a number
  const state: number = list.result[0]?.state ?? 0;
  return state;
};
