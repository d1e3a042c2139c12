import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUsers } from '../src/demo/accounts';
import { type Api, createApi } from './support/api';
import { as, DEMO_ACCOUNTS, fingerprint, seedAccounts } from './support/fixtures';
import { startTestServer, type TestServer } from './support/testServer';

describe('users, companies and roles', () => {
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

  describe('reading users', () => {
    it('gives a user its own record with roles and company, even before choosing a role', async () => {
      const me = await api.ok('user.me', {}, { fiscalCode: DEMO_ACCOUNTS.lauraRicci.fiscalCode, role: null });
      expect(me.fullname).toBe('Laura Ricci');
      expect(me.roles.map((role) => role.name)).toEqual(['SEG', 'CET']);
      expect(me.corporate).toBeNull();
    });

    it('lets an applicant read only its own record (403 for someone else)', async () => {
      expect((await api.call('user.get', { id: demo.ids.marioRossi }, as('marioRossi'))).status).toBe(200);
      const other = await api.call('user.get', { id: demo.ids.giuliaBianchi }, as('marioRossi'));
      expect(other.status).toBe(403);
    });

    it('lets staff read anyone, and answers 404 for an unknown id', async () => {
      const mario = await api.ok('user.get', { id: demo.ids.marioRossi }, as('giuliaBianchi'));
      expect(mario.corporate?.fiscalCode).toBe('01234567897');
      expect((await api.call('user.get', { id: 'nessuno' }, as('giuliaBianchi'))).status).toBe(404);
    });
  });

  describe('searching users', () => {
    it('lists people only: never companies nor the JOB user', async () => {
      const { result, total } = await api.ok('user.find', { take: 50 }, as('marcoColombo'));
      expect(total).toBe(8);
      const codes = result.map((user) => user.fiscalCode);
      expect(codes).not.toContain('JOB');
      expect(codes).not.toContain('01234567897');
      expect(result.every((user) => !user.isCorporate)).toBe(true);
    });

    it('matches the name case-insensitively and partially, and pages the answer', async () => {
      const { result, total } = await api.ok('user.find', { query: { name: 'ROSS' } }, as('marcoColombo'));
      expect(total).toBe(1);
      expect(result[0]?.fullname).toBe('Mario Rossi');
      const page = await api.ok('user.find', { skip: 2, take: 3, sort: { fullname: 1 } }, as('marcoColombo'));
      expect(page.total).toBe(8);
      expect(page.result.map((user) => user.fullname)).toEqual([
        'Laura Ricci',
        'Luigi Verdi',
        'Marco Colombo',
      ]);
    });

    it('finds rapporteur candidates by role (CET or SEG) for the president', async () => {
      const { result } = await api.ok(
        'user.find',
        { query: { roles: ['CET', 'SEG'] }, sort: { fullname: 1 } },
        as('annaFerrari'),
      );
      expect(result.map((user) => user.fullname)).toEqual([
        'Giulia Bianchi',
        'Laura Ricci',
        'Paolo Neri',
        'Sara Gialli',
      ]);
      expect(await api.ok('user.count', { query: { roles: ['CET'] } }, as('annaFerrari'))).toEqual({
        count: 3,
      });
    });

    it('refuses the search to an applicant and to a CET member (403)', async () => {
      expect((await api.call('user.find', {}, as('marioRossi'))).status).toBe(403);
      expect((await api.call('user.count', {}, as('paoloNeri'))).status).toBe(403);
    });
  });

  describe('creating and changing users', () => {
    it('given ADMIN, when a user is created with a lowercase fiscal code, then it is stored uppercase with its roles and company', async () => {
      const user = await api.ok(
        'user.create',
        {
          fiscalCode: 'bncmra90a01h501x',
          name: 'Maria',
          surname: 'Bianco',
          roles: [roleIds.RIC ?? ''],
          corporate: demo.companyId,
        },
        as('marcoColombo'),
      );
      expect(user).toMatchObject({
        fiscalCode: 'BNCMRA90A01H501X',
        fullname: 'Maria Bianco',
        isCorporate: false,
      });
      expect(user.roles.map((role) => role.name)).toEqual(['RIC']);
      expect(user.corporate?.surname).toBe('Farmaceutica Alfa S.p.A.');
    });

    it('refuses a fiscal code that is taken (409) and changes nothing', async () => {
      const before = await fingerprint(server);
      const result = await api.call(
        'user.create',
        {
          fiscalCode: DEMO_ACCOUNTS.paoloNeri.fiscalCode.toLowerCase(),
          name: 'Altro',
          surname: 'Neri',
          roles: [],
        },
        as('marcoColombo'),
      );
      expect(result.status).toBe(409);
      expect(result.error?.message).toBe(
        `Esiste già un utente o un ente con codice ${DEMO_ACCOUNTS.paoloNeri.fiscalCode}`,
      );
      expect(await fingerprint(server)).toEqual(before);
    });

    it('refuses an unknown role id (400) and a non-ADMIN creator (403), changing nothing', async () => {
      const before = await fingerprint(server);
      const unknownRole = await api.call(
        'user.create',
        { fiscalCode: 'VRDGNN70A01H501K', name: 'Gianni', surname: 'Verde', roles: ['ruolo-finto'] },
        as('marcoColombo'),
      );
      expect(unknownRole.status).toBe(400);
      const bySeg = await api.call(
        'user.create',
        { fiscalCode: 'VRDGNN70A01H501K', name: 'Gianni', surname: 'Verde', roles: [] },
        as('giuliaBianchi'),
      );
      expect(bySeg.status).toBe(403);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('updates a user with the version it saw, and refuses a stale version (409) without changing anything', async () => {
      const paolo = await api.ok('user.get', { id: demo.ids.paoloNeri }, as('marcoColombo'));
      const updated = await api.ok(
        'user.update',
        {
          _id: paolo._id,
          updated: paolo.updated,
          roles: [roleIds.CET ?? '', roleIds.PRE ?? ''],
          name: 'Paolo Maria',
        },
        as('marcoColombo'),
      );
      expect(updated.fullname).toBe('Paolo Maria Neri');
      expect(updated.roles.map((role) => role.name)).toEqual(['CET', 'PRE']);
      expect(updated.updated > paolo.updated).toBe(true);
      const before = await fingerprint(server);
      const stale = await api.call(
        'user.update',
        { _id: paolo._id, updated: paolo.updated, name: 'Paolino' },
        as('marcoColombo'),
      );
      expect(stale.status).toBe(409);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('never turns a person into a company', async () => {
      const sara = await api.ok('user.get', { id: demo.ids.saraGialli }, as('marcoColombo'));
      const result = await api.call(
        'user.update',
        { _id: sara._id, updated: sara.updated, isCorporate: true, surname: 'Gialli S.r.l.' },
        as('marcoColombo'),
      );
      expect(result.status).toBe(400);
    });
  });

  describe('companies', () => {
    it('given ADMIN, when a company is created, then it is a user with isCorporate, its name as surname and VAT as fiscal code', async () => {
      const company = await api.ok(
        'user.create',
        { isCorporate: true, fiscalCode: '09876543210', surname: 'Beta Pharma S.r.l.' },
        as('marcoColombo'),
      );
      expect(company).toMatchObject({
        isCorporate: true,
        fiscalCode: '09876543210',
        surname: 'Beta Pharma S.r.l.',
        roles: [],
      });
      const { result, total } = await api.ok(
        'user.findCompanies',
        { query: { name: 'beta' } },
        as('marcoColombo'),
      );
      expect(total).toBe(1);
      expect(result[0]?._id).toBe(company._id);
      expect(await api.ok('user.countCompanies', {}, as('marcoColombo'))).toEqual({ count: 2 });
    });

    it('refuses a VAT shorter than 11 characters (400) and a VAT already registered (409)', async () => {
      const before = await fingerprint(server);
      const short = await api.call(
        'user.create',
        { isCorporate: true, fiscalCode: '1234567', surname: 'Corta' },
        as('marcoColombo'),
      );
      expect(short.status).toBe(400);
      expect(short.error?.message).toContain('fiscalCode');
      const taken = await api.call(
        'user.create',
        { isCorporate: true, fiscalCode: '01234567897', surname: 'Copia' },
        as('marcoColombo'),
      );
      expect(taken.status).toBe(409);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('keeps the company list for ADMIN', async () => {
      expect((await api.call('user.findCompanies', {}, as('giuliaBianchi'))).status).toBe(403);
    });
  });

  describe('roles', () => {
    it('lists the five roles and filters them by name', async () => {
      const { total } = await api.ok('role.find', {}, as('marioRossi'));
      expect(total).toBe(5);
      const { result } = await api.ok('role.find', { query: { name: 'PRE' } }, as('marioRossi'));
      expect(result).toMatchObject([{ name: 'PRE', description: 'Presidente' }]);
    });

    it('gives a signed-in user with no role its own record', async () => {
      const data = await api.ok(
        'roles.getDataNoRole',
        {},
        { fiscalCode: DEMO_ACCOUNTS.marioRossi.fiscalCode, role: null },
      );
      expect(data.user?.fiscalCode).toBe(DEMO_ACCOUNTS.marioRossi.fiscalCode);
    });
  });
});
