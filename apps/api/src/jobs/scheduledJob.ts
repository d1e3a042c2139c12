import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob<Run> {
  /** Runs now; a run already under way in this process is joined rather than doubled. */
  run(): Promise<Run>;
  /** Stops the timer and waits for a run under way, so the database can close after it. */
  stop(): Promise<void>;
}

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
  }: { intervalMs: number; log: FastifyBaseLogger; name: string; report: (run: Run) => boolean },
): ScheduledJob<Run> => {
  let current: Promise<Run> | undefined;
  const run = () => {
    // PGlite is one session, where advisory locks are re-entrant: guard this process as well.
    current ??= task().finally(() => {
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
