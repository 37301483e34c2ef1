/**
 * A feature module as the process sees it: its job handlers and any background duties. Each
 * module builds itself from the AppContext in its own `*-module.ts`; its routes are registered by
 * http/ (src/http/routes/app-routes.ts) from the services it exposes.
 */
import type { JobHandlers } from './queue/job-worker.ts';

export interface VitaeModule {
  readonly name: string;
  readonly jobs?: JobHandlers;
  /** Background duties (timers) of processes that run workers. */
  start?(): Promise<void> | void;
  /** Background duties of processes that serve HTTP, begun once listening; never awaited. */
  serving?(): void;
  stop?(): Promise<void> | void;
}
