import type { FastifyBaseLogger } from 'fastify';

export interface TimedJob<Outcome> {
  /** Runs now; a run already under way in this process is joined rather than doubled. */
  run(): Promise<Outcome>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * A job of the server on a timer (none when `intervalMs` is 0) and on demand. Each run takes its own
 * advisory lock across instances; PGlite is one session, where advisory locks are re-entrant, so
 * this process guards itself as well by joining a run under way.
 */
export const startTimedJob = <Outcome>(
  task: () => Promise<Outcome>,
  {
    intervalMs,
    log,
    name,
    report,
  }: {
    intervalMs: number;
    log: FastifyBaseLogger;
    name: string;
    /** What a run did worth logging, or null when it did nothing. */
    report: (outcome: Outcome) => string | null;
  },
): TimedJob<Outcome> => {
  let current: Promise<Outcome> | undefined;
  const run = () => {
    current ??= task().finally(() => {
      current = undefined;
    });
    return current;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          run().then(
            (outcome) => {
              const message = report(outcome);
              if (message) log.info({ outcome }, `${name}: ${message}`);
            },
            (error: unknown) => log.error({ err: error }, `${name} failed`),
          );
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await current?.catch(() => undefined);
    },
  };
};
