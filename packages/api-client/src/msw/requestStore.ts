import type { RoleName } from '../contract/enums';
import type { Request, RequestLog } from '../contract/request';
import { DEFAULT_INTEGRATION_LIMIT_DAYS } from '../contract/requestConfig';
import { integrationDueAfter } from '../contract/rules/integrationClock';
import { REFUSALS } from '../contract/rules/refusals';
import { mayReadRequest, type RequestScope } from '../contract/rules/requestAccess';
import {
  checkTransition,
  TRANSITION_REFUSAL_CODES,
  type TransitionAttempt,
} from '../contract/rules/stateMachine';
import { findOr404 } from './collection';
import { forbidden, type MockContext, type MockSession, refusalError, requireSession } from './context';
import { type MockDatabase, toUserRef } from './store';

/** The operations on a stored request that several services share (requests, meetings, the protocol job). */
export const scopeOf = ({ user, role }: MockSession): RequestScope => ({
  role,
  userId: user._id,
  corporateId: user.corporate?._id ?? null,
});

/** A request the caller may see (the contract's rule): 404 when it does not exist, 403 when it is someone else's. */
export const findVisibleRequest = (context: MockContext, id: string): Request => {
  const request = findOr404(context.db.requests, id, REFUSALS.requestNotFound);
  if (!mayReadRequest(request, scopeOf(requireSession(context))))
    throw forbidden(REFUSALS.otherApplicantsRequest);
  return request;
};

export const appendLog = (
  request: Request,
  operation: RequestLog['operation'],
  session: MockSession,
  date: string,
) => {
  request.logs.push({ operation, role: session.role as RoleName, user: session.user.fiscalCode, date });
  request.updated = date;
};

/** Applies the state machine; a refusal becomes the error the server answers with. */
export const assertTransition = (attempt: TransitionAttempt): void => {
  const refusal = checkTransition(attempt);
  if (refusal) throw refusalError(TRANSITION_REFUSAL_CODES[refusal.reason], refusal.message);
};

/**
 * A state change as the server makes it: the new state, the integration clock (docs/deadlines.md: a
 * fresh round of the type's limit in TO_INTEGRATE or TO_INTEGRATE_CER, stopped in any other state),
 * the comment if any, and the log.
 */
export const changeState = (
  db: MockDatabase,
  request: Request,
  change: { state: Request['state']; operation: RequestLog['operation']; comment?: string | undefined },
  session: MockSession,
  date: string,
) => {
  request.state = change.state;
  const limit =
    db.requestConfigs.find((config) => config.requestType === request.type)?.integrationLimitDays ??
    DEFAULT_INTEGRATION_LIMIT_DAYS;
  request.integrationDue = integrationDueAfter(request.state, new Date(date), limit)?.toISOString() ?? null;
  request.integrationLapsed = null;
  if (change.comment) {
    request.comment = change.comment;
    request.comments.push({ user: toUserRef(session.user), date, body: change.comment });
  }
  appendLog(request, change.operation, session, date);
};
