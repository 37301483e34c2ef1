/**
 * Wires webhooks: the service and routes, the Screen listener that records deliveries in
 * Screen's transactions, the `webhook.deliver` job, and the pruning of old delivery logs.
 */
import type { AppContext } from '../app-context.ts';
import type { VitaeModule } from '../module.ts';
import type { ScreenListener } from '../screen/screen-events.ts';
import { resealWithRing } from '../store/ring-reseal.ts';
import { webhookJob } from './webhook-job.ts';
import { webhookScreenListener } from './webhook-listener.ts';
import { pruneDeliveries } from './webhook-repository.ts';
import { WebhookService } from './webhook-service.ts';

const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

export function webhookModule(ctx: AppContext): VitaeModule & { service: WebhookService; screenListener: ScreenListener } {
  const { config, db, logger } = ctx;
  // Subscription secrets are sealed with the master key ring.
  const cipher = ctx.keys.ring;
  const service = new WebhookService({
    db,
    cipher,
    policy: { allowHttp: config.webhooks.allowHttp, allowPrivateNetworks: config.webhooks.allowPrivateNetworks },
  });
  let timer: NodeJS.Timeout | undefined;
  let sealing: Promise<unknown> | undefined;

  return {
    name: 'webhooks',
    service,
    screenListener: webhookScreenListener(),
    jobs: { 'webhook.deliver': webhookJob({ db, cipher, config: config.webhooks }) },
    start() {
      // Secrets stored in clear by an earlier release, or sealed with an older master key.
      sealing = resealWithRing(db, cipher, { table: 'webhook_subscriptions', id: 'id', content: 'secret', keyId: 'secret_key_id' }).then(
        (n) => n > 0 && logger.info({ secrets: n }, 'webhook secrets sealed with the current master key'),
        (err) => logger.warn({ err }, 'sealing webhook secrets failed; the next start tries again'),
      );
      const days = config.webhooks.retainDays;
      if (!days) return;
      const run = () =>
        pruneDeliveries(db, days).then(
          (n) => n > 0 && logger.info({ deliveries: n }, 'old webhook deliveries pruned'),
          (err) => logger.warn({ err }, 'pruning webhook deliveries failed; will try again'),
        );
      timer = setInterval(run, PRUNE_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await sealing;
    },
  };
}
