import type { CallAt, CallKey, fileSchema, ParsedCallInput } from '@cet-portal/api-client/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ServerConfig } from '../config';
import type { CallerIdentity, Session } from '../core/session';
import type { StreamedFile } from '../core/streamedFile';
import type { Database } from '../db/database';

export interface CallContext {
  database: Database;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Null on a public call, and on `roles/getDataNoRole` for an identity with no user. */
  session: Session | null;
  /** The verified token's identity, also for one with no user yet; null on a public call. */
  identity: CallerIdentity | null;
}

type Output<Key extends CallKey> = z.input<CallAt<Key>['output']>;

/** File answers may also be streamed. */
export type CallResult<Key extends CallKey> =
  | Output<Key>
  | (CallAt<Key>['output'] extends typeof fileSchema ? StreamedFile : never);

export interface CallImplementation<Key extends CallKey> {
  /**
   * Who may make the call in words for docs/api.md: the contract's CALL_ACCESS says which roles, this
   * adds the checks on the record (own requests, meeting state) that the handler makes.
   */
  rule: string;
  handler: (input: ParsedCallInput<Key>, context: CallContext) => Promise<CallResult<Key>>;
}

/** Every call of the contract must have an implementation: a missing key does not compile. */
export type CallImplementations = { readonly [Key in CallKey]: CallImplementation<Key> };

/** Types a call's implementation by its key, so the handler's input and output come from the contract. */
export const defineCall = <Key extends CallKey>(
  _key: Key,
  implementation: CallImplementation<Key>,
): CallImplementation<Key> => implementation;
