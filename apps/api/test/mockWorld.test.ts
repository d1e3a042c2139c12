import { isDeepStrictEqual } from 'node:util';
import {
  CALL_ACCESS,
  type CallInput,
  type CallKey,
  type CallOutput,
  MAX_TAKE,
  mayReadRequest,
  ROLE_NAMES,
  type RoleName,
  roleRefusal,
  toRomeDay,
} from '@cet-portal/api-client';
import {
  DEFAULT_ACCOUNT_BY_ROLE,
  DEMO_ACCOUNTS,
  type MockDatabase,
  resetMockDatabase,
} from '@cet-portal/api-client/msw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRequestIdentifier } from '../src/db/queries/requests';
import { internalProtocolRegistry } from '../src/jobs/protocolRegistry';
import { type Api, type Caller, createApi } from './support/api';
import { createMockApi } from './support/mockBackend';
import { writeMockWorld } from '../src/mockBackend/worldRows';
import { startTestServer, type TestServer, UNLIMITED } from './support/testServer';

/**
 * Where the server and the mocks answer differently over the same world: the call (a list with its
 * case), the field (a path into the answer, `[]` for any element of a list) and how many of the
 * compared answers differ there. Each is a finding about the mocks, left for the change that replaces
 * their resolvers; the test fails when one appears, goes away or changes its count.
 */
const KNOWN_DIFFERENCES = [
  {
    call: 'conference.get',
    field: 'requestsUsers[].outcome',
    answers: 60,
    why: 'an entry without an outcome: the server sends null, the mocks leave the field out (the contract allows both)',
  },
  {
    call: 'conference.get',
    field: 'reportVersions',
    answers: 46,
    why: 'to a reader of the reports the server sends [], the mocks leave it out (the dataset stores none)',
  },
  {
    call: 'notification.find',
    field: 'ids[]',
    answers: 1,
    why: 'the default sort (created, newest first) ties on two messages: the server breaks the tie by id, the mocks keep their list order',
  },
  {
    call: 'role.find',
    field: 'ids[]',
    answers: 1,
    why: 'the default sort (updated, newest first) ties on every role: the server breaks the tie by id, the mocks keep the order of ROLE_NAMES',
  },
  {
    call: 'user.find (ADMIN)',
    field: 'ids[]',
    answers: 1,
    why: "the default sort (inserted, newest first) ties on the demo accounts, inserted together: the server breaks the tie by id, the mocks keep the dataset's order",
  },
] as const;

