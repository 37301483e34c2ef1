/** `vitae serve` (API plus in-process workers) and `vitae worker` (workers only). */
import { ensureDemoCredentials } from '../auth/demo-credentials.ts';
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
  // A failed demo set-up (read-only data folder…) must not take the running server down.
  await ensureDemoCredentials(runtime.ctx, url).catch((err) => runtime.ctx.logger.error({ err }, 'could not create the demo client'));
  await untilSignal(runtime.stop, runtime.ctx.logger);
  return 0;
}

export async function workerCommand(_args: string[]): Promise<number> {
  const config = loadConfig();
  const concurrency = Math.max(1, config.workers);
  const runtime = await startRuntime(config, { http: false, workers: concurrency });
  runtime.ctx.logger.info({ database: runtime.ctx.db.kind, concurrency }, 'Vitae worker running');
  await untilSignal(runtime.stop, runtime.ctx.logger);
  return 0;
}

/** Resolves after a graceful stop on SIGINT/SIGTERM; a second signal exits at once. */
function untilSignal(stop: () => Promise<void>, logger: { info(o: object, m: string): void }): Promise<void> {
  return new Promise((resolve) => {
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (stopping) process.exit(130);
      stopping = true;
      logger.info({ signal }, 'shutting down: finishing requests and jobs');
      stop().then(resolve, (err) => {
        console.error(err);
        process.exitCode = 1;
        resolve();
      });
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}
