import type { z } from 'zod';
import type { CallDefinition } from '../contract/calls';
import type { RoleName } from '../contract/enums';
import type { Envelope } from '../contract/envelope';

/** Who the mocks take the caller to be: the token's or the fixed identity's fiscal code, and the role. */
export interface MockCaller {
  fiscalCode: string | null;
  role: RoleName | null;
}

/** What an override sees beside the validated input. */
export interface MockContext {
  envelope: Envelope;
  /** The filled path's parameters, e.g. `{ id }`. */
  params: Record<string, string>;
  caller: MockCaller;
}

type MaybePromise<Value> = Value | Promise<Value>;

/**
 * Replaces a call's default behaviour: a fixed payload, or a function of the validated input that
 * returns a payload or a whole `Response` (e.g. `HttpResponse.json(..., { status: 500 })`).
 */
export type MockOverride<Call> =
  Call extends CallDefinition<infer Input, infer Output>
    ?
        | z.input<Output>
        | ((input: z.output<Input>, context: MockContext) => MaybePromise<z.input<Output> | Response>)
    : never;
