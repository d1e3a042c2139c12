import {
  type CallInput,
  REFUSALS,
  REGISTRATION_REFUSALS,
  type Registration,
  type RegistrationCompanyInput,
} from '@cet-portal/api-client';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, users } from '../src/db/schema';
import { type Api, type Caller, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { dataUrl, draftRequest, PDF_BYTES, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

/** People with valid fiscal codes and no account. */
const CHIARA = 'MRNCHR90A41F205K';
const GIUSEPPE = 'BRNGPP85C15L219M';
const LUCIA = 'FNTLCU88E50H501I';
const STEFANO = 'GRCSFN79H12F205X';
const FRANCESCA = 'CNTFNC83M22H501W';

/** The demo company and a VAT number nobody registered (both with their check digit). */
const ALFA_VAT = '01234567897';
const NEW_VAT = '12345678903';
const SHARED_VAT = '11111111115';

const newCompany = (
  vat = NEW_VAT,
  name = 'Ricerca Clinica Beta S.r.l.',
): Extract<RegistrationCompanyInput, { kind: 'new' }> => ({
  kind: 'new',
  vat,
  name,
  address: 'Via Roma 1, 20121 Milano (MI)',
  pec: 'ricercabeta@pec.example.it',
});

const registrationOf = (
  overrides: Partial<CallInput<'registration.submit'>> = {},
): CallInput<'registration.submit'> => ({
  name: 'Nome',
  surname: 'Cognome',
  email: 'digitata@example.it',
  company: newCompany(),
  relation: 'PROMOTER_EMPLOYEE',
  privacyAccepted: true,
  ...overrides,
});

/** A stranger's token: no role, the claims the identity provider gives. */
const stranger = async (
  api: Api,
  fiscalCode: string,
  claims: { givenName?: string; familyName?: string; email?: string } = {},
): Promise<Caller> => ({ token: await api.token(fiscalCode, claims), role: null });

const outboxOf = (server: TestServer, kind: string, recordId?: string) =>
  server.app.database.db
    .select()
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.kind, kind as never),
        recordId ? eq(notificationOutbox.recordId, recordId) : undefined,
      ),
    );

