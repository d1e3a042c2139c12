import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/apiError';
import { type ApiClientOptions, createApiClient } from '../client/createApiClient';
import type { RoleName } from '../contract/enums';
import { integratedDate } from '../contract/rules/stateMachine';
import { toRomeDay } from '../helpers/dates';
import { getMockDatabase, resetMockDatabase } from './database';
import { MOCK_REQUEST_COUNT } from './fixtures/dataset';
import { DEMO_ACCOUNTS, DEMO_COMPANY, type DemoAccountName } from './fixtures/demo';
import { makeRequest } from './fixtures/factories';
import { mockHandlers, mockToken } from './handlers';
import { createMockServer } from './node';
import {
  actingAsHandlers,
  emptyListHandlers,
  forbiddenHandlers,
  serverErrorHandlers,
  slowHandlers,
} from './scenarios';

const BASE_URL = 'http://localhost/api';
const HOME_URL = 'http://localhost/api/public';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDatabase();
});
afterAll(() => server.close());

const clientAs = (account: DemoAccountName, role: RoleName, options: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseUrl: BASE_URL,
    homeBaseUrl: HOME_URL,
    getToken: () => mockToken(DEMO_ACCOUNTS[account].fiscalCode),
    getRole: () => role,
    ...options,
  });

const seg = () => clientAs('giuliaBianchi', 'SEG');
const mario = () => clientAs('marioRossi', 'RIC');

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

const DATA_URL = 'data:application/pdf;base64,JVBERi0xLjQK';

/** The fields a requester fills in, complete and valid, taken from the request fixture. */
const completeFields = () => {
  const {
    _id,
    identifier,
    state,
    comment,
    comments,
    documents,
    requestDocument,
    reportDocument,
    reportVersions,
    protocols,
    logs,
    user,
    corporate,
    sent,
    updated,
    isClone,
    forwarded,
    integrationDue,
    integrationLapsed,
    ...fields
  } = makeRequest({ type: 'F' });
  return fields;
};

