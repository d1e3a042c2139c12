import type { Conference, Request } from '@cet-portal/api-client';
import type { Api, Caller } from './api';
import { as } from './fixtures';
import { draftRequest, sendRequest } from './requests';
import type { TestServer } from './testServer';

const APPLICANT = as('marioRossi');
const SECRETARIAT = as('giuliaBianchi');
const RAPPORTEUR = as('paoloNeri');
const PRESIDENT = as('annaFerrari');

type MeetingDecision = 'ACCEPTED' | 'REJECTED_CER' | 'TO_INTEGRATE_CER';

/**
 * A meeting's life through the API, as the demo's people live it: Mario Rossi sends, Giulia Bianchi
 * (SEG) forwards and schedules, Anna Ferrari (PRE) opens and closes, Paolo Neri (CET) is rapporteur.
 */
export const meetingSteps = (server: TestServer, api: Api, rapporteurId: string) => {
  /** Sent by the applicant and registered by the protocol job: PENDING, as the secretariat reads it. */
  const pendingRequest = async (studyTitle: string): Promise<Request> => {
    const sent = await sendRequest(api, APPLICANT, await draftRequest(api, APPLICANT, { studyTitle }));
    await server.app.protocolJob.run();
    return api.ok('request.get', { id: sent._id }, SECRETARIAT);
  };

  /** Forwarded by the secretariat: SUBMITTED, ready for a meeting. */
  const forwardedRequest = async (studyTitle: string): Promise<Request> => {
    const pending = await pendingRequest(studyTitle);
    return api.ok(
      'request.decide',
      { _id: pending._id, updated: pending.updated, state: 'SUBMITTED' },
      SECRETARIAT,
    );
  };

  /** A meeting holding these requests, each with the rapporteur, opened by the president. */
  const openMeeting = async (subject: string, held: readonly Request[]): Promise<Conference> => {
    const created = await api.ok(
      'conference.create',
      {
        subject,
        agenda: 'Richieste inoltrate',
        startDate: '2026-04-14T08:00:00.000Z',
        requestsUsers: held.map((request) => ({ request: request._id, user: rapporteurId })),
      },
      SECRETARIAT,
    );
    return api.ok(
      'conference.update',
      { _id: created._id, updated: created.updated, openDate: new Date().toISOString() },
      PRESIDENT,
    );
  };

  /** A decision on a request of the open meeting, by its rapporteur unless another caller is given. */
  const decide = async (
    meeting: Conference,
    request: Request,
    state: MeetingDecision,
    { caller = RAPPORTEUR, comment }: { caller?: Caller; comment?: string } = {},
  ): Promise<Request> => {
    const current = await api.ok('request.get', { id: request._id }, SECRETARIAT);
    return api.ok(
      'conference.decide',
      {
        _id: meeting._id,
        request: request._id,
        updated: current.updated,
        state,
        ...(comment ? { comment } : {}),
      },
      caller,
    );
  };

  /** The president closes the meeting as it now stands. */
  const closeMeeting = async (meeting: Conference): Promise<Conference> => {
    const current = await api.ok('conference.get', { id: meeting._id }, SECRETARIAT);
    return api.ok(
      'conference.update',
      { _id: meeting._id, updated: current.updated, closeDate: new Date().toISOString() },
      PRESIDENT,
    );
  };

  return { pendingRequest, forwardedRequest, openMeeting, decide, closeMeeting };
};
