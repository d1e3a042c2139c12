import type { CallInput, CallKey, CallOutput, Conference, Request } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeMockBackend } from '../src/mockBackend/world';
import { type Api, type Caller, type CallResult, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { createMockApi, freshMockWorld } from './support/mockBackend';
import { completeFields, dataUrl, PDF_BYTES } from './support/requests';
import { startTestServer, type TestServer, UNLIMITED } from './support/testServer';

/**
 * One scenario suite, two backends: the real server and the mocks that Storybook and the portal's tests
 * run on (docs/mock-backend.md). Each scenario writes a transcript (what each step answered: the
 * fields a user sees, or the refusal's status, code and message) and both transcripts must be equal, so a story never shows
 * behaviour the portal does not have.
 *
 * Both answer through one dispatcher (`calls/dispatch.ts`: authenticate, parse, handler, answer), so
 * these scenarios watch what still lies between them: the mocks' handlers (the envelope, the token and
 * the role as MSW reads them), the mocks' world against a seeded server, every call in a savepoint of
 * one open transaction (the clock, the sequences, a refused write rolled back), the protocol job on
 * either side, and a file answer gathered into base64 rather than streamed.
 */
type Backend = Pick<Api, 'call' | 'ok'> & {
  /** The protocol job's run: requests waiting for a protocol get one. */
  registerWaiting: () => Promise<void>;
};

interface Step {
  step: string;
  status: number;
  answer: unknown;
}

const REQUIRED_LABEL = 'Protocollo dello studio';
const OPTIONAL_LABEL = 'Lettera di intenti';

const OTHER_APPLICANT = { fiscalCode: 'BLUCRL85A41F205X', role: 'RIC' } as const satisfies Caller;

const requestView = (request: Request) => ({
  state: request.state,
  type: request.type,
  studyTitle: request.studyTitle,
  registered: request.identifier !== null,
  documents: request.documents.map((document) => document.type).sort(),
});

/** A scenario's view of the backend: every call it makes is written down in the transcript. */
const recorder = (backend: Backend) => {
  const transcript: Step[] = [];
  const record = async <Key extends CallKey, View>(
    step: string,
    key: Key,
    input: CallInput<Key>,
    caller: Caller,
    view: (data: CallOutput<Key>) => View,
  ): Promise<CallResult<Key>> => {
    const result = await backend.call(key, input, caller);
    transcript.push({
      step,
      status: result.status,
      answer: result.status === 200 ? view(result.data as CallOutput<Key>) : result.error,
    });
    return result;
  };
  return { transcript, record, ok: backend.ok, registerWaiting: backend.registerWaiting };
};

type Recorder = ReturnType<typeof recorder>;

/** A step the scenario builds on: it must have succeeded, on either backend. */
const succeeded = <Key extends CallKey>(result: CallResult<Key>): CallOutput<Key> => {
  if (result.status !== 200)
    throw new Error(`expected success, got ${result.status}: ${result.error?.message}`);
  return result.data as CallOutput<Key>;
};

/** What both worlds need first: a type whose form asks for one required attachment, and a second company. */
const prepareWorld = async ({ ok }: Recorder) => {
  const admin = as('marcoColombo');
  const template = await ok(
    'document.upload',
    { file: dataUrl(PDF_BYTES), name: 'Modello.pdf', purpose: 'template' },
    admin,
  );
  await ok(
    'requestConfig.create',
    {
      requestType: 'A1',
      documentType: [
        { label: REQUIRED_LABEL, required: true, template: template._id },
        { label: OPTIONAL_LABEL, required: false, template: template._id },
      ],
    },
    admin,
  );
  const company = await ok(
    'user.create',
    { isCorporate: true, fiscalCode: '09876543210', surname: 'Beta Pharma S.r.l.' },
    admin,
  );
  const { result } = await ok('role.find', { query: { name: 'RIC' } }, admin);
  await ok(
    'user.create',
    {
      fiscalCode: OTHER_APPLICANT.fiscalCode,
      name: 'Carla',
      surname: 'Blu',
      roles: [result[0]?._id ?? ''],
      corporate: company._id,
    },
    admin,
  );
};

const attachment = async ({ ok }: Recorder, caller: Caller, label: string) => {
  const uploaded = await ok(
    'document.upload',
    { file: dataUrl(PDF_BYTES), name: `${label}.pdf`, type: label },
    caller,
  );
  return { _id: uploaded._id, type: label };
};

const mario = as('marioRossi');
const seg = as('giuliaBianchi', 'SEG');
const administrator = as('marcoColombo');

const meetingView = (meeting: Conference) => ({
  subject: meeting.subject,
  opened: meeting.openDate !== null,
  closed: meeting.closeDate !== null,
  entries: meeting.requestsUsers.map((entry) => ({
    state: entry.request.state,
    rapporteur: entry.user?.fullname ?? null,
    outcome: entry.outcome ?? null,
  })),
});

const countView = (data: { count: number }) => data.count;

/** A request sent by Mario and forwarded to the committee by the secretariat. */
const forwardedRequest = async (backend: Recorder, studyTitle: string) => {
  const { ok } = backend;
  const required = await attachment(backend, mario, REQUIRED_LABEL);
  const draft = await ok('request.create', completeFields({ studyTitle, documents: [required] }), mario);
  await ok('request.send', { _id: draft._id, updated: draft.updated }, mario);
  await backend.registerWaiting();
  const registered = await ok('request.get', { id: draft._id }, seg);
  return ok('request.decide', { _id: registered._id, updated: registered.updated, state: 'SUBMITTED' }, seg);
};

const userId = async ({ ok }: Recorder, fiscalCode: string) => {
  const { result } = await ok('user.find', { query: { fiscalCode } }, as('marcoColombo'));
  return result[0]?._id ?? '';
};

const SCENARIOS: Record<string, (backend: Recorder) => Promise<void>> = {
  'who edits a draft, and a stale version': async (backend) => {
    const { record, ok } = backend;
    const draft = await ok('request.create', completeFields(), mario);
    const edit = {
      ...completeFields({ studyTitle: 'Titolo cambiato' }),
      _id: draft._id,
      updated: draft.updated,
    };
    await record('update by another company', 'request.update', edit, OTHER_APPLICANT, requestView);
    await record(
      'update by the secretariat',
      'request.update',
      edit,
      as('giuliaBianchi', 'SEG'),
      requestView,
    );
    await record('update by the owner', 'request.update', edit, mario, requestView);
    await record('update on the version read before', 'request.update', edit, mario, requestView);
    await record(
      'delete by another company',
      'request.delete',
      { _id: draft._id },
      OTHER_APPLICANT,
      (data) => data,
    );
  },

  'sending: a missing required attachment, then complete; a sent request is no longer edited': async (
    backend,
  ) => {
    const { record, ok } = backend;
    const untitled = await ok('request.create', completeFields({ studyTitle: '', subject: '' }), mario);
    await record(
      'send without a title nor a subject',
      'request.send',
      { _id: untitled._id, updated: untitled.updated },
      mario,
      requestView,
    );
    const bare = await ok('request.create', completeFields(), mario);
    await record(
      'send without the required attachment',
      'request.send',
      { _id: bare._id, updated: bare.updated },
      mario,
      requestView,
    );
    const required = await attachment(backend, mario, REQUIRED_LABEL);
    const draft = await ok('request.create', completeFields({ documents: [required] }), mario);
    const sent = succeeded(
      await record(
        'send complete',
        'request.send',
        { _id: draft._id, updated: draft.updated },
        mario,
        requestView,
      ),
    );
    await record(
      'update after sending',
      'request.update',
      { ...completeFields({ documents: [required] }), _id: sent._id, updated: sent.updated },
      mario,
      requestView,
    );
    await record('send again', 'request.send', { _id: sent._id, updated: sent.updated }, mario, requestView);
    await record('delete after sending', 'request.delete', { _id: sent._id }, mario, (data) => data);
  },

  "the secretariat's decisions: by role, by state, with and without a comment": async (backend) => {
    const { record, ok } = backend;
    const draft = await ok(
      'request.create',
      completeFields({ documents: [await attachment(backend, mario, REQUIRED_LABEL)] }),
      mario,
    );
    await record(
      'decide a draft',
      'request.decide',
      { _id: draft._id, updated: draft.updated, state: 'SUBMITTED' },
      seg,
      requestView,
    );
    const waiting = await ok('request.send', { _id: draft._id, updated: draft.updated }, mario);
    await record(
      'decide before the protocol',
      'request.decide',
      { _id: waiting._id, updated: waiting.updated, state: 'SUBMITTED' },
      seg,
      requestView,
    );
    await backend.registerWaiting();
    const sent = succeeded(await record('registered', 'request.get', { id: draft._id }, seg, requestView));
    await record(
      'decide as the applicant',
      'request.decide',
      { _id: sent._id, updated: sent.updated, state: 'SUBMITTED' },
      mario,
      requestView,
    );
    await record(
      'decide as the committee',
      'request.decide',
      { _id: sent._id, updated: sent.updated, state: 'SUBMITTED' },
      as('paoloNeri'),
      requestView,
    );
    await record(
      'extend a deadline that is not running',
      'request.extendDeadline',
      { _id: sent._id, updated: sent.updated, days: 10, reason: 'Il promotore ha chiesto più tempo' },
      seg,
      requestView,
    );
    const asked = succeeded(
      await record(
        'ask for an integration',
        'request.decide',
        {
          _id: sent._id,
          updated: sent.updated,
          state: 'TO_INTEGRATE',
          comment: 'Manca il consenso informato',
        },
        seg,
        requestView,
      ),
    );
    succeeded(
      await record(
        'the applicant integrates and sends',
        'request.send',
        { _id: asked._id, updated: asked.updated },
        mario,
        requestView,
      ),
    );
    await backend.registerWaiting();
    const integrated = succeeded(
      await record('registered again', 'request.get', { id: asked._id }, seg, requestView),
    );
    await record(
      'forward',
      'request.decide',
      { _id: integrated._id, updated: integrated.updated, state: 'SUBMITTED' },
      seg,
      requestView,
    );
  },

  'a meeting: who builds it, who opens it, who decides in it, and a closed meeting': async (backend) => {
    const { record, ok } = backend;
    const request = await forwardedRequest(backend, 'Studio per la riunione');
    const draft = await ok('request.create', completeFields(), mario);
    const paolo = await userId(backend, as('paoloNeri').fiscalCode ?? '');
    const meeting = {
      subject: 'Riunione di prova',
      agenda: 'Ordine del giorno',
      startDate: '2030-01-15T09:00:00.000Z',
      requestsUsers: [{ request: request._id, user: paolo }],
    };
    await record('create as the applicant', 'conference.create', meeting, mario, meetingView);
    await record(
      'create with a draft',
      'conference.create',
      { ...meeting, requestsUsers: [{ request: draft._id, user: paolo }] },
      seg,
      meetingView,
    );
    const { _id, updated } = succeeded(
      await record('create', 'conference.create', meeting, seg, meetingView),
    );
    await record('read it as its request’s applicant', 'conference.get', { id: _id }, mario, meetingView);
    await record(
      'read it as another company’s applicant',
      'conference.get',
      { id: _id },
      OTHER_APPLICANT,
      meetingView,
    );
    const decision = { _id, request: request._id, state: 'ACCEPTED' as const };
    await record(
      'decide before opening',
      'conference.decide',
      { ...decision, updated: request.updated },
      as('paoloNeri'),
      requestView,
    );
    await record(
      'open as the secretariat',
      'conference.update',
      { _id, updated, openDate: '2030-01-15T09:00:00.000Z' },
      seg,
      meetingView,
    );
    succeeded(
      await record(
        'open as the president',
        'conference.update',
        { _id, updated, openDate: '2030-01-15T09:00:00.000Z' },
        as('annaFerrari'),
        meetingView,
      ),
    );
    const current = await ok('request.get', { id: request._id }, seg);
    await record(
      'decide as another member',
      'conference.decide',
      { ...decision, updated: current.updated },
      as('saraGialli'),
      requestView,
    );
    await record(
      'decide as the rapporteur',
      'conference.decide',
      { ...decision, updated: current.updated },
      as('paoloNeri'),
      requestView,
    );
    const open = await ok('conference.get', { id: _id }, seg);
    succeeded(
      await record(
        'close',
        'conference.update',
        { _id, updated: open.updated, closeDate: '2030-01-15T12:00:00.000Z' },
        as('annaFerrari'),
        meetingView,
      ),
    );
    const last = await ok('conference.get', { id: _id }, seg);
    await record(
      'change a closed meeting',
      'conference.update',
      { _id, updated: last.updated, subject: 'Nuovo oggetto' },
      seg,
      meetingView,
    );
    await record(
      'delete a closed meeting',
      'conference.delete',
      { _id, updated: last.updated },
      seg,
      (data) => data,
    );
  },

  'the lists each role sees, and their counts': async (backend) => {
    const { record, ok } = backend;
    await forwardedRequest(backend, 'Studio da elencare');
    await ok('request.create', completeFields({ studyTitle: 'Bozza da elencare' }), mario);
    const listView = (data: { result: Request[] }) =>
      data.result.map((request) => [request.studyTitle, request.state]).sort();
    for (const [who, caller] of [
      ['applicant', mario],
      ['colleague', as('luigiVerdi')],
      ['other company', OTHER_APPLICANT],
      ['secretariat', seg],
      ['committee', as('paoloNeri')],
    ] as const) {
      await record(
        `find as ${who}`,
        'request.find',
        { query: { studyTitle: 'da elencare' } },
        caller,
        listView,
      );
      await record(
        `count as ${who}`,
        'request.count',
        { query: { studyTitle: 'da elencare' } },
        caller,
        countView,
      );
    }
  },
  'administration: a taken fiscal code, a person into a company, a type configured twice': async (
    backend,
  ) => {
    const { record, ok } = backend;
    const admin = as('marcoColombo');
    const userView = (user: {
      fullname: string;
      isCorporate?: boolean | null;
      roles: { name: string }[];
    }) => ({
      fullname: user.fullname,
      roles: user.roles.map((role) => role.name).sort(),
    });
    const { result } = await ok('role.find', { query: { name: 'CET' } }, admin);
    const cet = result[0]?._id ?? '';
    const person = { fiscalCode: 'VRDNNA90A41F205Y', name: 'Anna', surname: 'Verdi', roles: [cet] };
    await record('create as the secretariat', 'user.create', person, seg, userView);
    const created = succeeded(await record('create', 'user.create', person, admin, userView));
    await record('create the same fiscal code', 'user.create', person, admin, userView);
    await record(
      "create a company with a person's fiscal code",
      'user.create',
      { isCorporate: true, fiscalCode: person.fiscalCode, surname: 'Verdi S.r.l.' },
      admin,
      userView,
    );
    await record(
      'a person becomes a company',
      'user.update',
      { _id: created._id, updated: created.updated, isCorporate: true, surname: 'Verdi S.r.l.' },
      admin,
      userView,
    );
    await record(
      'update on an old version',
      'user.update',
      { _id: created._id, updated: '2020-01-01T00:00:00.000Z', name: 'Annalisa' },
      admin,
      userView,
    );
    await record(
      'an unknown user',
      'user.get',
      { id: '00000000-0000-4000-8000-000000000000' },
      admin,
      userView,
    );
    const template = await ok(
      'document.upload',
      { file: dataUrl(PDF_BYTES), name: 'Modello.pdf', purpose: 'template' },
      admin,
    );
    await record(
      'configure A1 again',
      'requestConfig.create',
      {
        requestType: 'A1',
        documentType: [{ label: REQUIRED_LABEL, required: true, template: template._id }],
      },
      admin,
      (config) => config.requestType,
    );
  },

  "the committee's identity: a colour too light, a disguised logo, a save, a stale save, a reset": async ({
    record,
  }) => {
    const identityView = (identity: CallOutput<'committee.get'>) => ({
      name: identity.name,
      primaryColor: identity.primaryColor,
      overridden: identity.overridden,
      logo: identity.logoUrl !== null,
    });
    const fields = {
      name: 'Comitato Etico Territoriale Lombardia 1',
      department: 'Direzione Generale Welfare',
      addressLines: ['Piazza Città di Lombardia 1', '20124 Milano (MI)'],
      email: 'cet@regione.example.it',
      pec: 'cet@pec.regione.example.it',
      phone: null,
      manualUrl: null,
      primaryColor: '#7A1F3D',
    };
    await record('read as the secretariat', 'committee.get', {}, as('giuliaBianchi'), identityView);
    await record('read as ADMIN', 'committee.get', {}, administrator, identityView);
    await record(
      'a colour too light for white text',
      'committee.update',
      { ...fields, primaryColor: '#FFCC00', updated: null },
      administrator,
      identityView,
    );
    await record(
      'a page disguised as a PNG',
      'committee.update',
      {
        ...fields,
        logo: `data:image/png;base64,${Buffer.from('<html></html>').toString('base64')}`,
        updated: null,
      },
      administrator,
      identityView,
    );
    const saved = await record(
      'a save',
      'committee.update',
      { ...fields, updated: null },
      administrator,
      identityView,
    );
    expect(saved.status).toBe(200);
    await record(
      'a stale save',
      'committee.update',
      { ...fields, updated: null },
      administrator,
      identityView,
    );
    await record('a reset', 'committee.reset', {}, administrator, identityView);
  },

  'documents: a bad file, and who reads an attachment': async (backend) => {
    const { record, ok } = backend;
    const documentView = (document: { fileName: string }) => document.fileName;
    await record(
      'upload text that is no data URL',
      'document.upload',
      { file: 'non è un file', name: 'x.pdf' },
      mario,
      documentView,
    );
    const required = await attachment(backend, mario, REQUIRED_LABEL);
    await ok('request.create', completeFields({ studyTitle: 'Con allegato', documents: [required] }), mario);
    for (const [who, caller] of [
      ['owner', mario],
      ['colleague', as('luigiVerdi')],
      ['other company', OTHER_APPLICANT],
    ] as const) {
      await record(
        `read the attachment as ${who}`,
        'document.get',
        { id: required._id },
        caller,
        documentView,
      );
    }
    await record(
      'an unknown document',
      'document.get',
      { id: '00000000-0000-4000-8000-000000000000' },
      mario,
      documentView,
    );
  },

  'reports and conflicts of interest in a meeting': async (backend) => {
    const { record, ok } = backend;
    const request = await forwardedRequest(backend, 'Studio con relazione');
    const paolo = await userId(backend, as('paoloNeri').fiscalCode ?? '');
    const meeting = await ok(
      'conference.create',
      {
        subject: 'Riunione con relazioni',
        agenda: 'Relazioni',
        startDate: '2030-02-15T09:00:00.000Z',
        requestsUsers: [{ request: request._id, user: paolo }],
      },
      seg,
    );
    await ok(
      'conference.update',
      { _id: meeting._id, updated: meeting.updated, openDate: '2030-02-15T09:00:00.000Z' },
      as('annaFerrari'),
    );
    const report = async (caller: Caller) => {
      const uploaded = await ok(
        'document.upload',
        { file: dataUrl(PDF_BYTES), name: 'Relazione.pdf' },
        caller,
      );
      const current = await ok('request.get', { id: request._id }, seg);
      return { _id: request._id, updated: current.updated, reportDocument: uploaded._id };
    };
    await record('report by the applicant', 'request.update', await report(mario), mario, requestView);
    await record(
      'report by another member',
      'request.update',
      await report(as('saraGialli')),
      as('saraGialli'),
      requestView,
    );
    await record(
      'report by the rapporteur',
      'request.update',
      await report(as('paoloNeri')),
      as('paoloNeri'),
      requestView,
    );
    const conflict = { request: request._id, reason: 'Collaboro con il promotore' };
    await record(
      'a conflict declared by the applicant',
      'conference.declareConflict',
      conflict,
      mario,
      (data) => data.reason,
    );
    await record(
      'a conflict declared',
      'conference.declareConflict',
      conflict,
      as('saraGialli'),
      (data) => data.reason,
    );
    await record(
      'the same conflict again',
      'conference.declareConflict',
      conflict,
      as('saraGialli'),
      (data) => data.reason,
    );
  },
  'access: no role, a role the user lacks, a role the call refuses, a public call': async ({ record }) => {
    const count = (data: { count: number }) => data.count;
    const marioFiscalCode = mario.fiscalCode ?? '';
    await record(
      'count with no role',
      'request.count',
      { query: {} },
      { fiscalCode: marioFiscalCode, role: null },
      count,
    );
    await record(
      'count as a role Mario lacks',
      'request.count',
      { query: {} },
      { fiscalCode: marioFiscalCode, role: 'SEG' },
      count,
    );
    await record(
      'own record with no role',
      'user.me',
      {},
      { fiscalCode: marioFiscalCode, role: null },
      (user) => user.fullname,
    );
    await record('the home page, signed out', 'roles.getPublicData', {}, {}, (data) => typeof data);
  },
  'notification preferences: a required message stays on, the others turn off': async ({ record }) => {
    const view = (data: { language: string; notificationsOff: string[] }) => ({
      language: data.language,
      off: [...data.notificationsOff].sort(),
    });
    await record(
      'turn off a required message',
      'notification.setPreferences',
      { notificationsOff: ['request.rejected'] },
      mario,
      view,
    );
    await record(
      'turn off a reminder, in English',
      'notification.setPreferences',
      { language: 'en', notificationsOff: ['deadline.reminder30'] },
      mario,
      view,
    );
    await record('read them back', 'notification.preferences', {}, mario, view);
    await record(
      'read the outbox as an applicant',
      'notification.find',
      { query: {} },
      mario,
      (data) => data.total,
    );
  },
};

/** Runs a scenario; a step it could not build on fails the test with what each earlier step answered. */
const play = async (scenario: (backend: Recorder) => Promise<void>, backend: Recorder, name: string) => {
  try {
    await scenario(backend);
  } catch (error) {
    throw new Error(
      `on the ${name}: ${(error as Error).message}\n${JSON.stringify(backend.transcript, null, 2)}`,
    );
  }
};

describe('the mocks answer as the server does (one scenario suite, two backends)', () => {
  let server: TestServer;
  let serverApi: Backend;
  let mockApi: Backend;

  // The mock backend starts from the world's dump here, in the hook, whose limit allows a busy machine
  // (it took over 30 s there, a test's limit), rather than in whichever scenario comes first.
  beforeAll(async () => {
    mockApi = createMockApi(await createNodeMockBackend(freshMockWorld()));
    await prepareWorld(recorder(mockApi));
    server = await startTestServer(UNLIMITED);
    await seedAccounts(server);
    serverApi = {
      ...createApi(server),
      registerWaiting: async () => {
        await server.app.protocolJob.run();
      },
    };
    await prepareWorld(recorder(serverApi));
  });
  afterAll(() => server?.stop());

  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    it(name, async () => {
      const onServer = recorder(serverApi);
      await play(scenario, onServer, 'server');
      const onMocks = recorder(mockApi);
      await play(scenario, onMocks, 'mocks');
      expect(onMocks.transcript).toEqual(onServer.transcript);
    });
  }
});
