import {
  ACCESS_REFUSALS,
  type CallAccess,
  JOB_USER,
  type RoleName,
  roleRefusal,
} from '@cet-portal/api-client/contract';
import { forbidden, unauthorized } from '../core/refusal';
import type { CallerIdentity, Session } from '../core/session';
import type { Db } from '../db/database';
import type { TokenVerifier, VerifiedIdentity } from './accessToken';
import type { EndedSignIns } from './endedSignIns';
import { InvalidTokenError } from './invalidToken';
import { createSessionUsers, type SessionUsers } from './sessionUsers';
import { recordSignInEmail } from './signInEmail';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** One cache of signed-in users per database, that is per server (tests run several in a process). */
const sessionUsersByDb = new WeakMap<Db, SessionUsers>();

const sessionUsersOf = (db: Db): SessionUsers => {
  let sessionUsers = sessionUsersByDb.get(db);
  if (!sessionUsers) {
    sessionUsers = createSessionUsers();
    sessionUsersByDb.set(db, sessionUsers);
  }
  return sessionUsers;
};

/** The caller of a call: null on a public call, or for a valid token naming no user (`identity` calls). */
export interface Caller {
  session: Session | null;
  /** The verified token's identity: null on a public call. */
  identity: CallerIdentity | null;
}

const verifiedIdentity = async (
  authorization: string | undefined,
  verify: TokenVerifier,
): Promise<VerifiedIdentity> => {
  const token = BEARER.exec(authorization ?? '')?.[1];
  if (!token)
    throw unauthorized('Autenticazione richiesta: manca il token di accesso (Authorization: Bearer)');
  try {
    return await verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized(`Accesso negato: ${error.message}`);
    throw error;
  }
};

/** The claims alone: the sign-in's session and token ids stay in the authentication. */
const identityOf = ({ fiscalCode, email, givenName, familyName }: VerifiedIdentity): CallerIdentity => ({
  fiscalCode,
  email,
  givenName,
  familyName,
});

/** What a token of an ended sign-in is told: the user signed out ('Esci', or at the issuer). */
export const SIGN_IN_ENDED = 'Accesso negato: la sessione di accesso è stata chiusa, accedi di nuovo';

/**
 * Who is calling, checked against the call's permission: the token (401 when missing or invalid, or
 * when its sign-in has ended), the user it names (401 when unknown), the envelope's role among the
 * user's roles and among the call's roles (403 otherwise).
 */
export const authenticate = async (
  db: Db,
  verify: TokenVerifier,
  {
    authorization,
    role,
    access,
    endedSignIns,
  }: {
    authorization: string | undefined;
    role: RoleName | null;
    access: CallAccess;
    /** The sign-ins that ended; the mocks' backend, which has no issuer, has none. */
    endedSignIns?: EndedSignIns | undefined;
  },
): Promise<Caller> => {
  if (access === 'public') return { session: null, identity: null };
  const identity = await verifiedIdentity(authorization, verify);
  if (identity.signIn && endedSignIns && (await endedSignIns.isEnded(db, identity.signIn))) {
    throw unauthorized(SIGN_IN_ENDED);
  }
  // The protocol job's user acts inside the server only; a token naming it is forged or misissued.
  if (identity.fiscalCode === JOB_USER)
    throw unauthorized("Accesso negato: l'utenza di sistema non può accedere");
  const sessionUsers = sessionUsersOf(db);
  const found = await sessionUsers.find(db, identity.fiscalCode);
  if (!found) {
    if (access === 'identity') return { session: null, identity: identityOf(identity) };
    throw unauthorized(`Accesso negato: nessun utente registrato con codice fiscale ${identity.fiscalCode}`);
  }
  const user = await recordSignInEmail(db, found, identity.email, role);
  if (role !== null && !user.roles.includes(role)) throw forbidden(ACCESS_REFUSALS.notTheUsersRole(role));
  const refusal = roleRefusal(access, role);
  if (refusal) throw forbidden(refusal);
  await sessionUsers.touch(db, user.id, new Date());
  return { session: { user, role }, identity: identityOf(identity) };
};
