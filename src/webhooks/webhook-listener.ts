/**
 * Turns Screen's completed/failed events into deliveries: inside Screen's own transaction, one
 * delivery row per subscribed endpoint of the tenant and its `webhook.deliver` job, so an event
 * is recorded and queued exactly when the result itself commits. Tenants without subscriptions
 * cost one indexed query.
 */
import { randomUUID } from 'node:crypto';
import { enqueue } from '../queue/job-queue.ts';
import type { CvLabels, ScreenListener } from '../screen/screen-events.ts';
import type { Queryable } from '../store/database.ts';
import * as repo from './webhook-repository.ts';
import type { WebhookEvent, WebhookEventType } from './webhook-types.ts';

/** Attempts of the job itself (crashes, database errors); HTTP failures are retried by the job's own schedule. */
const JOB_MAX_ATTEMPTS = 3;

async function fanOut(tx: Queryable, type: WebhookEventType, tenantId: string, data: WebhookEvent['data']): Promise<void> {
  const subscriptions = await repo.subscribersOf(tx, tenantId, type);
  if (subscriptions.length === 0) return;
  const event: WebhookEvent = { id: randomUUID(), type, createdAt: new Date().toISOString(), tenantId, data };
  const body = JSON.stringify(event);
  for (const subscriptionId of subscriptions) {
    const deliveryId = await repo.insertDelivery(tx, {
      subscriptionId,
      tenantId,
      eventId: event.id,
      eventType: type,
      invocationId: data.invocationId,
      body,
    });
    await enqueue(tx, 'webhook.deliver', { deliveryId, tenantId }, { tenantId, maxAttempts: JOB_MAX_ATTEMPTS });
  }
}

const labels = (e: CvLabels) => ({ reference: e.reference, metadata: e.metadata, duplicateOf: e.duplicateOf });

export function webhookScreenListener(): ScreenListener {
  return {
    async onCompleted(tx, e) {
      await fanOut(tx, 'screen.completed', e.tenantId, { invocationId: e.invocationId, status: 'completed', ...labels(e) });
    },
    async onFailed(tx, e) {
      await fanOut(tx, 'screen.failed', e.tenantId, { invocationId: e.invocationId, status: 'failed', code: e.code, ...labels(e) });
    },
  };
}

export { JOB_MAX_ATTEMPTS as WEBHOOK_JOB_MAX_ATTEMPTS };
