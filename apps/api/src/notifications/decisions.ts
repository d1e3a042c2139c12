import type { RequestState } from '@cet-portal/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { requests } from '../db/schema';
import type { NotificationEvent } from './events';
import { enqueueNotification } from './outbox';

type DecidedState =
  | 'SUBMITTED'
  | 'REJECTED'
  | 'TO_INTEGRATE'
  | 'ACCEPTED'
  | 'REJECTED_CER'
  | 'TO_INTEGRATE_CER';

/** The due date the integration clock stored for the round the decision has just opened. */
const storedDueDate = async (tx: Db, requestId: string): Promise<Date> => {
  const [row] = await tx
    .select({ due: requests.integrationDue })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!row?.due) throw new Error(`The integration clock stored no due date for request ${requestId}`);
  return row.due;
};

const eventOf = async (
  tx: Db,
  requestId: string,
  state: DecidedState,
  comment: string | null | undefined,
): Promise<NotificationEvent> => {
  switch (state) {
    case 'SUBMITTED':
      return { kind: 'request.forwarded', requestId };
    case 'REJECTED':
      return { kind: 'request.rejected', requestId };
    case 'ACCEPTED':
      return { kind: 'request.accepted', requestId };
    case 'REJECTED_CER':
      return { kind: 'request.rejectedByCommittee', requestId };
    case 'TO_INTEGRATE':
    case 'TO_INTEGRATE_CER':
      return {
        kind: 'request.integrationAsked',
        requestId,
        comment: comment ?? '',
        dueDate: await storedDueDate(tx, requestId),
        author: state === 'TO_INTEGRATE_CER' ? 'committee' : 'secretariat',
      };
  }
};

/** The applicant learns of each decision of the secretariat (request.decide) and of the committee (conference.decide). */
export const notifyDecision = async (
  tx: Db,
  {
    requestId,
    state,
    comment,
  }: { requestId: string; state: RequestState; comment?: string | null | undefined },
  now: Date,
) => enqueueNotification(tx, await eventOf(tx, requestId, state as DecidedState, comment), now);
