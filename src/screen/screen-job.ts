/**
 * The `screen.process` job: reads the stored file, runs the pipeline in a sandboxed child
 * process, and stores the profile and photo in one transaction that also completes the job.
 * Processing is idempotent: a second delivery of a finished job changes nothing, and a job
 * whose invocation was deleted meanwhile completes without resurrecting anything.
 */
import type { Config } from '../config.ts';
import { PermanentJobError } from '../queue/job-registry.ts';
import type { JobHandler } from '../queue/job-worker.ts';
import { JobTimeoutError } from '../queue/job-worker.ts';
import type { Database } from '../store/database.ts';
import { type CvVault, KeyDestroyedError } from './cv-vault.ts';
import { duplicateAtCompletion } from './duplicate-detector.ts';
import * as repo from './invocation-repository.ts';
import { ProfileSchema } from './profile-schema.ts';
import { type PipelineSandbox, SandboxError } from './sandbox/pipeline-sandbox.ts';
import type { ScreenEvents } from './screen-events.ts';

export interface ScreenJobDeps {
  db: Database;
  config: Config;
  vault: CvVault;
  sandbox: PipelineSandbox;
  events: ScreenEvents;
}

const labelsOf = (inv: repo.Invocation) => ({ reference: inv.reference, metadata: inv.metadata, duplicateOf: inv.duplicateOf });

export function screenJob(deps: ScreenJobDeps): JobHandler<'screen.process'> {
  const { db, config, vault, sandbox, events } = deps;
  return {
    timeoutMs: config.jobTimeoutMs,

    async run(job, ctx) {
      const { invocationId } = job.payload;
      const inv = await db.transaction((tx) => repo.lockInvocation(tx, invocationId));
      if (!inv || inv.status === 'completed' || inv.status === 'failed') return; // deleted or already done
      await repo.markProcessing(db, invocationId);
      // Step 4 of the Screen flow (docs/architecture.md): the stored file, decrypted, to a sandbox child.
      const blob = await repo.readFile(db, invocationId);
      if (!blob) throw new PermanentJobError('file_missing', 'the uploaded file is no longer stored');

      const bytes = await vault.openFile(db, invocationId, blob).catch((err: Error) => {
        throw err instanceof KeyDestroyedError ? new PermanentJobError('file_missing', 'the uploaded file is no longer stored') : err;
      });
      let output: Awaited<ReturnType<PipelineSandbox['run']>>;
      try {
        output = await sandbox.run(
          {
            bytes,
            fileType: inv.fileType,
            referenceDate: new Date().toISOString(),
            limits: { maxPages: config.maxPages, maxPixels: config.maxPixels, maxDocxUnzippedBytes: config.maxDocxUnzippedBytes, maxTextChars: config.maxTextChars },
            pdfEngine: config.pdfEngine,
          },
          ctx.signal,
        );
      } catch (err) {
        if (err instanceof JobTimeoutError) throw new PermanentJobError('timeout', `processing took longer than ${config.jobTimeoutMs / 1000} s`);
        if (err instanceof SandboxError && err.code) throw new PermanentJobError(err.code, err.message);
        throw err; // a crash or a pipeline bug: retried with backoff, then failed
      }

      // Step 16. the profile checked against its schema, stored with its photo; listeners (Match
      // features, webhook deliveries) write in the same transaction that completes the job.
      const checked = ProfileSchema.safeParse(output.profile);
      if (!checked.success) {
        const where = checked.error.issues.slice(0, 5).map((i) => i.path.join('.')).join(', ');
        throw new PermanentJobError('processing_failed', `the pipeline produced an invalid profile (${where})`);
      }
      const profile = checked.data;
      const photo = output.photo;
      profile.photo = photo
        ? { found: true, mediaType: photo.mediaType, width: photo.width, height: photo.height, bytes: photo.bytes.byteLength }
        : { found: false };

      await db.transaction(async (tx) => {
        const current = await repo.lockInvocation(tx, invocationId);
        if (current && current.status !== 'completed') {
          const verdict = await duplicateAtCompletion(tx, current, profile);
          const labels = { ...labelsOf(current), duplicateOf: verdict.duplicateOf };
          if (verdict.refused) {
            // The tenant refuses duplicates: the CV ends failed, its profile not kept nor indexed.
            const detail = `the same person as invocation ${verdict.duplicateOf} (tenant setting duplicates=refuse)`;
            await repo.markFailed(tx, invocationId, 'duplicate_candidate', detail);
            await events.failed(tx, { tenantId: current.tenantId, invocationId, code: 'duplicate_candidate', detail, ...labels });
            await ctx.complete(tx);
            return;
          }
          await repo.upsertProfile(tx, invocationId, current.tenantId, await vault.sealProfile(tx, invocationId, { profile }));
          if (photo) {
            await repo.upsertPhoto(tx, invocationId, {
              blob: await vault.sealPhoto(tx, invocationId, photo.bytes),
              mediaType: photo.mediaType,
              width: photo.width,
              height: photo.height,
            });
          }
          await repo.markCompleted(tx, invocationId);
          await events.completed(tx, { tenantId: current.tenantId, invocationId, profile, ...labels });
        }
        await ctx.complete(tx);
      });
    },

    async onFailed(job, failure, tx) {
      const { invocationId } = job.payload;
      const inv = await repo.lockInvocation(tx, invocationId);
      if (!inv || inv.status === 'completed') return;
      const code = failure.code === 'processing_error' ? 'processing_failed' : failure.code;
      await repo.markFailed(tx, invocationId, code, failure.message);
      await events.failed(tx, { tenantId: inv.tenantId, invocationId, code, detail: failure.message, ...labelsOf(inv) });
    },
  };
}
