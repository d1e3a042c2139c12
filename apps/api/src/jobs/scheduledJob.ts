import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob<Run> {
  /** Runs now; a run already under way in this process is joined rather than doubled. */
  run(): Promise<Run>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** Told of every run that ends, with its duration: the server's metrics count runs and failures per job. */
export type JobObserver = (job: string, outcome: 'success' | 'failure', seconds: number) => void;

/**
 * A job on a timer (none when `intervalMs` is 0) and on demand. `report` says whether a run did
 * something worth a log line.
 */
export const scheduleJob = <Run>(
  task: () => Promise<Run>,
  {
    intervalMs,
    log,
    name,
    report,
    observe,
  }: {
    intervalMs: number;
    log: FastifyBaseLogger;
    name: string;
    report: (run: Run) => boolean;
    observe?: JobObserver | undefined;
  },
): ScheduledJob<Run> => {
  let current: Promise<Run> | undefined;
  const observed = async () => {
    if (!observe) return task();
    const started = performance.now();
    try {
      const result = await task();
      observe(name, 'success', (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      observe(name, 'failure', (performance.now() - started) / 1000);
      throw error;
    }
  };
  const run = () => {
    // PGlite is one session, where advisory locks are re-entrant: guard this process as well.
    current ??= observed().finally(() => {
      current = undefined;
    });
    return current;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          run().then(
            (result) => report(result) && log.info({ result }, `${name}: done`),
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
