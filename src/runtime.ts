/**
 * Boots and stops a Vitae process: configuration, the database (with the embedded-folder lock),
 * migrations, modules, the HTTP app and the workers. `serve`, `worker` and the tests all start
 * through here, so they run the same code.
 */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { authServices } from './auth/auth-services.ts';
import { demoAtFirstStart } from './auth/demo-credentials.ts';
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
import type { Database } from './store/database.ts';
import { migrate } from './store/migrator.ts';
import { openStore } from './store/open-store.ts';
import { destroyOrphanKeys } from './store/orphan-keys.ts';
import { openStoreKeys } from './store/store-keys.ts';

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
  /**
   * Listens on the configured host and port, then does the start-up work that needs the address
   * (the demo client); returns the base URL once /health/ready reports ready.
   */
  listen(port?: number, host?: string): Promise<string>;
  /** Start-up work is done: migrations, keys, the listening-time work of every module. */
  readonly started: boolean;
  /**
   * Graceful stop, bounded by VITAE_SHUTDOWN_GRACE_S: stops taking connections and jobs at once,
   * lets in-flight requests and running jobs finish within the grace, hands the rest back to the
   * queue, then closes the pipeline processes and the database.
   */
  stop(): Promise<void>;
}

export async function startRuntime(config: Config, opts: RuntimeOptions): Promise<Runtime> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  useKnowledgeDataDir(config.dataDir);
  const owned = opts.db ? undefined : await openStore(config);
  const db = opts.db ?? owned!.db;
  if (opts.db) await migrate(db);
  let keys: Awaited<ReturnType<typeof openStoreKeys>>;
  try {
    keys = await openStoreKeys(config.encryptionKeys, db);
  } catch (err) {
    if (owned) {
      await owned.db.close();
      owned.unlock();
    }
    throw err;
  }
  for (const warning of keys.master.warnings) logger.warn(warning);
  if (keys.master.source === 'data-folder') {
    logger.info({ file: keys.master.file }, 'master key: the one this service generated in its data folder (set VITAE_ENCRYPTION_KEY to keep it elsewhere)');
  }
  const metrics = createMetrics();
  if (db.kind === 'pglite') {
    const orphans = await requeueOrphans(db);
    if (orphans > 0) logger.warn({ orphans }, 'queued again the jobs a previous process left running');
  }

  let worker: JobWorker | undefined;
  const ctx: AppContext = { config, db, keys, logger, metrics, notifyJobs: () => worker?.poke() };
  const { modules, services } = allModules(ctx);
  if (keys.exclusive) {
    const checks = Object.assign({}, ...modules.map((m) => m.keyOwners ?? {}));
    const destroyed = await destroyOrphanKeys(keys.data, db, checks);
    if (destroyed) logger.info({ keys: destroyed }, 'destroyed data keys left without their CV or snapshot');
  }

  // The pipeline processes warm up while the HTTP app is built and the server starts listening.
  const warming = opts.workers > 0 && config.warmup;
  if (warming) for (const mod of modules) mod.warm?.();

  worker = new JobWorker(db, {
    concurrency: opts.workers,
    leaseMs: config.jobLeaseMs,
    shutdownGraceMs: config.shutdownGraceMs,
    maxActivePerTenant: config.queueMaxActivePerTenant,
    logger: logger.child({ component: 'worker' }),
    metrics,
  });
  for (const mod of modules) {
    for (const [name, handler] of Object.entries(mod.jobs ?? {})) worker.register(name as JobName, handler as never);
  }

  let started = !opts.http;
  const app = opts.http ? await buildApp(ctx, appRoutes(ctx, services), { started: () => started }) : undefined;
  if (app) await app.ready();

  if (opts.workers > 0) {
    for (const mod of modules) await mod.start?.();
    worker.start();
  }
  const maintenance = keyMaintenance(ctx).catch((err) => logger.warn({ err }, 'key maintenance failed; the next start tries again'));

  let stopping: Promise<void> | undefined;
  return {
    ctx,
    app,
    worker,
    modules,
    get started() {
      return started;
    },
    async listen(port = config.port, host = config.host) {
      if (!app) throw new Error('this runtime serves no HTTP');
      const address = await app.listen({ port, host });
      const url = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '[::1]');
      await demoAtFirstStart(ctx, url);
      for (const mod of modules) await mod.listening?.(url);
      if (warming) await warmedOrLate(modules, config.warmupReadyWaitMs, logger);
      started = true;
      for (const mod of modules) mod.serving?.();
      return url;
    },
    stop() {
      stopping ??= (async () => {
        const graceMs = config.shutdownGraceMs;
        // Connections and jobs stop together: the worker claims nothing more from now on while
        // requests already received finish, both within the same grace.
        const jobs = worker.stop();
        if (app) await closeHttp(app, graceMs);
        await jobs;
        await maintenance;
        for (const mod of modules) await mod.stop?.();
        await keys.close();
        if (owned) {
          await owned.db.close();
          owned.unlock();
        }
      })();
      return stopping;
    },
  };
}

