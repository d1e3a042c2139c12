import { ACCESS_REFUSALS } from '@cet-portal/api-client/contract';
import { forbidden, unauthorized } from '../core/refusal';
import type { RoleSession, Session } from '../core/session';
import type { CallContext } from './types';

/** The caller of a call that needs a user (the permission check has already made sure of it). */
export const sessionOf = (context: CallContext): Session => {
  if (!context.session) throw unauthorized('Autenticazione richiesta');
  return context.session;
};

/** The caller with an active role. */
export const roleSessionOf = (context: CallContext): RoleSession => {
  const session = sessionOf(context);
  const { role } = session;
  if (role === null) throw forbidden(ACCESS_REFUSALS.noRole);
  return { ...session, role };
};
