/**
 * Webhook subscriptions as clients and administrators manage them, always for one tenant the
 * caller was already checked to act for: create (the secret is returned once), list, read,
 * delete, rotate the secret, and read the delivery log. Changes are audited.
 */
import { recordAudit } from '../audit/audit-log.ts';
import { BadRequestError, NotFoundError } from '../errors/app-errors.ts';
import { isUuid } from '../store/ids.ts';
import type { BlobCipher } from '../store/blob-cipher.ts';
import type { Database } from '../store/database.ts';
import { findTenant, lockTenant } from '../tenancy/tenant-repository.ts';
import { checkWebhookUrl, type UrlPolicy } from './url-policy.ts';
import * as repo from './webhook-repository.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import type { Delivery, DeliveryAttempt, DeliveryStatus, Subscription, WebhookEventType } from './webhook-types.ts';

/** Enough for a platform's few endpoints; a bound so one tenant cannot fan every event out without end. */
export const MAX_SUBSCRIPTIONS_PER_TENANT = 20;

export interface WebhookActor {
  clientId: string;
  issuer: string | null;
  requestId: string;
}

export interface CreateSubscription {
  url: string;
  events: WebhookEventType[];
  description?: string | undefined;
}

export interface WebhookServiceDeps {
  db: Database;
  cipher: BlobCipher;
  policy: UrlPolicy;
}

export class WebhookService {
  constructor(private readonly deps: WebhookServiceDeps) {}

  async create(actor: WebhookActor, tenantId: string, input: CreateSubscription): Promise<{ subscription: Subscription; secret: string }> {
    const { db, cipher, policy } = this.deps;
    await this.requireTenant(tenantId);
    const url = checkWebhookUrl(input.url, policy);
    const events = [...new Set(input.events)];
    if (events.length === 0) throw new BadRequestError('subscribe to at least one event', 'events_required');
    const secret = newWebhookSecret();
    const subscription = await db.transaction(async (tx) => {
      // Counted under the tenant's row lock so two concurrent creations cannot both pass the bound.
      await lockTenant(tx, tenantId);
      if ((await repo.countSubscriptions(tx, tenantId)) >= MAX_SUBSCRIPTIONS_PER_TENANT) {
        throw new BadRequestError(`a tenant may have at most ${MAX_SUBSCRIPTIONS_PER_TENANT} webhooks`, 'too_many_webhooks');
      }
      const s = await repo.insertSubscription(tx, {
        tenantId,
        url,
        events,
        description: input.description?.trim() || null,
        secret: cipher.seal(Buffer.from(secret, 'utf8')),
        createdBy: actor.clientId,
      });
      await this.audit(tx, actor, tenantId, 'webhook.create', s.id, { events });
      return s;
    });
    return { subscription, secret };
  }

  async list(tenantId: string): Promise<Subscription[]> {
    await this.requireTenant(tenantId);
    return repo.listSubscriptions(this.deps.db, tenantId);
  }

  async get(tenantId: string, id: string): Promise<Subscription> {
    const s = isUuid(id) ? await repo.findSubscription(this.deps.db, tenantId, id) : null;
    if (!s) throw new NotFoundError('no such webhook', 'webhook_not_found');
    return s;
  }

  async remove(actor: WebhookActor, tenantId: string, id: string): Promise<void> {
    const gone = await this.deps.db.transaction(async (tx) => {
      const removed = isUuid(id) && (await repo.deleteSubscription(tx, tenantId, id));
      if (removed) await this.audit(tx, actor, tenantId, 'webhook.delete', id);
      return removed;
    });
    if (!gone) throw new NotFoundError('no such webhook', 'webhook_not_found');
  }

  /** A new secret at once; deliveries from now on are signed with it (including retries). */
  async rotateSecret(actor: WebhookActor, tenantId: string, id: string): Promise<{ subscription: Subscription; secret: string }> {
    const secret = newWebhookSecret();
    const subscription = await this.deps.db.transaction(async (tx) => {
      const s = isUuid(id) ? await repo.replaceSecret(tx, tenantId, id, this.deps.cipher.seal(Buffer.from(secret, 'utf8'))) : null;
      if (s) await this.audit(tx, actor, tenantId, 'webhook.rotate_secret', id);
      return s;
    });
    if (!subscription) throw new NotFoundError('no such webhook', 'webhook_not_found');
    return { subscription, secret };
  }

  async deliveries(
    tenantId: string,
    id: string,
    filter: { status?: DeliveryStatus; before?: Date; limit: number },
  ): Promise<(Delivery & { attemptLog: DeliveryAttempt[] })[]> {
    await this.get(tenantId, id);
    return repo.listDeliveries(this.deps.db, tenantId, id, filter);
  }

  private async requireTenant(tenantId: string): Promise<void> {
    // Clients reach here only for tenants the tenant rule let through; administrators name any.
    if (!isUuid(tenantId) || !(await findTenant(this.deps.db, tenantId))) throw new NotFoundError('no such tenant', 'tenant_not_found');
  }

  private audit(tx: Parameters<typeof recordAudit>[0], actor: WebhookActor, tenantId: string, action: string, id: string, details?: Record<string, unknown>) {
    return recordAudit(tx, {
      clientId: actor.clientId,
      issuer: actor.issuer,
      tenantId,
      action,
      resourceType: 'webhook',
      resourceId: id,
      requestId: actor.requestId,
      details: details ?? null,
    });
  }
}

