/**
 * Wires the Screen module: the vault that seals each CV with its own keys, pipeline sandbox,
 * service, routes, the `screen.process` job and the retention duty.
 */
import type { AppContext } from '../app-context.ts';
import type { VitaeModule } from '../module.ts';
import type { Queryable } from '../store/database.ts';
import { DATA_KEY_ID } from '../store/data-keys.ts';
import { CandidateService } from './candidate-service.ts';
import { CorrectionService } from './correction-service.ts';
import { CvVault } from './cv-vault.ts';
import { ProfileSchema } from './profile-schema.ts';
import { sealLegacy } from './legacy-sealing.ts';
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
  const vault = new CvVault(ctx.keys.data, ctx.keys.ring);
  const sandbox = new PipelineSandbox({ size: Math.max(1, config.workers), logger: logger.child({ component: 'sandbox' }) });
  const service = new ScreenService({
    db,
    config,
    vault,
    events: deps.events,
    notifyJobs: ctx.notifyJobs,
    workerSlots: () => Math.max(1, config.workers),
  });
  const candidates = new CandidateService(db, vault);
  const corrections = new CorrectionService(db, vault, deps.events);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let sealing: Promise<unknown> | undefined;
  let warmed: Promise<void> = Promise.resolve();

  return {
    name: 'screen',
    service,
    candidates,
    corrections,
    jobs: { 'screen.process': screenJob({ db, config, vault, sandbox, events: deps.events }) },
    keyOwners: {
      cv: async (q, ids) => existing(q, 'SELECT id::text AS id FROM invocations WHERE id = ANY($1::uuid[])', ids),
      file: async (q, ids) =>
        existing(q, `SELECT invocation_id::text AS id FROM invocation_files WHERE invocation_id = ANY($1::uuid[]) AND key_id = '${DATA_KEY_ID}'`, ids),
    },
    warm() {
      sandbox.warm();
      // What follows a pipeline run in this process (the profile's schema, Match's features and
      // the knowledge they load) is warmed with the warm-up's own sample profile.
      const after = sandbox.textWarm.then((sample) => {
        if (!sample) return;
        try {
          deps.events.warm(ProfileSchema.parse(sample));
        } catch (err) {
          logger.warn({ err }, 'warming what follows the pipeline failed; the first CV pays for it');
        }
      });
      // Every pipeline process reads text PDFs: a first CV never meets a process still starting.
      warmed = Promise.all([after, sandbox.poolTextWarm]).then(() => undefined);
    },
    warmed: () => warmed,
    start() {
      // CVs an earlier release stored in clear get keys of their own, in the background.
      sealing = sealLegacy(db, vault, logger, () => stopped).catch((err) => logger.warn({ err }, 'sealing CVs of an earlier release failed; the next start tries again'));
      if (!config.retainFilesDays && !config.retainResultsDays) return;
      const run = () =>
        applyRetention(db, deps.events, vault, { filesDays: config.retainFilesDays, resultsDays: config.retainResultsDays }).then(
          (r) => (r.files || r.invocations) && logger.info(r, 'retention applied'),
          (err) => logger.warn({ err }, 'retention failed; will try again'),
        );
      setTimeout(run, 5_000).unref();
      timer = setInterval(run, RETENTION_EVERY_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await sealing;
      await sandbox.close();
    },
  };
}

async function existing(q: Queryable, sql: string, ids: readonly string[]): Promise<Set<string>> {
  const r = await q.query<{ id: string }>(sql, [ids]);
  return new Set(r.rows.map((row) => row.id));
}
