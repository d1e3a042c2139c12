import type { NotificationKind } from '@cet-portal/api-client/contract';

/** Events of a request that name only the request: recipients and texts follow from its record. */
type PlainRequestKind =
  | 'request.sent'
  | 'request.registered'
  | 'request.integrationReceived'
  | 'request.forwarded'
  | 'request.rejected';

/**
 * The committee's decisions: final only once the meeting that took them is closed, so they are told
 * then, naming that meeting (`meetingId`).
 */
type CommitteeDecisionKind = 'request.accepted' | 'request.rejectedByCommittee';

type MeetingKind = 'meeting.created' | 'meeting.opened' | 'meeting.closed' | 'meeting.minutesUploaded';

/**
 * Who asked for an integration, and wrote its comment: the secretariat (TO_INTEGRATE), or the committee
 * in the meeting that asked (TO_INTEGRATE_CER), told once that meeting is closed.
 */
type IntegrationAuthor = { author: 'secretariat' } | { author: 'committee'; meetingId: string };

/**
 * What happened, as the code that made it happen knows it: the kind, the record and the few facts
 * the record does not hold (the comment sent with an integration, its due date, who was assigned).
 */
export type NotificationEvent =
  | { kind: PlainRequestKind; requestId: string }
  | { kind: CommitteeDecisionKind; requestId: string; meetingId: string }
  | ({
      kind: 'request.integrationAsked';
      requestId: string;
      comment: string;
      /** Null only for a round the integration clock never timed (data older than the clock). */
      dueDate: Date | null;
    } & IntegrationAuthor)
  | {
      kind: 'deadline.reminder30' | 'deadline.reminder7' | 'deadline.lapsed';
      requestId: string;
      dueDate: Date;
    }
  | { kind: MeetingKind; meetingId: string }
  | { kind: 'meeting.rapporteurAssigned'; meetingId: string; rapporteurId: string; requestIds: string[] }
  | { kind: 'registration.submitted' | 'registration.confirmed'; registrationId: string }
  /** The reason is told as the secretariat wrote it; the registration keeps it only until sent again. */
  | { kind: 'registration.refused'; registrationId: string; reason: string };

export type RequestEvent = Extract<NotificationEvent, { requestId: string }>;
export type RegistrationEvent = Extract<NotificationEvent, { registrationId: string }>;
/** A committee's decision names its meeting too, yet it is about the request. */
export type MeetingEvent = Exclude<NotificationEvent, { requestId: string } | { registrationId: string }>;

export const isRequestEvent = (event: NotificationEvent): event is RequestEvent => 'requestId' in event;
export const isRegistrationEvent = (event: NotificationEvent): event is RegistrationEvent =>
  'registrationId' in event;

/** Every kind has an event shape: a kind added to the contract without one does not compile. */
export type EventOf<Kind extends NotificationKind> = Extract<NotificationEvent, { kind: Kind }>;
