import {
  formatDate,
  formatDateDashed,
  isRequiredNotification,
  type NotificationKind,
  type NotificationLanguage,
  PREFERENCES_PATH,
} from '@cet-portal/api-client/contract';
import {
  isRegistrationEvent,
  isRequestEvent,
  type MeetingEvent,
  type NotificationEvent,
  type RegistrationEvent,
  type RequestEvent,
} from './events';
import { oneLine, quoted, quotedBlock } from './userText';

/** What a request's messages say about it. */
export interface RequestFacts {
  identifier: number | null;
  studyTitle: string;
}

/** What a meeting's messages say about it, with the requests the message concerns. */
export interface MeetingFacts {
  subject: string;
  startDate: Date;
  requests: RequestFacts[];
}

/** The closed meeting in which the committee took the decision a message tells. */
export interface DecidingMeetingFacts {
  subject: string;
  startDate: Date;
  closeDate: Date;
  /** Whether the president uploaded the signed minutes before closing. */
  minutesSigned: boolean;
}

/** What a registration's messages say: who asks, for which company (as the person named it). */
export interface RegistrationFacts {
  fullname: string;
  fiscalCode: string;
  companyName: string;
  companyVat: string;
  /** Whether the person proposed the company as a new one. */
  proposed: boolean;
}

export interface RenderedMessage {
  subject: string;
  body: string;
}

/**
 * Every text a person typed goes through `userText.ts`: a title, subject or name as one line between
 * « and » (`quoted`), a comment as a block of `> ` lines after the line naming its writer
 * (`quotedBlock`). Nothing typed can add a line, a paragraph or a link of its own to a message.
 */
interface Words {
  greeting: (name: string) => string;
  request: (facts: RequestFacts) => string;
  requestLine: (facts: RequestFacts) => string;
  /** The meeting without an article: 'riunione «X» del 02/03/2026'. */
  meeting: (facts: MeetingFacts) => string;
  /** The line before a comment: who wrote it. */
  commentBy: (author: IntegrationAuthor) => string;
  /** Where and when a committee's decision became final, dates as dd-MM-yyyy; then the signed minutes. */
  decidedIn: (meeting: DecidingMeetingFacts) => string[];
  subjectPrefix: string;
}

type IntegrationAuthor = Extract<NotificationEvent, { kind: 'request.integrationAsked' }>['author'];

type DecidedIn = DecidingMeetingFacts | undefined;

/** A request's title, quoted; the portal's own words when it has none. */
const titleOf = (studyTitle: string, untitled: string) =>
  oneLine(studyTitle) === '' ? untitled : quoted(studyTitle);

const WORDS: Record<NotificationLanguage, Words> = {
  it: {
    greeting: (name) => `Gentile ${quoted(name)},`,
    request: ({ identifier, studyTitle }) =>
      `${identifier === null ? 'la richiesta' : `la richiesta n. ${identifier}`} ${titleOf(studyTitle, 'senza titolo')}`,
    requestLine: ({ identifier, studyTitle }) =>
      `- ${identifier === null ? 'Non assegnato' : `n. ${identifier}`}: ${titleOf(studyTitle, 'senza titolo')}`,
    meeting: ({ subject, startDate }) => `riunione ${quoted(subject)} del ${formatDate(startDate)}`,
    commentBy: (author) =>
      author === 'committee' ? 'Il Comitato Etico ha scritto:' : 'La segreteria ha scritto:',
    decidedIn: ({ subject, startDate, closeDate, minutesSigned }) => [
      `La decisione è stata presa dal Comitato Etico nella riunione ${quoted(subject)} del ${formatDateDashed(startDate)}, chiusa il ${formatDateDashed(closeDate)}.`,
      ...(minutesSigned
        ? ['Il verbale della riunione, firmato dal Presidente, è agli atti del Comitato.']
        : []),
    ],
    subjectPrefix: 'Portale CET',
  },
  en: {
    greeting: (name) => `Dear ${quoted(name)},`,
    request: ({ identifier, studyTitle }) =>
      `${identifier === null ? 'the request' : `request no. ${identifier}`} ${titleOf(studyTitle, 'untitled')}`,
    requestLine: ({ identifier, studyTitle }) =>
      `- ${identifier === null ? 'Not assigned' : `no. ${identifier}`}: ${titleOf(studyTitle, 'untitled')}`,
    meeting: ({ subject, startDate }) => `meeting ${quoted(subject)} of ${formatDate(startDate)}`,
    commentBy: (author) =>
      author === 'committee' ? 'The Ethics Committee wrote:' : 'The secretariat wrote:',
    decidedIn: ({ subject, startDate, closeDate, minutesSigned }) => [
      `The decision was taken by the Ethics Committee in the meeting ${quoted(subject)} of ${formatDateDashed(startDate)}, closed on ${formatDateDashed(closeDate)}.`,
      ...(minutesSigned
        ? ['The minutes of the meeting, signed by the President, are on file with the Committee.']
        : []),
    ],
    subjectPrefix: 'CET Portal',
  },
};

