import type { Request } from '@cet-portal/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '../src/db/schema';
import type { DemoUsers } from '../src/demo/accounts';
import { type Api, type Caller, createApi } from './support/api';
import { as, createOtherApplicant, fingerprint, seedAccounts } from './support/fixtures';
import { completeFields, draftRequest, sendRequest, uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

describe('requests: drafts, reading, lists and counts', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;
  /** An applicant of another company. */
  let carla: Caller;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    demo = await seedAccounts(server);
    carla = await createOtherApplicant(api);
  });
  afterAll(() => server.stop());

  describe('drafts', () => {
    it('given an applicant, when it saves a new draft, then the draft is its own and its company’s, without identifier, and a CREATE log says so', async () => {
      const draft = await api.ok(
        'request.create',
        { studyTitle: 'Bozza iniziale', type: 'B1' },
        as('marioRossi'),
      );
      expect(draft).toMatchObject({
        state: 'DRAFT',
        identifier: null,
        user: demo.ids.marioRossi,
        corporate: demo.companyId,
        promoterCountry: 'IT',
        isClone: false,
      });
      expect(draft.logs).toMatchObject([{ operation: 'CREATE', role: 'RIC', user: 'RSSMRA80A01H501U' }]);
    });

    it('refuses a draft to any role but RIC, storing nothing', async () => {
      const before = await fingerprint(server);
      const result = await api.call(
        'request.create',
        { studyTitle: 'Della segreteria' },
        as('giuliaBianchi'),
      );
      expect(result.status).toBe(403);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('refuses to attach a document someone else uploaded (403), storing nothing', async () => {
      const foreign = await uploadPdf(api, carla, 'altrui.pdf');
      const before = await fingerprint(server);
      const result = await api.call(
        'request.create',
        { documents: [{ _id: foreign._id, type: 'Protocollo' }] },
        as('marioRossi'),
      );
      expect(result.status).toBe(403);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('given a draft, when a colleague of the same company changes it, then it is saved with a new version and a DRAFT_SAVE log', async () => {
      const draft = await api.ok('request.create', completeFields(), as('marioRossi'));
      const changed = await api.ok(
        'request.update',
        { _id: draft._id, updated: draft.updated, subject: 'Oggetto corretto' },
        as('luigiVerdi'),
      );
      expect(changed.subject).toBe('Oggetto corretto');
      expect(changed.updated > draft.updated).toBe(true);
      expect(changed.logs.map((log) => [log.operation, log.user])).toEqual([
        ['CREATE', 'RSSMRA80A01H501U'],
        ['DRAFT_SAVE', 'VRDLGU82B02F205Z'],
      ]);
    });

    it('refuses a change made on a stale copy with 409 and keeps the newer one', async () => {
      const draft = await api.ok('request.create', completeFields(), as('marioRossi'));
      await api.ok(
        'request.update',
        { _id: draft._id, updated: draft.updated, subject: 'Prima modifica' },
        as('marioRossi'),
      );
      const before = await fingerprint(server);
      const stale = await api.call(
        'request.update',
        { _id: draft._id, updated: draft.updated, subject: 'Seconda' },
        as('luigiVerdi'),
      );
      expect(stale).toMatchObject({
        status: 409,
        error: { code: 'STALE', message: 'La richiesta è stata modificata da un altro utente' },
      });
      expect(await fingerprint(server)).toEqual(before);
      expect((await api.ok('request.get', { id: draft._id }, as('marioRossi'))).subject).toBe(
        'Prima modifica',
      );
    });

    it('given two applicants saving the same version at once, then exactly one wins and the other gets 409', async () => {
      const draft = await api.ok('request.create', completeFields(), as('marioRossi'));
      const results = await Promise.all([
        api.call(
          'request.update',
          { _id: draft._id, updated: draft.updated, subject: 'Versione di Mario' },
          as('marioRossi'),
        ),
        api.call(
          'request.update',
          { _id: draft._id, updated: draft.updated, subject: 'Versione di Luigi' },
          as('luigiVerdi'),
        ),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
      const winner = results.find((result) => result.status === 200)?.data?.subject;
      const saved = await api.ok('request.get', { id: draft._id }, as('marioRossi'));
      expect(saved.subject).toBe(winner);
      expect(saved.logs.filter((log) => log.operation === 'DRAFT_SAVE')).toHaveLength(1);
    });

    it('keeps another company’s applicant out: read, change, delete and send are 403 and change nothing', async () => {
      const draft = await api.ok('request.create', completeFields(), as('marioRossi'));
      const before = await fingerprint(server);
      const attempts = await Promise.all([
        api.call('request.get', { id: draft._id }, carla),
        api.call('request.update', { _id: draft._id, updated: draft.updated, subject: 'Mia' }, carla),
        api.call('request.delete', { _id: draft._id }, carla),
        api.call('request.send', { _id: draft._id, updated: draft.updated }, carla),
        api.call('conference.checkExistConference', { _id: draft._id }, carla),
      ]);
      expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403, 403, 403]);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('lets staff read a request but not change its data (403)', async () => {
      const draft = await api.ok('request.create', completeFields(), as('marioRossi'));
      expect((await api.call('request.get', { id: draft._id }, as('paoloNeri'))).status).toBe(200);
      const before = await fingerprint(server);
      const result = await api.call(
        'request.update',
        { _id: draft._id, updated: draft.updated, subject: 'Della segreteria' },
        as('giuliaBianchi'),
      );
      expect(result.status).toBe(403);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('deletes a draft, but refuses to delete a request that has been sent (409)', async () => {
      const draft = await api.ok('request.create', completeFields(), as('marioRossi'));
      expect(await api.ok('request.delete', { _id: draft._id }, as('marioRossi'))).toEqual({
        _id: draft._id,
      });
      expect((await api.call('request.get', { id: draft._id }, as('marioRossi'))).status).toBe(404);
      const sent = await sendRequest(api, as('marioRossi'), await draftRequest(api, as('marioRossi')));
      const before = await fingerprint(server);
      expect((await api.call('request.delete', { _id: sent._id }, as('marioRossi'))).status).toBe(409);
      expect(await fingerprint(server)).toEqual(before);
    });

    it('refuses to delete a draft that another draft links to (409, in Italian), changing nothing, and deletes it once unlinked', async () => {
      const linked = await api.ok('request.create', completeFields(), as('marioRossi'));
      const amendment = await api.ok(
        'request.create',
        completeFields({ linkedRequestId: linked._id }),
        as('marioRossi'),
      );
      const before = await fingerprint(server);
      const refused = await api.call('request.delete', { _id: linked._id }, as('marioRossi'));
      expect(refused.status).toBe(409);
      expect(refused.error).toEqual({
        code: 'CONFLICT',
        message: 'La richiesta è collegata ad altre richieste',
      });
      expect(await fingerprint(server)).toEqual(before);
      await api.ok(
        'request.update',
        { _id: amendment._id, updated: amendment.updated, linkedRequestId: null },
        as('marioRossi'),
      );
      expect(await api.ok('request.delete', { _id: linked._id }, as('marioRossi'))).toEqual({
        _id: linked._id,
      });
    });

    it('refuses an applicant’s change once the request waits for its protocol (409)', async () => {
      const sent = await sendRequest(api, as('marioRossi'), await draftRequest(api, as('marioRossi')));
      const result = await api.call(
        'request.update',
        { _id: sent._id, updated: sent.updated, subject: 'Tardi' },
        as('marioRossi'),
      );
      expect(result.status).toBe(409);
      expect(result.error?.message).toBe(
        'Una richiesta "In attesa di protocollo" non può essere modificata dal richiedente',
      );
    });
  });

  describe('lists, filters and counts', () => {
    let carlaRequest: Request;
    let heart: Request;
    let lung: Request;

    beforeAll(async () => {
      await server.app.database.db.delete(requests);
      heart = await sendRequest(
        api,
        as('marioRossi'),
        await draftRequest(api, as('marioRossi'), { studyTitle: 'Cuore sano', type: 'A1' }),
      );
      lung = await sendRequest(
        api,
        as('luigiVerdi'),
        await draftRequest(api, as('luigiVerdi'), {
          studyTitle: 'Polmone forte',
          type: 'F',
          principalInvestigator: 'Dott. Marco Neri',
        }),
      );
      await api.ok(
        'request.create',
        completeFields({ studyTitle: 'Cuore in bozza', type: 'A2' }),
        as('marioRossi'),
      );
      carlaRequest = await sendRequest(
        api,
        carla,
        await draftRequest(api, carla, { studyTitle: 'CUORE di Beta', promoterName: 'Beta' }),
      );
      await server.app.protocolJob.run();
    });

    it('shows an applicant only its own and its company’s requests', async () => {
      const mario = await api.ok('request.find', {}, as('marioRossi'));
      expect(mario.total).toBe(3);
      expect(mario.result.some((request) => request._id === carlaRequest._id)).toBe(false);
      const carlas = await api.ok('request.find', {}, carla);
      expect(carlas.result.map((request) => request._id)).toEqual([carlaRequest._id]);
      expect((await api.ok('request.find', {}, as('giuliaBianchi'))).total).toBe(4);
    });

    it('matches text filters case-insensitively and partially, and combines states with OR', async () => {
      const cuore = await api.ok('request.find', { query: { studyTitle: 'cUoRe' } }, as('giuliaBianchi'));
      expect(cuore.result.map((request) => request.studyTitle).sort()).toEqual([
        'CUORE di Beta',
        'Cuore in bozza',
        'Cuore sano',
      ]);
      const byInvestigator = await api.ok(
        'request.find',
        { query: { principalInvestigator: 'NERI' } },
        as('giuliaBianchi'),
      );
      expect(byInvestigator.result.map((request) => request._id)).toEqual([lung._id]);
      const states = await api.ok(
        'request.find',
        { query: { states: ['DRAFT', 'PENDING'], type: 'A1' } },
        as('giuliaBianchi'),
      );
      expect(states.total).toBe(2);
      expect(await api.ok('request.count', { query: { studyTitle: '%' } }, as('giuliaBianchi'))).toEqual({
        count: 0,
      });
    });

    it('finds a request by its identifier, exactly', async () => {
      const found = await api.ok(
        'request.findByIdentifierNumber',
        { identifier: heart.identifier ?? 0 },
        as('giuliaBianchi'),
      );
      expect(found?._id).toBe(heart._id);
      expect(
        await api.ok(
          'request.findByIdentifierNumber',
          { identifier: carlaRequest.identifier ?? 0 },
          as('marioRossi'),
        ),
      ).toBeNull();
    });

    it('matches the date of sending over the whole day in Italian time', async () => {
      // 23:30 UTC on 1 March is 00:30 on 2 March in Rome.
      await server.app.database.db
        .update(requests)
        .set({ sent: new Date('2026-03-01T23:30:00Z') })
        .where(eq(requests.id, heart._id));
      const second = await api.ok('request.find', { query: { sentOn: '2026-03-02' } }, as('giuliaBianchi'));
      expect(second.result.map((request) => request._id)).toEqual([heart._id]);
      expect(
        (await api.ok('request.find', { query: { sentOn: '2026-03-01' } }, as('giuliaBianchi'))).total,
      ).toBe(0);
    });

    it('sorts on whitelisted fields, empty values last, and pages with the total of the matches', async () => {
      const ascending = await api.ok('request.find', { sort: { identifier: 1 } }, as('giuliaBianchi'));
      const identifiers = ascending.result.map((request) => request.identifier);
      expect(identifiers.slice(0, 3)).toEqual(
        [...identifiers.slice(0, 3)].sort((a, b) => (a ?? 0) - (b ?? 0)),
      );
      expect(identifiers[3]).toBeNull();
      const page = await api.ok(
        'request.find',
        { skip: 1, take: 2, sort: { studyTitle: 1 } },
        as('giuliaBianchi'),
      );
      expect(page.total).toBe(4);
      expect(page.result.map((request) => request.studyTitle)).toEqual(['Cuore in bozza', 'Cuore sano']);
    });

    it('gives the same total on the last page, a page past the end and a filtered single page, counted or not', async () => {
      const seg = as('giuliaBianchi');
      const last = await api.ok('request.find', { skip: 3, take: 2 }, seg);
      expect(last.result).toHaveLength(1);
      expect(last.total).toBe(4);
      const pastTheEnd = await api.ok('request.find', { skip: 10, take: 10 }, seg);
      expect(pastTheEnd.result).toHaveLength(0);
      expect(pastTheEnd.total).toBe(4);
      const filtered = await api.ok('request.find', { query: { studyTitle: 'cuore' }, take: 10 }, seg);
      expect(filtered.total).toBe(filtered.result.length);
      expect(filtered.total).toBe(
        (await api.ok('request.count', { query: { studyTitle: 'cuore' } }, seg)).count,
      );
    });

    it('counts by state, by user and state, and the requests to integrate of the caller', async () => {
      expect(await api.ok('request.countByState', { states: ['PENDING'] }, as('giuliaBianchi'))).toEqual({
        count: 3,
      });
      expect(await api.ok('request.countByState', { states: ['PENDING'] }, as('marioRossi'))).toEqual({
        count: 2,
      });
      expect(
        await api.ok(
          'request.countByUserAndState',
          { user: demo.ids.luigiVerdi, states: ['PENDING'] },
          as('giuliaBianchi'),
        ),
      ).toEqual({ count: 1 });
      expect(await api.ok('request.countToIntegrate', {}, as('marioRossi'))).toEqual({ count: 0 });
    });

    it('lists a company’s requests, and refuses another company’s to an applicant (403)', async () => {
      const own = await api.ok('request.findByCorporate', {}, as('marioRossi'));
      expect(own.total).toBe(3);
      expect(
        await api.ok(
          'request.countByCorporate',
          { query: { corporate: demo.companyId } },
          as('giuliaBianchi'),
        ),
      ).toEqual({ count: 3 });
      const foreign = await api.call(
        'request.findByCorporate',
        { query: { corporate: demo.companyId } },
        carla,
      );
      expect(foreign.status).toBe(403);
      expect(
        (await api.call('request.countByCorporate', { query: { corporate: demo.companyId } }, carla)).status,
      ).toBe(403);
    });

    it('never lists a meeting’s frozen clone', async () => {
      const [row] = await server.app.database.db.select().from(requests).where(eq(requests.id, lung._id));
      if (!row) throw new Error('richiesta mancante');
      await server.app.database.db
        .insert(requests)
        .values({ ...row, id: `${row.id}-clone`, isClone: true, cloneOf: row.id });
      expect((await api.ok('request.find', {}, as('giuliaBianchi'))).total).toBe(4);
      expect((await api.ok('request.get', { id: `${row.id}-clone` }, as('giuliaBianchi'))).isClone).toBe(
        true,
      );
    });
  });
});
