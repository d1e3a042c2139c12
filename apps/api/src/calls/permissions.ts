import { ROLE_NAMES, type RoleName } from '@cet-portal/api-client/contract';
import { forbidden, unauthorized } from '../http/errors';
import type { CallContext, Permission, RoleSession, Session } from './types';

export const STAFF_ROLES = ['SEG', 'CET', 'PRE', 'ADMIN'] as const satisfies readonly RoleName[];

export const publicCall = (rule: string): Permission => ({ kind: 'public', rule });
export const identityCall = (rule: string): Permission => ({ kind: 'identity', rule });
export const userCall = (rule: string): Permission => ({ kind: 'user', rule });
export const rolesCall = (roles: readonly RoleName[], rule: string): Permission => ({
  kind: 'roles',
  roles,
  rule,
});
/** Any active role; the handler narrows what each role sees. */
export const anyRoleCall = (rule: string): Permission => rolesCall(ROLE_NAMES, rule);

/** The caller of a call that needs a user (the permission check has already made sure of it). */
export const sessionOf = (context: CallContext): Session => {
  if (!context.session) throw unauthorized('Autenticazione richiesta');
  return context.session;
};

/** The caller with an active role. */
export const roleSessionOf = (context: CallContext): RoleSession => {
  const session = sessionOf(context);
  const { role } = session;
  if (role === null) throw forbidden('Scegli un ruolo per eseguire questa operazione');
  return { ...session, role };
};

export const isStaff = (role: RoleName | null): boolean =>
  role !== null && (STAFF_ROLES as readonly RoleName[]).includes(role);