interface Text {
  subject: string;
  lines: string[];
}

type RequestText = (event: RequestEvent, request: RequestFacts, words: Words, decidedIn: DecidedIn) => Text;
type MeetingText = (event: MeetingEvent, meeting: MeetingFacts, words: Words) => Text;
type RegistrationText = (event: RegistrationEvent, registration: RegistrationFacts) => Text;

interface Templates {
  request: Record<RequestEvent['kind'], RequestText>;
  meeting: Record<MeetingEvent['kind'], MeetingText>;
  registration: Record<RegistrationEvent['kind'], RegistrationText>;
}

/** The secretariat's reason for a refusal, set apart as a quoted block like any typed comment. */
const reasonLines = (event: RegistrationEvent, intro: string) =>
  event.kind === 'registration.refused' ? [intro, ...quotedBlock(event.reason)] : [];

const numberOf = ({ identifier }: RequestFacts) => (identifier === null ? '' : ` ${identifier}`);
const dueDateOf = (event: RequestEvent) =>
  'dueDate' in event && event.dueDate ? formatDate(event.dueDate) : '';
/** The line giving the integration's due date, when the round has one. */
const dueLines = (event: RequestEvent, line: (dueDate: string) => string) =>
  'dueDate' in event && event.dueDate ? [line(formatDate(event.dueDate))] : [];
/** The comment sent with an integration, set apart after the line naming who wrote it. */
const commentLines = (event: RequestEvent, words: Words) =>
  event.kind === 'request.integrationAsked'
    ? [words.commentBy(event.author), ...quotedBlock(event.comment)]
    : [];
