/**
 * The worker loop: claims jobs, runs their handlers with a lease that is renewed while they run,
 * and ends every job in a recorded state: completed, queued again (with backoff) or failed.
 * A job held by a process that died is claimed again when its lease runs out.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Metrics } from '../observability/metrics.ts';
import type { Database, Queryable } from '../store/database.ts';
import * as queue from './job-queue.ts';
import { type Job, type JobName, LeaseLostError, PermanentJobError } from './job-registry.ts';

export interface JobContext {
  readonly workerId: string;
  /** Aborted when the job times out or the process shuts down. */
  readonly signal: AbortSignal;
  /**
   * Marks the job completed inside the transaction that stores its results, so results land
   * exactly once even when a job is delivered twice. Throws LeaseLostError (rolling the
   * transaction back) when another worker took the job over.
   */
  complete(tx: Queryable): Promise<void>;
}

export interface FinalFailure {
  code: string;
  message: string;
}

export interface JobHandler<N extends JobName = JobName> {
  run(job: Job<N>, ctx: JobContext): Promise<void>;
  /** Records the final failure on the domain side, in the transaction that fails the job. */
  onFailed?(job: Job<N>, failure: FinalFailure, tx: Queryable): Promise<void>;
  /** Per-run time limit; the signal aborts and the run counts as a transient `timeout`. */
  timeoutMs?: number;
  /**
   * `heavy` jobs (CV processing) share the worker's `concurrency` slots; `light` jobs (network
   * calls such as webhook deliveries) have slots of their own, so a slow receiver never holds up
   * CVs and a burst of CVs never delays notifications. Default heavy.
   */
  lane?: 'heavy' | 'light';
}

/** Handlers of some jobs by name, as a module offers them. */
export type JobHandlers = { [N in JobName]?: JobHandler<N> };

export interface WorkerOptions {
  /** Heavy jobs run at once by this process. */
  concurrency: number;
  /** Light jobs run at once by this process (default 4). */
  lightConcurrency?: number;
  leaseMs: number;
  /** Jobs of one tenant running at once across all processes (0 = no cap): VITAE_QUEUE_MAX_ACTIVE_PER_TENANT. */
  maxActivePerTenant?: number;
  pollMs?: number;
  /** How long a graceful stop waits for running jobs before releasing them. */
  shutdownGraceMs?: number;
  logger: Logger;
  metrics?: Metrics;
}

export class JobTimeoutError extends Error {
  constructor(ms: number) {
    super(`job exceeded its time limit of ${ms} ms`);
    this.name = 'JobTimeoutError';
  }
}

