/**
 * Wires the Screen module: storage cipher, pipeline sandbox, service, routes, the
 * `screen.process` job and the retention duty.
 */
import type { AppContext } from '../app-context.ts';
import type { VitaeModule } from '../module.ts';
import { BlobCipher } from '../store/blob-cipher.ts';
import { CandidateService } from './candidate-service.ts';
import { CorrectionService } from './correction-service.ts';
import { applyRetention } from './retention.ts';
import { PipelineSandbox } from './sandbox/pipeline-sandbox.ts';
import type { ScreenEvents } from './screen-events.ts';
import { screenJob } from './screen-job.ts';
import { ScreenService } from './screen-service.ts';

const RETENTION_EVERY_MS = 60 * 60 * 1000;

export interface ScreenModuleDeps {
  events: ScreenEvents;
}

export function screenModule(ctx: AppContext, deps: ScreenModuleDeps): VitaeModule & { service: ScreenService; candidates: CandidateService; corrections: CorrectionService } {
  const { config, db, logger } = ctx;
  const cipher = new BlobCipher(config.encryptionKeys);
  const sandbox = new PipelineSandbox({ size: Math.max(1, config.workers), logger: logger.child({ component: 'sandbox' }) });
  const service = new ScreenService({
    db,
    config,
    cipher,
    events: deps.events,
    notifyJobs: ctx.notifyJobs,
    workerSlots: () => Math.max(1, config.workers),
  });
  const candidates = new CandidateService(db);
  const corrections = new CorrectionService(db, deps.events);
  let timer: NodeJS.Timeout | undefined;

  return {
    name: 'screen',
    service,
    candidates,
    corrections,
    jobs: { 'screen.process': screenJob({ db, config, cipher, sandbox, events: deps.events }) },
    warm() {
      sandbox.warm();
    },
    start() {
      if (!config.retainFilesDays && !config.retainResultsDays) return;
      const run = () =>
        applyRetention(db, deps.events, { filesDays: config.retainFilesDays, resultsDays: config.retainResultsDays }).then(
          (r) => (r.files || r.invocations) && logger.info(r, 'retention applied'),
          (err) => logger.warn({ err }, 'retention failed; will try again'),
        );
      setTimeout(run, 5_000).unref();
      timer = setInterval(run, RETENTION_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await sandbox.close();
    },
  };
}