/** The meeting of a committee's decision; the secretariat decides outside meetings. */
const decisionLines = (decidedIn: DecidedIn, words: Words) => (decidedIn ? words.decidedIn(decidedIn) : []);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const ITALIAN: Templates = {
  request: {
    'request.sent': (_event, request, words) => ({
      subject: `Richiesta${numberOf(request)} inviata`,
      lines: [
        `${capital(words.request(request))} è stata inviata al Comitato Etico ed è in attesa di protocollo.`,
      ],
    }),
    'request.registered': (_event, request, words) => ({
      subject: `Richiesta${numberOf(request)} protocollata`,
      lines: [`${capital(words.request(request))} è stata protocollata ed è in attesa di valutazione.`],
    }),
    'request.integrationAsked': (event, request, words, decidedIn) => ({
      subject: `Integrazione richiesta per la richiesta${numberOf(request)}`,
      lines: [
        `il Comitato Etico chiede un'integrazione per ${words.request(request)}.`,
        ...decisionLines(decidedIn, words),
        ...commentLines(event, words),
        ...dueLines(event, (due) => `L'integrazione va inviata entro il ${due}.`),
      ],
    }),
    'request.integrationReceived': (_event, request, words) => ({
      subject: `Integrazione ricevuta per la richiesta${numberOf(request)}`,
      lines: [`il richiedente ha inviato l'integrazione per ${words.request(request)}.`],
    }),
    'request.forwarded': (_event, request, words) => ({
      subject: `Richiesta${numberOf(request)} inoltrata al Comitato`,
      lines: [
        `${capital(words.request(request))} ha i requisiti formali ed è stata inoltrata al Comitato Etico.`,
      ],
    }),
    'request.rejected': (_event, request, words) => ({
      subject: `Richiesta${numberOf(request)} rifiutata`,
      lines: [`${capital(words.request(request))} è stata rifiutata dalla segreteria perché non conforme.`],
    }),
    'request.accepted': (_event, request, words, decidedIn) => ({
      subject: `Richiesta${numberOf(request)} accettata`,
      lines: [
        `il Comitato Etico ha accettato ${words.request(request)}.`,
        ...decisionLines(decidedIn, words),
      ],
    }),
    'request.rejectedByCommittee': (_event, request, words, decidedIn) => ({
      subject: `Richiesta${numberOf(request)} rifiutata dal Comitato`,
      lines: [
        `il Comitato Etico ha rifiutato ${words.request(request)}.`,
        ...decisionLines(decidedIn, words),
      ],
    }),
    'deadline.reminder30': (event, request, words) => ({
      subject: `Mancano 30 giorni per integrare la richiesta${numberOf(request)}`,
      lines: [
        `l'integrazione di ${words.request(request)} va inviata entro il ${dueDateOf(event)}: mancano 30 giorni.`,
      ],
    }),
    'deadline.reminder7': (event, request, words) => ({
      subject: `Mancano 7 giorni per integrare la richiesta${numberOf(request)}`,
      lines: [
        `l'integrazione di ${words.request(request)} va inviata entro il ${dueDateOf(event)}: mancano 7 giorni.`,
      ],
    }),
    'deadline.lapsed': (event, request, words) => ({
      subject: `Termine scaduto per la richiesta${numberOf(request)}`,
      lines: [
        `il termine per integrare ${words.request(request)} è scaduto il ${dueDateOf(event)}. La segreteria deciderà come procedere.`,
      ],
    }),
  },
  meeting: {
    'meeting.created': (_event, meeting, words) => ({
      subject: `Nuova riunione: ${quoted(meeting.subject)}`,
      lines: [
        `è stata convocata la ${words.meeting(meeting)}. Richieste da esaminare:`,
        ...meeting.requests.map(words.requestLine),
      ],
    }),
    'meeting.rapporteurAssigned': (_event, meeting, words) => ({
      subject: `Sei relatore nella riunione ${quoted(meeting.subject)}`,
      lines: [
        `sei relatore nella ${words.meeting(meeting)} per:`,
        ...meeting.requests.map(words.requestLine),
      ],
    }),
    'meeting.opened': (_event, meeting, words) => ({
      subject: `Riunione aperta: ${quoted(meeting.subject)}`,
      lines: [`la ${words.meeting(meeting)} è stata aperta.`],
    }),
    'meeting.closed': (_event, meeting, words) => ({
      subject: `Riunione chiusa: ${quoted(meeting.subject)}`,
      lines: [`la ${words.meeting(meeting)} è stata chiusa.`],
    }),
    'meeting.minutesUploaded': (_event, meeting, words) => ({
      subject: `Verbale caricato: ${quoted(meeting.subject)}`,
      lines: [`è stato caricato il verbale della ${words.meeting(meeting)}.`],
    }),
  },
  registration: {
    'registration.submitted': (_event, registration) => ({
      subject: `Nuova registrazione: ${quoted(registration.fullname)}`,
      lines: [
        `${quoted(registration.fullname)} (codice fiscale ${quoted(registration.fiscalCode)}) chiede di registrarsi come richiedente per ${registration.proposed ? 'il nuovo ente proposto' : "l'ente"} ${quoted(registration.companyName)} (partita IVA ${quoted(registration.companyVat)}).`,
        'La registrazione attende la conferma della segreteria in «Richieste di registrazione».',
      ],
    }),
    'registration.confirmed': (_event, registration) => ({
      subject: 'Registrazione confermata',
      lines: [
        `la tua registrazione come richiedente per l'ente ${quoted(registration.companyName)} è stata confermata: ora puoi inviare le richieste al Comitato Etico.`,
      ],
    }),
    'registration.refused': (event, registration) => ({
      subject: 'Registrazione rifiutata',
      lines: [
        `la tua registrazione come richiedente per l'ente ${quoted(registration.companyName)} è stata rifiutata dalla segreteria.`,
        ...reasonLines(event, 'La segreteria ha scritto:'),
        'Puoi correggerla e inviarla di nuovo dal portale.',
      ],
    }),
  },
};

