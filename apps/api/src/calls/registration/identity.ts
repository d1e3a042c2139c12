import { REGISTRATION_REFUSALS, type SelfRegistrationMode } from '@cet-portal/api-client/contract';
import { loadCommitteeIdentity } from '../../committee/identity';
import { forbidden, unauthorized } from '../../core/refusal';
import type { CallerIdentity } from '../../core/session';
import type { CallContext } from '../types';

/** The verified token's identity (the permission check has made sure there is one). */
export const identityOf = (context: CallContext): CallerIdentity => {
  if (!context.identity) throw unauthorized('Autenticazione richiesta');
  return context.identity;
};

/** How the secretariat is reached, as the portal's footer shows it: its e-mail, and its phone if any. */
const secretariatContacts = async (context: CallContext): Promise<string> => {
  const { email, phone } = await loadCommitteeIdentity(context.database.db, context.config);
  return phone ? `${email}, tel. ${phone}` : email;
};

/** The installation's mode; `off` refuses sign-up naming whom to ask instead. */
export const openMode = async (context: CallContext): Promise<SelfRegistrationMode> => {
  const mode = context.config.selfRegistration;
  if (mode === 'off') throw forbidden(REGISTRATION_REFUSALS.closed(await secretariatContacts(context)));
  return mode;
};
