import { INTEGRATION_DEADLINE_DAYS, type NotificationKind } from '@cet-portal/api-client';

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
  | { kind: 'request.integrationAsked'; requestId: string; comment: string; dueDate: Date }
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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The due date an integration asked now is announced with: the spec's 180 days. The integration
 * clock stores its own due date per request; once it does, callers pass that date instead.
 */
export const integrationDueDate = (askedOn: Date): Date =>
  new Date(askedOn.getTime() + INTEGRATION_DEADLINE_DAYS * DAY_MS);
