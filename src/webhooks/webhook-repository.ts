/**
 * The webhook tables: subscriptions (per tenant, secret sealed), deliveries (one per event and
 * subscription, with the exact body sent) and their attempts. Every read of a subscription or
 * delivery names the tenant, so another tenant's ids answer nothing.
 */
import type { SealedBlob } from '../store/blob-cipher.ts';
import type { Queryable } from '../store/database.ts';
import type { Delivery, DeliveryAttempt, DeliveryStatus, Subscription, WebhookEventType } from './webhook-types.ts';

interface SubscriptionRow {
  id: string;
  tenant_id: string;
  url: string;
  events: string[] | string;
  description: string | null;
  created_by: string;
  created_at: Date | string;
  secret_rotated_at: Date | string | null;
}

const SUBSCRIPTION_COLUMNS =
  'id::text AS id, tenant_id::text AS tenant_id, url, events, description, created_by, created_at, secret_rotated_at';

/** text[] arrives as an array from both drivers; the string form is a fallback for `{a,b}`. */
const textArray = (v: string[] | string): string[] => (Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean));

const toSubscription = (r: SubscriptionRow): Subscription => ({
  id: r.id,
  tenantId: r.tenant_id,
  url: r.url,
  events: textArray(r.events) as WebhookEventType[],
  description: r.description,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at),
  secretRotatedAt: r.secret_rotated_at ? new Date(r.secret_rotated_at) : null,
});

export interface NewSubscription {
  tenantId: string;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  secret: SealedBlob;
  createdBy: string;
}

export async function insertSubscription(db: Queryable, s: NewSubscription): Promise<Subscription> {
  const r = await db.query<SubscriptionRow>(
    `INSERT INTO webhook_subscriptions (tenant_id, url, events, description, secret, secret_key_id, created_by)
     VALUES ($1, $2, $3::text[], $4, $5, $6, $7) RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [s.tenantId, s.url, s.events, s.description, s.secret.content, s.secret.keyId, s.createdBy],
  );
  return toSubscription(r.rows[0]!);
}

export async function countSubscriptions(db: Queryable, tenantId: string): Promise<number> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_subscriptions WHERE tenant_id = $1', [tenantId]);
  return Number(r.rows[0]?.n ?? 0);
}

export async function listSubscriptions(db: Queryable, tenantId: string): Promise<Subscription[]> {
  const r = await db.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM webhook_subscriptions WHERE tenant_id = $1 ORDER BY created_at, id`,
    [tenantId],
  );
  return r.rows.map(toSubscription);
}

export async function findSubscription(db: Queryable, tenantId: string, id: string): Promise<Subscription | null> {
  const r = await db.query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM webhook_subscriptions WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    id,
  ]);
  return r.rows[0] ? toSubscription(r.rows[0]) : null;
}

