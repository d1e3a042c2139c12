import { ConfigError, loadConfig } from './config';
import { buildServer } from './server';

const start = async () => {
  const config = loadConfig();
  const app = await buildServer(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
};

start().catch((error: unknown) => {
  // A wrong configuration stops the server with one clear line, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