/**
 * Waits for the part of every module's warm-up that a first request needs, at most `waitMs`: a
 * server that reports ready then serves its first CV as fast as the next. A warm-up that takes
 * longer (a very busy machine) no longer holds readiness back; it goes on in the background.
 */
async function warmedOrLate(modules: VitaeModule[], waitMs: number, logger: Logger): Promise<void> {
  if (waitMs <= 0) return;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((r) => {
    timer = setTimeout(() => r('late'), waitMs);
  });
  const all = Promise.all(modules.map((m) => m.warmed?.())).then(() => 'warm' as const);
  const outcome = await Promise.race([all, late]);
  clearTimeout(timer);
  const waitedMs = Math.round(performance.now() - started);
  if (outcome === 'late') logger.warn({ waitedMs }, 'ready before the warm-up finished (VITAE_WARMUP_READY_WAIT_S); the first CVs may be slower');
  else logger.info({ waitedMs }, 'warm-up for text CVs done');
}

/**
 * After a master key rotation (VITAE_ENCRYPTION_KEY=new,old) or an upgrade: data keys wrapped by
 * an older master key are wrapped again by the sealing one (in place, in the file store), and token
 * signing keys stored in clear or sealed with an older key are sealed again. Cheap when nothing is
 * left (an indexed count). On the embedded database only the runtime owning the key file does it.
 */
async function keyMaintenance(ctx: AppContext): Promise<void> {
  const { keys, db, logger } = ctx;
  if (keys.data.where !== 'database' && !keys.exclusive) return;
  let rewrapped = 0;
  for (;;) {
    const n = await keys.data.rewrap(db, 1_000);
    rewrapped += n;
    if (n < 1_000) break;
  }
  const signing = await authServices(ctx).keys.sealStored();
  if (rewrapped || signing) logger.info({ dataKeys: rewrapped, signingKeys: signing }, 'sealed again with the current master key');
  const older = await keys.data.wrappedByOlderKeys(db);
  if (older) logger.warn({ dataKeys: older }, 'data keys are wrapped by a master key this process does not hold: keep it in VITAE_ENCRYPTION_KEY');
}

/**
 * Stops accepting connections (idle keep-alive ones close at once; a request arriving on a busy
 * one is answered 503) and waits for in-flight requests up to the grace; a client still sending
 * after it (a slow or stalled upload) is cut off: it must not hold the shutdown.
 */
async function closeHttp(app: FastifyInstance, graceMs: number): Promise<void> {
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<'grace'>((r) => {
    timer = setTimeout(() => r('grace'), graceMs);
  });
  const first = await Promise.race([closing.then(() => 'closed' as const), grace]);
  clearTimeout(timer);
  if (first === 'grace') app.server.closeAllConnections();
  await closing;
}
