/**
 * Webhooks over HTTP. Clients manage their tenant's subscriptions under `/webhooks` (create,
 * delete, rotate: `screen:write`; read and the delivery log: `screen:read`), with the tenant in
 * the `tenantId` header or query parameter as on the result paths. Administrators manage any
 * tenant's under `/admin/v1/tenants/{tenantId}/webhooks`.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { resolveTenant } from '../../auth/tenant-rule.ts';
import type { WebhookActor, WebhookService } from '../../webhooks/webhook-service.ts';
import { type Delivery, type DeliveryAttempt, type Subscription, WEBHOOK_EVENT_TYPES } from '../../webhooks/webhook-types.ts';
import { commonProblems } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const TenantId = z.string().max(64).describe('Tenant UUID');
const EventType = z.enum(WEBHOOK_EVENT_TYPES);

const Webhook = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    url: z.string(),
    events: z.array(EventType),
    description: z.string().nullable(),
    createdAt: z.string(),
    secretRotatedAt: z.string().nullable(),
  })
  .meta({ id: 'Webhook' });

const NewWebhook = z
  .object({
    id: z.string(),
    tenantId: z.string(),
    url: z.string(),
    events: z.array(EventType),
    description: z.string().nullable(),
    createdAt: z.string(),
    secretRotatedAt: z.string().nullable(),
    secret: z.string().describe('Signing secret (whsec_…): shown in this response only; Vitae signs every delivery with it'),
  })
  .meta({ id: 'NewWebhook' });

const CreateWebhook = z.object({
  url: z
    .string()
    .min(1)
    .max(2000)
    .describe('Where to POST events: https, a public host (VITAE_WEBHOOK_ALLOW_HTTP / VITAE_WEBHOOK_ALLOW_PRIVATE relax this)'),
  events: z
    .array(EventType)
    .min(1)
    .max(WEBHOOK_EVENT_TYPES.length)
    .default([...WEBHOOK_EVENT_TYPES])
    .describe('Events to receive (default: all)'),
  description: z.string().max(200).optional(),
});

const Attempt = z.object({
  attempt: z.number().int(),
  startedAt: z.string(),
  responseStatus: z.number().int().nullable().describe("The receiver's HTTP status; null when no answer came"),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
});

const WebhookDelivery = z
  .object({
    id: z.string(),
    eventId: z.string().describe('Also sent as Vitae-Event-Id: the same on every attempt'),
    eventType: EventType,
    invocationId: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable().describe('When a pending delivery is tried next'),
    finishedAt: z.string().nullable(),
    attemptLog: z.array(Attempt),
  })
  .meta({ id: 'WebhookDelivery' });

const DeliveriesQuery = z.object({
  tenantId: TenantId.optional(),
  status: z.enum(['pending', 'succeeded', 'failed']).optional(),
  before: z.iso.datetime({ offset: true }).optional().describe('Only deliveries created before this instant (next page: the last createdAt)'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

const webhookView = (s: Subscription) => ({
  id: s.id,
  tenantId: s.tenantId,
  url: s.url,
  events: s.events,
  description: s.description,
  createdAt: s.createdAt.toISOString(),
  secretRotatedAt: iso(s.secretRotatedAt),
});

const deliveryView = (d: Delivery & { attemptLog: DeliveryAttempt[] }) => ({
  id: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  invocationId: d.invocationId,
  status: d.status,
  attempts: d.attempts,
  createdAt: d.createdAt.toISOString(),
  lastAttemptAt: iso(d.lastAttemptAt),
  nextAttemptAt: iso(d.nextAttemptAt),
  finishedAt: iso(d.finishedAt),
  attemptLog: d.attemptLog.map((a) => ({ ...a, startedAt: a.startedAt.toISOString() })),
});

const EVENT_DESCRIPTION =
  'Vitae POSTs `{id, type, createdAt, tenantId, data: {invocationId, status, code?}}` (JSON, no personal data) ' +
  'with the headers Vitae-Signature (`t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`), ' +
  'Vitae-Event-Id, Vitae-Event-Type, Vitae-Delivery-Id and Vitae-Delivery-Attempt. Any 2xx answer within ' +
  'VITAE_WEBHOOK_TIMEOUT_S acknowledges; anything else is retried with growing delays up to ' +
  'VITAE_WEBHOOK_MAX_ATTEMPTS attempts. Redirects are not followed.';

function tenantHeader(request: FastifyRequest): string | undefined {
  const h = request.headers.tenantid ?? request.headers['x-tenant-id'];
  return Array.isArray(h) ? h[0] : h;
}

const actorOf = (request: FastifyRequest): WebhookActor => {
  const auth = request.auth as AuthContext;
  return { clientId: auth.clientId, issuer: auth.issuer, requestId: request.id };
};

export function webhookRoutes(service: WebhookService) {
  return async (app: ZodApp): Promise<void> => {
    // ---- clients, for their tenant ----
    const tenantOf = (request: FastifyRequest) =>
      resolveTenant(request.auth as AuthContext, [
        { source: 'header', value: tenantHeader(request) },
        { source: 'query', value: (request.query as { tenantId?: string }).tenantId },
      ]);
    const tags = ['webhooks'];
    const security = [{ bearer: [] }];
    const headers = z.looseObject({ tenantid: TenantId.optional() });
    const tenantQuery = z.object({ tenantId: TenantId.optional() });
    const idParam = z.object({ webhookId: z.string().max(64) });

    app.post(
      '/webhooks',
      {
        config: { scope: 'screen:write' },
        schema: {
          tags,
          summary: 'Subscribe a URL to Screen events of the tenant; the signing secret is in this response only',
          description: EVENT_DESCRIPTION,
          security,
          headers,
          querystring: tenantQuery,
          body: CreateWebhook,
          response: { 201: NewWebhook, ...commonProblems },
        },
      },
      async (request, reply) => {
        const { subscription, secret } = await service.create(actorOf(request), tenantOf(request), request.body);
        return reply.status(201).header('cache-control', 'no-store').send({ ...webhookView(subscription), secret });
      },
    );
    app.get(
      '/webhooks',
      {
        config: { scope: 'screen:read' },
        schema: { tags, summary: "The tenant's webhooks", security, headers, querystring: tenantQuery, response: { 200: z.object({ webhooks: z.array(Webhook) }), ...commonProblems } },
      },
      async (request) => ({ webhooks: (await service.list(tenantOf(request))).map(webhookView) }),
    );
    app.get(
      '/webhooks/:webhookId',
      {
        config: { scope: 'screen:read' },
        schema: { tags, summary: 'One webhook', security, headers, params: idParam, querystring: tenantQuery, response: { 200: Webhook, ...commonProblems } },
      },
      async (request) => webhookView(await service.get(tenantOf(request), request.params.webhookId)),
    );
    app.delete(
      '/webhooks/:webhookId',
      {
        config: { scope: 'screen:write' },
        schema: {
          tags,
          summary: 'Delete a webhook: no more deliveries, pending retries included',
          security,
          headers,
          params: idParam,
          querystring: tenantQuery,
          response: { 204: z.null().describe('Deleted'), ...commonProblems },
        },
      },
      async (request, reply) => {
        await service.remove(actorOf(request), tenantOf(request), request.params.webhookId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/webhooks/:webhookId/rotate-secret',
      {
        config: { scope: 'screen:write' },
        schema: {
          tags,
          summary: 'Replace the signing secret (at once; the new one is in this response only)',
          security,
          headers,
          params: idParam,
          querystring: tenantQuery,
          response: { 200: NewWebhook, ...commonProblems },
        },
      },
      async (request, reply) => {
        const { subscription, secret } = await service.rotateSecret(actorOf(request), tenantOf(request), request.params.webhookId);
        return reply.header('cache-control', 'no-store').send({ ...webhookView(subscription), secret });
      },
    );
    app.get(
      '/webhooks/:webhookId/deliveries',
      {
        config: { scope: 'screen:read' },
        schema: {
          tags,
          summary: "A webhook's deliveries, newest first, each with its attempts",
          security,
          headers,
          params: idParam,
          querystring: DeliveriesQuery,
          response: { 200: z.object({ deliveries: z.array(WebhookDelivery) }), ...commonProblems },
        },
      },
      async (request) => {
        const q = request.query;
        const list = await service.deliveries(tenantOf(request), request.params.webhookId, {
          status: q.status,
          before: q.before ? new Date(q.before) : undefined,
          limit: q.limit,
        });
        return { deliveries: list.map(deliveryView) };
      },
    );

    // ---- administrators, for any tenant ----
    const admin = { scope: 'admin' as const };
    const adminTags = ['admin', 'webhooks'];
    const tenantParam = z.object({ tenantId: z.guid() });
    const tenantWebhookParam = z.object({ tenantId: z.guid(), webhookId: z.string().max(64) });

    app.post(
      '/admin/v1/tenants/:tenantId/webhooks',
      {
        config: admin,
        schema: {
          tags: adminTags,
          summary: "Subscribe a URL to a tenant's Screen events; the signing secret is in this response only",
          description: EVENT_DESCRIPTION,
          params: tenantParam,
          body: CreateWebhook,
          response: { 201: NewWebhook, ...commonProblems },
        },
      },
      async (request, reply) => {
        const { subscription, secret } = await service.create(actorOf(request), request.params.tenantId, request.body);
        return reply.status(201).header('cache-control', 'no-store').send({ ...webhookView(subscription), secret });
      },
    );
    app.get(
      '/admin/v1/tenants/:tenantId/webhooks',
      {
        config: admin,
        schema: { tags: adminTags, summary: "A tenant's webhooks", params: tenantParam, response: { 200: z.object({ webhooks: z.array(Webhook) }), ...commonProblems } },
      },
      async (request) => ({ webhooks: (await service.list(request.params.tenantId)).map(webhookView) }),
    );
    app.get(
      '/admin/v1/tenants/:tenantId/webhooks/:webhookId',
      { config: admin, schema: { tags: adminTags, summary: 'One webhook of a tenant', params: tenantWebhookParam, response: { 200: Webhook, ...commonProblems } } },
      async (request) => webhookView(await service.get(request.params.tenantId, request.params.webhookId)),
    );
    app.delete(
      '/admin/v1/tenants/:tenantId/webhooks/:webhookId',
      {
        config: admin,
        schema: { tags: adminTags, summary: "Delete a tenant's webhook", params: tenantWebhookParam, response: { 204: z.null().describe('Deleted'), ...commonProblems } },
      },
      async (request, reply) => {
        await service.remove(actorOf(request), request.params.tenantId, request.params.webhookId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      '/admin/v1/tenants/:tenantId/webhooks/:webhookId/rotate-secret',
      {
        config: admin,
        schema: { tags: adminTags, summary: "Replace a tenant's webhook secret", params: tenantWebhookParam, response: { 200: NewWebhook, ...commonProblems } },
      },
      async (request, reply) => {
        const { subscription, secret } = await service.rotateSecret(actorOf(request), request.params.tenantId, request.params.webhookId);
        return reply.header('cache-control', 'no-store').send({ ...webhookView(subscription), secret });
      },
    );
    app.get(
      '/admin/v1/tenants/:tenantId/webhooks/:webhookId/deliveries',
      {
        config: admin,
        schema: {
          tags: adminTags,
          summary: "A tenant's webhook deliveries, newest first",
          params: tenantWebhookParam,
          querystring: DeliveriesQuery.omit({ tenantId: true }),
          response: { 200: z.object({ deliveries: z.array(WebhookDelivery) }), ...commonProblems },
        },
      },
      async (request) => {
        const q = request.query;
        const list = await service.deliveries(request.params.tenantId, request.params.webhookId, {
          status: q.status,
          before: q.before ? new Date(q.before) : undefined,
          limit: q.limit,
        });
        return { deliveries: list.map(deliveryView) };
      },
    );
  };
}
