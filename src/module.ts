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
  /** Background duties (timers) of processes that run workers. */
  start?(): Promise<void> | void;
  /** Background duties of processes that serve HTTP, begun once listening; never awaited. */
  serving?(): void;
  stop?(): Promise<void> | void;
}