describe('applicants sign up (SELF_REGISTRATION=confirm, the default)', () => {
  let server: TestServer;
  let api: Api;
  const seg = as('giuliaBianchi');
  const admin = as('marcoColombo');

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  describe('a person proposing a new company', () => {
    let chiara: Caller;
    let sent: Registration;

    beforeAll(async () => {
      chiara = await stranger(api, CHIARA, {
        givenName: 'Chiara',
        familyName: 'Marino',
        email: 'chiara.marino@beta.example.it',
      });
    });

    it('is signed in without an account: mine gives the mode, the claims and no registration', async () => {
      expect(await api.ok('registration.mine', {}, chiara)).toEqual({
        mode: 'confirm',
        claims: {
          fiscalCode: CHIARA,
          name: 'Chiara',
          surname: 'Marino',
          email: 'chiara.marino@beta.example.it',
        },
        hasAccount: false,
        registration: null,
      });
      expect((await api.ok('roles.getDataNoRole', {}, chiara)).user).toBeNull();
    });

    it('sends it: PENDING, the claims winning over what was typed, an RIC account without a company', async () => {
      sent = await api.ok('registration.submit', registrationOf(), chiara);
      expect(sent).toMatchObject({
        name: 'Chiara',
        surname: 'Marino',
        email: 'chiara.marino@beta.example.it',
        status: 'PENDING',
        company: { _id: null, vat: NEW_VAT, name: 'Ricerca Clinica Beta S.r.l.', proposed: true },
        relation: 'PROMOTER_EMPLOYEE',
        delegationLetter: null,
        decidedBy: null,
        user: { fiscalCode: CHIARA, fullname: 'Chiara Marino' },
      });
      const me = await api.ok('user.me', {}, { ...chiara, role: 'RIC' });
      expect(me).toMatchObject({ fullname: 'Chiara Marino', corporate: null });
      expect(me.roles.map((role) => role.name)).toEqual(['RIC']);
      const mine = await api.ok('registration.mine', {}, chiara);
      expect(mine.hasAccount).toBe(true);
      expect(mine.registration?._id).toBe(sent._id);
    });

    it('tells every SEG user once, linking to the registrations to confirm', async () => {
      const messages = await outboxOf(server, 'registration.submitted', sent.user._id);
      const segUsers = await api.ok('user.find', { query: { roles: ['SEG'] } }, seg);
      expect(messages.map((message) => message.userId).sort()).toEqual(
        segUsers.result.map((user) => user._id).sort(),
      );
      expect(messages[0]?.link).toBe('/richiesteRegistrazione');
      expect(messages[0]?.body).toContain('«Chiara Marino»');
    });

    it('cannot be sent twice while pending', async () => {
      const again = await api.call('registration.submit', registrationOf({ updated: sent.updated }), chiara);
      expect(again).toMatchObject({ status: 409, error: { message: REGISTRATION_REFUSALS.alreadyPending } });
    });

    it('while pending the person prepares drafts but cannot send them, and sees why', async () => {
      const caller = { ...chiara, role: 'RIC' as const };
      const draft = await draftRequest(api, caller);
      expect(draft.state).toBe('DRAFT');
      const send = await api.call('request.send', { _id: draft._id, updated: draft.updated }, caller);
      expect(send).toMatchObject({ status: 403, error: { message: REGISTRATION_REFUSALS.sendWhilePending } });
      expect((await api.ok('request.get', { id: draft._id }, caller)).state).toBe('DRAFT');
      // Without a company, the company's lists are a clear refusal, never another company's requests.
      const byCompany = await api.call('request.findByCorporate', { query: {} }, caller);
      expect(byCompany).toMatchObject({ status: 400, error: { message: REFUSALS.noCompany } });
      const counted = await api.call('request.countByCorporate', { query: {} }, caller);
      expect(counted.status).toBe(400);
      const own = await api.ok('request.find', {}, caller);
      expect(own.result.map((request) => request._id)).toEqual([draft._id]);
    });

    it('is listed and counted for SEG and ADMIN, with its company', async () => {
      const pending = await api.ok('registration.find', { query: { status: 'PENDING' } }, seg);
      expect(pending.result.map((registration) => registration._id)).toEqual([sent._id]);
      expect(pending.total).toBe(1);
      expect(await api.ok('registration.count', { query: { status: 'PENDING' } }, admin)).toEqual({
        count: 1,
      });
      expect((await api.ok('registration.find', { query: { text: 'beta' } }, seg)).total).toBe(1);
      expect((await api.ok('registration.find', { query: { text: 'nessuno' } }, seg)).total).toBe(0);
      const asApplicant = await api.call('registration.find', {}, as('marioRossi'));
      expect(asApplicant.status).toBe(403);
    });

    it('refused with a reason: the person reads it, and still cannot send', async () => {
      const noReason = await api.call(
        'registration.refuse',
        { _id: sent._id, updated: sent.updated, reason: '' },
        seg,
      );
      expect(noReason.status).toBe(400);
      const refused = await api.ok(
        'registration.refuse',
        { _id: sent._id, updated: sent.updated, reason: 'La PEC indicata non risulta attiva' },
        seg,
      );
      expect(refused).toMatchObject({
        status: 'REFUSED',
        refusalReason: 'La PEC indicata non risulta attiva',
        decidedBy: { fiscalCode: 'BNCGLI85M41F205B' },
      });
      const mine = await api.ok('registration.mine', {}, chiara);
      expect(mine.registration).toMatchObject({
        status: 'REFUSED',
        refusalReason: 'La PEC indicata non risulta attiva',
      });
      const messages = await outboxOf(server, 'registration.refused', sent.user._id);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.userId).toBe(sent.user._id);
      expect(messages[0]?.body).toContain('> La PEC indicata non risulta attiva');
      const caller = { ...chiara, role: 'RIC' as const };
      const [draft] = (await api.ok('request.find', {}, caller)).result;
      const send = await api.call(
        'request.send',
        { _id: draft?._id ?? '', updated: draft?.updated ?? '' },
        caller,
      );
      expect(send).toMatchObject({ status: 403, error: { message: REGISTRATION_REFUSALS.sendWhileRefused } });
      const twice = await api.call('registration.confirm', { _id: sent._id, updated: refused.updated }, seg);
      expect(twice).toMatchObject({ status: 409, error: { message: REGISTRATION_REFUSALS.notPending } });
      sent = refused;
    });

    it('sent again after a refusal: the same record, PENDING again; a stale copy is refused', async () => {
      const corrected = registrationOf({ company: { ...newCompany(), pec: 'beta@pec.example.it' } });
      const stale = await api.call(
        'registration.submit',
        { ...corrected, updated: '2020-01-01T00:00:00.000Z' },
        chiara,
      );
      expect(stale.status).toBe(409);
      const again = await api.ok('registration.submit', { ...corrected, updated: sent.updated }, chiara);
      expect(again).toMatchObject({
        _id: sent._id,
        status: 'PENDING',
        refusalReason: null,
        company: { pec: 'beta@pec.example.it' },
      });
      sent = again;
    });

    it('confirmed: the proposed company is created and the person joins it, told once, and can send', async () => {
      const confirmed = await api.ok('registration.confirm', { _id: sent._id, updated: sent.updated }, seg);
      expect(confirmed.status).toBe('CONFIRMED');
      expect(confirmed.company._id).not.toBeNull();
      const companies = await api.ok('user.findCompanies', { query: { vat: NEW_VAT } }, admin);
      expect(companies.result.map((company) => company._id)).toEqual([confirmed.company._id]);
      const caller = { ...chiara, role: 'RIC' as const };
      expect((await api.ok('user.me', {}, caller)).corporate?._id).toBe(confirmed.company._id);
      expect(await outboxOf(server, 'registration.confirmed', sent.user._id)).toHaveLength(1);
      const [draft] = (await api.ok('request.find', {}, caller)).result;
      if (!draft) throw new Error('the draft is gone');
      const request = await sendRequest(api, caller, draft);
      expect(request.state).toBe('WAIT_PROT');
      const again = await api.call(
        'registration.submit',
        registrationOf({ updated: confirmed.updated }),
        chiara,
      );
      expect(again).toMatchObject({
        status: 409,
        error: { message: REGISTRATION_REFUSALS.alreadyConfirmed },
      });
    });

    it("tells the person's Cronologia: sent, refused, sent again, confirmed, by whom", async () => {
      const history = await api.ok('registration.history', { id: sent.user._id }, seg);
      const told = history.result.map((event) => `${event.who}: ${event.description}`).reverse();
      expect(told).toEqual([
        "Chiara Marino: Ha creato l'utenza",
        'Chiara Marino: Ha inviato la registrazione',
        'Giulia Bianchi: Ha rifiutato la registrazione: «La PEC indicata non risulta attiva»',
        'Chiara Marino: Ha inviato di nuovo la registrazione',
        'Giulia Bianchi: Ha confermato la registrazione',
      ]);
      expect((await api.call('registration.history', { id: sent.user._id }, as('marioRossi'))).status).toBe(
        403,
      );
    });
  });

  it('a CRO needs the delegation letter; stored as the person’s, readable by them and by SEG', async () => {
    const giuseppe = await stranger(api, GIUSEPPE);
    const withoutLetter = await api.call(
      'registration.submit',
      registrationOf({
        name: 'Giuseppe',
        surname: 'Bruno',
        relation: 'DELEGATED_CRO',
        company: { kind: 'existing', vat: ALFA_VAT },
      }),
      giuseppe,
    );
    expect(withoutLetter).toMatchObject({
      status: 400,
      error: { message: REGISTRATION_REFUSALS.letterRequired },
    });
    expect((await api.ok('registration.mine', {}, giuseppe)).hasAccount).toBe(false);
    const sent = await api.ok(
      'registration.submit',
      registrationOf({
        name: 'Giuseppe',
        surname: 'Bruno',
        relation: 'DELEGATED_CRO',
        company: { kind: 'existing', vat: ALFA_VAT },
        delegationLetter: { file: dataUrl(PDF_BYTES), name: 'delega.pdf' },
      }),
      giuseppe,
    );
    expect(sent).toMatchObject({
      name: 'Giuseppe',
      status: 'PENDING',
      company: { vat: ALFA_VAT, name: 'Farmaceutica Alfa S.p.A.', proposed: false },
      delegationLetter: { fileName: 'delega.pdf' },
    });
    const letter = sent.delegationLetter?._id ?? '';
    const read = await api.ok('document.get', { id: letter }, { ...giuseppe, role: 'RIC' });
    expect(Buffer.from(read.data, 'base64')).toEqual(PDF_BYTES);
    expect((await api.call('document.get', { id: letter }, seg)).status).toBe(200);
    expect((await api.call('document.get', { id: letter }, as('marioRossi'))).status).toBe(403);
  });

  it('names a registered company by VAT only as registered, and a new one only with a free VAT', async () => {
    const lucia = await stranger(api, LUCIA);
    const unknown = await api.call(
      'registration.submit',
      registrationOf({ company: { kind: 'existing', vat: SHARED_VAT } }),
      lucia,
    );
    expect(unknown).toMatchObject({ status: 400, error: { message: REGISTRATION_REFUSALS.unknownCompany } });
    const taken = await api.call(
      'registration.submit',
      registrationOf({ company: newCompany(ALFA_VAT) }),
      lucia,
    );
    expect(taken).toMatchObject({ status: 409, error: { message: REGISTRATION_REFUSALS.companyExists } });
    expect(await api.ok('registration.findCompany', { vat: ALFA_VAT }, lucia)).toEqual({
      company: { _id: expect.any(String), vat: ALFA_VAT, name: 'Farmaceutica Alfa S.p.A.' },
    });
    expect(await api.ok('registration.findCompany', { vat: SHARED_VAT }, lucia)).toEqual({ company: null });
    expect((await api.call('registration.findCompany', { vat: '01234567890' }, lucia)).status).toBe(400);
  });

  it('refuses someone who already has an account', async () => {
    const mario = await api.call('registration.submit', registrationOf(), as('marioRossi'));
    expect(mario).toMatchObject({ status: 403, error: { message: REGISTRATION_REFUSALS.alreadyRegistered } });
    expect((await api.ok('registration.mine', {}, as('marioRossi'))).registration).toBeNull();
  });

  it('two proposals of one VAT, both confirmed, make one company', async () => {
    const first = await api.ok(
      'registration.submit',
      registrationOf({ company: newCompany(SHARED_VAT, 'Gamma Ricerche S.r.l.') }),
      await stranger(api, STEFANO),
    );
    const second = await api.ok(
      'registration.submit',
      registrationOf({ company: newCompany(SHARED_VAT, 'Gamma Ricerche') }),
      await stranger(api, FRANCESCA),
    );
    const one = await api.ok('registration.confirm', { _id: first._id, updated: first.updated }, seg);
    const two = await api.ok('registration.confirm', { _id: second._id, updated: second.updated }, admin);
    expect(two.company._id).toBe(one.company._id);
    const companies = await server.app.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.fiscalCode, [SHARED_VAT]));
    expect(companies).toHaveLength(1);
  });

  it('a registrant who is also ADMIN cannot confirm their own registration', async () => {
    const code = 'RSSLRA91B45F205P';
    const laura = await stranger(api, code);
    const sent = await api.ok(
      'registration.submit',
      registrationOf({ company: newCompany('22222222220') }),
      laura,
    );
    const person = await api.ok('user.get', { id: sent.user._id }, admin);
    const { result } = await api.ok('role.find', { query: { name: 'ADMIN' } }, admin);
    await api.ok(
      'user.update',
      {
        _id: person._id,
        updated: person.updated,
        roles: [...person.roles.map((role) => role._id), result[0]?._id ?? ''],
      },
      admin,
    );
    const own = await api.call(
      'registration.confirm',
      { _id: sent._id, updated: sent.updated },
      { ...laura, role: 'ADMIN' },
    );
    expect(own).toMatchObject({ status: 403, error: { message: REGISTRATION_REFUSALS.ownRegistration } });
    expect((await api.ok('registration.mine', {}, laura)).registration?.status).toBe('PENDING');
  });
});

