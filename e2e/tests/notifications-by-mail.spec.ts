import { type ReceivedMail, startMailPeer } from '../support/mailPeer';
import { freePort, type PortalServer, startPortalServer } from '../support/portalServer';
import { signInPage } from '../support/signIn';
import { expect, test } from '../support/test';

const MARIO = 'RSSMRA80A01H501U';
const GIULIA = 'BNCGLI85M41F205B';
const PAOLO = 'NREPLA75C12L219G';
const ANNA = 'FRRNNA70D50H501R';
const MARCO = 'CLMMRC72E10F205F';

const ADDRESS = {
  mario: 'mario.rossi@farmaceutica-alfa.example',
  luigi: 'luigi.verdi@farmaceutica-alfa.example',
  giulia: 'giulia.bianchi@comitato-etico.example',
  laura: 'laura.ricci@comitato-etico.example',
  paolo: 'paolo.neri@comitato-etico.example',
  sara: 'sara.gialli@comitato-etico.example',
  anna: 'anna.ferrari@comitato-etico.example',
};
const SECRETARIAT = [ADDRESS.giulia, ADDRESS.laura];
const COMMITTEE = [ADDRESS.anna, ADDRESS.laura, ADDRESS.paolo, ADDRESS.sara];

/** The documents the demo configuration of type A1 requires. */
const A1_DOCUMENTS = [
  'Lettera di intenti',
  'Protocollo',
  'Sinossi',
  'Consenso informato',
  'Polizza assicurativa',
  'CV dello sperimentatore',
  'Brochure dello sperimentatore',
];
const PDF = `data:application/pdf;base64,${Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64')}`;

interface Request {
  _id: string;
  identifier: number | null;
  state: string;
  updated: string;
}
interface Meeting {
  _id: string;
  updated: string;
}

/** The page an e-mail links to: the line the delivery job adds under the text. */
const linkOf = (mail: ReceivedMail) => /Apri nel portale: (\S+)/.exec(mail.text)?.[1] ?? '';

/**
 * The whole life of a request, driven through the API with real tokens, with
 * the portal's delivery job sending to a real SMTP peer on loopback. Each message must reach it
 * exactly once with the right recipient, subject and link, also across an outage of the peer; and a
 * received link, opened signed out, must land on its page after sign-in.
 */
