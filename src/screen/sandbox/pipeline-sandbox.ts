/**
 * Runs the Screen pipeline in a small pool of child processes, one file per child at a time,
 * each bounded in time (killed at the deadline) and memory (V8 heap limit, plus a resident-size
 * watch that also covers WebAssembly and native buffers). Children are reused and recycled.
 *
 * `warm()` (called at start by processes that run workers) fills the pool at once and keeps it
 * full: each child warms the whole pipeline before its first CV (warm-up.ts), and a child that
 * is recycled or dies is replaced right away rather than by the next CV, which would pay the
 * start of a process, pdf.js and the models.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { knowledgeDataDirInUse } from '../../knowledge/esco/extension-store.ts';
import type { Profile } from '../profile-schema.ts';
import type { ChildNotice, PipelineOutput, PipelineReply, PipelineRequest, WarmRestRequest } from './sandbox-protocol.ts';

export interface SandboxOptions {
  size: number;
  /** V8 heap limit of a child in MB. */
  heapMb?: number;
  /** Resident memory above which a child is killed (the file is too complex). */
  maxRssMb?: number;
  /** Jobs a child runs before it is replaced (bounds slow leaks). */
  maxJobsPerChild?: number;
  logger: Logger;
}

/** Why a sandboxed run did not produce a result. `code` is null for a bug in the pipeline. */
export class SandboxError extends Error {
  constructor(
    readonly kind: 'pipeline' | 'crashed' | 'memory' | 'aborted',
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

interface Child {
  proc: ChildProcess;
  /** The last few KB the child wrote to stderr (V8 writes its out-of-memory report there). */
  stderr: () => string;
  ready: Promise<void>;
  jobs: number;
  busy: boolean;
  /** It said ready once: a child that dies before that is not replaced eagerly (no respawn loop). */
  started: boolean;
  /** Read its warm-up's text PDF (or was not asked to warm): ready for a text CV. */
  textWarm: boolean;
  /** Was told to warm the rest (face models, OCR) and has not finished. */
  restWarming: boolean;
  /** Finished its warm-up (or was not asked to warm). */
  warm: boolean;
}

/** How long the pool must have had no CV before a child warms its face models and OCR. */
const REST_WARM_IDLE_MS = 2_000;

/** What V8 prints when a process dies at its heap limit (--max-old-space-size). */
const V8_OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Ineffective mark-compacts near heap limit/;

const CHILD_ENTRY = fileURLToPath(new URL('./sandbox-child.ts', import.meta.url));
const TSX_LOADER = import.meta.resolve('tsx');

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export class PipelineSandbox {
  private readonly idle: Child[] = [];
  private readonly all = new Set<Child>();
  private readonly waiting: ((c: Child) => void)[] = [];
  private nextId = 1;
  private closed = false;
  private keepWarm = false;
  private textWarmed: ((profile: Profile | null) => void) | undefined;
  /**
   * Resolves when the first child of a warming pool has read its warm-up's text PDF, with the
   * sample's profile (null when that step failed): from then on a text CV runs at full speed.
   */
  readonly textWarm: Promise<Profile | null>;
  private poolWarmed: (() => void) | undefined;
  /** Resolves when the pool is full and every child of it can read text PDFs (first time). */
  readonly poolTextWarm: Promise<void>;
  private restTimer: NodeJS.Timeout | undefined;

  constructor(private readonly opts: SandboxOptions) {
    this.textWarm = new Promise((resolve) => {
      this.textWarmed = resolve;
    });
    this.poolTextWarm = new Promise((resolve) => {
      this.poolWarmed = resolve;
    });
  }

  async run(request: Omit<PipelineRequest, 'id'>, signal: AbortSignal): Promise<PipelineOutput> {
    if (signal.aborted) throw new SandboxError('aborted', null, 'aborted before start');
    const child = await this.acquire();
    try {
      await child.ready;
      return await this.exchange(child, { ...request, id: this.nextId++ }, signal);
    } finally {
      this.releaseChild(child);
    }
  }

  /**
   * Starts the children now, one after the other (the next when the previous can read text PDFs,
   * so warming never takes more than one core from the rest of the start), and keeps the pool
   * full. The rest of the warm-up (face models, OCR) comes after, one child at a time, only once
   * every child can read text PDFs and to a child with no CV: it never holds up a text CV.
   */
  warm(): void {
    if (this.closed) return;
    this.keepWarm = true;
    this.warmNext();
  }

  private warmNext(): void {
    if (this.keepWarm && !this.closed && this.all.size < this.opts.size) this.idle.push(this.spawnChild());
  }

  /** Children alive (started or starting). */
  get size(): number {
    return this.all.size;
  }

  /**
   * Kills every child. SIGKILL cannot be ignored, so nothing outlives the pool; not waiting for
   * the kernel to reap them (slow on a busy machine) keeps a shutting-down parent from waiting.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.restTimer);
    for (const c of this.all) {
      c.proc.kill('SIGKILL');
      c.proc.stderr?.destroy();
      c.proc.channel?.unref();
      c.proc.unref();
    }
    this.all.clear();
    this.idle.length = 0;
  }

  private spawnChild(): Child {
    const heap = this.opts.heapMb ?? 1024;
    const warming = this.keepWarm;
    const proc = fork(CHILD_ENTRY, [], {
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${heap}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // The child reads no settings: it is told the data folder the parent's knowledge uses.
      env: {
        ...process.env,
        VITAE_SANDBOX_CHILD: '1',
        VITAE_KNOWLEDGE_DATA_DIR: knowledgeDataDirInUse() ?? '',
        VITAE_SANDBOX_WARM: warming ? '1' : '0',
      },
    });
    let stderr = '';
    proc.stderr?.on('data', (d) => {
      stderr = (stderr + d).slice(-4000);
    });
    const child: Child = {
      proc,
      stderr: () => stderr,
      jobs: 0,
      busy: false,
      started: false,
      textWarm: false,
      restWarming: false,
      warm: false,
      ready: new Promise<void>((resolve, reject) => {
        const onMsg = (m: ChildNotice | PipelineReply) => {
          if ('ready' in m) {
            child.started = true;
            resolve();
            if (!warming) {
              child.textWarm = true;
              child.warm = true;
              proc.off('message', onMsg);
            }
          }
          if ('warmedText' in m) {
            child.textWarm = true;
            this.opts.logger.info({ childPid: proc.pid, ms: m.warmedText.ms }, 'pipeline process can read text PDFs');
            this.textWarmed?.(m.warmedText.profile);
            this.warmNext();
            if (this.all.size >= this.opts.size && [...this.all].every((c) => c.textWarm)) this.poolWarmed?.();
            this.scheduleWarmRest();
          }
          if (!('warmed' in m)) return;
          child.warm = true;
          child.restWarming = false;
          proc.off('message', onMsg);
          const { ms, failed } = m.warmed;
          if (Object.keys(failed).length > 0) this.opts.logger.warn({ childPid: proc.pid, ms, failed }, 'pipeline process warmed up, some steps failed');
          else this.opts.logger.info({ childPid: proc.pid, ms }, 'pipeline process warmed up');
          this.scheduleWarmRest();
        };
        proc.on('message', onMsg);
        proc.once('exit', (code, sig) => reject(new SandboxError('crashed', null, `pipeline process exited at start (${code ?? sig}): ${stderr.slice(-500)}`)));
      }),
    };
    child.ready.catch(() => undefined);
    proc.once('exit', () => {
      this.all.delete(child);
      const i = this.idle.indexOf(child);
      if (i >= 0) this.idle.splice(i, 1);
      if (this.closed) return;
      if (child.started) this.warmNext();
      this.dispatch();
    });
    this.all.add(child);
    return child;
  }

  /**
   * The rest of the warm-up (face models, OCR) has the lowest priority: it starts after the pool
   * has had no CV for REST_WARM_IDLE_MS, so CVs coming one after another never share the CPU
   * with it (a CV arriving during it still goes first at the next step).
   */
  private scheduleWarmRest(): void {
    if (this.closed || !this.keepWarm) return;
    clearTimeout(this.restTimer);
    this.restTimer = setTimeout(() => this.warmRestNext(), REST_WARM_IDLE_MS);
    this.restTimer.unref();
  }

  /**
   * Tells one child to warm the rest once the pool is full, every child can read text PDFs and
   * none is running a CV: an idle one, one at a time.
   */
  private warmRestNext(): void {
    if (this.closed || !this.keepWarm) return;
    const children = [...this.all];
    if (children.length < this.opts.size || children.some((c) => !c.textWarm || c.restWarming || c.busy) || this.waiting.length > 0) return;
    const next = this.idle.find((c) => !c.warm);
    if (!next) return;
    next.restWarming = true;
    next.proc.send({ warmRest: true } satisfies WarmRestRequest);
  }

  /**
   * An idle child: one that can read text PDFs and is not warming the rest, then one warming the
   * rest (it yields between steps), then any; the one used last first (its caches hottest).
   */
  private takeIdle(): Child | undefined {
    const rank = (c: Child) => (c.textWarm ? (c.restWarming ? 1 : 2) : 0);
    let best = -1;
    for (let i = this.idle.length - 1; i >= 0; i--) {
      if (best < 0 || rank(this.idle[i]!) > rank(this.idle[best]!)) best = i;
    }
    return best < 0 ? undefined : this.idle.splice(best, 1)[0];
  }

  private acquire(): Promise<Child> {
    const free = this.takeIdle();
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (this.all.size < this.opts.size) {
      const c = this.spawnChild();
      c.busy = true;
      return Promise.resolve(c);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private releaseChild(child: Child): void {
    child.busy = false;
    const alive = child.proc.exitCode === null && child.proc.signalCode === null && this.all.has(child);
    // A worn child is retired; its exit makes room for (and, when warm, starts) its successor.
    if (alive && child.jobs >= (this.opts.maxJobsPerChild ?? 200)) child.proc.kill('SIGTERM');
    else if (alive) this.idle.push(child);
    this.dispatch();
    this.scheduleWarmRest();
  }

  /** Hands idle (or newly started) children to waiting runs, within the pool size. */
  private dispatch(): void {
    while (this.waiting.length > 0) {
      let next = this.takeIdle();
      if (!next && !this.closed && this.all.size < this.opts.size) next = this.spawnChild();
      if (!next) return;
      next.busy = true;
      this.waiting.shift()!(next);
    }
  }

  private exchange(child: Child, req: PipelineRequest, signal: AbortSignal): Promise<PipelineOutput> {
    child.jobs++;
    const { proc } = child;
    return new Promise<PipelineOutput>((resolve, reject) => {
      let memoryKill = false;
      const watch = setInterval(() => {
        const rss = rssMb(proc.pid);
        if (rss !== null && rss > (this.opts.maxRssMb ?? 1536)) {
          memoryKill = true;
          proc.kill('SIGKILL');
        }
      }, 250);
      const cleanup = () => {
        clearInterval(watch);
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
      };
      const onMessage = (m: PipelineReply) => {
        if (m?.id !== req.id) return;
        cleanup();
        if (m.ok) resolve(m.output);
        else reject(new SandboxError('pipeline', m.error.code, m.error.message));
      };
      const onExit = (code: number | null, sig: string | null) => {
        cleanup();
        // Killed by our resident-size watch, or by V8 at its heap limit: the file, not the process,
        // is at fault, and another attempt would die the same way — a final file_too_complex.
        if (memoryKill || V8_OUT_OF_MEMORY.test(child.stderr())) {
          reject(new SandboxError('memory', 'file_too_complex', 'the file needed more memory than a pipeline process may use'));
        }
        else if (signal.aborted) reject(signal.reason);
        else reject(new SandboxError('crashed', null, `pipeline process died (${code ?? sig})`));
      };
      const onAbort = () => proc.kill('SIGKILL');
      proc.on('message', onMessage);
      proc.on('exit', onExit);
      signal.addEventListener('abort', onAbort);
      proc.send(req);
    });
  }
}
