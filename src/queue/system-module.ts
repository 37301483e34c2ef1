/**
 * Queue housekeeping shared by every process that runs workers: the `system.echo` diagnostic job
 * (used by `vitae admin queue ping` and the queue tests) and pruning of long-finished jobs.
 */
import type { AppContext } from '../app-context.ts';
import { pruneFinished } from './job-queue.ts';
import { PermanentJobError } from './job-registry.ts';
import type { JobHandlers } from './job-worker.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;
const KEEP_FINISHED_JOBS_DAYS = 14;

/** The queue's own duties, shaped as a module (src/module.ts) without depending on it. */
export function systemModule(ctx: AppContext): { name: string; jobs: JobHandlers; start(): void; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  return {
    name: 'system',
    jobs: {
      'system.echo': {
        timeoutMs: 60_000,
        lane: 'light',
        async run(job, { signal }) {
          const { sleepMs = 0, failTimes = 0, permanent = false } = job.payload;
          if (sleepMs > 0) {
            await new Promise<void>((resolve, reject) => {
              const t = setTimeout(resolve, Math.min(sleepMs, 55_000));
              signal.addEventListener('abort', () => {
                clearTimeout(t);
                reject(signal.reason);
              });
            });
          }
          if (job.attempts <= failTimes) {
            if (permanent) throw new PermanentJobError('echo_refused', 'echo asked to fail permanently');
            throw new Error(`echo asked to fail ${failTimes} time(s)`);
          }
        },
      },
    },
    start() {
      const prune = () =>
        pruneFinished(ctx.db, KEEP_FINISHED_JOBS_DAYS).catch((err) => ctx.logger.warn({ err }, 'pruning jobs failed'));
      timer = setInterval(prune, PRUNE_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