/** Deletes the subscription with its deliveries (cascade): pending retries stop at once. */
export async function deleteSubscription(db: Queryable, tenantId: string, id: string): Promise<boolean> {
  const r = await db.query('DELETE FROM webhook_subscriptions WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
  return r.rowCount > 0;
}

export async function replaceSecret(db: Queryable, tenantId: string, id: string, secret: SealedBlob): Promise<Subscription | null> {
  const r = await db.query<SubscriptionRow>(
    `UPDATE webhook_subscriptions SET secret = $3, secret_key_id = $4, secret_rotated_at = now()
     WHERE tenant_id = $1 AND id = $2 RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [tenantId, id, secret.content, secret.keyId],
  );
  return r.rows[0] ? toSubscription(r.rows[0]) : null;
}

/** The tenant's subscriptions to one event type: the fan-out of an event. */
export async function subscribersOf(db: Queryable, tenantId: string, type: WebhookEventType): Promise<string[]> {
  const r = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM webhook_subscriptions WHERE tenant_id = $1 AND $2 = ANY(events) ORDER BY created_at, id',
    [tenantId, type],
  );
  return r.rows.map((x) => x.id);
}

// ---- deliveries ----

interface DeliveryRow {
  id: string;
  subscription_id: string;
  tenant_id: string;
  event_id: string;
  event_type: string;
  invocation_id: string;
  status: string;
  attempts: number;
  created_at: Date | string;
  last_attempt_at: Date | string | null;
  next_attempt_at: Date | string | null;
  finished_at: Date | string | null;
}

const DELIVERY_COLUMNS = `d.id::text AS id, d.subscription_id::text AS subscription_id, d.tenant_id::text AS tenant_id,
  d.event_id::text AS event_id, d.event_type, d.invocation_id::text AS invocation_id, d.status, d.attempts,
  d.created_at, d.last_attempt_at, d.next_attempt_at, d.finished_at`;

const date = (v: Date | string | null) => (v ? new Date(v) : null);

const toDelivery = (r: DeliveryRow): Delivery => ({
  id: r.id,
  subscriptionId: r.subscription_id,
  tenantId: r.tenant_id,
  eventId: r.event_id,
  eventType: r.event_type as WebhookEventType,
  invocationId: r.invocation_id,
  status: r.status as DeliveryStatus,
  attempts: Number(r.attempts),
  createdAt: new Date(r.created_at),
  lastAttemptAt: date(r.last_attempt_at),
  nextAttemptAt: date(r.next_attempt_at),
  finishedAt: date(r.finished_at),
});

export interface NewDelivery {
  subscriptionId: string;
  tenantId: string;
  eventId: string;
  eventType: WebhookEventType;
  invocationId: string;
  body: string;
}

export async function insertDelivery(db: Queryable, d: NewDelivery): Promise<string> {
  const r = await db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (subscription_id, tenant_id, event_id, event_type, invocation_id, body, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id::text AS id`,
    [d.subscriptionId, d.tenantId, d.eventId, d.eventType, d.invocationId, d.body],
  );
  return r.rows[0]!.id;
}

/** What sending needs: the delivery, its body, and its subscription's URL and sealed secret. */
export interface DeliveryToSend extends Delivery {
  body: string;
  url: string;
  secret: SealedBlob;
}

export async function findDeliveryToSend(db: Queryable, id: string): Promise<DeliveryToSend | null> {
  const r = await db.query<DeliveryRow & { body: string; url: string; secret: Uint8Array; secret_key_id: string | null }>(
    `SELECT ${DELIVERY_COLUMNS}, d.body, s.url, s.secret, s.secret_key_id
     FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
     WHERE d.id = $1`,
    [id],
  );
  const row = r.rows[0];
  if (!row) return null;
  return { ...toDelivery(row), body: row.body, url: row.url, secret: { content: new Uint8Array(row.secret), keyId: row.secret_key_id } };
}

/** Locks the delivery row for the transaction that records an attempt. */
export async function lockDelivery(tx: Queryable, id: string): Promise<{ status: DeliveryStatus; attempts: number } | null> {
  const r = await tx.query<{ status: string; attempts: number }>('SELECT status, attempts FROM webhook_deliveries WHERE id = $1 FOR UPDATE', [id]);
  const row = r.rows[0];
  return row ? { status: row.status as DeliveryStatus, attempts: Number(row.attempts) } : null;
}

export async function insertAttempt(tx: Queryable, deliveryId: string, a: DeliveryAttempt): Promise<void> {
  await tx.query(
    `INSERT INTO webhook_attempts (delivery_id, attempt, started_at, response_status, latency_ms, error)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [deliveryId, a.attempt, a.startedAt, a.responseStatus, Math.round(a.latencyMs), a.error?.slice(0, 500) ?? null],
  );
}

/** Records the outcome of attempt number `attempts`: finished (succeeded/failed) or due again after `retryInMs`. */
export async function updateDelivery(
  tx: Queryable,
  id: string,
  outcome: { attempts: number; status: DeliveryStatus; retryInMs?: number },
): Promise<void> {
  await tx.query(
    `UPDATE webhook_deliveries SET attempts = $2, status = $3, last_attempt_at = now(),
       next_attempt_at = CASE WHEN $3 = 'pending' THEN now() + ($4::int * interval '1 millisecond') ELSE NULL END,
       finished_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END
     WHERE id = $1`,
    [id, outcome.attempts, outcome.status, Math.round(outcome.retryInMs ?? 0)],
  );
}

/** A delivery given up outside an attempt (its job failed for good): recorded, never silent. */
export async function failDelivery(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL, finished_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id],
  );
}

export interface DeliveryFilter {
  status?: DeliveryStatus;
  /** Only deliveries created before this instant (next page). */
  before?: Date;
  limit: number;
}

export async function listDeliveries(
  db: Queryable,
  tenantId: string,
  subscriptionId: string,
  filter: DeliveryFilter,
): Promise<(Delivery & { attemptLog: DeliveryAttempt[] })[]> {
  const r = await db.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d
     WHERE d.tenant_id = $1 AND d.subscription_id = $2
       AND ($3::text IS NULL OR d.status = $3)
       AND ($4::timestamptz IS NULL OR d.created_at < $4)
     ORDER BY d.created_at DESC, d.id DESC LIMIT $5`,
    [tenantId, subscriptionId, filter.status ?? null, filter.before ?? null, filter.limit],
  );
  const deliveries = r.rows.map(toDelivery);
  if (deliveries.length === 0) return [];
  const a = await db.query<{ delivery_id: string; attempt: number; started_at: Date | string; response_status: number | null; latency_ms: number; error: string | null }>(
    `SELECT delivery_id::text AS delivery_id, attempt, started_at, response_status, latency_ms, error
     FROM webhook_attempts WHERE delivery_id = ANY($1::uuid[]) ORDER BY delivery_id, attempt`,
    [deliveries.map((d) => d.id)],
  );
  const byDelivery = new Map<string, DeliveryAttempt[]>();
  for (const row of a.rows) {
    const list = byDelivery.get(row.delivery_id) ?? [];
    list.push({
      attempt: Number(row.attempt),
      startedAt: new Date(row.started_at),
      responseStatus: row.response_status === null ? null : Number(row.response_status),
      latencyMs: Number(row.latency_ms),
      error: row.error,
    });
    byDelivery.set(row.delivery_id, list);
  }
  return deliveries.map((d) => ({ ...d, attemptLog: byDelivery.get(d.id) ?? [] }));
}

/** Deletes finished deliveries (and their attempts) older than `days`. */
export async function pruneDeliveries(db: Queryable, days: number): Promise<number> {
  const r = await db.query(
    `DELETE FROM webhook_deliveries WHERE finished_at IS NOT NULL AND finished_at < now() - ($1::int * interval '1 day')`,
    [days],
  );
  return r.rowCount;
}
