import type { CallInput, CallKey, CallOutput, Request } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Caller, type CallResult, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { createMockApi, resetMockWorld } from './support/mockBackend';
import { completeFields, dataUrl, PDF_BYTES } from './support/requests';
import { startTestServer, type TestServer, UNLIMITED } from './support/testServer';

/**
 * One scenario suite, two backends: the real server and the mocks that Storybook and the portal's tests
 * run on (issue 18). Each scenario writes a transcript (what each step answered: the fields a user sees,
 * or the refusal's status, code and message) and both transcripts must be equal, so a story never shows
 * behaviour the portal does not have.
 */
type Backend = Pick<Api, 'call' | 'ok'>;

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
  return { transcript, record, ok: backend.ok };
};

type Recorder = ReturnType<typeof recorder>;

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

const SCENARIOS: Record<string, (backend: Recorder) => Promise<void>> = {
  'who reads a draft: its owner and the company, not another company nor the staff': async (backend) => {
    const { record, ok } = backend;
    const draft = await ok('request.create', completeFields(), mario);
    for (const [who, caller] of [
      ['owner', mario],
      ['colleague', as('luigiVerdi')],
      ['other company', OTHER_APPLICANT],
      ['secretariat', as('giuliaBianchi')],
      ['committee', as('paoloNeri')],
      ['president', as('annaFerrari')],
    ] as const) {
      await record(`get as ${who}`, 'request.get', { id: draft._id }, caller, requestView);
    }
    await record(
      'get an unknown request',
      'request.get',
      { id: '00000000-0000-4000-8000-000000000000' },
      mario,
      requestView,
    );
  },

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
    const sent = await record(
      'send complete',
      'request.send',
      { _id: draft._id, updated: draft.updated },
      mario,
      requestView,
    );
    if (sent.status !== 200 || !sent.data) return;
    await record(
      'update after sending',
      'request.update',
      { ...completeFields({ documents: [required] }), _id: sent.data._id, updated: sent.data.updated },
      mario,
      requestView,
    );
    await record(
      'send again',
      'request.send',
      { _id: sent.data._id, updated: sent.data.updated },
      mario,
      requestView,
    );
    await record('delete after sending', 'request.delete', { _id: sent.data._id }, mario, (data) => data);
  },

  "the secretariat's decisions: by role, by state, with and without a comment": async (backend) => {
    const { record, ok } = backend;
    const seg = as('giuliaBianchi', 'SEG');
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
    const sent = await ok('request.send', { _id: draft._id, updated: draft.updated }, mario);
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
    const asked = await record(
      'ask for an integration',
      'request.decide',
      { _id: sent._id, updated: sent.updated, state: 'TO_INTEGRATE', comment: 'Manca il consenso informato' },
      seg,
      requestView,
    );
    if (asked.status !== 200 || !asked.data) return;
    await record(
      'decide while the applicant integrates',
      'request.decide',
      { _id: asked.data._id, updated: asked.data.updated, state: 'SUBMITTED' },
      seg,
      requestView,
    );
    const integrated = await record(
      'the applicant integrates and sends',
      'request.send',
      { _id: asked.data._id, updated: asked.data.updated },
      mario,
      requestView,
    );
    if (integrated.status !== 200 || !integrated.data) return;
    await record(
      'forward',
      'request.decide',
      { _id: integrated.data._id, updated: integrated.data.updated, state: 'SUBMITTED' },
      seg,
      requestView,
    );
  },
};

describe('the mocks answer as the server does (one scenario suite, two backends)', () => {
  let server: TestServer;
  let serverApi: Api;

  beforeAll(async () => {
    server = await startTestServer(UNLIMITED);
    await seedAccounts(server);
    serverApi = createApi(server);
    await prepareWorld(recorder(serverApi));
  });
  afterAll(() => server?.stop());

  const mockApi = createMockApi();
  let mockWorldReady: Promise<void> | undefined;
  const mockWorld = () => {
    mockWorldReady ??= (async () => {
      resetMockWorld();
      await prepareWorld(recorder(mockApi));
    })();
    return mockWorldReady;
  };

  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    it(name, async () => {
      await mockWorld();
      const onServer = recorder(serverApi);
      await scenario(onServer);
      const onMocks = recorder(mockApi);
      await scenario(onMocks);
      expect(onMocks.transcript).toEqual(onServer.transcript);
    });
  }
});