/** 2 s, 4 s, 8 s … capped at 5 minutes, with ±20 % jitter so retries of a burst spread out. */
export function backoffMs(attempt: number): number {
  const base = Math.min(300_000, 2000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

interface Running {
  job: Job;
  abort: AbortController;
  done: Promise<void>;
}

export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Map<string, Running>();
  private stopping = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly db: Database,
    private readonly opts: WorkerOptions,
  ) {}

  register<N extends JobName>(name: N, handler: JobHandler<N>): this {
    this.handlers.set(name, handler as unknown as JobHandler);
    return this;
  }

  start(): void {
    if (this.loop || this.opts.concurrency <= 0) return;
    this.opts.logger.info({ workerId: this.id, concurrency: this.opts.concurrency }, 'worker started');
    this.loop = this.runLoop();
  }

  /** Wakes an idle loop at once (a job was just enqueued in this process). */
  poke(): void {
    this.wake?.();
  }

  get activeCount(): number {
    return this.running.size;
  }

  /**
   * Stops claiming, lets running jobs finish for the grace period, then aborts and releases the
   * rest so another process takes them at once rather than after their lease.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    const grace = this.opts.shutdownGraceMs ?? 20_000;
    const all = Promise.allSettled([...this.running.values()].map((r) => r.done));
    const timedOut = await Promise.race([all.then(() => false), sleep(grace).then(() => true)]);
    if (timedOut) {
      for (const r of this.running.values()) r.abort.abort(new Error('shutdown'));
      await Promise.allSettled([...this.running.values()].map((r) => r.done));
    }
  }

  private async runLoop(): Promise<void> {
    const pollMs = this.opts.pollMs ?? 1000;
    while (!this.stopping) {
      let claimed: Job | null = null;
      const names = this.claimableNames();
      if (names.length > 0) {
        try {
          // Step 3 of the Screen flow (docs/architecture.md): a job claimed under a lease, tenants
          // taking turns; the lease is renewed while it runs.
          claimed = await queue.claim(this.db, this.id, names, this.opts.leaseMs, this.opts.maxActivePerTenant ?? 0);
        } catch (err) {
          this.opts.logger.error({ err }, 'claiming a job failed; retrying');
          await sleep(pollMs);
          continue;
        }
      }
      if (claimed) {
        this.spawn(claimed);
        continue;
      }
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, pollMs + Math.random() * pollMs * 0.2);
        this.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** Job names whose lane has a free slot right now. */
  private claimableNames(): string[] {
    const busy = { heavy: 0, light: 0 };
    for (const r of this.running.values()) busy[this.laneOf(r.job.name)]++;
    const free = { heavy: busy.heavy < this.opts.concurrency, light: busy.light < (this.opts.lightConcurrency ?? 4) };
    return [...this.handlers.keys()].filter((name) => free[this.laneOf(name)]);
  }

  private laneOf(name: string): 'heavy' | 'light' {
    return this.handlers.get(name)?.lane ?? 'heavy';
  }

  private spawn(job: Job): void {
    const abort = new AbortController();
    const done = this.execute(job, abort).finally(() => {
      this.running.delete(job.id);
      this.wake?.();
    });
    this.running.set(job.id, { job, abort, done });
  }

  private async execute(job: Job, abort: AbortController): Promise<void> {
    const handler = this.handlers.get(job.name)!;
    const log = this.opts.logger.child({ jobId: job.id, job: job.name, attempt: job.attempts });
    const started = performance.now();
    const observe = (outcome: string) => {
      this.opts.metrics?.jobDuration.observe({ name: job.name, outcome }, (performance.now() - started) / 1000);
      this.opts.metrics?.jobsProcessed.inc({ name: job.name, outcome });
    };

    // Claimed again after its lease ran out on every earlier attempt: the process running it
    // died each time (a poison file). Fail it rather than crash workers forever.
    if (job.attempts > job.maxAttempts) {
      await this.finalFail(job, handler, { code: 'worker_lost', message: 'the job was interrupted on every attempt' }, log);
      observe('failed');
      return;
    }

    const heartbeat = setInterval(
      () => {
        queue.renewLease(this.db, job.id, this.id, this.opts.leaseMs).then(
          (ours) => {
            if (!ours) abort.abort(new LeaseLostError(job.id));
          },
          (err) => log.warn({ err }, 'lease renewal failed'),
        );
      },
      Math.max(1000, Math.floor(this.opts.leaseMs / 3)),
    );
    const timeoutMs = handler.timeoutMs;
    const timer = timeoutMs ? setTimeout(() => abort.abort(new JobTimeoutError(timeoutMs)), timeoutMs) : undefined;

    let completed = false;
    const ctx: JobContext = {
      workerId: this.id,
      signal: abort.signal,
      complete: async (tx) => {
        await queue.complete(tx, job.id, this.id);
        completed = true;
      },
    };

    try {
      log.debug('job started');
      await handler.run(job, ctx);
      if (!completed) await this.db.transaction((tx) => ctx.complete(tx));
      observe('completed');
      log.info({ ms: Math.round(performance.now() - started) }, 'job completed');
    } catch (raw) {
      const reason = abort.signal.aborted ? abort.signal.reason : raw;
      if (reason instanceof LeaseLostError || raw instanceof LeaseLostError) {
        log.warn('lease lost; another worker owns the job now');
        observe('lease_lost');
      } else if (this.stopping && abort.signal.aborted && !(reason instanceof JobTimeoutError)) {
        await queue.release(this.db, job.id, this.id).catch((err) => log.error({ err }, 'release failed'));
        observe('released');
        log.info('job released at shutdown');
      } else if (raw instanceof PermanentJobError) {
        await this.finalFail(job, handler, { code: raw.code, message: raw.message }, log);
        observe('failed');
      } else {
        const failure: FinalFailure =
          reason instanceof JobTimeoutError
            ? { code: 'timeout', message: reason.message }
            : { code: 'processing_error', message: (raw as Error)?.message ?? String(raw) };
        if (job.attempts >= job.maxAttempts) {
          await this.finalFail(job, handler, failure, log);
          observe('failed');
        } else {
          const delay = backoffMs(job.attempts);
          log.warn({ err: raw, retryInMs: delay }, 'job failed; will retry');
          await queue.retryLater(this.db, job.id, this.id, `${failure.code}: ${failure.message}`, delay).catch((err) =>
            log.error({ err }, 'scheduling the retry failed; the lease will expire and the job run again'),
          );
          observe('retried');
        }
      }
    } finally {
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
    }
  }

  private async finalFail(job: Job, handler: JobHandler, failure: FinalFailure, log: Logger): Promise<void> {
    log.warn({ code: failure.code }, 'job failed for good');
    try {
      await this.db.transaction(async (tx) => {
        await handler.onFailed?.(job, failure, tx);
        await queue.fail(tx, job.id, this.id, `${failure.code}: ${failure.message}`);
      });
    } catch (err) {
      // Leave it active: the lease runs out and a later claim records the failure again.
      log.error({ err }, 'recording the failure failed');
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
