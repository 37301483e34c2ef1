/**
 * A feature module as the process sees it: its routes, its job handlers and any background
 * duties. Each module builds itself from the AppContext in its own `*-module.ts`.
 */
import type { RouteModule } from './http/app.ts';
import type { JobHandler } from './queue/job-worker.ts';
import type { JobName } from './queue/job-registry.ts';

export type JobHandlers = { [N in JobName]?: JobHandler<N> };

export interface VitaeModule {
  readonly name: string;
  readonly routes?: RouteModule;
  readonly jobs?: JobHandlers;
  /**
   * Preparation of processes that run workers, begun as soon as the module is built (before the
   * HTTP app) and never awaited: the Screen pipeline warms up here while the rest starts.
   */
  warm?(): void;
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
