/** `vitae serve` (API plus in-process workers) and `vitae worker` (workers only). */
import { loadConfig } from '../config.ts';
import { startRuntime } from '../runtime.ts';

export async function serveCommand(_args: string[]): Promise<number> {
  const config = loadConfig();
  const runtime = await startRuntime(config, { http: true, workers: config.workers });
  const url = await runtime.listen();
  runtime.ctx.logger.info(
    { url, database: runtime.ctx.db.kind, workers: config.workers },
    `Vitae listening on ${url} (docs at ${url}/docs)`,
  );
  await untilSignal(runtime.stop, runtime.ctx.logger, config.shutdownGraceMs);
  return 0;
}

export async function workerCommand(_args: string[]): Promise<number> {
  const config = loadConfig();
  const concurrency = Math.max(1, config.workers);
  const runtime = await startRuntime(config, { http: false, workers: concurrency });
  runtime.ctx.logger.info({ database: runtime.ctx.db.kind, concurrency }, 'Vitae worker running');
  await untilSignal(runtime.stop, runtime.ctx.logger, config.shutdownGraceMs);
  return 0;
}

/** Beyond the grace: closing the pipeline processes and the database, flushing logs. */
const STOP_MARGIN_MS = 10_000;
/** After a clean stop, a handle someone forgot (a timer, a socket) may hold the process this long. */
const LINGER_MS = 1_000;

type ShutdownLogger = { info(o: object, m: string): void; warn(o: object, m: string): void; error(o: object, m: string): void };

/**
 * Resolves after a graceful stop on SIGINT/SIGTERM; a second signal exits at once. The stop is
 * bounded (grace plus a margin), and a process that does not end by itself soon after a clean
 * stop is ended: a rolling deploy or Ctrl-C must never wait on a forgotten handle.
 */
function untilSignal(stop: () => Promise<void>, logger: ShutdownLogger, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (stopping) process.exit(130);
      stopping = true;
      logger.info({ signal, graceMs }, 'shutting down: finishing requests and jobs');
      setTimeout(() => {
        logger.error({ graceMs }, 'shutdown took longer than its bound; exiting now');
        process.exit(1);
      }, graceMs + STOP_MARGIN_MS).unref();
      stop().then(
        () => {
          logger.info({}, 'stopped');
          setTimeout(() => {
            logger.warn({ resources: process.getActiveResourcesInfo() }, 'still running after a clean stop; exiting');
            process.exit(process.exitCode ?? 0);
          }, LINGER_MS).unref();
          resolve();
        },
        (err) => {
          console.error(err);
          process.exitCode = 1;
          resolve();
        },
      );
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}
