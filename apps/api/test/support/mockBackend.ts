import { type CallInput, type CallKey, type CallOutput, getCall, JOB_USER } from '@cet-portal/api-client';
import {
  buildMockDataset,
  createHandlers,
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  type MockWorld,
  mockToken,
  setMockBackend,
} from '@cet-portal/api-client/msw';
import { getResponse } from 'msw';
import type { MockServerBackend } from '../../src/mockBackend/backend';
import type { Caller, CallResult } from './api';
import { envelopeOf, mustSucceed } from './api';

/**
 * The mock backend of Storybook and the portal's tests, called as the server is: the same envelope,
 * answered by MSW's handlers without a network (so the real server beside it is never intercepted),
 * with `backend` plugged in behind them.
 */
export const createMockApi = (backend: MockServerBackend) => {
  const handlers = createHandlers();

  const call = async <Key extends CallKey>(
    key: Key,
    input: CallInput<Key>,
    caller: Caller = {},
  ): Promise<CallResult<Key>> => {
    setMockBackend(backend.answer);
    const { address, envelope } = envelopeOf(key, input, caller.role ?? null);
    const request = new Request(`http://mocks.test${address}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(caller.fiscalCode ? { authorization: `Bearer ${mockToken(caller.fiscalCode)}` } : {}),
      },
      body: JSON.stringify(envelope),
    });
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`the mocks have no handler for ${key}`);
    const answer = (await response.json()) as { data?: unknown; error?: { code: string; message: string } };
    if (response.status !== 200)
      return { status: response.status, error: answer.error ?? { code: '', message: '' } };
    return { status: 200, data: getCall(key).output.parse(answer.data) as CallOutput<Key> };
  };

  return { call, ok: mustSucceed(call), registerWaiting: () => backend.runProtocolJob() };
};

const SEEDED_PEOPLE = new Set<string>([
  ...Object.values(DEMO_ACCOUNTS).map((account) => account.fiscalCode),
  DEMO_COMPANY.fiscalCode,
  JOB_USER,
]);

/**
 * The mocks' world cut to what a fresh server holds after `seedAccounts`: the demo accounts, their
 * company and the protocol job's user, and nothing else, so that one scenario starts from the same world
 * on both backends.
 */
export const freshMockWorld = (): MockWorld => {
  const world = buildMockDataset();
  world.users = world.users.filter((user) => SEEDED_PEOPLE.has(user.fiscalCode));
  world.requests = [];
  world.conferences = [];
  world.notifications = [];
  world.requestConfigs = [];
  world.documents.clear();
  world.feeSheet = null;
  world.registrations = [];
  world.counters.identifier = 0;
  world.counters.protocols.clear();
  return world;
};
