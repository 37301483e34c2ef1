/**
 * What the access matrix (test/integration/auth-matrix.test.ts) needs to know about each
 * protected route beyond what the app itself says (method, pattern, scope): where the route reads
 * the tenant and what else a valid request carries. The matrix enumerates the routes the running
 * app registers with `config.scope` and FAILS for any route missing here, so a route added later
 * is covered as soon as its line is added. Key: `METHOD pattern` exactly as registered.
 *
 * Route authors: add one line per route variant. Path parameters other than `:tenantId` get a
 * random UUID (or, with `resource`, the id of a real resource in the isolation test).
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { parseConfig } from '../../src/config.ts';
import { type ProtectedRoute, protectedRoutes } from '../../src/http/plugins/auth-plugin.ts';
import { startRuntime } from '../../src/runtime.ts';
import { openDatabase } from '../../src/store/database.ts';

export type TenantPlace = 'path' | 'form' | 'header' | 'query';

export interface RouteDescriptor {
  /** Every place this route reads the tenant from; `[]` for tenant-free routes (admin). */
  tenantFrom: TenantPlace[];
  /** The request body a valid request carries: a small text CV as multipart (`file`), or JSON. */
  body?: 'cv' | { json: unknown };
  /** Query parameters a valid request needs besides tenantId. */
  query?: Record<string, string>;
  /**
   * What the route's id names, for the tenant isolation test: `invocation` = an upload's
   * invocationId (path parameter, or the `invocationId` query parameter); `search` = the route
   * returns the tenant's profiles.
   */
  resource?: 'invocation' | 'search';
}

const cvQuery = { invocationId: '{resource}' };

export const ROUTE_DESCRIPTORS: Record<string, RouteDescriptor> = {
  // ---- Screen (src/http/routes/screen-routes.ts) ----
  'POST /cv-screening/upload': { tenantFrom: ['form', 'header', 'query'], body: 'cv' },
  'POST /cv-screening/upload-cv': { tenantFrom: ['form', 'header', 'query'], body: 'cv' },
  'POST /screening/api/v1/cv-screening/upload/:tenantId': { tenantFrom: ['path', 'form', 'header', 'query'], body: 'cv' },
  'GET /cv-screening/profiles': { tenantFrom: ['header', 'query'], query: cvQuery, resource: 'invocation' },
  'GET /cv-screening/:invocationId': { tenantFrom: ['header', 'query'], resource: 'invocation' },
  'GET /screening/api/v1/cv-screening/profiles/:invocationId': { tenantFrom: ['header', 'query'], resource: 'invocation' },
  'GET /cv-screening/profiles/photo': { tenantFrom: ['header', 'query'], query: cvQuery, resource: 'invocation' },
  'GET /cv-screening/:invocationId/photo': { tenantFrom: ['header', 'query'], resource: 'invocation' },
  'GET /screening/api/v1/cv-screening/profiles/:invocationId/photo': { tenantFrom: ['header', 'query'], resource: 'invocation' },
  'DELETE /cv-screening/profiles': { tenantFrom: ['header', 'query'], query: cvQuery, resource: 'invocation' },
  'DELETE /cv-screening/:invocationId': { tenantFrom: ['header', 'query'], resource: 'invocation' },
  'DELETE /screening/api/v1/cv-screening/profiles/:invocationId': { tenantFrom: ['header', 'query'], resource: 'invocation' },

  // ---- Candidates (src/http/routes/candidate-routes.ts) ----
  'GET /cv-screening': { tenantFrom: ['header', 'query'] },
  'GET /screening/api/v1/cv-screening/profiles': { tenantFrom: ['header', 'query'] },
  // Corrections name an invocation that does not exist here: access control passes, then 404.
  'PATCH /cv-screening/profiles': { tenantFrom: ['header', 'query'], query: { invocationId: '00000000-0000-4000-8000-000000000000' }, body: { json: { jobProfile: { title: 'Nurse' } } } },
  'PATCH /cv-screening/:invocationId': { tenantFrom: ['header', 'query'], body: { json: { jobProfile: { title: 'Nurse' } } } },
  'PATCH /screening/api/v1/cv-screening/profiles/:invocationId': { tenantFrom: ['header', 'query'], body: { json: { jobProfile: { title: 'Nurse' } } } },

  // ---- Match (DESIGN §2; the route file is being written) ----
  'GET /direct-search': { tenantFrom: ['query'], query: { query: 'Senior Java developer with Spring and SQL' }, resource: 'search' },
  'GET /screening/api/v1/direct-search': { tenantFrom: ['query'], query: { query: 'Senior Java developer with Spring and SQL' }, resource: 'search' },
  'POST /direct-search': { tenantFrom: ['query'], body: { json: { query: 'Senior Java developer with Spring and SQL' } }, resource: 'search' },
  'POST /screening/api/v1/direct-search': { tenantFrom: ['query'], body: { json: { query: 'Senior Java developer with Spring and SQL' } }, resource: 'search' },
  'POST /jobs/parse': { tenantFrom: ['query'], body: { json: { query: 'Senior Java developer with Spring and SQL' } } },
  'POST /screening/api/v1/jobs/parse': { tenantFrom: ['query'], body: { json: { query: 'Senior Java developer with Spring and SQL' } } },

  // ---- Decision records (src/http/routes/decision-routes.ts) ----
  'GET /decisions/:decisionId/candidates/:invocationId': { tenantFrom: ['header', 'query'] },
  'GET /screening/api/v1/decisions/:decisionId/candidates/:invocationId': { tenantFrom: ['header', 'query'] },
  'GET /admin/v1/tenants/:tenantId/decisions': { tenantFrom: [] },
  'GET /admin/v1/tenants/:tenantId/decisions/verify': { tenantFrom: [] },
  'GET /admin/v1/tenants/:tenantId/settings': { tenantFrom: [] },
  'PATCH /admin/v1/tenants/:tenantId/settings': { tenantFrom: [], body: { json: { blindScreening: false } } },

  // ---- Webhooks (src/http/routes/webhook-routes.ts) ----
  'POST /webhooks': { tenantFrom: ['header', 'query'], body: { json: { url: 'https://hooks.example.com/vitae' } } },
  'GET /webhooks': { tenantFrom: ['header', 'query'] },
  'GET /webhooks/:webhookId': { tenantFrom: ['header', 'query'] },
  'DELETE /webhooks/:webhookId': { tenantFrom: ['header', 'query'] },
  'POST /webhooks/:webhookId/rotate-secret': { tenantFrom: ['header', 'query'] },
  'GET /webhooks/:webhookId/deliveries': { tenantFrom: ['header', 'query'] },
  'POST /admin/v1/tenants/:tenantId/webhooks': { tenantFrom: [], body: { json: { url: 'https://hooks.example.com/vitae' } } },
  'GET /admin/v1/tenants/:tenantId/webhooks': { tenantFrom: [] },
  'GET /admin/v1/tenants/:tenantId/webhooks/:webhookId': { tenantFrom: [] },
  'DELETE /admin/v1/tenants/:tenantId/webhooks/:webhookId': { tenantFrom: [] },
  'POST /admin/v1/tenants/:tenantId/webhooks/:webhookId/rotate-secret': { tenantFrom: [] },
  'GET /admin/v1/tenants/:tenantId/webhooks/:webhookId/deliveries': { tenantFrom: [] },

  // ---- Admin (src/http/routes/admin-routes.ts): no tenant ----
  'POST /admin/v1/tenants': { tenantFrom: [], body: { json: { name: 'Matrix tenant' } } },
  'GET /admin/v1/tenants': { tenantFrom: [] },
  'POST /admin/v1/tenants/:tenantId/disable': { tenantFrom: [] },
  'POST /admin/v1/tenants/:tenantId/enable': { tenantFrom: [] },
  'POST /admin/v1/clients': { tenantFrom: [], body: { json: { scopes: ['admin'] } } },
  'GET /admin/v1/clients': { tenantFrom: [] },
  'GET /admin/v1/clients/:clientId': { tenantFrom: [] },
  'POST /admin/v1/clients/:clientId/rotate-secret': { tenantFrom: [] },
  'POST /admin/v1/clients/:clientId/revoke': { tenantFrom: [] },
  'POST /admin/v1/clients/:clientId/tenants': { tenantFrom: [], body: { json: { tenants: [randomUUID()] } } },
  'DELETE /admin/v1/clients/:clientId/tenants/:tenantId': { tenantFrom: [] },
  'POST /admin/v1/keys/rotate': { tenantFrom: [] },
  'GET /admin/v1/keys': { tenantFrom: [] },
  'GET /admin/v1/audit': { tenantFrom: [] },
};

