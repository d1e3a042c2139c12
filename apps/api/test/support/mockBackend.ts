import { type CallInput, type CallKey, type CallOutput, getCall, JOB_USER } from '@cet-portal/api-client';
import {
  createHandlers,
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  mockToken,
  registerWaitingRequests,
  resetMockDatabase,
} from '@cet-portal/api-client/msw';
import { getResponse } from 'msw';
import type { Caller, CallResult } from './api';
import { envelopeOf, mustSucceed } from './api';

/**
 * The mock backend of Storybook and the portal's tests, called as the server is: the same envelope,
 * answered by MSW's handlers without a network (so the real server beside it is never intercepted).
 */
export const createMockApi = () => {
  const handlers = createHandlers();

  const call = async <Key extends CallKey>(
    key: Key,
    input: CallInput<Key>,
    caller: Caller = {},
  ): Promise<CallResult<Key>> => {
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

  /** Where the server's protocol job would run. */
  const registerWaiting = async () => {
    registerWaitingRequests();
  };

  return { call, ok: mustSucceed(call), registerWaiting };
};

const SEEDED_PEOPLE = new Set<string>([
  ...Object.values(DEMO_ACCOUNTS).map((account) => account.fiscalCode),
  DEMO_COMPANY.fiscalCode,
  JOB_USER,
]);

/**
 * The mocks' store brought to what a fresh server holds after `seedAccounts`: the demo accounts, their
 * company and the protocol job's user, and nothing else, so that one scenario starts from the same world
 * on both backends.
 */
export const resetMockWorld = () => {
  const db = resetMockDatabase();
  db.users = db.users.filter((user) => SEEDED_PEOPLE.has(user.fiscalCode));
  db.requests = [];
  db.conferences = [];
  db.notifications = [];
  db.requestConfigs = [];
  db.documents.clear();
  db.counters.identifier = 0;
  db.counters.protocols.clear();
  return db;
};
