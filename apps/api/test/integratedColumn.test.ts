import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from '@cet-portal/api-client';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrations';
import { requests } from '../src/db/schema';
import { type Api, createApi } from './support/api';
import { as } from './support/fixtures';
import { contractIntegratedDates } from './support/integratedDates';
import { draftRequest, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const RIC = as('marioRossi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');
const PAOLO = as('paoloNeri');

/**
 * `requests.integrated` is written by the server where a request's logs or state change; lists,
 * filters and exports read it. Whatever the workflow did, it must equal the contract's
 * `integratedDate` over the request's state and logs, for every request (clones and demo data too).
 */
describe('the integration date kept in requests.integrated', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    // The demo's sixty requests (written by their own path) are checked with the workflow's.
    server = await startTestServer({ demoData: true });
    api = createApi(server);
  });
  afterAll(() => server.stop());

  /** Every request's column beside the contract's rule over its logs; returns the integrated ones' ids. */
  const expectColumnToFollowTheRule = async (): Promise<string[]> => {
    const db = server.app.database.db;
    const rows = await db
      .select({ id: requests.id, state: requests.state, integrated: requests.integrated })
      .from(requests)
      .orderBy(asc(requests.id));
    const integrated = await contractIntegratedDates(db);
    const expected = rows.map((row) => ({ id: row.id, integrated: integrated(row) }));
    const actual = rows.map((row) => ({ id: row.id, integrated: row.integrated?.toISOString() ?? null }));
    expect(actual).toEqual(expected);
    return actual.flatMap((row) => (row.integrated ? [row.id] : []));
  };

  const reload = (request: Request) => api.ok('request.get', { id: request._id }, SEG);

  const pendingRequest = async (studyTitle: string): Promise<Request> => {
    // The demo's configuration of the draft's type (A1) requires its documents for sending.
    const { result } = await api.ok('requestConfig.find', { take: 50 }, RIC);
    const labels = (result.find((config) => config.requestType === 'A1')?.documentType ?? [])
      .filter((field) => field.required)
      .map((field) => field.label);
    const sent = await sendRequest(api, RIC, await draftRequest(api, RIC, { studyTitle, labels }));
    await server.app.protocolJob.run();
    return reload(sent);
  };

  /** Sent back for integration (by `decide`), changed by the applicant, sent again and registered. */
  const integrate = async (request: Request, decide: (request: Request) => Promise<Request>) => {
    const asked = await decide(request);
    const changed = await api.ok(
      'request.update',
      { _id: asked._id, updated: asked.updated, description: 'Integrata come richiesto' },
      RIC,
    );
    await sendRequest(api, RIC, changed);
    await server.app.protocolJob.run();
    return reload(request);
  };

  const forward = (request: Request) =>
    api.ok('request.decide', { _id: request._id, updated: request.updated, state: 'SUBMITTED' }, SEG);

  it('is the contract’s integratedDate for the demo data', async () => {
    // The demo has integrated requests of both kinds: the check is not vacuous.
    const integrated = await expectColumnToFollowTheRule();
    expect(integrated.length).toBeGreaterThan(1);
  });

  it('follows sending, integration by the applicant, re-sending, the protocol job, decisions and the clones of a meeting', async () => {
    const first = await pendingRequest('Primo studio da integrare');
    const second = await pendingRequest('Secondo studio da esaminare');
    // The protocol job registers the demo's waiting requests too: only these two are followed by name.
    const isOurs = (id: string) => id === first._id || id === second._id;
    expect((await expectColumnToFollowTheRule()).filter(isOurs)).toEqual([]);

    // PENDING again after an UPDATE by the applicant: integrated, dated by its last log (the protocol).
    const integratedFirst = await integrate(first, (request) =>
      api.ok(
        'request.decide',
        { _id: request._id, updated: request.updated, state: 'TO_INTEGRATE', comment: 'Manca la firma' },
        SEG,
      ),
    );
    expect(integratedFirst.state).toBe('PENDING');
    expect((await expectColumnToFollowTheRule()).filter(isOurs)).toEqual([first._id]);
    // 'Visualizza solo richieste integrate' lists exactly the integrated requests that are not clones.
    const integratedNow = await expectColumnToFollowTheRule();
    const listed = await server.app.database.db
      .select({ id: requests.id })
      .from(requests)
      .where(eq(requests.isClone, false));
    const expected = listed.map((row) => row.id).filter((id) => integratedNow.includes(id));
    const onlyIntegrated = await api.ok('request.find', { query: { onlyIntegrated: true }, take: 50 }, SEG);
    expect(onlyIntegrated.total).toBe(expected.length);
    expect(onlyIntegrated.result.map((request) => request._id).sort()).toEqual(expected.sort());

    // Forwarded by the secretariat: SUBMITTED with a last log by SEG, no longer integrated.
    const submittedFirst = await forward(integratedFirst);
    const submittedSecond = await forward(second);
    expect((await expectColumnToFollowTheRule()).filter(isOurs)).toEqual([]);

    // In a meeting the rapporteur sends the second back for integration, then both are frozen as
    // clones (their logs copied); SUBMITTED again through the protocol job (last log by ADMIN / JOB).
    const { _id: paoloId } = await api.ok('user.me', {}, PAOLO);
    const created = await api.ok(
      'conference.create',
      {
        subject: 'Seduta della colonna',
        agenda: 'Esame delle richieste inoltrate',
        startDate: '2026-03-10T09:00:00.000Z',
        requestsUsers: [submittedFirst, submittedSecond].map((request) => ({
          request: request._id,
          user: paoloId,
        })),
      },
      SEG,
    );
    const meeting = await api.ok(
      'conference.update',
      { _id: created._id, updated: created.updated, openDate: new Date().toISOString() },
      PRE,
    );
    const integratedSecond = await integrate(submittedSecond, async (request) => {
      await api.ok(
        'conference.decide',
        {
          _id: meeting._id,
          request: request._id,
          updated: request.updated,
          state: 'TO_INTEGRATE_CER',
          comment: 'Chiarire il piano statistico',
        },
        PAOLO,
      );
      await expectColumnToFollowTheRule();
      const committed = await api.ok(
        'conference.commit',
        { _id: meeting._id, requestsUsers: [{ request: first._id }, { request: second._id }] },
        PAOLO,
      );
      expect(committed.requestsUsers.map((entry) => entry.request?.isClone)).toEqual([true, true]);
      await expectColumnToFollowTheRule();
      return reload(request);
    });
    expect(integratedSecond.state).toBe('SUBMITTED');
    expect((await expectColumnToFollowTheRule()).filter(isOurs)).toEqual([second._id]);

    // Any later log by someone else ends it: the next meeting's commit is logged by the rapporteur.
    const next = await api.ok(
      'conference.create',
      {
        subject: 'Seduta successiva',
        agenda: 'Richieste integrate',
        startDate: '2026-04-10T09:00:00.000Z',
        requestsUsers: [{ request: second._id, user: paoloId }],
      },
      SEG,
    );
    const opened = await api.ok(
      'conference.update',
      { _id: next._id, updated: next.updated, openDate: new Date().toISOString() },
      PRE,
    );
    await api.ok('conference.commit', { _id: opened._id, requestsUsers: [{ request: second._id }] }, PAOLO);
    expect((await expectColumnToFollowTheRule()).filter(isOurs)).not.toContain(second._id);
  });

  it('is what migration 0013 fills in for the requests already there', async () => {
    const db = server.app.database.db;
    const kept = await expectColumnToFollowTheRule();
    const migration = await readFile(join(await migrationsFolder(), '0013_request_integrated.sql'), 'utf8');
    const [, backfill] = migration.split('--> statement-breakpoint');
    await db.update(requests).set({ integrated: null });
    await db.execute(sql.raw(backfill ?? ''));
    expect(await expectColumnToFollowTheRule()).toEqual(kept);
  });
});
