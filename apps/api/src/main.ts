import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config';

/** After the deadline, how long closing may still take once the connections are dropped. */
const LAST_GRACE_MS = 2_000;

/**
 * Stops taking calls, lets those in progress finish for up to `deadlineMs`, then drops the
 * connections still open (a stuck request, a client that stopped sending) and exits; an orchestrator
 * waits only so long before it kills the process anyway, losing the database's orderly close.
 */
const shutDown = async (app: FastifyInstance, signal: string, deadlineMs: number) => {
  app.log.info({ signal, deadlineMs }, 'shutting down');
  const closing = app.close();
  const late = setTimeout(() => {
    app.log.warn('shutdown deadline reached: closing the connections still open');
    app.server.closeAllConnections();
    setTimeout(() => {
      app.log.error('the server did not close in time');
      process.exit(1);
    }, LAST_GRACE_MS).unref();
  }, deadlineMs);
  late.unref();
  try {
    await closing;
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};

const start = async () => {
  const config = loadConfig();
  // The tracing SDK must patch http and pg before the server's modules load them: those load after it.
  const telemetry = config.tracing ? await import('./observability/telemetry') : undefined;
  const { buildServer } = await import('./server');
  const app = await buildServer(config);
  if (telemetry) app.addHook('onClose', telemetry.stopTelemetry);
  const onSignal = (signal: string) => void shutDown(app, signal, config.timeouts.shutdownMs);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  await app.listen({ port: config.port, host: config.host });
};

start().catch((error: unknown) => {
  // A wrong configuration stops the server with one clear line, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