/** The paths where two answers differ: into objects and equally long lists, else the whole value. */
const differingPaths = (server: unknown, mocks: unknown, path = ''): string[] => {
  if (isDeepStrictEqual(server, mocks)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (Array.isArray(server) && Array.isArray(mocks) && server.length === mocks.length) {
    return [...new Set(server.flatMap((item, index) => differingPaths(item, mocks[index], `${path}[]`)))];
  }
  if (isObject(server) && isObject(mocks)) {
    const keys = [...new Set([...Object.keys(server), ...Object.keys(mocks)])];
    return keys.flatMap((key) => differingPaths(server[key], mocks[key], path ? `${path}.${key}` : key));
  }
  return [path || '(whole answer)'];
};

/** Each role's demo account, as the mocks act for a role (Storybook) and as it signs in on the server. */
const readerOf = (world: MockDatabase, role: RoleName) => {
  const account = DEMO_ACCOUNTS[DEFAULT_ACCOUNT_BY_ROLE[role]];
  const user = world.users.find((candidate) => candidate._id === account._id);
  if (!user) throw new Error(`the world has no ${account.fiscalCode}`);
  return {
    caller: { fiscalCode: account.fiscalCode, role } satisfies Caller,
    scope: { role, userId: user._id, corporateId: user.corporate?._id ?? null },
  };
};

describe("the mocks' world written as the server's rows reads back alike (issue 18, step 2)", () => {
  let server: TestServer;
  let api: Api;
  let world: MockDatabase;
  const mocks = createMockApi();
  const found: Record<string, number> = {};

  /** Both backends' answers to one call; the differing paths are counted under the call. */
  const compare = async <Key extends CallKey>(
    key: Key,
    input: CallInput<Key>,
    caller: Caller,
    view: (data: CallOutput<Key>) => unknown = (data) => data,
  ) => {
    const [onServer, onMocks] = [await api.ok(key, input, caller), await mocks.ok(key, input, caller)];
    for (const path of differingPaths(view(onServer), view(onMocks))) {
      const name = `${key} ${path}`;
      found[name] = (found[name] ?? 0) + 1;
    }
    return { onServer, onMocks };
  };

  beforeAll(async () => {
    server = await startTestServer(UNLIMITED);
    api = createApi(server);
    // The mocks' own store: both backends read the very same world, integration clock included.
    world = resetMockDatabase();
    await writeMockWorld(server.app.database.db, world);
  });
  afterAll(() => server?.stop());

  for (const role of ROLE_NAMES) {
    it(`reads every request and meeting alike as ${role}`, { timeout: 300_000 }, async () => {
      const { caller, scope } = readerOf(world, role);
      expect(roleRefusal(CALL_ACCESS['request.get'], role)).toBeNull();
      const readable = world.requests.filter((request) => mayReadRequest(request, scope));
      for (const request of readable) await compare('request.get', { id: request._id }, caller);
      expect(readable.length).toBeGreaterThan(0);

      expect(roleRefusal(CALL_ACCESS['conference.get'], role)).toBeNull();
      const meetings = world.conferences.filter(
        (meeting) =>
          role !== 'RIC' ||
          meeting.requestsUsers.some((entry) => {
            const request = world.requests.find((candidate) => candidate._id === entry.request);
            return request !== undefined && mayReadRequest(request, scope);
          }),
      );
      for (const meeting of meetings) await compare('conference.get', { id: meeting._id }, caller);
      expect(meetings.length).toBeGreaterThan(0);
    });
  }

  /** Every page of a list, as one list: the first page's total and every id in order. */
  const everyId = async <Key extends 'request.find' | 'conference.find' | 'user.find'>(
    backend: Pick<Api, 'ok'>,
    key: Key,
    query: CallInput<Key>['query'],
    caller: Caller,
  ) => {
    const ids: string[] = [];
    let total = 0;
    do {
      const page = (await backend.ok(
        key,
        { query, skip: ids.length, take: MAX_TAKE } as CallInput<Key>,
        caller,
      )) as {
        result: { _id: string }[];
        total: number;
      };
      total = page.total;
      ids.push(...page.result.map((item) => item._id));
      if (page.result.length === 0) break;
    } while (ids.length < total);
    return { total, ids };
  };

  const compareList = async <Key extends 'request.find' | 'conference.find' | 'user.find'>(
    name: string,
    key: Key,
    query: CallInput<Key>['query'],
    caller: Caller,
  ) => {
    const [onServer, onMocks] = [
      await everyId(api, key, query, caller),
      await everyId(mocks, key, query, caller),
    ];
    for (const path of differingPaths(onServer, onMocks)) {
      const entry = `${key} (${name}) ${path}`;
      found[entry] = (found[entry] ?? 0) + 1;
    }
    return onServer;
  };

  it('lists and counts requests alike, as SEG and as an applicant', { timeout: 120_000 }, async () => {
    const firstSent = world.requests.find((request) => request.sent !== null)?.sent;
    if (!firstSent) throw new Error('the world has no sent request');
    const filters = {
      'no filter': {},
      'a state list': { states: ['PENDING', 'TO_INTEGRATE'] },
      'a title text': { studyTitle: 'FIBRILLAZIONE' },
      'a sent-day': { sentOn: toRomeDay(new Date(firstSent)) },
      'only integrated': { onlyIntegrated: true },
    } satisfies Record<string, CallInput<'request.find'>['query']>;
    for (const role of ['SEG', 'RIC'] as const) {
      const { caller } = readerOf(world, role);
      for (const [name, query] of Object.entries(filters)) {
        const listed = await compareList(`${role}, ${name}`, 'request.find', query, caller);
        expect(listed.total, `${role}, ${name}`).toBeGreaterThan(0);
        await compare('request.count', { query }, caller, (data) => ({ [`${role}, ${name}`]: data.count }));
      }
    }
  });

  it('lists meetings and users alike', async () => {
    await compareList('SEG', 'conference.find', {}, readerOf(world, 'SEG').caller);
    await compareList('ADMIN', 'user.find', {}, readerOf(world, 'ADMIN').caller);
  });

  /** A page as its order and its items by id, so that an order apart does not count as every item apart. */
  const byId = (page: { result: { _id: string }[]; total: number }) => ({
    total: page.total,
    ids: page.result.map((item) => item._id),
    items: Object.fromEntries(page.result.map((item) => [item._id, item])),
  });

  it('answers the rest of the world alike: request types, home page, documentation, outbox, roles', async () => {
    const admin = readerOf(world, 'ADMIN').caller;
    await compare('requestConfig.find', { take: MAX_TAKE }, admin, byId);
    await compare('home.find', {}, {}, byId);
    await compare('documentation.get', {}, {});
    await compare('notification.find', { take: MAX_TAKE }, admin, byId);
    await compare('role.find', {}, admin, byId);
    for (const role of ROLE_NAMES)
      await compare('notification.preferences', {}, readerOf(world, role).caller);
  });

  it("numbers new requests, protocols and messages after the world's, as the mocks do", async () => {
    const { db } = server.app.database;
    expect(await nextRequestIdentifier(db)).toBe(world.counters.identifier + 1);
    expect(world.counters.protocols.size).toBeGreaterThan(0);
    for (const [year, last] of world.counters.protocols) {
      const date = new Date(`${year}-07-01T10:00:00.000Z`);
      const registered = await internalProtocolRegistry.register(
        { recordId: 'x', identifier: null, date },
        db,
      );
      expect(registered.protocol, String(year)).toBe(last + 1);
    }
    const [message] = await server.app.database.rows<{ id: string }>(
      sql`select nextval(pg_get_serial_sequence('notification_outbox', 'id')) as id`,
    );
    expect(Number(message?.id)).toBe(world.notifications.length + 1);
  });

  it('differs only where the table of known differences says', () => {
    expect(found).toEqual(
      Object.fromEntries(KNOWN_DIFFERENCES.map(({ call, field, answers }) => [`${call} ${field}`, answers])),
    );
  });
});
