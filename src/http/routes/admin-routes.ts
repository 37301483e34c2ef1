/**
 * The administrator's API (`/admin/v1/…`): the same operations as `vitae admin …`, for a
 * running server (on the embedded database the CLI cannot open the data folder while it runs).
 * Reached with VITAE_ADMIN_TOKEN as bearer token or a token of a client holding the `admin` scope.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listAudit } from '../../audit/audit-log.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import type { Actor, ProvisioningService } from '../../auth/provisioning-service.ts';
import { expandScopes, GRANTABLE_SCOPES } from '../../auth/scopes.ts';
import type { Database } from '../../store/database.ts';
import { DUPLICATE_POLICIES } from '../../tenancy/tenant-repository.ts';
import { ADMIN_CALL, jsonResponse, problemResponses } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const Id = z.guid();
const TenantParams = z.object({ tenantId: Id });
const ClientParams = z.object({ clientId: Id });

const Tenant = z
  .object({
    tenantId: z.string(),
    name: z.string(),
    disabled: z.boolean(),
    createdAt: z.string(),
    disabledAt: z.string().nullable(),
    duplicates: z.enum(DUPLICATE_POLICIES).describe('keep: every CV its own candidate; flag (default): duplicateOf set, Match collapses; refuse: a known person is refused'),
  })
  .meta({ id: 'Tenant' });

const Scopes = z.array(z.enum(GRANTABLE_SCOPES as [string, ...string[]]));

const Client = z
  .object({
    clientId: z.string(),
    name: z.string().nullable(),
    tenants: z.array(z.string()),
    scopes: Scopes,
    revoked: z.boolean(),
    createdAt: z.string(),
    secretRotatedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'Client' });

const NewClient = z
  .object({
    clientId: z.string(),
    clientSecret: z.string().describe('Shown once; only its hash is kept'),
    tenants: z.array(z.string()),
    scopes: Scopes,
    name: z.string().nullable(),
  })
  .meta({ id: 'NewClient' });

const Key = z
  .object({ kid: z.string(), alg: z.string(), createdAt: z.string(), retiredAt: z.string().nullable() })
  .meta({ id: 'SigningKey' });

const AuditEntry = z
  .object({
    id: z.number().int(),
    occurredAt: z.string(),
    clientId: z.string(),
    issuer: z.string().nullable(),
    tenantId: z.string().nullable(),
    action: z.string(),
    resourceType: z.string(),
    resourceId: z.string().nullable(),
    requestId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });

const keyView = (k: { kid: string; alg: string; createdAt: Date; retiredAt: Date | null }) => ({
  kid: k.kid,
  alg: k.alg,
  createdAt: k.createdAt.toISOString(),
  retiredAt: k.retiredAt?.toISOString() ?? null,
});

const actorOf = (request: FastifyRequest): Actor => {
  const auth = request.auth as AuthContext;
  return { clientId: auth.clientId, issuer: auth.issuer, requestId: request.id };
};

const admin = { scope: 'admin' as const };
const tags = ['admin'];

export function adminRoutes(provisioning: ProvisioningService, db: Database) {
  return async (app: ZodApp): Promise<void> => {
    // ---- tenants ----
    app.post(
      '/admin/v1/tenants',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'createTenant',
          summary: 'Create a tenant',
          body: z.object({ name: z.string().min(1).max(200) }),
          response: { 201: jsonResponse(Tenant, 'The tenant created'), ...problemResponses(...ADMIN_CALL, 'invalid_name') },
        },
      },
      async (request, reply) => reply.status(201).send(await provisioning.createTenant(actorOf(request), request.body.name)),
    );
    app.get(
      '/admin/v1/tenants',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'listTenants',
          summary: 'List tenants',
          response: { 200: jsonResponse(z.object({ tenants: z.array(Tenant) }), 'Every tenant, oldest first'), ...problemResponses(...ADMIN_CALL) },
        },
      },
      async () => ({ tenants: await provisioning.listTenants() }),
    );
    for (const action of ['disable', 'enable'] as const) {
      app.post(
        `/admin/v1/tenants/:tenantId/${action}`,
        {
          config: admin,
          schema: {
            tags,
            operationId: action === 'disable' ? 'disableTenant' : 'enableTenant',
            summary: action === 'disable' ? 'Disable a tenant: its clients stop acting for it at once; its data stays' : 'Enable a disabled tenant',
            params: TenantParams,
            response: { 200: jsonResponse(Tenant, 'The tenant'), ...problemResponses(...ADMIN_CALL, 'tenant_not_found') },
          },
        },
        async (request) => provisioning.setTenantDisabled(actorOf(request), request.params.tenantId, action === 'disable'),
      );
    }

    // ---- clients ----
    app.post(
      '/admin/v1/clients',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'createClient',
          summary: 'Create a client; the secret is in this response only',
          body: z.object({
            tenants: z.array(Id).max(100).default([]),
            scopes: z
              .array(z.string().max(40))
              .max(10)
              .default(['screen', 'match'])
              .describe('screen (= screen:write + screen:read), match (= match:read), full scope names, or admin'),
            name: z.string().min(1).max(200).optional(),
          }),
          response: {
            201: jsonResponse(NewClient, 'The client created, with its secret (shown this once)'),
            ...problemResponses(...ADMIN_CALL, 'invalid_id', 'invalid_scope', 'invalid_name', 'tenant_required', 'too_many_tenants', 'unknown_tenant'),
          },
        },
      },
      async (request, reply) => {
        const { tenants, scopes, name } = request.body;
        const created = await provisioning.createClient(actorOf(request), { tenants, scopes: expandScopes(scopes), name });
        return reply.status(201).header('cache-control', 'no-store').send(created);
      },
    );
    app.get(
      '/admin/v1/clients',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'listClients',
          summary: 'List clients',
          response: { 200: jsonResponse(z.object({ clients: z.array(Client) }), 'Every client (secrets never shown)'), ...problemResponses(...ADMIN_CALL) },
        },
      },
      async () => ({ clients: await provisioning.listClients() }),
    );
    app.get(
      '/admin/v1/clients/:clientId',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'getClient',
          summary: 'One client',
          params: ClientParams,
          response: { 200: jsonResponse(Client, 'The client'), ...problemResponses(...ADMIN_CALL, 'client_not_found') },
        },
      },
      async (request) => provisioning.getClient(request.params.clientId),
    );
    app.post(
      '/admin/v1/clients/:clientId/rotate-secret',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'rotateClientSecret',
          summary: 'Give a client a new secret (the old one stops working; issued tokens stay valid)',
          params: ClientParams,
          response: {
            200: jsonResponse(z.object({ clientId: z.string(), clientSecret: z.string() }), 'The new secret (shown this once)'),
            ...problemResponses(...ADMIN_CALL, 'client_not_found', 'client_revoked'),
          },
        },
      },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').send(await provisioning.rotateSecret(actorOf(request), request.params.clientId)),
    );
    app.post(
      '/admin/v1/clients/:clientId/revoke',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'revokeClient',
          summary: 'Revoke a client: its secret and all its tokens stop working at once',
          params: ClientParams,
          response: { 200: jsonResponse(Client, 'The client, revoked'), ...problemResponses(...ADMIN_CALL, 'client_not_found') },
        },
      },
      async (request) => provisioning.revokeClient(actorOf(request), request.params.clientId),
    );
    app.post(
      '/admin/v1/clients/:clientId/tenants',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'grantClientTenants',
          summary: 'Let a client act for more tenants (tokens issued from now on carry them)',
          params: ClientParams,
          body: z.object({ tenants: z.array(Id).min(1).max(100) }),
          response: {
            200: jsonResponse(Client, 'The client with its tenants'),
            ...problemResponses(...ADMIN_CALL, 'client_not_found', 'client_revoked', 'unknown_tenant', 'too_many_tenants'),
          },
        },
      },
      async (request) => provisioning.grantTenants(actorOf(request), request.params.clientId, request.body.tenants),
    );
    app.delete(
      '/admin/v1/clients/:clientId/tenants/:tenantId',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'ungrantClientTenant',
          summary: 'Stop a client from acting for a tenant (at once, also for issued tokens)',
          params: z.object({ clientId: Id, tenantId: Id }),
          response: { 200: jsonResponse(Client, 'The client with its tenants'), ...problemResponses(...ADMIN_CALL, 'client_not_found', 'grant_not_found') },
        },
      },
      async (request) => provisioning.ungrantTenants(actorOf(request), request.params.clientId, [request.params.tenantId]),
    );

    // ---- keys ----
    app.post(
      '/admin/v1/keys/rotate',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'rotateSigningKeys',
          summary: 'Add a new signing key; tokens of the old ones verify until they expire',
          response: { 200: jsonResponse(Key, 'The new signing key'), ...problemResponses(...ADMIN_CALL) },
        },
      },
      async (request) => keyView(await provisioning.rotateKeys(actorOf(request))),
    );
    app.get(
      '/admin/v1/keys',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'listSigningKeys',
          summary: 'Signing keys',
          response: { 200: jsonResponse(z.object({ keys: z.array(Key) }), 'Every signing key, newest first'), ...problemResponses(...ADMIN_CALL) },
        },
      },
      async () => ({ keys: (await provisioning.listKeys()).map(keyView) }),
    );

    // ---- audit ----
    app.get(
      '/admin/v1/audit',
      {
        config: admin,
        schema: {
          tags,
          operationId: 'listAuditEntries',
          summary: 'The audit log, newest first',
          querystring: z.object({
            tenantId: Id.optional(),
            clientId: z.string().max(200).optional(),
            action: z.string().max(60).optional(),
            before: z.coerce.number().int().positive().optional().describe('Only entries with a smaller id (next page)'),
            limit: z.coerce.number().int().min(1).max(500).default(100),
          }),
          response: { 200: jsonResponse(z.object({ entries: z.array(AuditEntry) }), 'A page of audit entries, newest first'), ...problemResponses(...ADMIN_CALL) },
        },
      },
      async (request) => {
        const q = request.query;
        const entries = await listAudit(db, { tenantId: q.tenantId, clientId: q.clientId, action: q.action, beforeId: q.before, limit: q.limit });
        return { entries: entries.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })) };
      },
    );
  };
}
