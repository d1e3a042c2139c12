import { daysAfter, NOTIFICATION_KIND_ROLES, type Request, type RoleName } from '@cet-portal/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox, users } from '../src/db/schema';
import type { DemoUsers } from '../src/demo/accounts';
import { enqueueNotification, NO_ADDRESS_ERROR } from '../src/notifications/outbox';
import { type Api, createApi } from './support/api';
import { as, fingerprint, seedAccounts } from './support/fixtures';
import { draftRequest, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const MARIO = as('marioRossi');
const LUIGI = as('luigiVerdi');
const SEG = as('giuliaBianchi');
const PRE = as('annaFerrari');
const ADMIN = as('marcoColombo');

describe('notifications: written in the transaction of their event, in the language of each recipient', () => {
  let server: TestServer;
  let api: Api;
  let demo: DemoUsers;

  beforeAll(async () => {
    server = await startTestServer();
    api = createApi(server);
    demo = await seedAccounts(server);
  });
  afterAll(() => server.stop());

  /** The messages about one record, by kind, as "kind → address" lines. */
  const messagesAbout = async (recordId: string) => {
    const rows = await server.app.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.recordId, recordId))
      .orderBy(asc(notificationOutbox.id));
    return rows;
  };
  const addressesOf = async (recordId: string, kind: string) =>
    (await messagesAbout(recordId))
      .filter((row) => row.kind === kind)
      .map((row) => row.recipient)
      .sort();

  const pendingRequest = async (studyTitle = 'Studio sul cuore'): Promise<Request> => {
    const sent = await sendRequest(api, MARIO, await draftRequest(api, MARIO, { studyTitle }));
    await server.app.protocolJob.run();
    return api.ok('request.get', { id: sent._id }, SEG);
  };

  it('given a draft, when the applicant sends it, then the applicant and the secretariat are told, and the protocol job tells the applicant of the registration', async () => {
    const request = await pendingRequest();
    expect(await addressesOf(request._id, 'request.sent')).toEqual([
      'giulia.bianchi@comitato-etico.example',
      'laura.ricci@comitato-etico.example',
      'mario.rossi@farmaceutica-alfa.example',
    ]);
    const [registered, ...others] = (await messagesAbout(request._id)).filter(
      (row) => row.kind === 'request.registered',
    );
    expect(others).toEqual([]);
    expect(registered).toMatchObject({
      recipient: 'mario.rossi@farmaceutica-alfa.example',
      status: 'PENDING',
      language: 'it',
      subject: `[Portale CET] Richiesta ${request.identifier} protocollata`,
      link: `/showRequest/${request._id}`,
    });
    expect(registered?.body).toContain('Gentile «Mario Rossi»,');
    expect(registered?.body).toContain(
      `La richiesta n. ${request.identifier} «Studio sul cuore» è stata protocollata ed è in attesa di valutazione.`,
    );
  });

  it('when SEG asks for an integration, the applicant and the company’s other applicant get the comment and the due date, each in their language', async () => {
    await api.ok('notification.setPreferences', { language: 'en' }, LUIGI);
    const request = await pendingRequest('Studio da integrare');
    await api.ok(
      'request.decide',
      { _id: request._id, updated: request.updated, state: 'TO_INTEGRATE', comment: 'Manca il consenso' },
      SEG,
    );
    const asked = (await messagesAbout(request._id)).filter((row) => row.kind === 'request.integrationAsked');
    expect(asked.map((row) => [row.recipient, row.language])).toEqual([
      ['luigi.verdi@farmaceutica-alfa.example', 'en'],
      ['mario.rossi@farmaceutica-alfa.example', 'it'],
    ]);
    const [english, italian] = asked;
    expect(english?.subject).toBe(`[CET Portal] Integration asked for request ${request.identifier}`);
    expect(english?.body).toContain('The secretariat wrote:\n> Manca il consenso\n');
    expect(italian?.body).toContain('La segreteria ha scritto:\n> Manca il consenso\n');
    // The contract's calendar days in Rome: 180 × 24 hours would cross a change of summer time.
    const due = daysAfter(new Date(), 180);
    const dueText = due.toLocaleDateString('it-IT', {
      timeZone: 'Europe/Rome',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(italian?.body).toContain(`L'integrazione va inviata entro il ${dueText}.`);
    await api.ok('notification.setPreferences', { language: 'it' }, LUIGI);

    const integrating = await api.ok('request.get', { id: request._id }, MARIO);
    await sendRequest(api, MARIO, integrating);
    expect(await addressesOf(request._id, 'request.integrationReceived')).toEqual([
      'giulia.bianchi@comitato-etico.example',
      'laura.ricci@comitato-etico.example',
    ]);
  });

  it('a refused event writes no message: the outbox rolls back with it', async () => {
    const request = await pendingRequest('Decisione rifiutata');
    const before = await fingerprint(server);
    const outboxBefore = (await messagesAbout(request._id)).length;
    const refused = await api.call(
      'request.decide',
      { _id: request._id, updated: '2020-01-01T00:00:00.000Z', state: 'REJECTED' },
      SEG,
    );
    expect(refused.status).toBe(409);
    expect(await fingerprint(server)).toEqual(before);
    expect(await messagesAbout(request._id)).toHaveLength(outboxBefore);
  });

  it('a user who turned a message off does not get it; the required ones cannot be turned off', async () => {
    const refused = await api.call(
      'notification.setPreferences',
      { notificationsOff: ['request.sent', 'request.forwarded'] },
      MARIO,
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain(
      'Le comunicazioni obbligatorie (integrazione richiesta, decisioni) non si possono disattivare',
    );
    const saved = await api.ok('notification.setPreferences', { notificationsOff: ['request.sent'] }, MARIO);
    expect(saved).toEqual({
      email: 'mario.rossi@farmaceutica-alfa.example',
      language: 'it',
      notificationsOff: ['request.sent'],
    });
    const request = await pendingRequest('Senza avviso di invio');
    expect(await addressesOf(request._id, 'request.sent')).toEqual([
      'giulia.bianchi@comitato-etico.example',
      'laura.ricci@comitato-etico.example',
    ]);
    await api.ok('request.decide', { _id: request._id, updated: request.updated, state: 'SUBMITTED' }, SEG);
    expect(await addressesOf(request._id, 'request.forwarded')).toEqual([
      'mario.rossi@farmaceutica-alfa.example',
    ]);
    await api.ok('notification.setPreferences', { notificationsOff: [] }, MARIO);
  });

  it('a meeting tells the committee when created, opened and closed, and each rapporteur of the requests assigned', async () => {
    const request = await pendingRequest('Studio in riunione');
    const forwarded = await api.ok(
      'request.decide',
      { _id: request._id, updated: request.updated, state: 'SUBMITTED' },
      SEG,
    );
    const meeting = await api.ok(
      'conference.create',
      {
        subject: 'Seduta di marzo',
        agenda: 'Richieste inoltrate',
        startDate: '2026-03-10T09:00:00.000Z',
        requestsUsers: [{ request: forwarded._id, user: demo.ids.saraGialli }],
      },
      SEG,
    );
    const committee = [
      'anna.ferrari@comitato-etico.example',
      'laura.ricci@comitato-etico.example',
      'paolo.neri@comitato-etico.example',
      'sara.gialli@comitato-etico.example',
    ];
    expect(await addressesOf(meeting._id, 'meeting.created')).toEqual(committee);
    const [assigned, ...again] = (await messagesAbout(meeting._id)).filter(
      (row) => row.kind === 'meeting.rapporteurAssigned',
    );
    expect(again).toEqual([]);
    expect(assigned?.recipient).toBe('sara.gialli@comitato-etico.example');
    expect(assigned?.body).toContain(`- n. ${request.identifier}: «Studio in riunione»`);
    expect(assigned?.link).toBe(`/showConference/${meeting._id}`);

    const opened = await api.ok(
      'conference.update',
      { _id: meeting._id, updated: meeting.updated, openDate: new Date().toISOString() },
      PRE,
    );
    expect(await addressesOf(meeting._id, 'meeting.opened')).toEqual(committee);
    await api.ok(
      'conference.update',
      {
        _id: meeting._id,
        updated: opened.updated,
        closeDate: new Date().toISOString(),
        outcomes: [{ request: forwarded._id, outcome: 'postponed' }],
      },
      PRE,
    );
    expect(await addressesOf(meeting._id, 'meeting.closed')).toEqual(committee);
  });

  it('the deadline messages go to the applicants, and the lapse to the secretariat too', async () => {
    const request = await pendingRequest('Termine in scadenza');
    const dueDate = new Date('2027-05-20T10:00:00.000Z');
    const db = server.app.database.db;
    await db.transaction(async (tx) => {
      await enqueueNotification(tx, { kind: 'deadline.reminder30', requestId: request._id, dueDate });
      await enqueueNotification(tx, { kind: 'deadline.reminder7', requestId: request._id, dueDate });
      await enqueueNotification(tx, { kind: 'deadline.lapsed', requestId: request._id, dueDate });
    });
    const applicants = ['luigi.verdi@farmaceutica-alfa.example', 'mario.rossi@farmaceutica-alfa.example'];
    expect(await addressesOf(request._id, 'deadline.reminder30')).toEqual(applicants);
    expect(await addressesOf(request._id, 'deadline.reminder7')).toEqual(applicants);
    expect(await addressesOf(request._id, 'deadline.lapsed')).toEqual([
      'giulia.bianchi@comitato-etico.example',
      'laura.ricci@comitato-etico.example',
      ...applicants,
    ]);
    const [reminder] = (await messagesAbout(request._id)).filter((row) => row.kind === 'deadline.reminder7');
    expect(reminder?.subject).toBe(
      `[Portale CET] Mancano 7 giorni per integrare la richiesta ${request.identifier}`,
    );
    expect(reminder?.body).toContain('va inviata entro il 20/05/2027: mancano 7 giorni.');
  });

  describe("ADMIN's outbox ('Posta inviata')", () => {
    it('a user without an address gets a FAILED message ADMIN can resend once the address is added', async () => {
      const [luigi] = await server.app.database.db
        .select()
        .from(users)
        .where(eq(users.id, demo.ids.luigiVerdi));
      await server.app.database.db
        .update(users)
        .set({ email: null })
        .where(eq(users.id, demo.ids.luigiVerdi));
      const request = await pendingRequest('Senza indirizzo');
      await api.ok(
        'request.decide',
        { _id: request._id, updated: request.updated, state: 'TO_INTEGRATE', comment: 'Integrare' },
        SEG,
      );
      const [failed] = await server.app.database.db
        .select()
        .from(notificationOutbox)
        .where(
          and(
            eq(notificationOutbox.recordId, request._id),
            eq(notificationOutbox.userId, demo.ids.luigiVerdi),
          ),
        );
      expect(failed).toMatchObject({ recipient: null, status: 'FAILED', lastError: NO_ADDRESS_ERROR });

      const id = String(failed?.id);
      const refused = await api.call('notification.resend', { _id: id }, ADMIN);
      expect(refused.status).toBe(409);
      const user = await api.ok('user.get', { id: demo.ids.luigiVerdi }, ADMIN);
      const edited = await api.ok(
        'user.update',
        { _id: user._id, updated: user.updated, email: ' Luigi.Verdi@Alfa.example ' },
        ADMIN,
      );
      expect(edited.email).toBe('luigi.verdi@alfa.example');
      const resent = await api.ok('notification.resend', { _id: id }, ADMIN);
      expect(resent).toMatchObject({ recipient: 'luigi.verdi@alfa.example', status: 'PENDING', attempts: 0 });
      expect((await api.call('notification.resend', { _id: id }, ADMIN)).status).toBe(409);
      await server.app.database.db
        .update(users)
        .set({ email: luigi?.email ?? null })
        .where(eq(users.id, demo.ids.luigiVerdi));
    });

    it('ADMIN searches by address, name or subject and by status; no other role reads the outbox', async () => {
      const byName = await api.ok('notification.find', { query: { text: 'sara gialli' } }, ADMIN);
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.result.every((message) => message.user.fullname === 'Sara Gialli')).toBe(true);
      const pending = await api.ok('notification.find', { query: { status: 'PENDING' }, take: 50 }, ADMIN);
      expect(pending.result.every((message) => message.status === 'PENDING')).toBe(true);
      const bySubject = await api.ok('notification.find', { query: { text: 'Riunione aperta' } }, ADMIN);
      expect(bySubject.result.map((message) => message.subject)).toEqual(
        Array(4).fill('[Portale CET] Riunione aperta: «Seduta di marzo»'),
      );
      expect((await api.call('notification.find', {}, SEG)).status).toBe(403);
    });

    it("the organisation's sign-in keeps a user's address current through the token's email claim", async () => {
      const fiscalCode = as('saraGialli').fiscalCode as string;
      const signedIn = () => api.ok('user.me', {}, { fiscalCode, role: 'CET' });
      const withClaim = async (email: string) =>
        api.ok('user.me', {}, { token: await api.token(fiscalCode, { email }), role: 'CET' });
      expect((await signedIn()).email).toBe('sara.gialli@comitato-etico.example');
      expect((await withClaim('Sara.Gialli@Regione.example')).email).toBe('sara.gialli@regione.example');
      expect((await signedIn()).email).toBe('sara.gialli@regione.example');
      expect((await withClaim('non-un-indirizzo')).email).toBe('sara.gialli@regione.example');
      const [user] = await server.app.database.db
        .select()
        .from(users)
        .where(eq(users.id, demo.ids.saraGialli));
      expect(user?.email).toBe('sara.gialli@regione.example');
      await withClaim('sara.gialli@comitato-etico.example');
    });

    it('refuses an e-mail address that is not one, in Italian, and changes nothing', async () => {
      const user = await api.ok('user.get', { id: demo.ids.paoloNeri }, ADMIN);
      const before = await fingerprint(server);
      const result = await api.call(
        'user.update',
        { _id: user._id, updated: user.updated, email: 'paolo.neri@' },
        ADMIN,
      );
      expect(result.status).toBe(400);
      expect(result.error?.message).toContain('Indirizzo e-mail non valido');
      expect(await fingerprint(server)).toEqual(before);
    });
  });

  it("the preferences page offers each user the kinds of their roles: every message written above went to a holder of one of its kind's roles", async () => {
    const rows = await server.app.database.db.select().from(notificationOutbox);
    const people = await api.ok('user.find', { take: 50 }, ADMIN);
    const rolesOf = new Map(people.result.map((user) => [user._id, user.roles.map((role) => role.name)]));
    const strays = rows.filter(
      (row) =>
        !(rolesOf.get(row.userId) ?? []).some((role) =>
          (NOTIFICATION_KIND_ROLES[row.kind] as readonly RoleName[]).includes(role),
        ),
    );
    expect(new Set(rows.map((row) => row.kind)).size).toBeGreaterThanOrEqual(10);
    expect(strays.map((row) => `${row.kind} → ${row.recipient}`)).toEqual([]);
  });
});
