import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Conference } from '@cet-portal/api-client/contract';
import { DEFAULT_ACCOUNT_BY_ROLE, DEMO_ACCOUNTS, SAMPLE_CALL_INPUTS } from '@cet-portal/api-client/msw';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createMockServerBackend, type MockServerBackend } from '../src/mockBackend/backend';
import { writeMockWorldDump } from '../src/mockBackend/world';

const as = (role: 'RIC' | 'SEG' | 'PRE') => ({
  fiscalCode: DEMO_ACCOUNTS[DEFAULT_ACCOUNT_BY_ROLE[role]].fiscalCode,
  role,
});

const count = async (backend: MockServerBackend) => {
  const answer = await backend.answer({ key: 'request.count', input: {}, ...as('SEG') });
  return (answer.body as { data: { count: number } }).data.count;
};

const createDraft = (backend: MockServerBackend) =>
  backend.answer({ key: 'request.create', input: { ...SAMPLE_CALL_INPUTS['request.create'] }, ...as('RIC') });

/** Storybook's backend as a browser starts it: from the world's dump, not from a migrated database. */
describe('the mock backend started from the mocks’ world dump', () => {
  const file = join(tmpdir(), `mock-world-${process.pid}.tar.gz`);
  let backend: MockServerBackend;

  beforeAll(async () => {
    await writeMockWorldDump(file);
    const client = await PGlite.create({
      loadDataDir: new Blob([await readFile(file)]),
      extensions: { pg_trgm },
    });
    backend = await createMockServerBackend(client, loadConfig({}));
  }, 120_000);
  afterAll(() => rm(file, { force: true }));

  it('answers as the server, and a reset rolls every change back', async () => {
    const before = await count(backend);
    expect(before).toBeGreaterThan(300);
    expect((await createDraft(backend)).status).toBe(200);
    await backend.reset();
    expect(await count(backend)).toBe(before);
  });

  it('writes again after a reset: every sequence goes on from the world’s, never from 1', async () => {
    // Closing a meeting writes logs, audit rows and messages to the outbox; the outbox's sequence is
    // one the world set and no call has used yet, which pg_sequences shows as no value at all.
    for (let round = 0; round < 2; round += 1) {
      await backend.reset();
      const read = await backend.answer({
        key: 'conference.get',
        input: { id: 'conference-06' },
        ...as('PRE'),
      });
      const meeting = (read.body as { data: Conference }).data;
      const closed = await backend.answer({
        key: 'conference.update',
        input: {
          _id: meeting._id,
          updated: meeting.updated,
          closeDate: new Date().toISOString(),
          outcomes: meeting.requestsUsers
            .filter((entry) => entry.request.state === 'SUBMITTED')
            .map((entry) => ({ request: entry.request._id, outcome: 'postponed' })),
        },
        ...as('PRE'),
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    }
  });

  it('leaves nothing of a refused call, and answers its refusal as the server does', async () => {
    await backend.reset();
    const before = await count(backend);
    const refused = await backend.answer({ key: 'request.get', input: { id: 'nessuna' }, ...as('SEG') });
    expect(refused).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Richiesta non trovata' } },
    });
    const anonymous = await backend.answer({ key: 'request.count', input: {}, fiscalCode: null, role: null });
    expect(anonymous.status).toBe(401);
    expect(await count(backend)).toBe(before);
  });
});
