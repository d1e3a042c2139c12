/**
 * OpenTelemetry traces, loaded by main.ts before anything else of the server and only when
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, so a server without
 * it loads none of this. Each HTTP request is a span, and on PostgreSQL each query a span beneath it;
 * PGlite runs inside the process, with no driver to instrument. The SDK reads the standard variables
 * itself (protocol, headers, sampler, resource attributes).
 */
import { register } from 'node:module';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';

// The server is ES modules: `import pg from 'pg'` bypasses require(), where instrumentations hook in.
// The loader hook wraps only the modules the instrumentations ask for (the message channel).
const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

// Traces only: Prometheus has the metrics (observability/metrics.ts), and pino writes the logs.
process.env.OTEL_METRICS_EXPORTER ??= 'none';
process.env.OTEL_LOGS_EXPORTER ??= 'none';

const sdk = new NodeSDK({
  serviceName: process.env.OTEL_SERVICE_NAME || 'cet-portal-api',
  instrumentations: [
    new HttpInstrumentation({
      // A probe every few seconds would bury the calls; the readiness answer says what it checked.
      ignoreIncomingRequestHook: (request) => request.url?.startsWith('/api/health') ?? false,
    }),
    // A query's span without its parameters (personal data) but with its text, which has none; only
    // beneath a request: the jobs' queries every minute would be traces of their own (metrics count them).
    new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
  ],
});
sdk.start();
await waitForAllMessagesAcknowledged();

/** Sends the spans still buffered, on shutdown. */
export const stopTelemetry = () => sdk.shutdown();
