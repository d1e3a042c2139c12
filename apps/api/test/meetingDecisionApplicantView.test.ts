import type { Request } from '@cet-portal/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, createApi } from './support/api';
import { parseItalianCsv } from './support/files';
import { as, seedAccounts } from './support/fixtures';
import { meetingSteps } from './support/meetings';
import { sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const MARIO = as('marioRossi');
const LUIGI = as('luigiVerdi');
const SEG = as('giuliaBianchi');
const PAOLO = as('paoloNeri');

describe('the applicant reads a decision of a meeting only once the meeting is closed', () => {
  let server: TestServer;
  let api: Api;
  let steps: ReturnType<typeof meetingSteps>;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    const demo = await seedAccounts(server);
    steps = meetingSteps(server, api, demo.ids.paoloNeri);
  });
  afterAll(() => server.stop());

  /** Whether the applicant's list filtered by these states holds the request, and what the count says. */
  const listedAs = async (request: Request, states: Request['state'][], caller = MARIO) => {
    const query = { states, studyTitle: request.studyTitle ?? '' };
    const list = await api.ok('request.find', { query, take: 10 }, caller);
    const { count } = await api.ok('request.countByState', { states }, caller);
    const { count: countedByCompany } = await api.ok(
      'request.countByCorporate',
      { query: { states } },
      caller,
    );
    return {
      listed: list.result.map((row) => [row._id, row.state]),
      total: list.total,
      count,
      countedByCompany,
    };
  };

  /** The applicant's export of its list: the state label of the request's row. */
  const exportedState = async (request: Request, caller = MARIO) => {
    const file = await api.ok(
      'request.download',
      { query: { studyTitle: request.studyTitle ?? '' }, type: 'CSV' },
      caller,
    );
    const [, ...rows] = parseItalianCsv(Buffer.from(file.data, 'base64'));
    return rows.map((row) => row[5]);
  };

  it('given a CET decision with a comment in an open meeting, the applicant and its colleague see the request as before it (state, comment, logs, lists, counts, export) and staff see the decision; once PRE closes the meeting, the applicant sees it too', async () => {
    const request = await steps.forwardedRequest('Studio in attesa della seduta');
    const meeting = await steps.openMeeting('Seduta di luglio', [request]);
    const acceptedBefore = await listedAs(request, ['ACCEPTED']);
    const submittedBefore = await listedAs(request, ['SUBMITTED']);

    await steps.decide(meeting, request, 'TO_INTEGRATE_CER', { comment: 'Allegare il consenso aggiornato' });
    const decided = await steps.decide(meeting, request, 'ACCEPTED', { comment: 'Parere favorevole' });
    expect(decided.state).toBe('ACCEPTED');

    for (const applicant of [MARIO, LUIGI]) {
      const read = await api.ok('request.get', { id: request._id }, applicant);
      expect(read.state).toBe('SUBMITTED');
      expect(read.comment).toBeNull();
      expect(read.integrationDue).toBeNull();
      expect(read.comments.map((comment) => comment.body)).toEqual([]);
      expect(read.logs.map((log) => log.operation)).not.toContain('MEETING_DECISION');
    }
    expect(await listedAs(request, ['ACCEPTED'])).toEqual(acceptedBefore);
    expect(await listedAs(request, ['SUBMITTED'])).toEqual(submittedBefore);
    expect((await listedAs(request, ['SUBMITTED'], LUIGI)).listed).toEqual([[request._id, 'SUBMITTED']]);
    const { count: toIntegrate } = await api.ok('request.countToIntegrate', {}, MARIO);
    const { count: toIntegrateStaff } = await api.ok('request.countToIntegrate', {}, SEG);
    expect(toIntegrate).toBe(
      (await api.ok('request.find', { query: { states: ['TO_INTEGRATE', 'TO_INTEGRATE_CER'] } }, MARIO))
        .total,
    );
    expect(toIntegrateStaff).toBeGreaterThanOrEqual(toIntegrate);
    expect(await exportedState(request)).toEqual(['Inoltrata']);
    const heldFor = async (caller: typeof MARIO) =>
      (await api.ok('conference.get', { id: meeting._id }, caller)).requestsUsers.map(
        (entry) => entry.request.state,
      );
    expect(await heldFor(MARIO)).toEqual(['SUBMITTED']);
    expect(await heldFor(SEG)).toEqual(['ACCEPTED']);

    const seen = await api.ok('request.get', { id: request._id }, SEG);
    expect(seen.state).toBe('ACCEPTED');
    expect(seen.comment).toBe('Parere favorevole');
    expect(seen.logs.filter((log) => log.operation === 'MEETING_DECISION')).toHaveLength(2);
    expect((await api.ok('request.find', { query: { states: ['ACCEPTED'] } }, SEG)).result).toContainEqual(
      expect.objectContaining({ _id: request._id }),
    );

    await steps.closeMeeting(meeting);

    const final = await api.ok('request.get', { id: request._id }, MARIO);
    expect(final.state).toBe('ACCEPTED');
    expect(final.comment).toBe('Parere favorevole');
    expect(final.logs.filter((log) => log.operation === 'MEETING_DECISION')).toHaveLength(2);
    const acceptedAfter = await listedAs(request, ['ACCEPTED']);
    expect(acceptedAfter.listed).toEqual([[request._id, 'ACCEPTED']]);
    expect(acceptedAfter.count).toBe(acceptedBefore.count + 1);
    expect(acceptedAfter.countedByCompany).toBe(acceptedBefore.countedByCompany + 1);
    expect((await listedAs(request, ['SUBMITTED'])).count).toBe(submittedBefore.count - 1);
    expect(await exportedState(request)).toEqual(['Accettata']);
    expect((await api.ok('conference.get', { id: meeting._id }, MARIO)).requestsUsers[0]?.request.state).toBe(
      'ACCEPTED',
    );
  });

  it('given an integration asked in an open meeting and the request frozen, neither the original nor the frozen copy tells the applicant before the close', async () => {
    const request = await steps.forwardedRequest('Studio congelato in seduta');
    const meeting = await steps.openMeeting('Seduta di agosto', [request]);
    await steps.decide(meeting, request, 'TO_INTEGRATE_CER', { comment: 'Aggiornare il protocollo' });
    const frozen = await api.ok(
      'conference.commit',
      { _id: meeting._id, requestsUsers: [{ request: request._id }] },
      PAOLO,
    );
    const cloneId = frozen.requestsUsers.find((entry) => entry.request._id !== request._id)?.request._id;
    expect(cloneId).toBeDefined();
    for (const id of [request._id, cloneId as string]) {
      const read = await api.ok('request.get', { id }, MARIO);
      expect([read.state, read.comment, read.integrationDue]).toEqual(['SUBMITTED', null, null]);
    }
    expect((await listedAs(request, ['TO_INTEGRATE_CER'])).listed).toEqual([]);

    await steps.closeMeeting(meeting);

    const final = await api.ok('request.get', { id: request._id }, MARIO);
    expect(final.state).toBe('TO_INTEGRATE_CER');
    expect(final.comment).toBe('Aggiornare il protocollo');
    expect(final.integrationDue).not.toBeNull();
    expect((await listedAs(request, ['TO_INTEGRATE_CER'])).listed).toEqual([
      [request._id, 'TO_INTEGRATE_CER'],
    ]);
  });

  it('given an integration asked in an open meeting that the applicant has sent all the same, the applicant sees where the request is now', async () => {
    const request = await steps.forwardedRequest('Studio integrato a seduta aperta');
    const meeting = await steps.openMeeting('Seduta di settembre', [request]);
    await steps.decide(meeting, request, 'TO_INTEGRATE_CER', { comment: 'Aggiornare il protocollo' });
    const stored = await api.ok('request.get', { id: request._id }, SEG);
    const sent = await sendRequest(api, MARIO, stored);
    expect(sent.state).toBe('WAIT_PROT_CER');
    expect((await api.ok('request.get', { id: request._id }, MARIO)).state).toBe('WAIT_PROT_CER');
    expect((await listedAs(request, ['WAIT_PROT_CER'])).listed).toEqual([[request._id, 'WAIT_PROT_CER']]);
    await steps.closeMeeting(meeting);
  });
});
