import { envelopeSchema, matchCall, serviceOf } from '@cet-portal/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TokenVerifier } from '../auth/accessToken';
import { authenticate } from '../auth/session';
import { CALL_IMPLEMENTATIONS } from '../calls';
import type { CallContext, CallImplementation } from '../calls/types';
import { badRequest, notFound } from './errors';
import { StreamedFile, streamedEnvelope } from './streamedFile';
import { parseInput } from './validation';

/** PostgreSQL text cannot hold U+0000, which JSON can carry: such input is refused up front. */
const hasNulCharacter = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || hasNulCharacter(entry));
  }
  return false;
};

type EnvelopeContext = Omit<CallContext, 'session' | 'log'>;

/** The API address and the public one (home reads and `roles/getPublicData`, no token). */
export const API_PATH = '/api';
export const PUBLIC_API_PATH = '/api/public';

const answerEnvelope = async (
  request: FastifyRequest,
  reply: FastifyReply,
  {
    address,
    verify,
    context,
  }: { address: 'api' | 'public'; verify: TokenVerifier; context: EnvelopeContext },
) => {
  const envelope = parseInput(envelopeSchema, request.body, 'Busta della chiamata non valida');
  if (hasNulCharacter(envelope.params.input)) {
    throw badRequest('Dati non validi: il testo non può contenere il carattere NUL (\\u0000)');
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
    permission: implementation.permission,
  });
  const input = parseInput(match.call.input, { ...envelope.params.input, ...match.params });
  const result = await implementation.handler(input as never, { ...context, ...caller, log: request.log });
  if (result instanceof StreamedFile) {
    return reply.type('application/json; charset=utf-8').send(streamedEnvelope(result));
  }
  return { data: result };
};

/** `POST /api` and `POST /api/public`: the envelope endpoints of the wire contract. */
export const registerEnvelopeRoutes = (
  app: FastifyInstance,
  verify: TokenVerifier,
  context: EnvelopeContext,
) => {
  app.post(API_PATH, (request, reply) => answerEnvelope(request, reply, { address: 'api', verify, context }));
  app.post(PUBLIC_API_PATH, (request, reply) =>
    answerEnvelope(request, reply, { address: 'public', verify, context }),
  );
};
