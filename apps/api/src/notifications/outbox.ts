import {
  isRequiredNotification,
  REGISTRATION_PATH,
  REGISTRATION_REQUESTS_PATH,
} from '@cet-portal/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  conferenceRequests,
  conferences,
  notificationOutbox,
  registrations,
  requests,
  users,
} from '../db/schema';
import {
  isRegistrationEvent,
  isRequestEvent,
  type MeetingEvent,
  type NotificationEvent,
  type RegistrationEvent,
  type RequestEvent,
} from './events';
import { applicantsOf, distinct, holdersOf, peopleById, type Recipient } from './recipients';
import { type DecidingMeetingFacts, type Facts, renderMessage } from './templates';

/** What ADMIN reads on a message written for someone without an address. */
export const NO_ADDRESS_ERROR = 'Nessun indirizzo e-mail: aggiungilo nel Pannello Utenti, poi invia di nuovo';

type OutboxRecordKind = (typeof notificationOutbox.$inferInsert)['recordKind'];

interface Addressed {
  facts: Facts;
  recipients: Recipient[];
  recordKind: OutboxRecordKind;
  recordId: string;
  link: string;
}

/** The closed meeting that took a committee's decision, as its message names it. */
const decidingMeeting = async (
  db: Db,
  event: Extract<RequestEvent, { meetingId: string }>,
): Promise<DecidingMeetingFacts> => {
  const [meeting] = await db
    .select({
      subject: conferences.subject,
      startDate: conferences.startDate,
      closeDate: conferences.closeDate,
      signedMinutesId: conferences.conferenceDocumentSignedId,
    })
    .from(conferences)
    .where(eq(conferences.id, event.meetingId));
  // A decision is told only once its meeting is closed: anything else is a caller's mistake.
  if (!meeting?.closeDate)
    throw new Error(`Notifica ${event.kind}: riunione ${event.meetingId} inesistente o non chiusa`);
  return {
    subject: meeting.subject,
    startDate: meeting.startDate,
    closeDate: meeting.closeDate,
    minutesSigned: meeting.signedMinutesId !== null,
  };
};

const addressRequestEvent = async (db: Db, event: RequestEvent): Promise<Addressed> => {
  const [request] = await db
    .select({
      identifier: requests.identifier,
      studyTitle: requests.studyTitle,
      userId: requests.userId,
      corporateId: requests.corporateId,
    })
    .from(requests)
    .where(eq(requests.id, event.requestId));
  if (!request) throw new Error(`Notifica ${event.kind}: richiesta ${event.requestId} inesistente`);
  const applicant = () => peopleById(db, [request.userId]);
  const secretariat = () => holdersOf(db, ['SEG']);
  const recipientsOf: Record<RequestEvent['kind'], () => Promise<Recipient[][]>> = {
    'request.sent': async () => [await applicant(), await secretariat()],
    'request.registered': async () => [await applicant()],
    'request.integrationAsked': async () => [await applicantsOf(db, request)],
    'request.integrationReceived': async () => [await secretariat()],
    'request.forwarded': async () => [await applicant()],
    'request.rejected': async () => [await applicant()],
    'request.accepted': async () => [await applicant()],
    'request.rejectedByCommittee': async () => [await applicant()],
    'deadline.reminder30': async () => [await applicantsOf(db, request)],
    'deadline.reminder7': async () => [await applicantsOf(db, request)],
    'deadline.lapsed': async () => [await applicantsOf(db, request), await secretariat()],
  };
  return {
    facts: { request, ...('meetingId' in event ? { decidedIn: await decidingMeeting(db, event) } : {}) },
    recipients: distinct(await recipientsOf[event.kind]()),
    recordKind: 'request',
    recordId: event.requestId,
    link: `/showRequest/${event.requestId}`,
  };
};

