import type { CallAt, CallKey, fileSchema, ParsedCallInput, RoleName } from '@cet-portal/api-client';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { StreamedFile } from '../http/streamedFile';

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

export interface CallContext {
  database: Database;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Null on a public call, and on `roles/getDataNoRole` for an identity with no user. */
  session: Session | null;
}

/**
 * Who may make a call. `rule` says it in words for docs/api.md, including the checks on the
 * record (own requests, meeting state) that the handler makes.
 */
export type Permission =
  | { kind: 'public'; rule: string }
  /** A valid token, even of someone with no user record yet. */
  | { kind: 'identity'; rule: string }
  /** A known user, with any of their roles or none. */
  | { kind: 'user'; rule: string }
  /** A known user whose active role is one of `roles`. */
  | { kind: 'roles'; roles: readonly RoleName[]; rule: string };

type Output<Key extends CallKey> = z.input<CallAt<Key>['output']>;

/** File answers may also be streamed. */
export type CallResult<Key extends CallKey> =
  | Output<Key>
  | (CallAt<Key>['output'] extends typeof fileSchema ? StreamedFile : never);

export interface CallImplementation<Key extends CallKey> {
  permission: Permission;
  handler: (input: ParsedCallInput<Key>, context: CallContext) => Promise<CallResult<Key>>;
}

/** Every call of the contract must have an implementation: a missing key does not compile. */
export type CallImplementations = { readonly [Key in CallKey]: CallImplementation<Key> };

/** Types a call's implementation by its key, so the handler's input and output come from the contract. */
export const defineCall = <Key extends CallKey>(
  _key: Key,
  implementation: CallImplementation<Key>,
): CallImplementation<Key> => implementation;
