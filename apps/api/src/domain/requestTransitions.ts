import { checkTransition, type TransitionAttempt } from '@cet-portal/api-client';
import { DomainError, type DomainErrorKind } from './errors';

const REFUSAL_KINDS = {
  transition: 'CONFLICT',
  clone: 'CONFLICT',
  comment: 'INVALID',
  role: 'FORBIDDEN',
  user: 'FORBIDDEN',
  rapporteur: 'FORBIDDEN',
} as const satisfies Record<string, DomainErrorKind>;

/** The contract's state machine decides; its refusal becomes 409 (state), 400 (comment) or 403 (who). */
export const assertTransition = (attempt: TransitionAttempt): void => {
  const refusal = checkTransition(attempt);
  if (refusal) throw new DomainError(REFUSAL_KINDS[refusal.reason], refusal.message);
};
