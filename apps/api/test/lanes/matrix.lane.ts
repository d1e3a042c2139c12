import { fileURLToPath } from 'node:url';
import {
  CALL_LIST,
  type CallInput,
  type CallKey,
  type Conference,
  fiscalCodeCheckCharacter,
  type Registration,
  type Request,
  ROLE_NAMES,
  type RoleName,
} from '@cet-portal/api-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../src/db/schema';
import type { DemoUsers } from '../../src/demo/accounts';
import { type Api, type Caller, createApi } from '../support/api';
import { as, createOtherApplicant, fingerprint, seedAccounts } from '../support/fixtures';
import {
  configureType,
  dataUrl,
  draftRequest,
  PDF_BYTES,
  sendRequest,
  uploadPdf,
  uploadPublicPdf,
} from '../support/requests';
import { startTestServer, type TestServer, UNLIMITED } from '../support/testServer';
import { type Cell, type PermissionRow, readPermissionsTable } from './permissionsTable';

/**
 * The `authorization matrix` lane: every row of docs/permissions.md, for every role, on the caller's own
 * object and on another's, against the real server. Allowed calls answer 200; refused ones 403 with an
 * Italian message and not a byte changed in any table.
 */
const ROWS = readPermissionsTable(fileURLToPath(new URL('../../../../docs/permissions.md', import.meta.url)));

type Whose = 'mine' | 'other';

interface Case {
  input: unknown;
  /** For `scoped` cells: whether the answer shows the object (or, without one, only the caller's own). */
  shows?: (data: unknown) => boolean;
}

type Builder = (role: RoleName, whose: Whose) => Promise<Case>;

/** The demo account that holds each role in the lane. */
const CALLER: Record<RoleName, Caller> = {
  RIC: as('marioRossi'),
  SEG: as('giuliaBianchi'),
  CET: as('paoloNeri'),
  PRE: as('annaFerrari'),
  ADMIN: as('marcoColombo'),
};
const SEG = CALLER.SEG;
const PRE = CALLER.PRE;
const ADMIN = CALLER.ADMIN;

/** Words of an Italian sentence: a refusal must say why, in the portal's language. */
const ITALIAN =
  /\b(non|il|la|lo|le|di|del|della|per|solo|sola|ruolo|richiesta|riunione|utente|operazione|consentit[ao])\b/i;

const expectation = (cell: Cell, whose: Whose | null): 'allowed' | 'refused' => {
  if (cell === 'no') return 'refused';
  if ((cell === 'own' || cell === 'assigned') && whose === 'other') return 'refused';
  return 'allowed';
};

