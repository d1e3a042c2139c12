import {
  checkTransition,
  TRANSITION_REFUSAL_CODES,
  type TransitionAttempt,
} from '@cet-portal/api-client/contract';
import { Refusal } from '../core/refusal';

/** The contract's state machine decides; its refusal becomes 409 (state), 400 (comment) or 403 (who). */
export const assertTransition = (attempt: TransitionAttempt): void => {
  const refusal = checkTransition(attempt);
  if (refusal) throw new Refusal(TRANSITION_REFUSAL_CODES[refusal.reason], refusal.message);
};