const addressMeetingEvent = async (db: Db, event: MeetingEvent): Promise<Addressed> => {
  const [meeting] = await db
    .select({ subject: conferences.subject, startDate: conferences.startDate })
    .from(conferences)
    .where(eq(conferences.id, event.meetingId));
  if (!meeting) throw new Error(`Notifica ${event.kind}: riunione ${event.meetingId} inesistente`);
  const entries = await db
    .select({ id: requests.id, identifier: requests.identifier, studyTitle: requests.studyTitle })
    .from(conferenceRequests)
    .innerJoin(requests, eq(requests.id, conferenceRequests.requestId))
    .where(eq(conferenceRequests.conferenceId, event.meetingId))
    .orderBy(asc(conferenceRequests.position));
  const assigned = event.kind === 'meeting.rapporteurAssigned' ? event : null;
  const concerned = assigned ? entries.filter((entry) => assigned.requestIds.includes(entry.id)) : entries;
  return {
    facts: {
      meeting: {
        ...meeting,
        requests: concerned.map(({ identifier, studyTitle }) => ({ identifier, studyTitle })),
      },
    },
    // The committee: its members (CET) and its president (PRE); an assignment only its rapporteur.
    recipients: assigned
      ? await peopleById(db, [assigned.rapporteurId])
      : await holdersOf(db, ['CET', 'PRE']),
    recordKind: 'meeting',
    recordId: event.meetingId,
    link: `/showConference/${event.meetingId}`,
  };
};

/**
 * A new registration goes to the secretariat, which confirms it; its outcome to the person. The
 * message names the person's record (the registration's user), as its 'Cronologia' does.
 */
const addressRegistrationEvent = async (db: Db, event: RegistrationEvent): Promise<Addressed> => {
  const [registration] = await db
    .select({
      userId: registrations.userId,
      name: registrations.name,
      surname: registrations.surname,
      fiscalCode: users.fiscalCode,
      companyName: registrations.companyName,
      companyVat: registrations.companyVat,
      proposed: registrations.companyProposed,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.id, event.registrationId));
  if (!registration)
    throw new Error(`Notifica ${event.kind}: registrazione ${event.registrationId} inesistente`);
  const toSecretariat = event.kind === 'registration.submitted';
  return {
    facts: {
      registration: {
        fullname: `${registration.name} ${registration.surname}`,
        fiscalCode: registration.fiscalCode,
        companyName: registration.companyName,
        companyVat: registration.companyVat,
        proposed: registration.proposed,
      },
    },
    recipients: toSecretariat ? await holdersOf(db, ['SEG']) : await peopleById(db, [registration.userId]),
    recordKind: 'registration',
    recordId: registration.userId,
    link: toSecretariat ? REGISTRATION_REQUESTS_PATH : REGISTRATION_PATH,
  };
};

const addressed = (db: Db, event: NotificationEvent): Promise<Addressed> => {
  if (isRequestEvent(event)) return addressRequestEvent(db, event);
  if (isRegistrationEvent(event)) return addressRegistrationEvent(db, event);
  return addressMeetingEvent(db, event);
};

/**
 * The one entry point of the outbox: call it inside the transaction of the event it tells about, so
 * the messages exist exactly when the event commits (and vanish with it if it rolls back). It works
 * out who is told (skipping whoever turned a non-required kind off), in which language, and renders
 * each message; the delivery job sends them. Nothing here, nor in the delivery, writes an event, so a
 * notification never causes another. Answers how many messages were written.
 */
export const enqueueNotification = async (
  tx: Db,
  event: NotificationEvent,
  now: Date = new Date(),
): Promise<number> => {
  const { facts, recipients, recordKind, recordId, link } = await addressed(tx, event);
  const wanted = recipients.filter(
    (recipient) => isRequiredNotification(event.kind) || !recipient.notificationsOff.includes(event.kind),
  );
  if (wanted.length === 0) return 0;
  await tx.insert(notificationOutbox).values(
    wanted.map((recipient) => {
      const message = renderMessage(event, facts, {
        name: recipient.fullname,
        language: recipient.language,
      });
      return {
        kind: event.kind,
        recordKind,
        recordId,
        userId: recipient.id,
        recipient: recipient.email,
        language: recipient.language,
        ...message,
        link,
        status: recipient.email ? ('PENDING' as const) : ('FAILED' as const),
        lastError: recipient.email ? null : NO_ADDRESS_ERROR,
        nextAttempt: now,
        created: now,
      };
    }),
  );
  return wanted.length;
};
