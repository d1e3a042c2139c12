import type { CallAt, CallKey, fileSchema, ParsedCallInput, RoleName } from '@cet-portal/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Session } from '../domain/session';
import type { StreamedFile } from '../http/streamedFile';

// Who calls is the domain's notion; every call reads it from here with the rest of its context.
export type { RoleSession, Session, SessionUser } from '../domain/session';

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
