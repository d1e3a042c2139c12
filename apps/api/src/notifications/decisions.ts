import type { RequestState } from '@cet-portal/api-client';
import type { Db } from '../db/database';
import { integrationDueDate, type NotificationEvent } from './events';
import { enqueueNotification } from './outbox';

type DecidedState =
  | 'SUBMITTED'
  | 'REJECTED'
  | 'TO_INTEGRATE'
  | 'ACCEPTED'
  | 'REJECTED_CER'
  | 'TO_INTEGRATE_CER';

const eventOf = (
  requestId: string,
  state: DecidedState,
  comment: string | null | undefined,
  now: Date,
): NotificationEvent => {
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
        dueDate: integrationDueDate(now),
      };
  }
};

/** The applicant learns of each decision of the secretariat (request.decide) and of the committee (conference.decide). */
export const notifyDecision = (
  tx: Db,
  {
    requestId,
    state,
    comment,
  }: { requestId: string; state: RequestState; comment?: string | null | undefined },
  now: Date,
) => enqueueNotification(tx, eventOf(requestId, state as DecidedState, comment, now), now);
