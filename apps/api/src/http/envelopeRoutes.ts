import { CALL_ACCESS, envelopeSchema, matchCall, serviceOf } from '@cet-portal/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenVerifier } from '../auth/accessToken';
import type { EndedSignIns } from '../auth/endedSignIns';
import { authenticate } from '../auth/session';
import { CALL_IMPLEMENTATIONS } from '../calls';
import type { CallContext, CallImplementation } from '../calls/types';
import { badRequest, notFound } from '../core/refusal';
import { StreamedFile } from '../core/streamedFile';
import { API_PATH, PUBLIC_API_PATH } from './apiPaths';
import { inputShapeProblem } from './inputShape';
import { streamedEnvelope } from './streamedFile';
import { parseInput } from './validation';

export type EnvelopeContext = Omit<CallContext, 'session' | 'identity' | 'log'>;

export interface EnvelopeOptions {
  verify: TokenVerifier;
  context: EnvelopeContext;
  /** The sign-ins that ended: their tokens are refused (auth/endedSignIns.ts). */
  endedSignIns: EndedSignIns;
}

/** The API address and the public one (home reads and `roles/getPublicData`, no token). */

/**
 * An envelope read, checked and authorised: the call it names, its parsed input and the context its
 * handler runs in. Shared by the envelope endpoints and the file route (fileRoute.ts).
 */
export const openEnvelope = async (
  request: FastifyRequest,
  { address, verify, context, endedSignIns }: EnvelopeOptions & { address: 'api' | 'public' },
) => {
  // Before zod or anything else walks the body: its depth, its size in keys, no NUL character.
  const shapeProblem = inputShapeProblem(request.body);
  if (shapeProblem) throw badRequest(shapeProblem);
  const envelope = parseInput(envelopeSchema, request.body, 'Busta della chiamata non valida');
  if (envelope.appCode !== context.config.appCode) {
    throw badRequest(
      `Busta della chiamata non valida: il codice applicazione "${envelope.appCode}" non è quello di questo portale (${context.config.appCode})`,
    );
  }
  if (envelope.service !== serviceOf(envelope.path)) {
    throw badRequest(
      `Busta della chiamata non valida: il servizio "${envelope.service}" non corrisponde al percorso ${envelope.path}`,
    );
  }
  const match = matchCall(envelope.method, envelope.path);
  if (!match) throw notFound(`Chiamata sconosciuta: ${envelope.method} ${envelope.path}`);
  if (address === 'public' && !match.call.isPublic) {
    throw notFound(
      `La chiamata ${envelope.method} ${match.call.path} non è disponibile sull'indirizzo pubblico: usa ${API_PATH} con un token`,
    );
  }
  // The table is typed per key; here one entry of it is used whatever its key.
  const implementation = CALL_IMPLEMENTATIONS[match.call.key] as unknown as CallImplementation<
    typeof match.call.key
  >;
  const caller = await authenticate(context.database.db, verify, {
    authorization: request.headers.authorization,
    role: envelope.params.role,
    access: CALL_ACCESS[match.call.key],
    endedSignIns,
  });
  const input = parseInput(match.call.input, { ...envelope.params.input, ...match.params });
  const callContext: CallContext = { ...context, ...caller, log: request.log };
  return { call: match.call, implementation, input, context: callContext };
};

const answerEnvelope = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: EnvelopeOptions & { address: 'api' | 'public' },
) => {
  const { implementation, input, context } = await openEnvelope(request, options);
  const result = await implementation.handler(input as never, context);
  if (result instanceof StreamedFile) {
    return reply.type('application/json; charset=utf-8').send(streamedEnvelope(result));
  }
  return { data: result };
};

/** `POST /api` and `POST /api/public`: the envelope endpoints of the wire contract. */
export const envelopeRoutesPlugin = fp<EnvelopeOptions>(
  async (app, options) => {
    app.post(API_PATH, (request, reply) => answerEnvelope(request, reply, { address: 'api', ...options }));
    app.post(PUBLIC_API_PATH, (request, reply) =>
      answerEnvelope(request, reply, { address: 'public', ...options }),
    );
  },
  { name: 'envelope-routes' },
);