export const routeKey = (method: string, url: string) => `${method} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`;

export function descriptorOf(method: string, url: string): RouteDescriptor | undefined {
  return ROUTE_DESCRIPTORS[routeKey(method, url)];
}

/** Where a request names which tenant; several places may name different ones (conflict cases). */
export type TenantPlacement = Partial<Record<TenantPlace, string>>;

/**
 * A request for `url` (a route pattern) valid in everything but what the test varies: the
 * tenants named, the credential, and the resource id.
 */
export function buildRequest(
  baseUrl: string,
  method: string,
  url: string,
  d: RouteDescriptor,
  opts: { tenants?: TenantPlacement; authorization?: string; resourceId?: string },
): { url: string; init: RequestInit } {
  const tenants = opts.tenants ?? {};
  const resource = opts.resourceId ?? randomUUID();
  const isAdmin = url.startsWith('/admin/');
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    name === 'tenantId' && !isAdmin ? (tenants.path ?? randomUUID()) : resource,
  );
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(d.query ?? {})) query.set(k, v === '{resource}' ? resource : v);
  if (tenants.query) query.set('tenantId', tenants.query);
  const headers: Record<string, string> = {};
  if (opts.authorization) headers.authorization = opts.authorization;
  if (tenants.header) headers.tenantId = tenants.header;
  let body: BodyInit | undefined;
  if (d.body === 'cv') {
    const form = new FormData();
    if (tenants.form) form.set('tenantId', tenants.form);
    form.set('file', new Blob(['Jane Example\nSoftware engineer\njane@example.com\n\nExperience\n2019 - 2024 Java developer at Acme\n'], { type: 'text/plain' }), 'cv.txt');
    body = form;
  } else if (d.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(d.body.json);
  }
  const qs = query.toString();
  return { url: `${baseUrl}${path}${qs ? `?${qs}` : ''}`, init: { method, headers, body } };
}

/**
 * The protected routes the app registers (method, pattern, scope), read from a runtime started
 * on an in-memory database: the same modules `vitae serve` loads, so nothing is listed by hand.
 */
export async function listProtectedRoutes(): Promise<ProtectedRoute[]> {
  const db = await openDatabase({});
  const runtime = await startRuntime(parseConfig({ LOG_LEVEL: 'silent', VITAE_WORKERS: '0', VITAE_DEMO: 'false' }), {
    http: true,
    workers: 0,
    db,
    logger: pino({ level: 'silent' }),
  });
  try {
    return [...protectedRoutes(runtime.app!)].sort((a, b) => routeKey(a.method, a.url).localeCompare(routeKey(b.method, b.url)));
  } finally {
    await runtime.stop();
    await db.close();
  }
}
