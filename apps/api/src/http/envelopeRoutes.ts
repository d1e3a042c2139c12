import { envelopeSchema, matchCall, serviceOf } from '@cet-portal/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenVerifier } from '../auth/accessToken';
import type { EndedSignIns } from '../auth/endedSignIns';
import { type CallRequest, type DispatchOptions, dispatch } from '../calls/dispatch';
import type { CallContext } from '../calls/types';
import { badRequest, notFound } from '../core/refusal';
import { StreamedFile } from '../core/streamedFile';
import { parseInput } from '../core/validation';
import { API_PATH, PUBLIC_API_PATH } from './apiPaths';
import { inputShapeProblem } from './inputShape';
import { streamedEnvelope } from './streamedFile';

export type EnvelopeContext = Omit<CallContext, 'session' | 'identity' | 'log'>;

export interface EnvelopeOptions {
  verify: TokenVerifier;
  context: EnvelopeContext;
  /** The sign-ins that ended: their tokens are refused (auth/endedSignIns.ts). */
  endedSignIns: EndedSignIns;
}

/**
 * An envelope read and checked (its shape, its application, its service, a call the address serves):
 * the call it names and the request the dispatcher takes. Shared by the envelope endpoints and the
 * file route (fileRoute.ts).
 */
export const readEnvelope = (
  request: FastifyRequest,
  { address, context }: Pick<EnvelopeOptions, 'context'> & { address: 'api' | 'public' },
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
  const call: CallRequest = {
    key: match.call.key,
    input: { ...envelope.params.input, ...match.params },
    authorization: request.headers.authorization,
    role: envelope.params.role,
  };
  return { call: match.call, request: call };
};

/** The dispatcher's options for one HTTP request: its log, the server's context and verifier. */
export const dispatchOptions = (
  request: FastifyRequest,
  { verify, context, endedSignIns }: EnvelopeOptions,
): DispatchOptions => ({ context: { ...context, log: request.log }, verify, endedSignIns });

const answerEnvelope = async (
  request: FastifyRequest,
  reply: FastifyReply,
  options: EnvelopeOptions & { address: 'api' | 'public' },
) => {
  const answer = await dispatch(readEnvelope(request, options).request, dispatchOptions(request, options));
  if (answer instanceof StreamedFile) {
    return reply.type('application/json; charset=utf-8').send(streamedEnvelope(answer));
  }
  return answer;
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
