import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { conferenceComments, conferenceRequests, conferences, protocols } from '../db/schema';
import type { DocumentStore } from '../documents/store/documentStore';
import { internalProtocolRegistry } from '../protocols/protocolRegistry';
import type { DemoUsers } from './accounts';
import { storeDemoPdf } from './demoFiles';
import type { DemoRequest } from './requests';

const DAY = 24 * 60 * 60 * 1000;

interface DemoMeeting {
  subject: string;
  agenda: string;
  start: number;
  open?: number;
  close?: number;
  requests: readonly string[];
  rapporteurs: readonly (string | null)[];
  reports?: boolean;
}

const insertMeeting = async (
  db: Db,
  store: DocumentStore,
  meeting: DemoMeeting,
  users: DemoUsers,
  now: Date,
) => {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const id = newId();
  const closed = meeting.close !== undefined;
  const minutes = closed
    ? await storeDemoPdf(
        db,
        store,
        {
          fileName: 'Verbale.pdf',
          title: `Verbale - ${meeting.subject}`,
          lines: [meeting.agenda],
          ownerId: users.ids.giuliaBianchi,
        },
        at(meeting.close ?? 0),
      )
    : null;
  const signed = closed
    ? await storeDemoPdf(
        db,
        store,
        {
          fileName: 'Verbale firmato.pdf',
          title: `Verbale firmato - ${meeting.subject}`,
          lines: ['Firmato dal Presidente.'],
          ownerId: users.ids.annaFerrari,
        },
        at(meeting.close ?? 0),
      )
    : null;
  await db.insert(conferences).values({
    id,
    subject: meeting.subject,
    agenda: meeting.agenda,
    startDate: at(meeting.start),
    endDate: at(meeting.start + 1 / 12),
    openDate: meeting.open === undefined ? null : at(meeting.open),
    closeDate: meeting.close === undefined ? null : at(meeting.close),
    conferenceDocumentId: minutes,
    conferenceDocumentSignedId: signed,
    updated: at(meeting.close ?? meeting.open ?? meeting.start - 7),
  });
  await db.insert(conferenceRequests).values(
    meeting.requests.map((requestId, position) => ({
      conferenceId: id,
      requestId,
      rapporteurId: meeting.rapporteurs[position % meeting.rapporteurs.length] ?? null,
      position,
    })),
  );
  if (meeting.reports) {
    await db.insert(conferenceComments).values(
      meeting.requests.map((requestId) => ({
        conferenceId: id,
        requestId,
        body: 'Il relatore ha illustrato lo studio; il comitato ha discusso i rischi e i benefici.',
      })),
    );
  }
  if (closed) {
    const date = at(meeting.close ?? 0);
    await db.insert(protocols).values({
      conferenceId: id,
      ...(await internalProtocolRegistry.register({ recordId: id, identifier: null, date }, db)),
    });
  }
};

/** A closed, an open and a waiting meeting, over the demo requests in the matching states. */
export const seedDemoMeetings = async (
  db: Db,
  store: DocumentStore,
  users: DemoUsers,
  requests: readonly DemoRequest[],
  now: Date,
) => {
  const inState = (...states: string[]) =>
    requests.filter((request) => states.includes(request.state)).map((request) => request.id);
  const submitted = inState('SUBMITTED');
  const half = Math.ceil(submitted.length / 2);
  await insertMeeting(
    db,
    store,
    {
      subject: 'Seduta ordinaria di febbraio',
      agenda: 'Esame delle sperimentazioni inoltrate; varie ed eventuali',
      start: -30,
      open: -30,
      close: -29,
      requests: inState('ACCEPTED', 'REJECTED_CER'),
      rapporteurs: [users.ids.paoloNeri],
      reports: true,
    },
    users,
    now,
  );
  await insertMeeting(
    db,
    store,
    {
      subject: 'Seduta ordinaria di marzo',
      agenda: 'Esame delle richieste inoltrate e delle integrazioni richieste dal comitato',
      start: -1,
      open: -1,
      requests: [...inState('TO_INTEGRATE_CER'), ...submitted.slice(0, half - 1)],
      rapporteurs: [users.ids.paoloNeri, users.ids.saraGialli],
    },
    users,
    now,
  );
  await insertMeeting(
    db,
    store,
    {
      subject: 'Seduta straordinaria',
      agenda: 'Usi compassionevoli urgenti',
      start: 7,
      requests: submitted.slice(half - 1, half),
      rapporteurs: [null],
    },
    users,
    now,
  );
};
