import {
  MEETING_DECISION_STATES,
  type MeetingDecisionState,
  type RequestState,
  type SegDecisionState,
} from '@cet-portal/api-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { conferenceRequests, requests } from '../db/schema';
import type { NotificationEvent } from './events';
import { enqueueNotification } from './outbox';

/** The due date the integration clock stored for the round the decision has just opened. */
const storedDueDate = async (tx: Db, requestId: string): Promise<Date> => {
  const [row] = await tx
    .select({ due: requests.integrationDue })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!row?.due) throw new Error(`The integration clock stored no due date for request ${requestId}`);
  return row.due;
};

/** The applicant learns at once of each decision of the secretariat (request.decide), taken outside any meeting. */
export const notifyDecision = async (
  tx: Db,
  {
    requestId,
    state,
    comment,
  }: { requestId: string; state: SegDecisionState; comment?: string | null | undefined },
  now: Date,
) => {
  const events: Record<SegDecisionState, () => Promise<NotificationEvent>> = {
    SUBMITTED: async () => ({ kind: 'request.forwarded', requestId }),
    REJECTED: async () => ({ kind: 'request.rejected', requestId }),
    TO_INTEGRATE: async () => ({
      kind: 'request.integrationAsked',
      requestId,
      comment: comment ?? '',
      dueDate: await storedDueDate(tx, requestId),
      author: 'secretariat',
    }),
  };
  return enqueueNotification(tx, await events[state](), now);
};

const isMeetingDecision = (state: RequestState): state is MeetingDecisionState =>
  (MEETING_DECISION_STATES as readonly RequestState[]).includes(state);

/**
 * A decision taken in a meeting is the committee's only once the president closes the meeting: until
 * then a rapporteur or the secretariat may still revise it, and the minutes are not signed. So
 * conference.decide tells nobody, and the closing transaction calls this: one message per request of
 * the meeting with a decision, telling its final state and the meeting. A request the meeting froze
 * (conference.commit) is read through the frozen copy the meeting holds, which keeps the decision the
 * meeting took even if the applicant has since integrated the original; the message is about the
 * original, the request the applicant reads. The meeting closes once (a closed meeting refuses every
 * change, under its row lock), so each decision is written to the outbox once.
 */
export const notifyMeetingDecisions = async (tx: Db, meetingId: string, now: Date) => {
  const held = await tx
    .select({
      id: requests.id,
      state: requests.state,
      cloneOf: requests.cloneOf,
      comment: requests.comment,
      integrationDue: requests.integrationDue,
    })
    .from(conferenceRequests)
    .innerJoin(requests, eq(requests.id, conferenceRequests.requestId))
    .where(eq(conferenceRequests.conferenceId, meetingId))
    .orderBy(asc(conferenceRequests.position));
  for (const row of held) {
    if (!isMeetingDecision(row.state)) continue;
    const requestId = row.cloneOf ?? row.id;
    const events: Record<MeetingDecisionState, () => NotificationEvent> = {
      ACCEPTED: () => ({ kind: 'request.accepted', requestId, meetingId }),
      REJECTED_CER: () => ({ kind: 'request.rejectedByCommittee', requestId, meetingId }),
      TO_INTEGRATE_CER: () => ({
        kind: 'request.integrationAsked',
        requestId,
        comment: row.comment ?? '',
        // A round older than the integration clock has no due date: the closing still tells it.
        dueDate: row.integrationDue,
        author: 'committee',
        meetingId,
      }),
    };
    await enqueueNotification(tx, events[row.state](), now);
  }
};
