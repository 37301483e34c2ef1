/**
 * Runs the Screen pipeline in a small pool of child processes, one file per child at a time,
 * each bounded in time (killed at the deadline) and memory (V8 heap limit, plus a resident-size
 * watch that also covers WebAssembly and native buffers). Children are reused and recycled.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { knowledgeDataDirInUse } from '../../knowledge/esco/extension-store.ts';
import type { PipelineOutput, PipelineReply, PipelineRequest } from './sandbox-protocol.ts';

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
}

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

  constructor(private readonly opts: SandboxOptions) {}

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

  async close(): Promise<void> {
    this.closed = true;
    for (const c of this.all) c.proc.kill('SIGKILL');
    this.all.clear();
    this.idle.length = 0;
  }

  private spawnChild(): Child {
    const heap = this.opts.heapMb ?? 1024;
    const proc = fork(CHILD_ENTRY, [], {
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${heap}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      // The child reads no settings: it is told the data folder the parent's knowledge uses.
      env: { ...process.env, VITAE_SANDBOX_CHILD: '1', VITAE_KNOWLEDGE_DATA_DIR: knowledgeDataDirInUse() ?? '' },
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
      ready: new Promise<void>((resolve, reject) => {
        const onMsg = (m: unknown) => {
          if ((m as { ready?: boolean })?.ready) {
            proc.off('message', onMsg);
            resolve();
          }
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
    });
    this.all.add(child);
    return child;
  }

  private acquire(): Promise<Child> {
    const free = this.idle.pop();
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
    const worn = child.jobs >= (this.opts.maxJobsPerChild ?? 200);
    if (alive && worn) child.proc.kill('SIGTERM');
    let next: Child | undefined = alive && !worn ? child : undefined;
    const waiter = this.waiting.shift();
    if (waiter) {
      if (!next && !this.closed) next = this.spawnChild();
      if (next) {
        next.busy = true;
        waiter(next);
        return;
      }
    }
    if (next) this.idle.push(next);
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
