import { trace } from '@opentelemetry/api';
import fp from 'fastify-plugin';
import { callLabel, isEnvelopeRoute, routeLabel } from './labels';

/**
 * Names each request's span (opened by the HTTP instrumentation, telemetry.ts) after its route, and an
 * envelope's after the call it makes (`POST /api request.find`, attribute `cet.call`): without it every
 * API call would be one `POST` among thousands. Registered only when traces are exported.
 */
export const tracingPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      const span = trace.getActiveSpan();
      if (span) {
        const route = routeLabel(request, reply.statusCode);
        if (route.startsWith('/')) span.setAttribute('http.route', route);
        span.updateName(`${request.method} ${route}`);
      }
      done();
    });
    // After the body is read, and before the call's own SQL, so a refused call is named too.
    app.addHook('preHandler', (request, _reply, done) => {
      const span = trace.getActiveSpan();
      const route = request.routeOptions.url;
      if (span && route && isEnvelopeRoute(route)) {
        const call = callLabel(request.body);
        span.setAttribute('cet.call', call);
        span.updateName(`${request.method} ${route} ${call}`);
      }
      done();
    });
  },
  { name: 'tracing' },
);
