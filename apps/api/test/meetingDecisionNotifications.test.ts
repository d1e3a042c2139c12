import { formatDateDashed } from '@cet-portal/api-client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, requests } from '../src/db/schema';
import { runNotificationDelivery } from '../src/jobs/notificationDelivery';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { fakeMailServer } from './support/mailServer';
import { meetingSteps } from './support/meetings';
import { uploadPdf } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const MARIO = as('marioRossi');
const LUIGI = as('luigiVerdi');
const SEG = as('giuliaBianchi');
const PAOLO = as('paoloNeri');
const PRE = as('annaFerrari');

/** What tells an applicant of a decision: forwarded or rejected by SEG, the committee's three. */
const DECISION_KINDS = [
  'request.forwarded',
  'request.rejected',
  'request.accepted',
  'request.rejectedByCommittee',
  'request.integrationAsked',
] as const;

describe('decisions taken in a meeting reach the applicant when the president closes it', () => {
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

  /** The decision messages about these requests, oldest first. */
  const decisionMessages = (requestIds: readonly string[]) =>
    server.app.database.db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          inArray(notificationOutbox.recordId, [...requestIds]),
          inArray(notificationOutbox.kind, [...DECISION_KINDS]),
        ),
      )
      .orderBy(asc(notificationOutbox.id));

  const meetingDecisionsReadBy = async (requestId: string, caller = MARIO) =>
    (await api.ok('request.history', { id: requestId }, caller)).result.filter((event) =>
      event.description.startsWith('Ha deciso in riunione'),
    );

  it('given a pending request, when SEG forwards or rejects it outside any meeting, then the applicant is told at once', async () => {
    const forwarded = await steps.forwardedRequest('Studio con i requisiti');
    const pending = await steps.pendingRequest('Studio non conforme');
    await api.ok('request.decide', { _id: pending._id, updated: pending.updated, state: 'REJECTED' }, SEG);
    const messages = await decisionMessages([forwarded._id, pending._id]);
    expect(messages.map((row) => [row.recordId, row.kind, row.recipient])).toEqual([
      [forwarded._id, 'request.forwarded', 'mario.rossi@farmaceutica-alfa.example'],
      [pending._id, 'request.rejected', 'mario.rossi@farmaceutica-alfa.example'],
    ]);
    expect(messages.every((row) => !row.body.includes('riunione'))).toBe(true);
  });

  it('given an open meeting, when its rapporteur and SEG decide, then the applicant hears nothing and its history shows no decision; when PRE closes it, one message per request tells the final decision and the meeting', async () => {
    await api.ok('notification.setPreferences', { language: 'en' }, LUIGI);
    const accepted = await steps.forwardedRequest('Studio accolto');
    const revised = await steps.forwardedRequest('Studio ripensato');
    const integrate = await steps.forwardedRequest('Studio da integrare');
    const postponed = await steps.forwardedRequest('Studio rinviato');
    const held = [accepted, revised, integrate, postponed];
    const ids = held.map((request) => request._id);
    const meeting = await steps.openMeeting('Seduta di aprile', held);
    const forwardings = await decisionMessages(ids);
    expect(forwardings.map((row) => row.kind)).toEqual(Array(4).fill('request.forwarded'));

    await steps.decide(meeting, accepted, 'ACCEPTED');
    await steps.decide(meeting, revised, 'ACCEPTED');
    // The secretariat revises a rapporteur's decision while the meeting is still open.
    await steps.decide(meeting, revised, 'REJECTED_CER', { caller: SEG });
    await steps.decide(meeting, integrate, 'TO_INTEGRATE_CER', {
      caller: PAOLO,
      comment: 'Allegare il consenso aggiornato',
    });
    await api.ok(
      'conference.commit',
      { _id: meeting._id, requestsUsers: [{ request: integrate._id }] },
      PAOLO,
    );

    expect(await decisionMessages(ids)).toEqual(forwardings);
    expect(await meetingDecisionsReadBy(revised._id)).toEqual([]);
    expect(await meetingDecisionsReadBy(revised._id, SEG)).toHaveLength(2);

    const minutes = await uploadPdf(api, SEG, 'verbale.pdf');
    const withMinutes = await api.ok(
      'conference.update',
      {
        _id: meeting._id,
        updated: (await api.ok('conference.get', { id: meeting._id }, SEG)).updated,
        conferenceDocument: minutes._id,
      },
      SEG,
    );
    const signed = await uploadPdf(api, PRE, 'verbale-firmato.pdf');
    const withSigned = await api.ok(
      'conference.update',
      { _id: meeting._id, updated: withMinutes.updated, conferenceDocumentSigned: signed._id },
      PRE,
    );
    const closed = await api.ok(
      'conference.update',
      {
        _id: meeting._id,
        updated: withSigned.updated,
        closeDate: new Date().toISOString(),
        outcomes: [{ request: postponed._id, outcome: 'postponed' }],
      },
      PRE,
    );
    const closedOn = formatDateDashed(closed.closeDate as string);

    const told = (await decisionMessages(ids)).filter((row) => row.kind !== 'request.forwarded');
    expect(told.map((row) => [row.recordId, row.kind, row.recipient, row.language, row.link])).toEqual([
      [
        accepted._id,
        'request.accepted',
        'mario.rossi@farmaceutica-alfa.example',
        'it',
        `/showRequest/${accepted._id}`,
      ],
      [
        revised._id,
        'request.rejectedByCommittee',
        'mario.rossi@farmaceutica-alfa.example',
        'it',
        `/showRequest/${revised._id}`,
      ],
      [
        integrate._id,
        'request.integrationAsked',
        'luigi.verdi@farmaceutica-alfa.example',
        'en',
        `/showRequest/${integrate._id}`,
      ],
      [
        integrate._id,
        'request.integrationAsked',
        'mario.rossi@farmaceutica-alfa.example',
        'it',
        `/showRequest/${integrate._id}`,
      ],
    ]);
    const [acceptance, rejection, english, italian] = told;
    expect(acceptance?.subject).toBe(`[Portale CET] Richiesta ${accepted.identifier} accettata`);
    expect(acceptance?.body.split('\n').slice(2)).toEqual([
      `il Comitato Etico ha accettato la richiesta n. ${accepted.identifier} «Studio accolto».`,
      `La decisione è stata presa dal Comitato Etico nella riunione «Seduta di aprile» del 14-04-2026, chiusa il ${closedOn}.`,
      'Il verbale della riunione, firmato dal Presidente, è agli atti del Comitato.',
    ]);
    expect(rejection?.subject).toBe(`[Portale CET] Richiesta ${revised.identifier} rifiutata dal Comitato`);
    expect(rejection?.body).toContain(
      `La decisione è stata presa dal Comitato Etico nella riunione «Seduta di aprile» del 14-04-2026, chiusa il ${closedOn}.`,
    );
    expect(english?.body.split('\n').slice(2, 6)).toEqual([
      `the Ethics Committee asks for an integration of request no. ${integrate.identifier} «Studio da integrare».`,
      `The decision was taken by the Ethics Committee in the meeting «Seduta di aprile» of 14-04-2026, closed on ${closedOn}.`,
      'The minutes of the meeting, signed by the President, are on file with the Committee.',
      'The Ethics Committee wrote:',
    ]);
    expect(italian?.body).toContain('Il Comitato Etico ha scritto:\n> Allegare il consenso aggiornato\n');
    expect(await meetingDecisionsReadBy(revised._id)).toHaveLength(2);

    // A second close is refused and writes nothing; the delivery job sends each message once.
    const before = await fingerprint(server);
    const again = await api.call(
      'conference.update',
      { _id: meeting._id, updated: closed.updated, closeDate: new Date().toISOString() },
      PRE,
    );
    expect(again.status).toBe(409);
    expect(await fingerprint(server)).toEqual(before);
    const mail = fakeMailServer();
    const deliver = () =>
      runNotificationDelivery(server.app.database, {
        sender: mail.sender,
        from: 'Portale CET <portale@comitato-etico.example>',
        publicUrl: 'https://cet.regione.example',
        retryBaseMs: 60_000,
        now: () => new Date(),
      });
    await deliver();
    await deliver();
    const decisionSubjects = mail.received
      .filter((message) =>
        /accettata|rifiutata dal Comitato|Integrazione richiesta|Integration asked/.test(message.subject),
      )
      .map((message) => `${message.to} | ${message.subject}`)
      .sort();
    expect(decisionSubjects).toEqual([
      `luigi.verdi@farmaceutica-alfa.example | [CET Portal] Integration asked for request ${integrate.identifier}`,
      `mario.rossi@farmaceutica-alfa.example | [Portale CET] Integrazione richiesta per la richiesta ${integrate.identifier}`,
      `mario.rossi@farmaceutica-alfa.example | [Portale CET] Richiesta ${accepted.identifier} accettata`,
      `mario.rossi@farmaceutica-alfa.example | [Portale CET] Richiesta ${revised.identifier} rifiutata dal Comitato`,
    ]);
    await api.ok('notification.setPreferences', { language: 'it' }, LUIGI);
  });

  it('given a meeting closed without signed minutes, the decision says when it became final and nothing of the minutes', async () => {
    const request = await steps.forwardedRequest('Studio senza verbale firmato');
    const meeting = await steps.openMeeting('Seduta di maggio', [request]);
    const decided = await steps.decide(meeting, request, 'REJECTED_CER');
    expect(decided.state).toBe('REJECTED_CER');
    expect((await decisionMessages([request._id])).map((row) => row.kind)).toEqual(['request.forwarded']);
    const closed = await steps.closeMeeting(meeting);
    const [, rejection, ...others] = await decisionMessages([request._id]);
    expect(others).toEqual([]);
    expect(rejection?.kind).toBe('request.rejectedByCommittee');
    expect(rejection?.body.split('\n').slice(2)).toEqual([
      `il Comitato Etico ha rifiutato la richiesta n. ${request.identifier} «Studio senza verbale firmato».`,
      `La decisione è stata presa dal Comitato Etico nella riunione «Seduta di maggio» del 14-04-2026, chiusa il ${formatDateDashed(closed.closeDate as string)}.`,
    ]);
  });

  it('given an integration asked in a meeting for a round older than the integration clock (no due date), the meeting still closes and the applicants are told without a date', async () => {
    const request = await steps.forwardedRequest('Studio di prima del termine');
    const meeting = await steps.openMeeting('Seduta di giugno', [request]);
    await steps.decide(meeting, request, 'TO_INTEGRATE_CER', {
      caller: PAOLO,
      comment: 'Aggiornare il protocollo',
    });
    await server.app.database.db
      .update(requests)
      .set({ integrationDue: null })
      .where(eq(requests.id, request._id));
    await steps.closeMeeting(meeting);
    const asked = (await decisionMessages([request._id])).filter(
      (row) => row.kind === 'request.integrationAsked',
    );
    expect(asked.map((row) => row.recipient)).toEqual([
      'luigi.verdi@farmaceutica-alfa.example',
      'mario.rossi@farmaceutica-alfa.example',
    ]);
    for (const row of asked) {
      expect(row.body).toContain('«Seduta di giugno»');
      expect(row.body).toContain('> Aggiornare il protocollo');
      expect(row.body).not.toMatch(/entro il|by \d/);
    }
  });
});