describe('request lists', () => {
  it('page through every request the secretariat sees', async () => {
    const all = await seg().request.find({ take: 50 });
    expect(all.total).toBe(MOCK_REQUEST_COUNT);
    expect(all.result).toHaveLength(50);
    const second = await seg().request.find({ skip: 10, take: 10 });
    expect(second.result).toEqual(all.result.slice(10, 20));
  });

  it('sort by identifier both ways, with unnumbered drafts last', async () => {
    const ascending = await seg().request.find({ sort: { identifier: 1 }, take: 50 });
    const numbers = ascending.result.map((request) => request.identifier);
    expect(numbers).toEqual([...numbers].sort((a, b) => (a ?? 0) - (b ?? 0)));
    const descending = await seg().request.find({ sort: { identifier: -1 }, take: 5 });
    expect(descending.result[0]?.identifier).toBeGreaterThan(descending.result[1]?.identifier ?? Infinity);
    const last = await seg().request.find({
      sort: { identifier: -1 },
      skip: MOCK_REQUEST_COUNT - 1,
      take: 1,
    });
    expect(last.result[0]?.identifier).toBeNull();
  });

  it('filter by states, type, text, identifier and sending day', async () => {
    const client = seg();
    const inProgress = await client.request.find({ query: { states: ['PENDING', 'WAIT_PROT'] }, take: 50 });
    expect(inProgress.total).toBe(56);
    expect(inProgress.result.every((request) => ['PENDING', 'WAIT_PROT'].includes(request.state))).toBe(true);

    const compassionate = await client.request.find({ query: { type: 'F' }, take: 50 });
    expect(compassionate.total).toBeGreaterThan(0);
    expect(compassionate.result.every((request) => request.type === 'F')).toBe(true);
    expect((await client.request.find({ query: { type: '' } })).total).toBe(MOCK_REQUEST_COUNT);

    const byTitle = await client.request.find({ query: { studyTitle: 'FIBRILLAZIONE' }, take: 50 });
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.result.every((request) => /fibrillazione/i.test(request.studyTitle))).toBe(true);

    const sample = (await client.request.find({ query: { states: ['SUBMITTED'] } })).result[0];
    const byIdentifier = await client.request.find({ query: { identifier: sample?.identifier ?? 0 } });
    expect(byIdentifier.result.map((request) => request._id)).toEqual([sample?._id]);

    const day = toRomeDay(sample?.sent ?? '');
    const byDay = await client.request.find({ query: { sentOn: day }, take: 50 });
    expect(byDay.result.map((request) => request._id)).toContain(sample?._id);
    expect(byDay.result.every((request) => request.sent && toRomeDay(request.sent) === day)).toBe(true);
  });

  it('restrict to integrated requests, and count them alike', async () => {
    const integrated = await seg().request.find({
      query: { states: ['PENDING', 'SUBMITTED'], onlyIntegrated: true },
      take: 50,
    });
    expect(integrated.total).toBeGreaterThan(0);
    expect(integrated.result.every((request) => integratedDate(request) !== null)).toBe(true);
    const count = await seg().request.count({
      query: { states: ['PENDING', 'SUBMITTED'], onlyIntegrated: true },
    });
    expect(count.count).toBe(integrated.total);
    const pending = await seg().request.getIntegratedRequest({ stato: 'PENDING' });
    expect(pending.every((request) => request.state === 'PENDING' && integratedDate(request))).toBe(true);
  });

  it('show a requester only its own and its company\u2019s requests', async () => {
    const own = await mario().request.find({ take: 50 });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(MOCK_REQUEST_COUNT);
    expect(
      own.result.every(
        (request) => request.user === DEMO_ACCOUNTS.marioRossi._id || request.corporate === DEMO_COMPANY._id,
      ),
    ).toBe(true);
    const colleague = await clientAs('luigiVerdi', 'RIC').request.count();
    expect(colleague.count).toBe(own.total);

    const foreign = getMockDatabase().requests.find(
      (request) => request.corporate !== DEMO_COMPANY._id && !request.isClone,
    );
    const error = await failure(mario().request.get({ id: foreign?._id ?? '' }));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await mario().request.findByCorporate({ query: {} })).total).toBe(own.total);
    expect(
      (await failure(mario().request.findByCorporate({ query: { corporate: 'company-beta' } }))).status,
    ).toBe(403);
  });

  it('count by state, by user and state, and to integrate', async () => {
    expect((await seg().request.countByState({ states: ['DRAFT'] })).count).toBe(28);
    const own = await mario().request.countByUserAndState({
      user: DEMO_ACCOUNTS.marioRossi._id,
      states: ['DRAFT'],
    });
    expect(own.count).toBeGreaterThan(0);
    // The applicant's count has the list's scope: its company's requests too.
    const toIntegrate = await mario().request.countToIntegrate();
    const listed = await mario().request.find({ query: { states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'] } });
    expect(toIntegrate.count).toBe(listed.total);
  });

  it('export the filtered list as a CSV for Italian Excel', async () => {
    const file = await seg().request.download({
      query: { states: ['ACCEPTED'] },
      type: 'CSV',
      title: 'Lista Richieste',
    });
    expect(file.fileName).toMatch(/^Lista Richieste_\d{2}-\d{2}-\d{4}\.csv$/);
    const bytes = Uint8Array.from(atob(file.data), (character) => character.charCodeAt(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(29);
    expect(lines[0]).toMatch(/^\uFEFF?Identificativo;Sperimentatore principale;/);
    expect(lines.slice(1).every((line) => line.includes(';Accettata;'))).toBe(true);
    const pdf = await seg().conference.download({ type: 'PDF' });
    expect(atob(pdf.data).startsWith('%PDF-1.4')).toBe(true);
  });
});

describe('a request\u2019s life', () => {
  it('goes from a new draft to WAIT_PROT with an identifier, once complete', async () => {
    const client = mario();
    const upload = await client.document.upload({
      file: DATA_URL,
      name: 'protocollo.pdf',
      type: 'Protocollo dello studio',
    });
    const draft = await client.request.create({ type: 'F', studyTitle: 'Uso compassionevole' });
    expect(draft).toMatchObject({ state: 'DRAFT', identifier: null, user: DEMO_ACCOUNTS.marioRossi._id });
    expect(draft.corporate).toBe(DEMO_COMPANY._id);

    const incomplete = await failure(client.request.send({ _id: draft._id, updated: draft.updated }));
    expect(incomplete).toMatchObject({ status: 400 });
    // Each missing field by its form label, then each missing attachment by its type.
    expect(incomplete.message).toMatch(
      /^La richiesta non può essere inviata .*: Denominazione del promotore, .*Consenso informato/,
    );

    const config = (await client.requestConfig.find({ query: { requestType: 'F' } })).result[0];
    const documents = (config?.documentType ?? []).map((field) => ({ _id: upload._id, type: field.label }));
    const complete = await client.request.update({
      ...completeFields(),
      _id: draft._id,
      updated: draft.updated,
      documents,
    });
    expect(complete.logs.at(-1)?.operation).toBe('DRAFT_SAVE');

    const sent = await client.request.send({ _id: complete._id, updated: complete.updated });
    expect(sent.state).toBe('WAIT_PROT');
    expect(sent.identifier).toBeGreaterThan(0);
    expect(sent.requestDocument).not.toBeNull();
    expect(sent.logs.at(-1)).toMatchObject({
      operation: 'SEND',
      role: 'RIC',
      user: DEMO_ACCOUNTS.marioRossi.fiscalCode,
    });
    expect((await client.request.get({ id: sent._id })).state).toBe('WAIT_PROT');
  });

  it('refuses a stale update with 409 and changes nothing', async () => {
    const client = mario();
    const draft = await client.request.create({ subject: 'Primo' });
    await client.request.update({ _id: draft._id, updated: draft.updated, subject: 'Secondo' });
    const error = await failure(
      client.request.update({ _id: draft._id, updated: draft.updated, subject: 'Terzo' }),
    );
    expect(error).toMatchObject({
      status: 409,
      message: 'La richiesta è stata modificata da un altro utente',
    });
    expect((await client.request.get({ id: draft._id })).subject).toBe('Secondo');
  });

  it('deletes a draft, and only a draft', async () => {
    const client = mario();
    const draft = await client.request.create({});
    await expect(client.request.delete({ _id: draft._id })).resolves.toEqual({ _id: draft._id });
    expect((await failure(client.request.get({ id: draft._id }))).status).toBe(404);
    const pending = (await client.request.find({ query: { states: ['PENDING'] } })).result[0];
    expect((await failure(client.request.delete({ _id: pending?._id ?? '' }))).status).toBe(409);
  });

  it('lets the secretariat ask for an integration, then restore', async () => {
    const pending = (await seg().request.find({ query: { states: ['PENDING'] } })).result[0];
    if (!pending) throw new Error('no PENDING request in the dataset');
    const decided = await seg().request.decide({
      _id: pending._id,
      updated: pending.updated,
      state: 'TO_INTEGRATE',
      comment: 'Manca la polizza assicurativa',
    });
    expect(decided).toMatchObject({ state: 'TO_INTEGRATE', comment: 'Manca la polizza assicurativa' });
    expect(decided.comments.at(-1)?.user.fiscalCode).toBe(DEMO_ACCOUNTS.giuliaBianchi.fiscalCode);
    const restored = await seg().request.restore({ _id: decided._id, updated: decided.updated });
    expect(restored.state).toBe('PENDING');
    expect(restored.logs.at(-1)).toMatchObject({ operation: 'RESTORE', role: 'SEG' });
  });

  it('refuses decisions outside the state machine or by the wrong role', async () => {
    const submitted = (await seg().request.find({ query: { states: ['SUBMITTED'] } })).result[0];
    const attempt = {
      _id: submitted?._id ?? '',
      updated: submitted?.updated ?? '',
      state: 'REJECTED',
    } as const;
    expect(await failure(seg().request.decide(attempt))).toMatchObject({ status: 409, code: 'CONFLICT' });
    const own = (await mario().request.find({ query: { states: ['PENDING'] } })).result[0];
    const byRic = await failure(
      mario().request.decide({ _id: own?._id ?? '', updated: own?.updated ?? '', state: 'SUBMITTED' }),
    );
    expect(byRic).toMatchObject({ status: 403 });
  });

  it('refuses a role the user does not hold', async () => {
    const error = await failure(clientAs('marioRossi', 'SEG').request.find());
    expect(error).toMatchObject({ status: 403, message: expect.stringMatching(/SEG/) });
  });
});

describe('meetings', () => {
  const pre = () => clientAs('annaFerrari', 'PRE');

  it('list and filter meetings by their derived status, start date first', async () => {
    const open = await seg().conference.find({ query: { state: 'open' } });
    expect(open.total).toBe(3);
    expect(open.result.every((conference) => conference.openDate && !conference.closeDate)).toBe(true);
    const all = await seg().conference.find({ take: 50 });
    const starts = all.result.map((conference) => conference.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((await seg().conference.count({ query: { state: 'closed' } })).count).toBe(5);
  });

  it('offer every available request when asked without a limit', async () => {
    const available = await seg().conference.availableRequests({ query: {} });
    expect(available.result.length).toBe(available.total);
    expect(available.result.every((request) => request.state === 'SUBMITTED' && !request.isClone)).toBe(true);
    const created = await seg().conference.create({
      subject: 'Nuova riunione',
      agenda: 'Richieste inoltrate',
      startDate: '2027-01-20T09:00:00.000Z',
      requestsUsers: available.result.slice(0, 2).map((request) => ({ request: request._id })),
    });
    expect(created.requestsUsers).toHaveLength(2);
    expect((await seg().conference.availableRequests()).total).toBe(available.total - 2);
  });

  it('open only when every request has a rapporteur, and close once', async () => {
    const waiting = getMockDatabase().conferences.filter((conference) => !conference.openDate);
    const [ready, partial] = waiting;
    const now = new Date().toISOString();
    const opened = await pre().conference.update({
      _id: ready?._id ?? '',
      updated: ready?.updated ?? '',
      openDate: now,
    });
    expect(opened.openDate).not.toBeNull();
    const refused = await failure(
      pre().conference.update({ _id: partial?._id ?? '', updated: partial?.updated ?? '', openDate: now }),
    );
    expect(refused.status).toBe(409);
    const undecided = opened.requestsUsers.filter((entry) => entry.request.state === 'SUBMITTED');
    if (undecided.length > 0) {
      const unstated = await failure(
        pre().conference.update({ _id: opened._id, updated: opened.updated, closeDate: now }),
      );
      expect(unstated.status).toBe(400);
    }
    const closed = await pre().conference.update({
      _id: opened._id,
      updated: opened.updated,
      closeDate: now,
      outcomes: undecided.map((entry) => ({ request: entry.request._id, outcome: 'postponed' as const })),
    });
    expect(closed.closeDate).not.toBeNull();
    expect(closed.requestsUsers.filter((entry) => entry.outcome === 'postponed')).toHaveLength(
      undecided.length,
    );
    const late = await failure(
      seg().conference.update({ _id: closed._id, updated: closed.updated, subject: 'Nuovo' }),
    );
    expect(late).toMatchObject({ status: 409, message: expect.stringMatching(/chiusa/) });
  });

  it('let the assigned rapporteur decide in an open meeting, and nobody else of CET', async () => {
    const db = getMockDatabase();
    const open = db.conferences.find((conference) => conference.openDate && !conference.closeDate);
    const entry = open?.requestsUsers.find((candidate) => {
      const request = db.requests.find((r) => r._id === candidate.request);
      return request?.state === 'SUBMITTED';
    });
    const request = db.requests.find((candidate) => candidate._id === entry?.request);
    const rapporteur = db.users.find((user) => user._id === entry?.user);
    const other = db.users.find(
      (user) => user._id !== rapporteur?._id && user.roles.length === 1 && user.roles[0]?.name === 'CET',
    );
    if (!open || !request || !rapporteur || !other) throw new Error('dataset lacks an open meeting entry');
    const decision = {
      _id: open._id,
      request: request._id,
      updated: request.updated,
      state: 'ACCEPTED',
    } as const;

    const asOther = createApiClient({
      baseUrl: BASE_URL,
      getToken: () => mockToken(other.fiscalCode),
      getRole: () => 'CET',
    });
    expect((await failure(asOther.conference.decide(decision))).status).toBe(403);

    const asRapporteur = createApiClient({
      baseUrl: BASE_URL,
      getToken: () => mockToken(rapporteur.fiscalCode),
      getRole: () => (rapporteur.roles.some((role) => role.name === 'CET') ? 'CET' : 'SEG'),
    });
    const accepted = await asRapporteur.conference.decide(decision);
    expect(accepted.state).toBe('ACCEPTED');
    expect(accepted.logs.at(-1)?.operation).toBe('MEETING_DECISION');
  });
});

describe('users, configuration, geography and home', () => {
  const admin = () => clientAs('marcoColombo', 'ADMIN');

  it('search users without the JOB user and companies, and list companies apart', async () => {
    const users = await admin().user.find({ take: 50 });
    expect(users.result.some((user) => user.fiscalCode === 'JOB' || user.isCorporate)).toBe(false);
    const committee = await admin().user.find({ query: { roles: ['CET'], name: 'neri' } });
    expect(committee.result.map((user) => user.fiscalCode)).toEqual([DEMO_ACCOUNTS.paoloNeri.fiscalCode]);
    const companies = await admin().user.findCompanies({ query: { vat: '0123456' } });
    expect(companies.result.map((company) => company.surname)).toEqual([DEMO_COMPANY.surname]);
    expect((await failure(mario().user.find())).status).toBe(403);
  });

  it('create and update a user, refusing a duplicate fiscal code', async () => {
    const created = await admin().user.create({
      fiscalCode: 'bnchgl90a01h501x',
      name: 'Gino',
      surname: 'Bianco',
      roles: ['role-cet'],
    });
    expect(created).toMatchObject({ fiscalCode: 'BNCHGL90A01H501X', fullname: 'Gino Bianco' });
    expect(created.roles.map((role) => role.name)).toEqual(['CET']);
    const updated = await admin().user.update({
      _id: created._id,
      updated: created.updated,
      roles: ['role-cet', 'role-seg'],
    });
    expect(updated.roles.map((role) => role.name)).toEqual(['CET', 'SEG']);
    const duplicate = await failure(
      admin().user.create({ isCorporate: true, fiscalCode: DEMO_COMPANY.fiscalCode, surname: 'Copia' }),
    );
    expect(duplicate.status).toBe(409);
  });

  it('serve provinces and their cities', async () => {
    const provinces = await mario().city.provinces();
    expect(provinces.map((province) => province.code)).toContain('RM');
    expect((await mario().city.cities({ provinceCode: 'RM' })).map((city) => city.name)).toContain('Roma');
  });

  it('read the home page publicly without a token, and write it only as ADMIN', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    const anonymous = createApiClient({ baseUrl: BASE_URL, homeBaseUrl: HOME_URL, fetch: fetchSpy });
    const homes = await anonymous.home.find({ take: 1 });
    expect(homes.total).toBe(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(HOME_URL);
    const home = homes.result[0];
    expect((await anonymous.home.get({ id: home?._id ?? '' }))._id).toBe(home?._id);
    expect((await anonymous.roles.getPublicData()).requestTypes).toHaveLength(14);
    expect(
      (
        await failure(
          anonymous.home.update({ _id: home?._id ?? '', updated: home?.updated ?? '', body: 'x' }),
        )
      ).status,
    ).toBe(401);
    const saved = await admin().home.update({
      _id: home?._id ?? '',
      updated: home?.updated ?? '',
      body: '<p>Nuovo</p>',
    });
    expect(saved).toMatchObject({ body: '<p>Nuovo</p>', updateUser: { fullname: 'Marco Colombo' } });
  });

  it('keep changes until the database is reset', async () => {
    const draft = await mario().request.create({ subject: 'Da dimenticare' });
    expect(getMockDatabase().requests.some((request) => request._id === draft._id)).toBe(true);
    resetMockDatabase();
    expect(getMockDatabase().requests.some((request) => request._id === draft._id)).toBe(false);
  });
});

describe('scenario helpers and overrides', () => {
  it('empty every list and count', async () => {
    server.use(...emptyListHandlers());
    expect(await seg().request.find()).toEqual({ result: [], total: 0 });
    expect(await seg().request.countToIntegrate()).toEqual({ count: 0 });
    expect(await seg().request.findByIdentifierNumber({ identifier: 1 })).toBeNull();
    expect(await seg().city.provinces()).toEqual([]);
  });

  it('fail with 500 and call onError', async () => {
    server.use(...serverErrorHandlers());
    const onError = vi.fn();
    const error = await failure(clientAs('giuliaBianchi', 'SEG', { onError }).request.find());
    expect(error).toMatchObject({ status: 500, code: 'SERVER_ERROR' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('refuse only the chosen calls with 403', async () => {
    server.use(...forbiddenHandlers(['request.find']));
    expect((await failure(seg().request.find())).status).toBe(403);
    expect((await seg().request.count()).count).toBe(MOCK_REQUEST_COUNT);
  });

  it('answer late, or never', async () => {
    server.use(...slowHandlers(60, ['user.me']));
    const started = Date.now();
    expect((await seg().user.me()).fiscalCode).toBe(DEMO_ACCOUNTS.giuliaBianchi.fiscalCode);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);

    server.use(...slowHandlers('infinite', ['request.find']));
    const controller = new AbortController();
    const pending = seg().request.find({}, { signal: controller.signal });
    const settled = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 100, 'waiting')),
    ]);
    expect(settled).toBe('waiting');
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });

  it('act as a given user and role whatever the token says', async () => {
    server.use(...actingAsHandlers({ fiscalCode: DEMO_ACCOUNTS.paoloNeri.fiscalCode, role: 'CET' }));
    expect((await mario().user.me()).fiscalCode).toBe(DEMO_ACCOUNTS.paoloNeri.fiscalCode);
  });

  it('act as the role\u2019s demo account when a call carries a role but no token (Storybook)', async () => {
    const client = createApiClient({ baseUrl: BASE_URL, getRole: () => 'PRE' });
    expect((await client.user.me()).fiscalCode).toBe(DEMO_ACCOUNTS.annaFerrari.fiscalCode);
    const anonymous = createApiClient({ baseUrl: BASE_URL });
    expect((await failure(anonymous.user.me())).status).toBe(401);
  });

  it('replace a call with a fixed payload or a function of its input', async () => {
    server.use(mockHandlers.request.find({ result: [makeRequest({ subject: 'Fissa' })], total: 1 }));
    expect((await seg().request.find()).result[0]?.subject).toBe('Fissa');
    server.use(mockHandlers.request.count((input) => ({ count: input.query.states?.length ?? 0 })));
    expect((await seg().request.count({ query: { states: ['DRAFT', 'PENDING'] } })).count).toBe(2);
  });

  it('report an override that breaks the contract instead of passing it on', async () => {
    server.use(mockHandlers.request.count(() => ({ count: -1 })));
    const error = await failure(seg().request.count());
    expect(error).toMatchObject({ status: 500, message: expect.stringMatching(/non conforme/) });
  });

  it('answer an unknown call with a clear 404 and bad input with 400', async () => {
    const response = await fetch(BASE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        appCode: '000017',
        service: 'x',
        method: 'POST',
        path: '/x/y',
        params: { input: {}, role: null },
      }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Chiamata non prevista su /api: POST /x/y' },
    });
    const bad = await fetch(BASE_URL, {
      method: 'POST',
      body: JSON.stringify({
        appCode: '000017',
        service: 'request',
        method: 'POST',
        path: '/request/find',
        params: { input: { query: { $where: '1' } }, role: 'SEG' },
      }),
    });
    expect(bad.status).toBe(400);
  });
});
