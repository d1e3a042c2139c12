import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUsers } from '../src/demo/accounts';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { configureType, draftRequest, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');
const PAOLO = as('paoloNeri');
const CONFLICT =
  'Hai dichiarato un conflitto di interessi su questa richiesta: non puoi esserne relatore, deciderla né scriverne la relazione';

describe('conflicts of interest', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    demo = await seedAccounts(server);
    await configureType(api, 'A1', [{ label: 'Protocollo', required: true }]);
  });
  afterAll(() => server.stop());

  const submittedRequest = async () => {
    const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { labels: ['Protocollo'] }));
    await server.app.protocolJob.run();
    const pending = await api.ok('request.get', { id: sent._id }, SEG);
    return api.ok('request.decide', { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' }, SEG);
  };

  const createMeeting = (request: string, user: string | null) =>
    api.call(
      'conference.create',
      {
        subject: 'Seduta',
        agenda: 'Esame',
        startDate: '2026-12-01T09:00:00.000Z',
        requestsUsers: [{ request, user }],
      },
      SEG,
    );

  it('given a declared conflict, the server refuses the member as rapporteur, at creation and at assignment, with an Italian 403 and no change', async () => {
    const request = await submittedRequest();
    const declared = await api.ok(
      'conference.declareConflict',
      { request: request._id, reason: 'Consulente del promotore fino al 2025' },
      PAOLO,
    );
    expect(declared).toMatchObject({
      request: request._id,
      user: { fullname: 'Paolo Neri' },
      reason: 'Consulente del promotore fino al 2025',
    });
    expect(await api.ok('conference.conflicts', { requests: [request._id] }, PRE)).toEqual([declared]);

    const before = await fingerprint(server);
    const refused = await createMeeting(request._id, demo.ids.paoloNeri);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(
      'Paolo Neri ha dichiarato un conflitto di interessi su questa richiesta e non può esserne relatore',
    );
    expect(await fingerprint(server)).toEqual(before);

    const created = await createMeeting(request._id, null);
    const meeting = created.data;
    if (!meeting) throw new Error(created.error?.message);
    const assigning = await api.call(
      'conference.update',
      {
        _id: meeting._id,
        updated: meeting.updated,
        requestsUsers: [{ request: request._id, user: demo.ids.paoloNeri }],
      },
      PRE,
    );
    expect(assigning.status).toBe(403);
    expect(assigning.error?.message).toContain('Paolo Neri ha dichiarato un conflitto di interessi');
    await api.ok(
      'conference.update',
      {
        _id: meeting._id,
        updated: meeting.updated,
        requestsUsers: [{ request: request._id, user: demo.ids.saraGialli }],
      },
      PRE,
    );
  });

  it("lists each declaration beside its request in the draft of the meeting's minutes, for SEG and PRE only", async () => {
    const request = await submittedRequest();
    await api.ok(
      'conference.declareConflict',
      { request: request._id, reason: 'Coautore del protocollo' },
      PAOLO,
    );
    const created = await createMeeting(request._id, demo.ids.saraGialli);
    const meeting = created.data;
    if (!meeting) throw new Error(created.error?.message);
    const csv = await api.ok('conference.minutesDraft', { id: meeting._id, type: 'CSV' }, SEG);
    expect(csv.fileName).toMatch(/^Bozza_verbale_Seduta_\d{2}-\d{2}-\d{4}\.csv$/);
    const lines = Buffer.from(csv.data, 'base64').toString('utf8').split(/\r?\n/);
    expect(lines[0]).toContain('Conflitti di interessi dichiarati');
    const row = lines.find((line) => line.startsWith(String(request.identifier)));
    expect(row).toContain('Sara Gialli');
    expect(row).toContain('Inoltrata');
    expect(row).toContain('Paolo Neri: Coautore del protocollo');
    const pdf = await api.ok('conference.minutesDraft', { id: meeting._id, type: 'PDF' }, PRE);
    expect(Buffer.from(pdf.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const committee = await api.call('conference.minutesDraft', { id: meeting._id, type: 'CSV' }, PAOLO);
    expect(committee.status).toBe(403);
  });

  it('a rapporteur who declares a conflict afterwards can no longer decide the request or write its report (403)', async () => {
    const request = await submittedRequest();
    const created = await createMeeting(request._id, demo.ids.paoloNeri);
    const meeting = created.data;
    if (!meeting) throw new Error(created.error?.message);
    await api.ok(
      'conference.declareConflict',
      { request: request._id, reason: 'Parente dello sperimentatore' },
      PAOLO,
    );
    const opened = await api.ok(
      'conference.update',
      { _id: meeting._id, updated: meeting.updated, openDate: new Date().toISOString() },
      PRE,
    );
    const before = await fingerprint(server);
    const decision = await api.call(
      'conference.decide',
      { _id: opened._id, request: request._id, updated: request.updated, state: 'ACCEPTED' },
      PAOLO,
    );
    expect(decision.status).toBe(403);
    expect(decision.error?.message).toBe(CONFLICT);
    const report = await api.call(
      'conference.update',
      {
        _id: opened._id,
        updated: opened.updated,
        comment: { request: request._id, body: 'Parere favorevole' },
      },
      PAOLO,
    );
    expect(report.status).toBe(403);
    expect(report.error?.message).toBe(CONFLICT);
    expect(await fingerprint(server)).toEqual(before);
  });

  it('refuses a second declaration (409), an empty reason (400) and anyone but a CET member (403)', async () => {
    const request = await submittedRequest();
    await api.ok('conference.declareConflict', { request: request._id, reason: 'Consulente' }, PAOLO);
    const again = await api.call(
      'conference.declareConflict',
      { request: request._id, reason: 'Ancora' },
      PAOLO,
    );
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe('Hai già dichiarato un conflitto di interessi su questa richiesta');
    const empty = await api.call(
      'conference.declareConflict',
      { request: request._id, reason: '  ' },
      as('saraGialli'),
    );
    expect(empty.status).toBe(400);
    expect(empty.error?.message).toContain('Indica il motivo del conflitto di interessi');
    const applicant = await api.call(
      'conference.declareConflict',
      { request: request._id, reason: 'x' },
      RIC,
    );
    expect(applicant.status).toBe(403);
    expect(applicant.error?.message).toBe('Operazione non consentita al ruolo RIC');
  });
});