test('every notification of a request’s life reaches a real mail server once, across an outage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const smtpPort = await freePort();
  const mail = await startMailPeer(smtpPort);
  let portal: PortalServer | undefined;
  try {
    portal = await startPortalServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Portale CET <portale@comitato-etico.example>',
      // Short intervals and backoff, so that the outage and its retries last seconds, not hours.
      NOTIFICATION_JOB_INTERVAL_MS: '250',
      NOTIFICATION_RETRY_BASE_MS: '200',
      PROTOCOL_JOB_INTERVAL_MS: '500',
    });
    const server = portal;
    const [mario = '', giulia = '', paolo = '', anna = '', marco = ''] = await server.tokens([
      MARIO,
      GIULIA,
      PAOLO,
      ANNA,
      MARCO,
    ]);
    const getRequest = (id: string) => server.call<Request>(giulia, 'SEG', 'GET', `/request/${id}`);
    const getMeeting = (id: string) => server.call<Meeting>(giulia, 'SEG', 'GET', `/conference/${id}`);
    const untilState = (id: string, state: string) =>
      expect
        .poll(async () => (await getRequest(id)).state, { timeout: 15_000, intervals: [250] })
        .toBe(state);

    // What the peer must hold about this request and its meeting: "address | subject | link".
    const expected: string[] = [];
    const links: string[] = [];
    const expect_ = (addresses: readonly string[], subject: string, link: string) =>
      expected.push(...addresses.map((address) => `${address} | [Portale CET] ${subject} | ${link}`));
    const inbox = () =>
      mail.received
        .filter((message) => links.some((link) => linkOf(message) === link))
        .flatMap((message) => message.to.map((to) => `${to} | ${message.subject} | ${linkOf(message)}`))
        .sort();
    const inboxIsExpected = () =>
      expect.poll(inbox, { timeout: 20_000, intervals: [250] }).toEqual([...expected].sort());

    // Sent (applicant; secretariat), then registered with its protocol (applicant).
    const documents = [];
    for (const type of A1_DOCUMENTS) {
      const uploaded = await server.call<{ _id: string }>(mario, 'RIC', 'PUT', '/document', {
        file: PDF,
        name: `${type}.pdf`,
        type,
      });
      documents.push({ _id: uploaded._id, type });
    }
    const draft = await server.call<Request>(mario, 'RIC', 'PUT', '/request', {
      type: 'A1',
      subject: 'Studio di fase III su pazienti con scompenso cardiaco',
      description: 'Valutazione di efficacia e sicurezza del farmaco sperimentale',
      promoterName: 'Farmaceutica Alfa S.p.A.',
      promoterVat: '01234567897',
      promoterAddress: 'Via Roma 1',
      promoterCity: 'Milano',
      promoterProvince: 'MI',
      promoterCountry: 'IT',
      promoterPostalCode: '20121',
      promoterTel: '+39 02 1234567',
      promoterEmail: 'studi@alfa.example',
      promoterLegalName: 'Anna',
      promoterLegalSurname: 'Conti',
      studyTitle: 'Cuore sano: studio della posta',
      principalInvestigator: 'Dott.ssa Elena Galli',
      documents,
    });
    const sent = await server.call<Request>(mario, 'RIC', 'POST', '/request/send', {
      _id: draft._id,
      updated: draft.updated,
    });
    const number = sent.identifier;
    const requestLink = `${server.url}/showRequest/${sent._id}`;
    links.push(requestLink);
    expect_([ADDRESS.mario, ...SECRETARIAT], `Richiesta ${number} inviata`, requestLink);
    await untilState(sent._id, 'PENDING');
    expect_([ADDRESS.mario], `Richiesta ${number} protocollata`, requestLink);
    await inboxIsExpected();

    // Integration asked: the applicant and the company's other applicant, with comment and due date.
    const pending = await getRequest(sent._id);
    await server.call(giulia, 'SEG', 'POST', '/request/decide', {
      _id: pending._id,
      updated: pending.updated,
      state: 'TO_INTEGRATE',
      comment: 'Manca il consenso informato firmato',
    });
    expect_([ADDRESS.mario, ADDRESS.luigi], `Integrazione richiesta per la richiesta ${number}`, requestLink);
    await inboxIsExpected();
    const asked = mail.received.find(
      (message) => message.to.includes(ADDRESS.mario) && message.subject.includes('Integrazione richiesta'),
    );
    expect(asked?.text).toContain('La segreteria ha scritto:\n> Manca il consenso informato firmato');
    expect(asked?.text).toMatch(/L'integrazione va inviata entro il \d{2}\/\d{2}\/\d{4}\./);
    expect(asked?.text).toContain('Questa comunicazione è obbligatoria e non si può disattivare.');

    // The peer goes down: integration received, registered again and forwarded are held and retried.
    await mail.stop();
    const received = mail.received.length;
    const toIntegrate = await server.call<Request>(mario, 'RIC', 'GET', `/request/${sent._id}`);
    await server.call(mario, 'RIC', 'POST', '/request/send', {
      _id: toIntegrate._id,
      updated: toIntegrate.updated,
    });
    expect_(SECRETARIAT, `Integrazione ricevuta per la richiesta ${number}`, requestLink);
    await untilState(sent._id, 'PENDING');
    expect_([ADDRESS.mario], `Richiesta ${number} protocollata`, requestLink);
    const integrated = await getRequest(sent._id);
    await server.call(giulia, 'SEG', 'POST', '/request/decide', {
      _id: integrated._id,
      updated: integrated.updated,
      state: 'SUBMITTED',
    });
    expect_([ADDRESS.mario], `Richiesta ${number} inoltrata al Comitato`, requestLink);
    const held = async () =>
      (
        await server.call<{
          result: { link: string; status: string; attempts: number; lastError: string }[];
        }>(marco, 'ADMIN', 'POST', '/notification/find', { query: { status: 'PENDING' }, take: 50 })
      ).result.filter((message) => message.link === `/showRequest/${sent._id}`);
    // Four messages held, each refused at least twice (so retried), none given up.
    await expect
      .poll(
        async () => (await held()).filter((message) => message.attempts >= 2 && message.lastError).length,
        { timeout: 15_000, intervals: [250] },
      )
      .toBe(4);
    expect(mail.received).toHaveLength(received);
    await mail.start();
    await inboxIsExpected();

    // A meeting with its rapporteur, opened, the decision, the minutes, closed.
    const me = await server.call<{ _id: string }>(paolo, 'CET', 'GET', '/user');
    const subject = 'Seduta della posta';
    const created = await server.call<Meeting>(giulia, 'SEG', 'PUT', '/conference', {
      subject,
      agenda: 'Esame delle richieste inoltrate',
      startDate: new Date().toISOString(),
      requestsUsers: [{ request: sent._id, user: me._id }],
    });
    const meetingLink = `${server.url}/showConference/${created._id}`;
    links.push(meetingLink);
    expect_(COMMITTEE, `Nuova riunione: «${subject}»`, meetingLink);
    expect_([ADDRESS.paolo], `Sei relatore nella riunione «${subject}»`, meetingLink);
    await server.call(anna, 'PRE', 'PATCH', '/conference', {
      _id: created._id,
      updated: created.updated,
      openDate: new Date().toISOString(),
    });
    expect_(COMMITTEE, `Riunione aperta: «${subject}»`, meetingLink);
    const forwarded = await getRequest(sent._id);
    await server.call(paolo, 'CET', 'POST', '/conference/decide', {
      _id: created._id,
      request: sent._id,
      updated: forwarded.updated,
      state: 'ACCEPTED',
    });
    expect_([ADDRESS.mario], `Richiesta ${number} accettata`, requestLink);
    const minutes = await server.call<{ _id: string }>(giulia, 'SEG', 'PUT', '/document', {
      file: PDF,
      name: 'verbale.pdf',
    });
    await server.call(giulia, 'SEG', 'PATCH', '/conference', {
      _id: created._id,
      updated: (await getMeeting(created._id)).updated,
      conferenceDocument: minutes._id,
    });
    expect_(COMMITTEE, `Verbale caricato: «${subject}»`, meetingLink);
    await server.call(anna, 'PRE', 'PATCH', '/conference', {
      _id: created._id,
      updated: (await getMeeting(created._id)).updated,
      closeDate: new Date().toISOString(),
    });
    expect_(COMMITTEE, `Riunione chiusa: «${subject}»`, meetingLink);
    await inboxIsExpected();

    // Nothing more can arrive: the outbox holds no message, none given up; and none was taken twice.
    await expect.poll(() => server.outbox()).toEqual({ pending: 0, failed: 0 });
    expect(inbox()).toEqual([...expected].sort());
    const ids = mail.received.map((message) => message.messageId);
    expect(new Set(ids).size).toBe(ids.length);

    // The applicant opens the decision's link signed out: after sign-in it is the request's page.
    const decision = mail.received.find((message) =>
      message.subject.endsWith(`Richiesta ${number} accettata`),
    );
    page.on('dialog', (alert) => alert.accept());
    await page.goto(linkOf(decision as ReceivedMail));
    await page.getByRole('link', { name: "Accedi all'area personale" }).click();
    await expect(signInPage(page)).toBeVisible();
    await page.getByRole('button', { name: /^Mario Rossi\b/ }).click();
    await expect(page).toHaveURL(requestLink);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Cuore sano: studio della posta').first()).toBeVisible();
  } finally {
    await portal?.stop();
    await mail.stop();
  }
});
