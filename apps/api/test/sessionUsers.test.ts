import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUsers } from '../src/demo/accounts';
import { type Api, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { startTestServer, type TestServer } from './support/testServer';

describe('the signed-in user, remembered between calls', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;
  let roleIds: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    demo = await seedAccounts(server);
    const { result } = await api.ok('role.find', {}, as('marcoColombo'));
    roleIds = Object.fromEntries(result.map((role) => [role.name, role._id]));
  });
  afterAll(() => server.stop());

  it('given Laura signed in as SEG, when ADMIN takes SEG away, then her very next SEG call is refused and CET still works', async () => {
    const laura = as('lauraRicci', 'SEG');
    expect((await api.call('request.count', {}, laura)).status).toBe(200);
    expect((await api.call('request.count', {}, laura)).status).toBe(200);

    const current = await api.ok('user.get', { id: demo.ids.lauraRicci }, as('marcoColombo'));
    await api.ok(
      'user.update',
      { _id: current._id, updated: current.updated, roles: [roleIds.CET ?? ''] },
      as('marcoColombo'),
    );

    const refused = await api.call('request.count', {}, laura);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe("Il ruolo SEG non è tra i ruoli dell'utente");
    expect((await api.call('request.count', {}, as('lauraRicci', 'CET'))).status).toBe(200);
  });

  it('given a role given back, then it works again at the next call', async () => {
    const current = await api.ok('user.get', { id: demo.ids.lauraRicci }, as('marcoColombo'));
    await api.ok(
      'user.update',
      { _id: current._id, updated: current.updated, roles: [roleIds.SEG ?? '', roleIds.CET ?? ''] },
      as('marcoColombo'),
    );
    expect((await api.call('request.count', {}, as('lauraRicci', 'SEG'))).status).toBe(200);
  });
});
