/**
 * Boots and stops a Vitae process: configuration, the database (with the embedded-folder lock),
 * migrations, modules, the HTTP app and the workers. `serve`, `worker` and the tests all start
 * through here, so they run the same code.
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { buildApp } from './http/app.ts';
import { useKnowledgeDataDir } from './knowledge/esco/extension-store.ts';
import { appRoutes } from './http/routes/app-routes.ts';
import type { VitaeModule } from './module.ts';
import { allModules } from './modules.ts';
import { createLogger } from './observability/logger.ts';
import { createMetrics } from './observability/metrics.ts';
import { requeueOrphans } from './queue/job-queue.ts';
import { JobWorker } from './queue/job-worker.ts';
import type { JobName } from './queue/job-registry.ts';
import { lockDataDir } from './store/data-dir-lock.ts';
import { type Database, openDatabase } from './store/database.ts';
import { migrate } from './store/migrator.ts';

export interface RuntimeOptions {
  /** Serve HTTP (serve) or not (worker). */
  http: boolean;
  /** In-process worker concurrency; 0 for none. */
  workers: number;
  logger?: Logger;
  /** An already open database (tests hand in theirs); otherwise opened from the config. */
  db?: Database;
}

export interface Runtime {
  ctx: AppContext;
  app: FastifyInstance | undefined;
  worker: JobWorker;
  modules: VitaeModule[];
  /** Listens on the configured host and port; returns the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function openStore(config: Config): Promise<{ db: Database; unlock: () => void }> {
  let unlock: () => void = () => undefined;
  if (!config.databaseUrl) unlock = lockDataDir(config.dataDir);
  try {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(db);
    return { db, unlock };
  } catch (err) {
    unlock();
    throw err;
  }
}

/** How long in-flight requests get to finish at shutdown before their connections are closed. */
const HTTP_SHUTDOWN_GRACE_MS = 5_000;

export async function startRuntime(config: Config, opts: RuntimeOptions): Promise<Runtime> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  useKnowledgeDataDir(config.dataDir);
  const owned = opts.db ? undefined : await openStore(config);
  const db = opts.db ?? owned!.db;
  if (opts.db) await migrate(db);
  const metrics = createMetrics();
  if (db.kind === 'pglite') {
    const orphans = await requeueOrphans(db);
    if (orphans > 0) logger.warn({ orphans }, 'queued again the jobs a previous process left running');
  }

  let worker: JobWorker | undefined;
  const ctx: AppContext = { config, db, logger, metrics, notifyJobs: () => worker?.poke() };
  const { modules, services } = allModules(ctx);

  worker = new JobWorker(db, {
    concurrency: opts.workers,
    leaseMs: config.jobLeaseMs,
    maxActivePerTenant: config.queueMaxActivePerTenant,
    logger: logger.child({ component: 'worker' }),
    metrics,
  });
  for (const mod of modules) {
    for (const [name, handler] of Object.entries(mod.jobs ?? {})) worker.register(name as JobName, handler as never);
  }

  const app = opts.http ? await buildApp(ctx, appRoutes(ctx, services)) : undefined;
  if (app) await app.ready();

  if (opts.workers > 0) {
    for (const mod of modules) await mod.start?.();
    worker.start();
  }

  let stopped = false;
  return {
    ctx,
    app,
    worker,
    modules,
    async listen(port = config.port, host = config.host) {
      if (!app) throw new Error('this runtime serves no HTTP');
      const address = await app.listen({ port, host });
      for (const mod of modules) mod.serving?.();
      return address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '[::1]');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Stop taking requests first (in-flight ones finish), then let running jobs finish or
      // release them, then close the database. A client still sending after the grace (a slow or
      // stalled upload) is cut off: it must not hold the shutdown.
      if (app) {
        const closing = app.close();
        const grace = new Promise((r) => setTimeout(r, HTTP_SHUTDOWN_GRACE_MS).unref());
        if ((await Promise.race([closing.then(() => 'closed'), grace])) !== 'closed') app.server.closeAllConnections();
        await closing;
      }
      await worker.stop();
      for (const mod of modules) await mod.stop?.();
      if (owned) {
        await owned.db.close();
        owned.unlock();
      }
    },
  };
}