describe('SELF_REGISTRATION=open', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ selfRegistration: 'open' });
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  it('confirms at once a registration naming a registered company, which can send right away', async () => {
    const chiara = await stranger(api, CHIARA);
    const sent = await api.ok(
      'registration.submit',
      registrationOf({ name: 'Chiara', surname: 'Marino', company: { kind: 'existing', vat: ALFA_VAT } }),
      chiara,
    );
    expect(sent).toMatchObject({
      status: 'CONFIRMED',
      decidedBy: null,
      company: { vat: ALFA_VAT, proposed: false },
    });
    expect(sent.decided).not.toBeNull();
    const caller = { ...chiara, role: 'RIC' as const };
    expect((await api.ok('user.me', {}, caller)).corporate?.fiscalCode).toBe(ALFA_VAT);
    const request = await sendRequest(api, caller, await draftRequest(api, caller));
    expect(request.state).toBe('WAIT_PROT');
    expect(await outboxOf(server, 'registration.confirmed', sent.user._id)).toHaveLength(1);
    expect(await outboxOf(server, 'registration.submitted', sent.user._id)).toHaveLength(0);
    const history = await api.ok('registration.history', { id: sent.user._id }, as('giuliaBianchi'));
    expect(history.result.map((event) => event.description)).toContain(
      'La registrazione è stata confermata subito: l’ente era già registrato',
    );
  });

  it('still leaves a proposed company to the secretariat', async () => {
    const sent = await api.ok('registration.submit', registrationOf(), await stranger(api, GIUSEPPE));
    expect(sent.status).toBe('PENDING');
    expect(await outboxOf(server, 'registration.submitted', sent.user._id)).not.toHaveLength(0);
  });
});

describe('SELF_REGISTRATION=off', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ selfRegistration: 'off' });
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  it("refuses sign-up with the secretariat's contacts, and creates nothing", async () => {
    const chiara = await stranger(api, CHIARA);
    expect((await api.ok('registration.mine', {}, chiara)).mode).toBe('off');
    const refused = await api.call('registration.submit', registrationOf(), chiara);
    expect(refused).toMatchObject({
      status: 403,
      error: { message: REGISTRATION_REFUSALS.closed('comitato.etico@regione.example.it') },
    });
    expect((await api.ok('registration.mine', {}, chiara)).hasAccount).toBe(false);
  });

  it('leaves applicants made by an administrator free to send', async () => {
    const mario = as('marioRossi');
    const request = await sendRequest(api, mario, await draftRequest(api, mario));
    expect(request.state).toBe('WAIT_PROT');
  });
});
