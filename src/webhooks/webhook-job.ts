/**
 * The `webhook.deliver` job: one attempt of one delivery per run. The attempt, the delivery's
 * new state and (when it failed and attempts remain) the job of the next attempt are written in
 * the transaction that completes this job, so an attempt is recorded once and a retry is never
 * lost or doubled. A process dying mid-request leaves the job to be claimed again: the receiver
 * may then see the same event twice, which `Vitae-Event-Id` lets it recognize.
 */
import type { Config } from '../config.ts';
import { enqueue } from '../queue/job-queue.ts';
import type { JobHandler } from '../queue/job-worker.ts';
import type { BlobCipher } from '../store/blob-cipher.ts';
import type { Database } from '../store/database.ts';
import { VERSION } from '../version.ts';
import { retryAfterMs, retryDelayMs } from './retry-schedule.ts';
import { WEBHOOK_JOB_MAX_ATTEMPTS } from './webhook-listener.ts';
import * as repo from './webhook-repository.ts';
import { postWebhook } from './webhook-sender.ts';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.ts';

export interface WebhookJobDeps {
  db: Database;
  cipher: BlobCipher;
  config: Config['webhooks'];
}

export function webhookJob(deps: WebhookJobDeps): JobHandler<'webhook.deliver'> {
  const { db, cipher, config } = deps;
  return {
    // The request's own timeout plus room for the database work around it.
    timeoutMs: config.timeoutMs + 30_000,
    lane: 'light',

    async run(job, ctx) {
      const { deliveryId } = job.payload;
      const d = await repo.findDeliveryToSend(db, deliveryId);
      if (d?.status !== 'pending') return; // subscription deleted, or already settled

      const attempt = d.attempts + 1;
      const secret = Buffer.from(cipher.open(d.secret)).toString('utf8');
      const timestamp = Math.floor(Date.now() / 1000);
      const startedAt = new Date();
      const outcome = await postWebhook(
        d.url,
        d.body,
        {
          'content-type': 'application/json',
          'user-agent': `Vitae-Webhooks/${VERSION}`,
          'vitae-event-id': d.eventId,
          'vitae-event-type': d.eventType,
          'vitae-delivery-id': d.id,
          'vitae-delivery-attempt': String(attempt),
          [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, d.body),
        },
        { timeoutMs: config.timeoutMs, allowPrivateNetworks: config.allowPrivateNetworks, allowHttp: config.allowHttp, signal: ctx.signal },
      );
      // Shutdown or the job's own time limit: let the worker release or retry the job; the
      // attempt did not complete on our side, so it is not recorded.
      if (ctx.signal.aborted) throw ctx.signal.reason;

      await db.transaction(async (tx) => {
        const current = await repo.lockDelivery(tx, deliveryId);
        if (current && current.status === 'pending' && current.attempts === d.attempts) {
          await repo.insertAttempt(tx, deliveryId, {
            attempt,
            startedAt,
            responseStatus: outcome.status,
            latencyMs: outcome.latencyMs,
            error: outcome.error,
          });
          if (outcome.ok) {
            await repo.updateDelivery(tx, deliveryId, { attempts: attempt, status: 'succeeded' });
          } else if (attempt >= config.maxAttempts) {
            await repo.updateDelivery(tx, deliveryId, { attempts: attempt, status: 'failed' });
          } else {
            const planned = retryDelayMs(attempt, config.retryBaseMs);
            const asked = retryAfterMs(outcome.retryAfter);
            const delayMs = Math.max(planned, asked ?? 0);
            await repo.updateDelivery(tx, deliveryId, { attempts: attempt, status: 'pending', retryInMs: delayMs });
            await enqueue(tx, 'webhook.deliver', job.payload, { tenantId: job.payload.tenantId, maxAttempts: WEBHOOK_JOB_MAX_ATTEMPTS, delayMs });
          }
        }
        await ctx.complete(tx);
      });
    },

    async onFailed(job, _failure, tx) {
      await repo.failDelivery(tx, job.payload.deliveryId);
    },
  };
}
