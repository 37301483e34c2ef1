/**
 * A feature module as the process sees it: its job handlers and any background duties. Each
 * module builds itself from the AppContext in its own `*-module.ts`; its routes are registered by
 * http/ (src/http/routes/app-routes.ts) from the services it exposes.
 */
import type { JobHandlers } from './queue/job-worker.ts';
import type { KeyPurpose } from './store/data-keys.ts';
import type { OwnerCheck } from './store/orphan-keys.ts';

export interface VitaeModule {
  readonly name: string;
  readonly jobs?: JobHandlers;
  /** For the data keys of the purposes this module owns: which owners still exist (orphan-keys.ts). */
  readonly keyOwners?: Partial<Record<KeyPurpose, OwnerCheck>>;
  /**
   * Preparation of processes that run workers, begun as soon as the module is built (before the
   * HTTP app) and never awaited: the Screen pipeline warms up here while the rest starts.
   */
  warm?(): void;
  /**
   * Resolves when the part of the warm-up a first request needs is done (Screen: a pipeline
   * process reads text PDFs, and what follows a run is warm). A process that warms reports ready
   * only after it, or after VITAE_WARMUP_READY_WAIT_S at most.
   */
  warmed?(): Promise<void>;
  /** Background duties (timers) of processes that run workers. */
  start?(): Promise<void> | void;
  /**
   * Start-up work that needs the listening address (the demo client's URLs); awaited before the
   * process reports ready. Must not throw for a failure the server can run without.
   */
  listening?(url: string): Promise<void>;
  /** Background duties of processes that serve HTTP, begun once listening; never awaited. */
  serving?(): void;
  stop?(): Promise<void> | void;
}