const ENGLISH: Templates = {
  request: {
    'request.sent': (_event, request, words) => ({
      subject: `Request${numberOf(request)} sent`,
      lines: [
        `${capital(words.request(request))} was sent to the Ethics Committee and waits for its protocol number.`,
      ],
    }),
    'request.registered': (_event, request, words) => ({
      subject: `Request${numberOf(request)} registered`,
      lines: [`${capital(words.request(request))} was registered and waits for evaluation.`],
    }),
    'request.integrationAsked': (event, request, words, decidedIn) => ({
      subject: `Integration asked for request${numberOf(request)}`,
      lines: [
        `the Ethics Committee asks for an integration of ${words.request(request)}.`,
        ...decisionLines(decidedIn, words),
        ...commentLines(event, words),
        ...dueLines(event, (due) => `Please send the integration by ${due}.`),
      ],
    }),
    'request.integrationReceived': (_event, request, words) => ({
      subject: `Integration received for request${numberOf(request)}`,
      lines: [`the applicant sent the integration of ${words.request(request)}.`],
    }),
    'request.forwarded': (_event, request, words) => ({
      subject: `Request${numberOf(request)} forwarded to the Committee`,
      lines: [
        `${capital(words.request(request))} meets the formal requirements and was forwarded to the Ethics Committee.`,
      ],
    }),
    'request.rejected': (_event, request, words) => ({
      subject: `Request${numberOf(request)} rejected`,
      lines: [`${capital(words.request(request))} was rejected by the secretariat as non-compliant.`],
    }),
    'request.accepted': (_event, request, words, decidedIn) => ({
      subject: `Request${numberOf(request)} accepted`,
      lines: [`the Ethics Committee accepted ${words.request(request)}.`, ...decisionLines(decidedIn, words)],
    }),
    'request.rejectedByCommittee': (_event, request, words, decidedIn) => ({
      subject: `Request${numberOf(request)} rejected by the Committee`,
      lines: [`the Ethics Committee rejected ${words.request(request)}.`, ...decisionLines(decidedIn, words)],
    }),
    'deadline.reminder30': (event, request, words) => ({
      subject: `30 days left to integrate request${numberOf(request)}`,
      lines: [`the integration of ${words.request(request)} is due by ${dueDateOf(event)}: 30 days left.`],
    }),
    'deadline.reminder7': (event, request, words) => ({
      subject: `7 days left to integrate request${numberOf(request)}`,
      lines: [`the integration of ${words.request(request)} is due by ${dueDateOf(event)}: 7 days left.`],
    }),
    'deadline.lapsed': (event, request, words) => ({
      subject: `Deadline passed for request${numberOf(request)}`,
      lines: [
        `the deadline to integrate ${words.request(request)} passed on ${dueDateOf(event)}. The secretariat will decide what follows.`,
      ],
    }),
  },
  meeting: {
    'meeting.created': (_event, meeting, words) => ({
      subject: `New meeting: ${quoted(meeting.subject)}`,
      lines: [
        `the ${words.meeting(meeting)} was called. Requests to examine:`,
        ...meeting.requests.map(words.requestLine),
      ],
    }),
    'meeting.rapporteurAssigned': (_event, meeting, words) => ({
      subject: `You are rapporteur in the meeting ${quoted(meeting.subject)}`,
      lines: [
        `you are rapporteur in the ${words.meeting(meeting)} for:`,
        ...meeting.requests.map(words.requestLine),
      ],
    }),
    'meeting.opened': (_event, meeting, words) => ({
      subject: `Meeting opened: ${quoted(meeting.subject)}`,
      lines: [`the ${words.meeting(meeting)} was opened.`],
    }),
    'meeting.closed': (_event, meeting, words) => ({
      subject: `Meeting closed: ${quoted(meeting.subject)}`,
      lines: [`the ${words.meeting(meeting)} was closed.`],
    }),
    'meeting.minutesUploaded': (_event, meeting, words) => ({
      subject: `Minutes uploaded: ${quoted(meeting.subject)}`,
      lines: [`the minutes of the ${words.meeting(meeting)} were uploaded.`],
    }),
  },
  registration: {
    'registration.submitted': (_event, registration) => ({
      subject: `New registration: ${quoted(registration.fullname)}`,
      lines: [
        `${quoted(registration.fullname)} (fiscal code ${quoted(registration.fiscalCode)}) asks to register as an applicant for ${registration.proposed ? 'the newly proposed company' : 'the company'} ${quoted(registration.companyName)} (VAT number ${quoted(registration.companyVat)}).`,
        'The registration waits for the secretariat to confirm it in «Richieste di registrazione».',
      ],
    }),
    'registration.confirmed': (_event, registration) => ({
      subject: 'Registration confirmed',
      lines: [
        `your registration as an applicant for the company ${quoted(registration.companyName)} was confirmed: you can now send requests to the Ethics Committee.`,
      ],
    }),
    'registration.refused': (event, registration) => ({
      subject: 'Registration refused',
      lines: [
        `your registration as an applicant for the company ${quoted(registration.companyName)} was refused by the secretariat.`,
        ...reasonLines(event, 'The secretariat wrote:'),
        'You can correct it and send it again from the portal.',
      ],
    }),
  },
};

