import type { RoleName } from '@cet-portal/api-client/contract';

/** The signed-in user as every call sees it. */
export interface SessionUser {
  id: string;
  fiscalCode: string;
  fullname: string;
  corporateId: string | null;
  roles: readonly RoleName[];
  /** Where notifications go; the `email` claim of the organisation's sign-in keeps it current. */
  email: string | null;
}

/** Who is calling and with which active role (null before the user chooses one). */
export interface Session {
  user: SessionUser;
  role: RoleName | null;
}

/** A caller with an active role: what every call restricted to some roles sees. */
export type RoleSession = Session & { role: RoleName };

/** Who a valid token names, whether or not they have a user yet: what sign-up reads its claims from. */
export interface CallerIdentity {
  fiscalCode: string;
  email: string | null;
  /** The identity provider's `given_name` and `family_name`, null where it gives none. */
  givenName: string | null;
  familyName: string | null;
}
