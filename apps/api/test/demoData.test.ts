import { REQUEST_STATES, REQUEST_TYPES } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seedDemoData';
import { documentStoreOf } from '../src/documents/store/documentStore';
import { type Api, createApi } from './support/api';
import { as, DEMO_ACCOUNTS, fingerprint } from './support/fixtures';
import { startTestServer, type TestServer } from './support/testServer';

describe('demo data on first start', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    api = createApi(server);
  });
  afterAll(() => server.stop());

  it('has every demo account with its roles, the company and the JOB user kept out of the user search', async () => {
    for (const [, account] of Object.entries(DEMO_ACCOUNTS)) {
      const me = await api.ok('user.me', {}, { fiscalCode: account.fiscalCode, role: null });
      expect(me.roles.map((role) => role.name).sort()).toEqual([...account.roles].sort());
    }
    const mario = await api.ok('user.me', {}, as('marioRossi'));
    expect(mario.corporate).toMatchObject({ fiscalCode: '01234567897', surname: 'Farmaceutica Alfa S.p.A.' });
    expect((await api.ok('user.find', { take: 50 }, as('marcoColombo'))).total).toBe(8);
  });

  it('configures all fourteen request types with required documents and downloadable templates', async () => {
    const { result } = await api.ok('requestConfig.find', { take: 50 }, as('marioRossi'));
    expect(result.map((config) => config.requestType)).toEqual([...REQUEST_TYPES]);
    const a1 = result.find((config) => config.requestType === 'A1');
    expect(a1?.documentType.filter((field) => field.required).map((field) => field.label)).toEqual(
      expect.arrayContaining([
        'Lettera di intenti',
        'Protocollo',
        'Sinossi',
        'Consenso informato',
        'Polizza assicurativa',
        'CV dello sperimentatore',
      ]),
    );
    const template = await api.ok(
      'document.get',
      { id: a1?.documentType[0]?.template ?? '' },
      as('marioRossi'),
    );
    expect(template.fileName).toBe('Modello - Lettera di intenti.pdf');
  });

  it('has about sixty requests across every state and every type, with their history and protocols', async () => {
    const { result, total } = await api.ok('request.find', { take: 50 }, as('giuliaBianchi'));
    const rest = await api.ok('request.find', { take: 50, skip: 50 }, as('giuliaBianchi'));
    const all = [...result, ...rest.result];
    expect(total).toBe(60);
    expect(new Set(all.map((request) => request.state))).toEqual(new Set(REQUEST_STATES));
    expect(new Set(all.map((request) => request.type))).toEqual(new Set(REQUEST_TYPES));
    const pending = all.find((request) => request.state === 'PENDING');
    expect(pending?.protocols).toHaveLength(
      pending?.logs.filter((log) => log.operation === 'PROTOCOL').length ?? -1,
    );
    expect(pending?.logs.map((log) => log.operation).slice(0, 3)).toEqual(['CREATE', 'SEND', 'PROTOCOL']);
    expect(pending?.requestDocument).not.toBeNull();
    expect(
      (await api.ok('request.getIntegratedRequest', { stato: 'PENDING' }, as('giuliaBianchi'))).length,
    ).toBeGreaterThan(0);
    expect(
      (await api.ok('request.getIntegratedRequest', { stato: 'SUBMITTED' }, as('giuliaBianchi'))).length,
    ).toBeGreaterThan(0);
    expect((await api.ok('request.countToIntegrate', {}, as('marioRossi'))).count).toBeGreaterThan(0);
  });

  it('has a waiting, an open and a closed meeting the roles can work with', async () => {
    const { result } = await api.ok('conference.find', { sort: { startDate: 1 } }, as('annaFerrari'));
    expect(
      result.map((meeting) => [meeting.subject, meeting.openDate !== null, meeting.closeDate !== null]),
    ).toEqual([
      ['Seduta ordinaria di febbraio', true, true],
      ['Seduta ordinaria di marzo', true, false],
      ['Seduta straordinaria', false, false],
    ]);
    const [closed, open, waiting] = result;
    expect(closed?.conferenceDocumentSigned?.fileName).toBe('Verbale firmato.pdf');
    expect(closed?.protocols).toHaveLength(1);
    const submitted = open?.requestsUsers.find((entry) => entry.request.state === 'SUBMITTED');
    const request = await api.ok('request.get', { id: submitted?.request._id ?? '' }, as('giuliaBianchi'));
    const rapporteur =
      submitted?.user?.fiscalCode === DEMO_ACCOUNTS.paoloNeri.fiscalCode ? as('paoloNeri') : as('saraGialli');
    const accepted = await api.ok(
      'conference.decide',
      { _id: open?._id ?? '', request: request._id, updated: request.updated, state: 'ACCEPTED' },
      rapporteur,
    );
    expect(accepted.state).toBe('ACCEPTED');
    expect(waiting?.requestsUsers.every((entry) => entry.user === null)).toBe(true);
    expect((await api.ok('conference.availableRequests', {}, as('giuliaBianchi'))).total).toBeGreaterThan(0);
  });

  it('has a home page that anyone reads', async () => {
    const { result } = await api.ok('home.find', { take: 1 });
    expect(result[0]?.header).toBe('<h2>Comitato Etico Territoriale</h2>');
  });

  it('has a documentation page with the fee sheet and a form archive for every configured type', async () => {
    const documentation = await api.ok('documentation.get', {});
    expect(documentation.feeSheet?.fileName).toBe('Oneri per la sottomissione delle pratiche.pdf');
    expect(documentation.archives.every((archive) => archive.templates > 0)).toBe(true);
    const fee = await api.ok('documentation.feeSheet', {});
    expect(Buffer.from(fee.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('seeds only once: on a database with users it does nothing', async () => {
    const before = await fingerprint(server);
    expect(await seedDemoData(server.app.database.db, documentStoreOf(server.app.database))).toBe(false);
    expect(await fingerprint(server)).toEqual(before);
  });
});
