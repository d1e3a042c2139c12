import { MAX_TAKE } from '@cet-portal/api-client';
import type { CallInput, CallKey, CallOutput, RoleName, ServiceName } from '@cet-portal/api-client/contract';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useSession } from '../session/session';
import { apiClient } from './apiClient';

/** A call's input may be left out when every field of it is optional, as the client allows. */
type InputArgs<Call extends CallKey> =
  Record<never, never> extends CallInput<Call> ? [input?: CallInput<Call>] : [input: CallInput<Call>];

type AnyCall = (input: unknown, options: { role: RoleName | null; signal?: AbortSignal }) => Promise<unknown>;

const partsOf = (call: CallKey) => call.split('.') as [ServiceName, string];

/**
 * Sends one call of the contract's table as `role` (the session's, `useSession().role`) through the
 * portal's client (token, session recovery).
 */
export const sendCall = <Call extends CallKey>(
  role: RoleName | null,
  call: Call,
  input: CallInput<Call> | undefined,
  signal?: AbortSignal,
): Promise<CallOutput<Call>> => {
  const [service, name] = partsOf(call);
  const send = (apiClient[service] as unknown as Record<string, AnyCall>)[name] as AnyCall;
  return send(input, signal ? { role, signal } : { role }) as Promise<CallOutput<Call>>;
};

/**
 * How long an answer that a route fetched ahead of its page (routes/fetchAhead) counts as fresh: the
 * page, drawn a moment later, reads it rather than asking the server again. A change made here
 * refreshes it at once all the same (invalidateCall).
 */
const FETCHED_AHEAD_FRESH_MS = 5_000;

/** A query that a page's route fetches ahead of the page's code (routes/fetchAhead). */
export const fetchedAhead = <Options extends object>(options: Options) => ({
  ...options,
  staleTime: FETCHED_AHEAD_FRESH_MS,
});

/** The key of every answer of the contract's calls: `[service, call, role, input]`. */
export type CallQueryKey = readonly [
  service: ServiceName,
  call: string,
  role: RoleName | null,
  input: unknown,
];

/**
 * The key of a call's answer asked as `role`: `[service, call, role, input]`. The role is part of it
 * because the server answers by role (an applicant sees its company's requests, the secretariat every
 * one): a user who switches role never sees the other role's cached answer.
 */
export const callKey = <Call extends CallKey>(
  role: RoleName | null,
  call: Call,
  ...[input]: InputArgs<Call>
): CallQueryKey => {
  const [service, name] = partsOf(call);
  return [service, name, role, input ?? {}];
};

/** Whether a cached answer is one of the contract's calls asked as another role than `role`. */
export const askedAsAnotherRole = (queryKey: QueryKey, role: RoleName | null) =>
  queryKey.length >= 4 && queryKey[2] !== role;

/**
 * The query options of a read of the contract asked as `role` (the session's): its key and its
 * fetch, typed by the call table. Spread them to add `enabled`, `staleTime` or `select`.
 */
export const queryOptionsFor = <Call extends CallKey>(
  role: RoleName | null,
  call: Call,
  ...args: InputArgs<Call>
) => {
  const [input] = args;
  return queryOptions({
    queryKey: callKey(role, call, ...args),
    queryFn: ({ signal }) => sendCall(role, call, input, signal),
  });
};

/** The list calls: paged by `skip` and `take`, answering `{ result, total }`. */
type PagedCall = {
  [Call in CallKey]: CallOutput<Call> extends { result: readonly unknown[]; total: number }
    ? CallInput<Call> extends { skip?: number; take?: number }
      ? Call
      : never
    : never;
}[CallKey];

type ItemOf<Call extends PagedCall> =
  CallOutput<Call> extends { result: readonly (infer Item)[] } ? Item : never;

/**
 * Every row of a list call, read page by page (the server's largest page) until the total, for the
 * few choices that must offer all of them (rapporteurs, companies, linkable requests). Kept under the
 * call's prefix, so that the call's invalidation refreshes it, but apart from its one-page answers.
 */
export const allPagesQueryFor = <Call extends PagedCall>(
  role: RoleName | null,
  call: Call,
  input: Omit<CallInput<Call>, 'skip' | 'take'>,
) =>
  queryOptions({
    queryKey: [...callKey(role, call, ...([input] as InputArgs<Call>)), 'allPages'] as const,
    queryFn: async ({ signal }) => {
      const items: ItemOf<Call>[] = [];
      for (;;) {
        const page = (await sendCall(
          role,
          call,
          { ...input, skip: items.length, take: MAX_TAKE } as CallInput<Call>,
          signal,
        )) as {
          result: ItemOf<Call>[];
          total: number;
        };
        items.push(...page.result);
        if (page.result.length === 0 || items.length >= page.total) return items;
      }
    },
  });

/** A service (`'conference'`: every meeting call) or one call (`'request.find'`). */
export type CallPrefix = ServiceName | CallKey;

/** The key prefix of every answer of a service or of a call, whatever the role and the input. */
export const prefixOf = (prefix: CallPrefix): readonly string[] => prefix.split('.');

/**
 * Marks every cached answer of a service or call as out of date: the ones on screen refetch at
 * once, the others when next shown.
 */
export const invalidateCall = (queryClient: QueryClient, ...prefixes: readonly CallPrefix[]) =>
  Promise.all(prefixes.map((prefix) => queryClient.invalidateQueries({ queryKey: prefixOf(prefix) })));

interface MutationRefresh {
  /** What the write changes: every answer under these prefixes is refreshed once it succeeds. */
  invalidates?: readonly CallPrefix[];
}

/**
 * The mutation options of a write of the contract asked as `role`: the call, then the refresh of every
 * list and detail showing what it changed, awaited so that the page shows the new data when the write
 * resolves.
 */
export const mutationFor = <Call extends CallKey>(
  queryClient: QueryClient,
  role: RoleName | null,
  call: Call,
  { invalidates = [] }: MutationRefresh = {},
): UseMutationOptions<CallOutput<Call>, Error, CallInput<Call>> => ({
  mutationKey: prefixOf(call),
  mutationFn: (input) => sendCall(role, call, input),
  onSuccess: async () => {
    await invalidateCall(queryClient, ...invalidates);
  },
});

/**
 * `mutationFor` with the page's query client and the session's role:
 * `const update = useCallMutation('conference.update', …)`.
 */
export const useCallMutation = <Call extends CallKey>(call: Call, refresh?: MutationRefresh) => {
  const queryClient = useQueryClient();
  const { role } = useSession();
  return useMutation(mutationFor(queryClient, role, call, refresh));
};