const TEMPLATES: Record<NotificationLanguage, Templates> = { it: ITALIAN, en: ENGLISH };

/** A committee's decision comes with its meeting (`decidedIn`); no other request message has one. */
export type Facts =
  | { request: RequestFacts; decidedIn?: DecidingMeetingFacts }
  | { meeting: MeetingFacts }
  | { registration: RegistrationFacts };

/** Subject and body of one message, in the recipient's language; the link and the footer are added when it is sent. */
export const renderMessage = (
  event: NotificationEvent,
  facts: Facts,
  { name, language }: { name: string; language: NotificationLanguage },
): RenderedMessage => {
  const words = WORDS[language];
  const templates = TEMPLATES[language];
  let text: Text;
  if (isRequestEvent(event) && 'request' in facts && 'meetingId' in event === Boolean(facts.decidedIn))
    text = templates.request[event.kind](event, facts.request, words, facts.decidedIn);
  else if (isRegistrationEvent(event) && 'registration' in facts)
    text = templates.registration[event.kind](event, facts.registration);
  else if (!isRequestEvent(event) && !isRegistrationEvent(event) && 'meeting' in facts)
    text = templates.meeting[event.kind](event, facts.meeting, words);
  else throw new Error(`Dati non adatti alla notifica ${event.kind}`);
  return {
    subject: `[${words.subjectPrefix}] ${text.subject}`,
    body: [words.greeting(name), '', ...text.lines].join('\n'),
  };
};

const FOOTERS: Record<NotificationLanguage, { optional: (preferences: string) => string; required: string }> =
  {
    it: {
      optional: (preferences) =>
        `Per non ricevere più questi messaggi, disattivali nelle tue preferenze: ${preferences}`,
      required: 'Questa comunicazione è obbligatoria e non si può disattivare.',
    },
    en: {
      optional: (preferences) =>
        `To stop receiving these messages, turn them off in your preferences: ${preferences}`,
      required: 'This message is required and cannot be turned off.',
    },
  };

/**
 * The last line of every e-mail: how to stop a kind that can be turned off (with the link to the
 * preferences page), or that a required kind cannot be.
 */
export const footerLine = (kind: NotificationKind, language: NotificationLanguage, publicUrl: string) =>
  isRequiredNotification(kind)
    ? FOOTERS[language].required
    : FOOTERS[language].optional(`${publicUrl}${PREFERENCES_PATH}`);
