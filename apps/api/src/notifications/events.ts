import type { NotificationKind } from '@cet-portal/api-client/contract';

/** Events of a request that name only the request: recipients and texts follow from its record. */
type PlainRequestKind =
  | 'request.sent'
  | 'request.registered'
  | 'request.integrationReceived'
  | 'request.forwarded'
  | 'request.rejected'
  | 'request.accepted'
  | 'request.rejectedByCommittee';

type MeetingKind = 'meeting.created' | 'meeting.opened' | 'meeting.closed' | 'meeting.minutesUploaded';

/**
 * What happened, as the code that made it happen knows it: the kind, the record and the few facts
 * the record does not hold (the comment sent with an integration, its due date, who was assigned).
 */
export type NotificationEvent =
  | { kind: PlainRequestKind; requestId: string }
  | {
      kind: 'request.integrationAsked';
      requestId: string;
      comment: string;
      dueDate: Date;
      /** Who asked, and wrote the comment: the secretariat (TO_INTEGRATE) or the committee (TO_INTEGRATE_CER). */
      author: 'secretariat' | 'committee';
    }
  | {
      kind: 'deadline.reminder30' | 'deadline.reminder7' | 'deadline.lapsed';
      requestId: string;
      dueDate: Date;
    }
  | { kind: MeetingKind; meetingId: string }
  | { kind: 'meeting.rapporteurAssigned'; meetingId: string; rapporteurId: string; requestIds: string[] };

export type RequestEvent = Extract<NotificationEvent, { requestId: string }>;
export type MeetingEvent = Extract<NotificationEvent, { meetingId: string }>;

export const isRequestEvent = (event: NotificationEvent): event is RequestEvent => 'requestId' in event;

/** Every kind has an event shape: a kind added to the contract without one does not compile. */
export type EventOf<Kind extends NotificationKind> = Extract<NotificationEvent, { kind: Kind }>;
