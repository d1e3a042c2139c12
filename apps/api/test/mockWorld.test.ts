import { isDeepStrictEqual } from 'node:util';
import {
  buildMockDataset,
  DEFAULT_ACCOUNT_BY_ROLE,
  DEMO_ACCOUNTS,
  type MockWorld,
} from '@cet-portal/api-client/msw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRequestIdentifier } from '../src/db/queries/requests';
import { writeMockWorld } from '../src/mockBackend/worldRows';
import { internalProtocolRegistry } from '../src/protocols/protocolRegistry';
import { type Api, createApi } from './support/api';
import { startTestServer, type TestServer, UNLIMITED } from './support/testServer';

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

describe("the mocks' world written as the server's rows reads back as the dataset holds it", () => {
  let server: TestServer;
  let api: Api;
  let world: MockWorld;
  const secretariat = {
    fiscalCode: DEMO_ACCOUNTS[DEFAULT_ACCOUNT_BY_ROLE.SEG].fiscalCode,
    role: 'SEG',
  } as const;

  beforeAll(async () => {
    server = await startTestServer(UNLIMITED);
    api = createApi(server);
    world = buildMockDataset();
    await writeMockWorld(server.app.database.db, world);
  });
  afterAll(() => server?.stop());

  // Stories name the dataset's records and texts, and the mock backend serves them from these rows.
  it('reads every request back as the dataset holds it', { timeout: 300_000 }, async () => {
    const found: Record<string, number> = {};
    for (const request of world.requests) {
      const read = await api.ok('request.get', { id: request._id }, secretariat);
      for (const path of differingPaths(read, request)) found[path] = (found[path] ?? 0) + 1;
    }
    expect(found).toEqual({});
    expect(world.requests.length).toBeGreaterThan(300);
  });

  it('reads every registration back as the dataset holds it, with its Cronologia', async () => {
    const read = await api.ok('registration.find', { take: 50, sort: { submitted: 1 } }, secretariat);
    const held = [...world.registrations].sort((a, b) => a.submitted.localeCompare(b.submitted));
    expect(differingPaths(read.result, held)).toEqual([]);
    expect(new Set(world.registrations.map((registration) => registration.status))).toEqual(
      new Set(['PENDING', 'CONFIRMED', 'REFUSED']),
    );
    for (const registration of world.registrations) {
      const history = await api.ok('registration.history', { id: registration.user._id }, secretariat);
      expect(history.total).toBe(registration.status === 'PENDING' ? 2 : 3);
    }
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
});
