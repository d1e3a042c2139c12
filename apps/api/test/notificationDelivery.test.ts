import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/schema';
import {
  MAX_DELIVERY_ATTEMPTS,
  NOTIFICATION_JOB_LOCK,
  runNotificationDelivery,
  startNotificationJob,
} from '../src/jobs/notificationDelivery';
import { type Api, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { fakeMailServer } from './support/mailServer';
import { draftRequest, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const MARIO = as('marioRossi');
const LUIGI = as('luigiVerdi');
const SEG = as('giuliaBianchi');
const BASE_MS = 60_000;

describe('the delivery job: every message once, retried with backoff, one sender at a time', () => {
  let server: TestServer;
  let api: Api;
  let mail: ReturnType<typeof fakeMailServer>;
  let clock = new Date();

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    mail = fakeMailServer();
    // Each test starts from an outbox with nothing due.
    await server.app.database.db.update(notificationOutbox).set({ status: 'SENT' });
  });

  const deliver = () =>
    runNotificationDelivery(server.app.database, {
      sender: mail.sender,
      from: 'Portale CET <portale@comitato-etico.example>',
      publicUrl: 'https://cet.regione.example',
      retryBaseMs: BASE_MS,
      now: () => clock,
    });
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  /** A request sent now: three messages due from now on (the clock starts after they are written). */
  const sendOne = async () => {
    const sent = await sendRequest(api, MARIO, await draftRequest(api, MARIO, { studyTitle: 'Da spedire' }));
    clock = new Date();
    return sent;
  };
  const outbox = (requestId: string) =>
    server.app.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recordId, requestId))
      .orderBy(asc(notificationOutbox.id));

  it('given messages in the outbox, one run sends each once with its link, and a second run sends nothing', async () => {
    const request = await sendOne();
    expect(await deliver()).toEqual({ sent: 3, failed: 0, skipped: false });
    expect(mail.received.map((message) => message.to).sort()).toEqual([
      'giulia.bianchi@comitato-etico.example',
      'laura.ricci@comitato-etico.example',
      'mario.rossi@farmaceutica-alfa.example',
    ]);
    const [toMario] = mail.received.filter((message) => message.to.startsWith('mario'));
    expect(toMario).toMatchObject({
      from: 'Portale CET <portale@comitato-etico.example>',
      subject: `[Portale CET] Richiesta ${request.identifier} inviata`,
    });
    expect(toMario?.text).toContain(
      `Apri nel portale: https://cet.regione.example/showRequest/${request._id}`,
    );
    expect(toMario?.messageId).toMatch(/^<notification-\d+@cet\.regione\.example>$/);
    expect((await outbox(request._id)).map((row) => [row.status, row.attempts])).toEqual([
      ['SENT', 1],
      ['SENT', 1],
      ['SENT', 1],
    ]);
    expect(await deliver()).toEqual({ sent: 0, failed: 0, skipped: false });
    expect(mail.received).toHaveLength(3);
  });

  it('each e-mail ends with how to stop it and the link to the preferences, or says that it is required, in the language of its reader', async () => {
    const request = await sendOne();
    await deliver();
    const toMario = mail.received.find((message) => message.to.startsWith('mario'));
    expect(toMario?.text.trimEnd().split('\n').at(-1)).toBe(
      'Per non ricevere più questi messaggi, disattivali nelle tue preferenze: https://cet.regione.example/preferenze',
    );

    await server.app.protocolJob.run();
    await api.ok('notification.setPreferences', { language: 'en' }, LUIGI);
    const pending = await api.ok('request.get', { id: request._id }, SEG);
    await api.ok(
      'request.decide',
      { _id: pending._id, updated: pending.updated, state: 'TO_INTEGRATE', comment: 'Manca il consenso' },
      SEG,
    );
    await api.ok('notification.setPreferences', { language: 'it' }, LUIGI);
    clock = new Date();
    await deliver();
    const lastLine = (to: string, subject: RegExp) =>
      mail.received
        .find((message) => message.to === to && subject.test(message.subject))
        ?.text.trimEnd()
        .split('\n')
        .at(-1);
    expect(lastLine('mario.rossi@farmaceutica-alfa.example', /Integrazione richiesta/)).toBe(
      'Questa comunicazione è obbligatoria e non si può disattivare.',
    );
    expect(lastLine('luigi.verdi@farmaceutica-alfa.example', /Integration asked/)).toBe(
      'This message is required and cannot be turned off.',
    );
    expect(lastLine('mario.rossi@farmaceutica-alfa.example', /protocollata/)).toBe(
      'Per non ricevere più questi messaggi, disattivali nelle tue preferenze: https://cet.regione.example/preferenze',
    );
  });

  it('while the mail server refuses, messages wait with a doubling delay, then go out once when it is back', async () => {
    const request = await sendOne();
    mail.down = true;
    expect(await deliver()).toEqual({ sent: 0, failed: 3, skipped: false });
    const [first] = await outbox(request._id);
    expect(first).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(first?.nextAttempt.getTime()).toBe(clock.getTime() + BASE_MS);

    later(BASE_MS - 1);
    expect(await deliver()).toEqual({ sent: 0, failed: 0, skipped: false });
    later(1);
    expect(await deliver()).toEqual({ sent: 0, failed: 3, skipped: false });
    const [second] = await outbox(request._id);
    expect(second?.attempts).toBe(2);
    expect(second?.nextAttempt.getTime()).toBe(clock.getTime() + 2 * BASE_MS);

    mail.down = false;
    later(2 * BASE_MS);
    expect(await deliver()).toEqual({ sent: 3, failed: 0, skipped: false });
    expect(await deliver()).toEqual({ sent: 0, failed: 0, skipped: false });
    expect(mail.received).toHaveLength(3);
    expect((await outbox(request._id)).every((row) => row.status === 'SENT' && row.lastError === null)).toBe(
      true,
    );
  });

  it(`a message refused ${MAX_DELIVERY_ATTEMPTS} times is FAILED, shown to ADMIN, and only a resend sends it again`, async () => {
    const request = await sendOne();
    mail.down = true;
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      await deliver();
      later(BASE_MS * 2 ** attempt);
    }
    const rows = await outbox(request._id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array(3).fill(['FAILED', MAX_DELIVERY_ATTEMPTS]),
    );
    mail.down = false;
    expect(await deliver()).toEqual({ sent: 0, failed: 0, skipped: false });
    const failed = await api.ok('notification.find', { query: { status: 'FAILED' } }, as('marcoColombo'));
    expect(failed.total).toBe(3);
    await api.ok('notification.resend', { _id: String(rows[0]?.id) }, as('marcoColombo'));
    clock = new Date(Date.now() + 1000);
    expect(await deliver()).toEqual({ sent: 1, failed: 0, skipped: false });
  });

  it('a notification never causes another: delivering writes nothing new to the outbox', async () => {
    await sendOne();
    const before = await server.app.database.db.select().from(notificationOutbox);
    await deliver();
    expect(await server.app.database.db.select().from(notificationOutbox)).toHaveLength(before.length);
  });

  it('joins a run already under way in this process instead of sending twice', async () => {
    await sendOne();
    const job = startNotificationJob(server.app.database, {
      intervalMs: 0,
      log: server.app.log,
      sender: mail.sender,
      from: 'portale@comitato-etico.example',
      publicUrl: 'https://cet.regione.example',
      retryBaseMs: BASE_MS,
    });
    const [a, b] = await Promise.all([job.run(), job.run()]);
    await job.stop();
    expect(a).toEqual({ sent: 3, failed: 0, skipped: false });
    expect(b).toBe(a);
    expect(mail.received).toHaveLength(3);
  });

  it.runIf(process.env.DATABASE_URL)(
    'sends nothing while another instance holds its advisory lock',
    async () => {
      await sendOne();
      const otherInstance = new pg.Client({ connectionString: server.databaseUrl });
      await otherInstance.connect();
      try {
        await otherInstance.query('select pg_advisory_lock($1)', [NOTIFICATION_JOB_LOCK]);
        expect(await deliver()).toEqual({ sent: 0, failed: 0, skipped: true });
      } finally {
        await otherInstance.end();
      }
      expect(await deliver()).toEqual({ sent: 3, failed: 0, skipped: false });
    },
  );
});
