import type { UpdateConferenceInput } from '../conference';
import type { RoleName } from '../enums';
import {
  canOpenMeeting,
  type MeetingChange,
  meetingChangeRefusal,
  meetingStatus,
  reviewerRefusal,
} from './meeting';
import { REFUSALS } from './refusals';

/** A refusal with the error code it is answered with (403, 409, 400). */
export interface MeetingRefusal {
  code: 'FORBIDDEN' | 'CONFLICT' | 'BAD_REQUEST';
  message: string;
}

/** What the rule needs to know of the meeting as stored. */
export interface MeetingBeforeUpdate {
  openDate: string | null;
  closeDate: string | null;
  startDate: string;
  endDate: string | null;
  /** Its requests and their rapporteurs' user ids. */
  requestsUsers: readonly { request: string; user: string | null }[];
  hasMinutes: boolean;
}

type Change = Omit<UpdateConferenceInput, '_id' | 'updated'>;
/** A check answers a refusal, or anything falsy when it has none. */
type Check = () => MeetingRefusal | false | '' | null | undefined;

const refusal = (code: MeetingRefusal['code'], message: string): MeetingRefusal => ({ code, message });

/**
 * The first refusal of a meeting update, in the order the server checks them (docs/api.md,
 * `conference.update`): never on a closed meeting; details and rapporteurs by their roles while
 * waiting; opening by the president when every request has a rapporteur; reports by the secretariat
 * or the request's rapporteur, omissis and minutes by their roles, while open; the signed minutes
 * after the minutes; outcomes only when closing. Null when the caller may make the change; what needs
 * the database (free requests, eligible rapporteurs, conflicts of interest, the closing outcomes) is
 * checked after it.
 */
export const meetingUpdateRefusal = (
  meeting: MeetingBeforeUpdate,
  change: Change,
  caller: { role: RoleName | null; userId: string },
): MeetingRefusal | null => {
  const status = meetingStatus(meeting);
  const byRole = (name: MeetingChange) => {
    const message = meetingChangeRefusal(name, caller.role);
    return message && refusal('FORBIDDEN', message);
  };
  const notOpen = () => status !== 'open' && refusal('CONFLICT', REFUSALS.meetingNotOpen);
  const notWaiting = (message: string) => status !== 'waiting' && refusal('CONFLICT', message);
  const entry = (request: string) => meeting.requestsUsers.find((candidate) => candidate.request === request);
  const notInMeeting = (request: string) =>
    !entry(request) && refusal('BAD_REQUEST', REFUSALS.requestNotInMeeting);
  const notReviewer = (request: string) => {
    if (!entry(request)) return notInMeeting(request);
    const message = reviewerRefusal(caller.role, caller.userId, entry(request)?.user ?? null);
    return message && refusal('FORBIDDEN', message);
  };
  const { subject, agenda, startDate, endDate } = change;
  const details = [subject, agenda, startDate, endDate].some((value) => value !== undefined);
  const end = endDate === undefined ? meeting.endDate : endDate;
  const entries = change.requestsUsers?.map((item) => ({ user: item.user ?? null })) ?? meeting.requestsUsers;
  const checks: Check[] = [
    () => status === 'closed' && refusal('CONFLICT', REFUSALS.meetingClosed),
    () =>
      Object.values(change).every((value) => value === undefined) &&
      refusal('BAD_REQUEST', REFUSALS.nothingToChange),
    () => details && (byRole('details') || notWaiting(REFUSALS.detailsOnlyWhileWaiting)),
    () =>
      details &&
      end &&
      Date.parse(startDate ?? meeting.startDate) > Date.parse(end) &&
      refusal('BAD_REQUEST', REFUSALS.endBeforeStart),
    () => change.requestsUsers && (byRole('rapporteurs') || notWaiting(REFUSALS.rapporteursOnlyWhileWaiting)),
    () =>
      change.openDate &&
      (byRole('open') ||
        (!canOpenMeeting({ ...meeting, requestsUsers: entries }, 'PRE') &&
          refusal('CONFLICT', REFUSALS.meetingOpensWhenReady))),
    () => change.comment && (notOpen() || notReviewer(change.comment.request)),
    () => change.documents && (notOpen() || notReviewer(change.documents.request)),
    () =>
      change.omissisDocuments &&
      (notOpen() || byRole('omissis') || notInMeeting(change.omissisDocuments.request)),
    () => change.conferenceDocument && (notOpen() || byRole('minutes')),
    () =>
      change.conferenceDocumentSigned &&
      (notOpen() ||
        byRole('signedMinutes') ||
        (!change.conferenceDocument &&
          !meeting.hasMinutes &&
          refusal('CONFLICT', REFUSALS.signedMinutesAfterMinutes))),
    () => change.closeDate && (byRole('close') || notOpen()),
    () => !change.closeDate && change.outcomes && refusal('BAD_REQUEST', REFUSALS.outcomesAtClosing),
  ];
  for (const check of checks) {
    const found = check();
    if (found) return found;
  }
  return null;
};
