import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationLanguage,
  type Request,
} from '@cet-portal/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../src/db/schema';
import { composeMail } from '../src/jobs/notificationDelivery';
import type { NotificationEvent } from '../src/notifications/events';
import { type Facts, renderMessage } from '../src/notifications/templates';
import { type Api, createApi } from './support/api';
import { as, seedAccounts } from './support/fixtures';
import { draftRequest, sendRequest } from './support/requests';
import { startTestServer, type TestServer } from './support/testServer';

const PUBLIC_URL = 'https://cet.regione.example.it';

/** What an applicant may type as a title, a subject or a name: a paragraph, a link, a reversed name. */
const HOSTILE_LINE =
  'Studio\r\n\r\nAttenzione: il portale è cambiato.\u2028Accedi a https://evil.example/login\u202E o www.evil.example, scrivi a capo@evil.example » fine «\u0000';
/** The same through the API, which refuses U+0000 before anything else reads an envelope. */
const HOSTILE_TITLE = HOSTILE_LINE.replace('\u0000', '');
/** And as a comment, over several lines. */
const HOSTILE_COMMENT =
  'Manca il consenso.\r\n\r\nGentile utente, il portale è cambiato: https://evil.example/login\n\u202Egnp.exe e mailto:capo@evil.example';

const BREAKING = /[\p{Cc}\u2028\u2029\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

/** One event of each kind, about records whose every typed field is hostile. */
const casesOf = (kind: NotificationKind): { event: NotificationEvent; facts: Facts } => {
  const request = { identifier: 42, studyTitle: HOSTILE_LINE };
  const meeting = { subject: HOSTILE_LINE, startDate: new Date('2027-03-10T09:00:00Z'), requests: [request] };
  const dueDate = new Date('2027-05-20T10:00:00Z');
  const registration = {
    fullname: HOSTILE_LINE,
    fiscalCode: HOSTILE_LINE,
    companyName: HOSTILE_LINE,
    companyVat: HOSTILE_LINE,
    proposed: true,
  };
  const decidedIn = {
    subject: HOSTILE_LINE,
    startDate: new Date('2027-03-10T09:00:00Z'),
    closeDate: new Date('2027-03-11T16:00:00Z'),
    minutesSigned: true,
  };
  switch (kind) {
    case 'request.integrationAsked':
      return {
        event: {
          kind,
          requestId: 'r',
          comment: HOSTILE_COMMENT,
          dueDate,
          author: 'committee',
          meetingId: 'm',
        },
        facts: { request, decidedIn },
      };
    case 'request.accepted':
    case 'request.rejectedByCommittee':
      return { event: { kind, requestId: 'r', meetingId: 'm' }, facts: { request, decidedIn } };
    case 'deadline.reminder30':
    case 'deadline.reminder7':
    case 'deadline.lapsed':
      return { event: { kind, requestId: 'r', dueDate }, facts: { request } };
    case 'meeting.rapporteurAssigned':
      return {
        event: { kind, meetingId: 'm', rapporteurId: 'u', requestIds: ['r'] },
        facts: { meeting },
      };
    case 'meeting.created':
    case 'meeting.opened':
    case 'meeting.closed':
    case 'meeting.minutesUploaded':
      return { event: { kind, meetingId: 'm' }, facts: { meeting } };
    case 'registration.submitted':
    case 'registration.confirmed':
      return { event: { kind, registrationId: 'g' }, facts: { registration } };
    case 'registration.refused':
      return { event: { kind, registrationId: 'g', reason: HOSTILE_COMMENT }, facts: { registration } };
    default:
      return { event: { kind, requestId: 'r' }, facts: { request } };
  }
};

/**
 * What must hold of every message, whatever was typed: a one-line subject; no control, invisible or
 * direction-changing character; the hostile words never at the start of a line of their own (only
 * inside «…» or a `> ` quoted line); no address but the portal's.
 */
const expectContained = (subject: string, text: string) => {
  expect(subject).not.toMatch(BREAKING);
  expect(text.replaceAll('\n', '')).not.toMatch(BREAKING);
  for (const line of text.split('\n')) {
    if (!/il portale è cambiato|evil/.test(line)) continue;
    const inQuotes = [...line.matchAll(/«[^«»]*»/g)].some((quote) =>
      quote[0].includes('il portale è cambiato'),
    );
    expect(line.startsWith('> ') || inQuotes, `a typed text escaped its quotes: ${line}`).toBe(true);
  }
  for (const line of [subject, ...text.split('\n')].filter((line) => !line.startsWith('> '))) {
    expect(line.split('«').length, `unbalanced quotes: ${line}`).toBe(line.split('»').length);
  }
  expect(`${subject}\n${text}`).not.toContain('evil.example');
  for (const [address] of text.matchAll(/\b[a-z]+:\/\/\S+/gi)) {
    expect(address.startsWith(PUBLIC_URL), `an address the portal did not build: ${address}`).toBe(true);
  }
  expect(text).not.toMatch(/\bwww\.|[\w.-]+@[\w-]+\.[a-z]{2,}\b|mailto:/i);
};

describe('typed text in the e-mails cannot reshape them', () => {
  describe.each(['it', 'en'] as NotificationLanguage[])('in %s', (language) => {
    it.each([...NOTIFICATION_KINDS])(
      '%s: hostile titles, subjects, names and comments stay inside their quotes, without links',
      (kind) => {
        const { event, facts } = casesOf(kind);
        const message = renderMessage(event, facts, { name: HOSTILE_LINE, language });
        const mail = composeMail(
          {
            id: 1,
            kind,
            recipient: 'mario.rossi@farmaceutica-alfa.example',
            link: '/showRequest/r',
            language,
            ...message,
          },
          { from: 'portale@comitato-etico.example', publicUrl: PUBLIC_URL },
        );
        expectContained(mail.subject, mail.text);
        // The greeting names the recipient between quotes, on the message's first line.
        expect(mail.text.split('\n')[0]).toMatch(
          /^(Gentile|Dear) «Studio Attenzione: il portale è cambiato\. /,
        );
      },
    );
  });

  it('a comment is a block of quoted lines after the line saying who wrote it', () => {
    const committee = renderMessage(
      {
        kind: 'request.integrationAsked',
        requestId: 'r',
        comment: HOSTILE_COMMENT,
        dueDate: new Date('2027-05-20T10:00:00Z'),
        author: 'committee',
        meetingId: 'm',
      },
      {
        request: { identifier: 42, studyTitle: 'Studio sul cuore' },
        decidedIn: {
          subject: 'Seduta di marzo',
          startDate: new Date('2027-03-10T09:00:00Z'),
          closeDate: new Date('2027-03-11T16:00:00Z'),
          minutesSigned: false,
        },
      },
      { name: 'Mario Rossi', language: 'it' },
    );
    expect(committee.body).toBe(
      [
        'Gentile «Mario Rossi»,',
        '',
        "il Comitato Etico chiede un'integrazione per la richiesta n. 42 «Studio sul cuore».",
        'La decisione è stata presa dal Comitato Etico nella riunione «Seduta di marzo» del 10-03-2027, chiusa il 11-03-2027.',
        'Il Comitato Etico ha scritto:',
        '> Manca il consenso.',
        '>',
        '> Gentile utente, il portale è cambiato: https[:]//evil[.]example/login',
        '> gnp.exe e mailto[:]capo@evil[.]example',
        "L'integrazione va inviata entro il 20/05/2027.",
      ].join('\n'),
    );
  });
});

describe('through the real server: the secretariat’s and the applicant’s messages about a hostile request', () => {
  let server: TestServer;
  let api: Api;

  beforeAll(async () => {
    server = await startTestServer({ publicUrl: PUBLIC_URL });
    api = createApi(server);
    await seedAccounts(server);
  });
  afterAll(() => server.stop());

  const messages = (recordId: string, kind: NotificationKind) =>
    server.app.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.recordId, recordId), eq(notificationOutbox.kind, kind)));

  it("a title with line breaks stays one quoted line in 'Integrazione ricevuta', and the comment a quoted block", async () => {
    const MARIO = as('marioRossi');
    const SEG = as('giuliaBianchi');
    const sent = await sendRequest(api, MARIO, await draftRequest(api, MARIO, { studyTitle: HOSTILE_TITLE }));
    await server.app.protocolJob.run();
    const pending: Request = await api.ok('request.get', { id: sent._id }, SEG);
    await api.ok(
      'request.decide',
      { _id: pending._id, updated: pending.updated, state: 'TO_INTEGRATE', comment: HOSTILE_COMMENT },
      SEG,
    );
    await sendRequest(api, MARIO, await api.ok('request.get', { id: sent._id }, MARIO));
    const received = await messages(sent._id, 'request.integrationReceived');
    const asked = await messages(sent._id, 'request.integrationAsked');
    expect(received.length).toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThan(0);
    for (const row of [...received, ...asked, ...(await messages(sent._id, 'request.sent'))]) {
      const mail = composeMail(row, { from: 'portale@comitato-etico.example', publicUrl: PUBLIC_URL });
      expectContained(mail.subject, mail.text);
    }
    const [secretariat] = received;
    expect(secretariat?.body.split('\n').slice(2)).toEqual([
      `il richiedente ha inviato l'integrazione per la richiesta n. ${pending.identifier} «Studio Attenzione: il portale è cambiato. Accedi a https[:]//evil[.]example/login o www[.]evil[.]example, scrivi a capo@evil[.]example › fine ‹».`,
    ]);
    expect(asked[0]?.body).toContain('La segreteria ha scritto:\n> Manca il consenso.\n>\n> Gentile utente');
  });
});