describe('authorization matrix: docs/permissions.md against the real server', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;
  let beta: Caller;
  let betaCompanyId: string;
  let counter = 0;
  let checked = 0;

  const RIC_OF: Record<Whose, () => Caller> = { mine: () => CALLER.RIC, other: () => beta };
  const rapporteurOf = (whose: Whose) => (whose === 'mine' ? demo.ids.paoloNeri : demo.ids.saraGialli);
  const companyOf = (whose: Whose) => (whose === 'mine' ? demo.companyId : betaCompanyId);
  const unique = () => {
    counter += 1;
    return counter;
  };

  // Objects made afresh for each case, so that an allowed write never changes another case's object.
  const draft = (whose: Whose) => draftRequest(api, RIC_OF[whose](), { labels: ['Protocollo'] });
  const pending = async (whose: Whose): Promise<Request> => {
    const sent = await sendRequest(api, RIC_OF[whose](), await draft(whose));
    await server.app.protocolJob.run();
    return api.ok('request.get', { id: sent._id }, SEG);
  };
  const submitted = async (whose: Whose): Promise<Request> => {
    const request = await pending(whose);
    return api.ok('request.decide', { _id: request._id, updated: request.updated, state: 'SUBMITTED' }, SEG);
  };
  const waitingMeeting = async (whose: Whose): Promise<Conference> => {
    const request = await submitted(whose);
    return api.ok(
      'conference.create',
      {
        subject: `Seduta ${unique()}`,
        agenda: 'Esame delle richieste inoltrate',
        startDate: '2026-12-01T09:00:00.000Z',
        requestsUsers: [{ request: request._id, user: rapporteurOf(whose) }],
      },
      SEG,
    );
  };
  const openMeeting = async (whose: Whose): Promise<Conference> => {
    const meeting = await waitingMeeting(whose);
    return api.ok(
      'conference.update',
      { _id: meeting._id, updated: meeting.updated, openDate: new Date().toISOString() },
      PRE,
    );
  };
  const requestOf = (meeting: Conference) => meeting.requestsUsers[0]?.request._id ?? '';

  // Objects only read: made once per side.
  const cached = <Value>(make: (whose: Whose) => Promise<Value>) => {
    const made = new Map<Whose, Promise<Value>>();
    return (whose: Whose) => {
      if (!made.has(whose)) made.set(whose, make(whose));
      return made.get(whose) as Promise<Value>;
    };
  };
  const readableRequest = cached(pending);
  /** Sent twice: sent back for integration, changed and sent again, so two versions compare. */
  const integrated = async (whose: Whose): Promise<Request> => {
    const request = await pending(whose);
    const asked = await api.ok(
      'request.decide',
      { _id: request._id, updated: request.updated, state: 'TO_INTEGRATE', comment: 'Manca la firma' },
      SEG,
    );
    const changed = await api.ok(
      'request.update',
      { _id: asked._id, updated: asked.updated, subject: 'Oggetto integrato' },
      RIC_OF[whose](),
    );
    return sendRequest(api, RIC_OF[whose](), changed);
  };
  const integratedRequest = cached(integrated);
  const readableMeeting = cached(openMeeting);
  const readableWaitingMeeting = cached(waitingMeeting);
  const readableHome = cached(() =>
    api.ok('home.create', { header: '<h1>Portale</h1>', body: '<p>Benvenuti</p>', footer: '' }, ADMIN),
  );

  /** A pending registration of a new stranger (a fresh valid fiscal code), made for one case. */
  const pendingRegistration = async (): Promise<Registration> => {
    const base = `MTXRGS80A01H${String(unique()).padStart(3, '0')}`;
    const fiscalCode = `${base}${fiscalCodeCheckCharacter(`${base}X`)}`;
    return api.ok(
      'registration.submit',
      {
        name: 'Persona',
        surname: `Registrata ${counter}`,
        email: `registrata${counter}@example.it`,
        company: { kind: 'existing', vat: '01234567897' },
        relation: 'PROMOTER_EMPLOYEE',
        privacyAccepted: true,
      },
      { token: await api.token(fiscalCode), role: null },
    );
  };
  const readableRegistration = cached(pendingRegistration);

  const ownCompanyOnly = (requests: readonly Request[]) =>
    requests.length > 0 && requests.every((request) => request.corporate === demo.companyId);

  const BUILDERS: Record<string, Builder> = {
    'user.me': async () => ({ input: {} }),
    'user.get': async (role, whose) => ({
      input: { id: whose === 'mine' ? (await api.ok('user.me', {}, CALLER[role]))._id : demo.ids.luigiVerdi },
    }),
    'user.find': async () => ({ input: { query: {} } }),
    'user.count': async () => ({ input: { query: {} } }),
    'user.findCompanies': async () => ({ input: { query: {} } }),
    'user.countCompanies': async () => ({ input: { query: {} } }),
    'user.create': async () => ({
      input: {
        isCorporate: true,
        fiscalCode: String(70_000_000_000 + unique()),
        surname: `Azienda ${counter}`,
      },
    }),
    'user.update': async () => {
      const luigi = await api.ok('user.get', { id: demo.ids.luigiVerdi }, ADMIN);
      return {
        input: { _id: luigi._id, updated: luigi.updated, roles: luigi.roles.map((role) => role._id) },
      };
    },
    'role.find': async () => ({ input: { query: {} } }),
    'notification.find': async () => ({ input: { query: {} } }),
    'notification.resend': async () => {
      // A sent request leaves messages in the outbox; the newest is made FAILED, which ADMIN may resend.
      await readableRequest('mine');
      const [message] = await server.app.database.db
        .update(notificationOutbox)
        .set({ status: 'FAILED' })
        .where(eq(notificationOutbox.id, sql`(select max(id) from notification_outbox)`))
        .returning({ id: notificationOutbox.id });
      return { input: { _id: String(message?.id) } };
    },
    'notification.preferences': async () => ({ input: {} }),
    'notification.setPreferences': async () => ({ input: { notificationsOff: ['meeting.opened'] } }),
    'roles.getDataNoRole': async () => ({ input: {} }),
    'roles.getPublicData': async () => ({ input: {} }),
    'request.create': async () => ({ input: { type: 'A1', studyTitle: 'Studio della matrice' } }),
    'request.update: fields': async (_role, whose) => {
      const request = await draft(whose);
      return { input: { _id: request._id, updated: request.updated, subject: 'Oggetto corretto' } };
    },
    'request.update: report': async (role, whose) => {
      const request = await api.ok('request.get', { id: requestOf(await openMeeting(whose)) }, SEG);
      const report = await uploadPdf(api, CALLER[role], 'relazione.pdf');
      return { input: { _id: request._id, updated: request.updated, reportDocument: report._id } };
    },
    'request.delete': async (_role, whose) => ({ input: { _id: (await draft(whose))._id } }),
    'request.get': async (_role, whose) => ({ input: { id: (await readableRequest(whose))._id } }),
    'request.find': async () => {
      await readableRequest('other');
      return { input: {}, shows: (data) => ownCompanyOnly((data as { result: Request[] }).result) };
    },
    'request.findByIdentifierNumber': async (_role, whose) => ({
      input: { identifier: (await readableRequest(whose)).identifier ?? 0 },
      shows: (data) => data !== null,
    }),
    'request.getIntegratedRequest': async () => ({ input: { stato: 'PENDING' } }),
    'request.count': async () => ({ input: { query: {} } }),
    'request.countByState': async () => ({ input: { states: ['PENDING'] } }),
    'request.countByUserAndState': async () => ({ input: { user: demo.ids.marioRossi, states: ['DRAFT'] } }),
    'request.countToIntegrate': async () => ({ input: {} }),
    'request.findByCorporate': async (_role, whose) => ({
      input: { query: { corporate: companyOf(whose) } },
    }),
    'request.countByCorporate': async (_role, whose) => ({
      input: { query: { corporate: companyOf(whose) } },
    }),
    'request.download': async () => ({ input: { query: {}, type: 'CSV', title: 'Matrice' } }),
    'request.send': async (_role, whose) => {
      const request = await draft(whose);
      return { input: { _id: request._id, updated: request.updated } };
    },
    'request.decide': async (_role, whose) => {
      const request = await pending(whose);
      return { input: { _id: request._id, updated: request.updated, state: 'SUBMITTED' } };
    },
    'request.restore': async (_role, whose) => {
      const request = await submitted(whose);
      return { input: { _id: request._id, updated: request.updated } };
    },
    'request.extendDeadline': async (_role, whose) => {
      const request = await pending(whose);
      const asked = await api.ok(
        'request.decide',
        { _id: request._id, updated: request.updated, state: 'TO_INTEGRATE', comment: 'Manca la firma' },
        SEG,
      );
      return { input: { _id: asked._id, updated: asked.updated, days: 30, reason: 'Attesa del centro' } };
    },
    'request.history': async (_role, whose) => ({ input: { id: (await readableRequest(whose))._id } }),
    'request.historyExport': async (_role, whose) => ({ input: { id: (await readableRequest(whose))._id } }),
    'request.submissions': async (_role, whose) => ({ input: { id: (await readableRequest(whose))._id } }),
    'request.compare': async (_role, whose) => ({
      input: { id: (await integratedRequest(whose))._id, from: 1, to: 2 },
    }),
    'request.figures': async () => ({ input: { from: '2026-01-01', to: '2026-12-31' } }),
    'document.get': async (_role, whose) => ({
      input: { id: (await readableRequest(whose)).documents[0]?._id ?? '' },
    }),
    'document.getAllDocuments': async (_role, whose) => {
      const request = await readableRequest(whose);
      return {
        input: {
          ids: request.documents.map((document) => document._id),
          requestId: request._id,
          requestName: 'Richiesta',
        },
      };
    },
    'document.upload': async () => ({ input: { file: dataUrl(PDF_BYTES), name: 'matrice.pdf' } }),
    'documentation.get': async () => ({ input: {} }),
    'documentation.feeSheet': async () => ({ input: {} }),
    'documentation.archive': async () => ({ input: { type: 'A1' } }),
    'documentation.setFeeSheet': async () => ({
      input: { document: (await uploadPublicPdf(api, 'Tariffario.pdf', 'feeSheet'))._id },
    }),
    'requestConfig.find': async () => ({ input: {} }),
    'requestConfig.create': async () => ({ input: { requestType: 'B1', documentType: [] } }),
    'requestConfig.update': async () => {
      const { result } = await api.ok('requestConfig.find', {}, ADMIN);
      const config = result.find((candidate) => candidate.requestType === 'A1');
      return {
        input: {
          _id: config?._id ?? '',
          updated: config?.updated ?? '',
          // The fields as the type panel sends them: the template's file name is only read.
          documentType: (config?.documentType ?? []).map(({ label, required, template }) => ({
            label,
            required,
            template,
          })),
        },
      };
    },
    'city.provinces': async () => ({ input: {} }),
    'city.cities': async () => ({ input: { provinceCode: 'RM' } }),
    'conference.create': async () => ({
      input: {
        subject: `Seduta ${unique()}`,
        agenda: 'Esame delle richieste inoltrate',
        startDate: '2026-12-01T09:00:00.000Z',
        requestsUsers: [{ request: (await submitted('mine'))._id }],
      },
    }),
    'conference.update: subject': async () => {
      const meeting = await api.ok('conference.get', { id: (await readableWaitingMeeting('mine'))._id }, SEG);
      return { input: { _id: meeting._id, updated: meeting.updated, subject: `Seduta ${unique()}` } };
    },
    'conference.update: open': async () => {
      const meeting = await waitingMeeting('mine');
      return { input: { _id: meeting._id, updated: meeting.updated, openDate: new Date().toISOString() } };
    },
    'conference.update: report': async (_role, whose) => {
      const meeting = await openMeeting(whose);
      return {
        input: {
          _id: meeting._id,
          updated: meeting.updated,
          comment: { request: requestOf(meeting), body: 'Relazione' },
        },
      };
    },
    'conference.get': async (_role, whose) => ({ input: { id: (await readableMeeting(whose))._id } }),
    'conference.find': async () => ({ input: { query: {} } }),
    'conference.count': async () => ({ input: { query: {} } }),
    'conference.availableRequests': async () => ({ input: {} }),
    'conference.checkExistConference': async (_role, whose) => ({
      input: { _id: (await readableRequest(whose))._id },
    }),
    'conference.commit': async (_role, whose) => {
      const meeting = await openMeeting(whose);
      return { input: { _id: meeting._id, requestsUsers: [{ request: requestOf(meeting) }] } };
    },
    'conference.update: close': async () => {
      const meeting = await openMeeting('mine');
      return {
        input: {
          _id: meeting._id,
          updated: meeting.updated,
          closeDate: new Date().toISOString(),
          outcomes: [{ request: requestOf(meeting), outcome: 'postponed' }],
        },
      };
    },
    'conference.delete': async () => {
      const meeting = await waitingMeeting('mine');
      return { input: { _id: meeting._id, updated: meeting.updated } };
    },
    'conference.download': async () => ({ input: { query: {}, type: 'CSV' } }),
    'conference.decide': async (_role, whose) => {
      const meeting = await openMeeting(whose);
      const request = await api.ok('request.get', { id: requestOf(meeting) }, SEG);
      return {
        input: { _id: meeting._id, request: request._id, updated: request.updated, state: 'ACCEPTED' },
      };
    },
    'conference.history': async () => ({ input: { id: (await readableMeeting('mine'))._id } }),
    'conference.historyExport': async () => ({ input: { id: (await readableMeeting('mine'))._id } }),
    'conference.declareConflict': async () => ({
      input: { request: (await pending('mine'))._id, reason: 'Consulente del promotore' },
    }),
    'conference.conflicts': async () => ({ input: { requests: [(await readableRequest('mine'))._id] } }),
    'conference.minutesDraft': async () => ({
      input: { id: (await readableMeeting('mine'))._id, type: 'CSV' },
    }),
    'committee.get': async () => ({ input: {} }),
    'committee.update': async () => {
      // The identity in force, saved again under the version just read: only the right is at stake.
      const {
        logoUrl: _logo,
        overridden: _overridden,
        updateUser: _by,
        ...identity
      } = await api.ok('committee.get', {}, ADMIN);
      return { input: identity };
    },
    'committee.reset': async () => ({ input: {} }),
    'registration.mine': async () => ({ input: {} }),
    'registration.submit': async () => ({
      input: {
        name: 'Mario',
        surname: 'Rossi',
        email: 'mario.rossi@example.it',
        company: { kind: 'existing', vat: '01234567897' },
        relation: 'PROMOTER_EMPLOYEE',
        privacyAccepted: true,
      },
    }),
    'registration.findCompany': async () => ({ input: { vat: '01234567897' } }),
    'registration.find': async () => ({ input: { query: {} } }),
    'registration.count': async () => ({ input: { query: {} } }),
    'registration.confirm': async () => {
      const registration = await pendingRegistration();
      return { input: { _id: registration._id, updated: registration.updated } };
    },
    'registration.refuse': async () => {
      const registration = await pendingRegistration();
      return {
        input: { _id: registration._id, updated: registration.updated, reason: 'Dati non verificabili' },
      };
    },
    'registration.history': async () => ({ input: { id: (await readableRegistration('mine')).user._id } }),
    'home.find': async () => ({ input: { take: 1 } }),
    'home.get': async () => ({ input: { id: (await readableHome('mine'))._id } }),
    'home.create': async () => ({ input: { header: '<h1>Nuova</h1>', body: '<p>Testo</p>', footer: '' } }),
    'home.update': async () => {
      const home = await api.ok('home.get', { id: (await readableHome('mine'))._id });
      return { input: { _id: home._id, updated: home.updated, body: `<p>Testo ${unique()}</p>` } };
    },
    'home.delete': async () => ({
      input: {
        _id: (
          await api.ok('home.create', { header: '<h1>Da togliere</h1>', body: '<p>x</p>', footer: '' }, ADMIN)
        )._id,
      },
    }),
  };

  beforeAll(async () => {
    server = await startTestServer(UNLIMITED);
    api = createApi(server);
    demo = await seedAccounts(server);
    beta = await createOtherApplicant(api);
    betaCompanyId = (await api.ok('user.me', {}, beta)).corporate?._id ?? '';
    await configureType(api, 'A1', [{ label: 'Protocollo', required: true }]);
    const feeSheet = await uploadPublicPdf(api, 'Tariffario.pdf', 'feeSheet');
    await api.ok('documentation.setFeeSheet', { document: feeSheet._id }, ADMIN);
  }, 120_000);

  afterAll(async () => {
    console.log(`authorization matrix: ${ROWS.length} rows, ${checked} calls × roles × objects checked`);
    await server?.stop();
  });

  it('covers every call of the contract, and every row has its case', () => {
    const covered = new Set(ROWS.map((row) => row.call));
    expect(CALL_LIST.map((call) => call.key).filter((key) => !covered.has(key))).toEqual([]);
    expect(ROWS.map((row) => row.label).filter((label) => !BUILDERS[label])).toEqual([]);
    for (const row of ROWS) {
      const objectCells = Object.values(row.cells).filter((cell) => cell === 'own' || cell === 'assigned');
      expect(
        row.object === 'none' && objectCells.length > 0,
        `${row.label}: own or assigned needs an object`,
      ).toBe(false);
    }
  });

  const run = async (row: PermissionRow, role: RoleName, whose: Whose | null) => {
    const cell = row.cells[role];
    const built = await BUILDERS[row.label]?.(role, whose ?? 'mine');
    if (!built) throw new Error(`no case for ${row.label}`);
    const input = built.input as CallInput<CallKey>;
    const before = await fingerprint(server);
    const answer = await api.call(row.call, input, CALLER[role]);
    checked += 1;
    if (expectation(cell, whose) === 'refused') {
      expect(answer.status, `${row.label} as ${role}: ${answer.error?.message}`).toBe(403);
      expect(answer.error?.message).toMatch(ITALIAN);
      expect(await fingerprint(server), 'a refusal changed nothing').toEqual(before);
      return;
    }
    expect(answer.status, `${row.label} as ${role}: ${answer.error?.message}`).toBe(200);
    if (cell === 'scoped' && built.shows) expect(built.shows(answer.data)).toBe(whose !== 'other');
    if (cell === 'public') {
      checked += 1;
      expect((await api.call(row.call, input)).status, 'public without a token').toBe(200);
    }
  };

  for (const row of ROWS) {
    for (const role of ROLE_NAMES) {
      const cell = row.cells[role];
      const sides: (Whose | null)[] = row.object === 'none' ? [null] : ['mine', 'other'];
      for (const whose of sides) {
        const on = whose === null ? '' : whose === 'mine' ? ' on its own object' : " on another's object";
        it(`${row.label} as ${role}${on}: ${expectation(cell, whose)} (${cell})`, () =>
          run(row, role, whose));
      }
    }
  }
});
