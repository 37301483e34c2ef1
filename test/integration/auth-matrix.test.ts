/**
 * The access matrix: every route the app registers with `config.scope` (enumerated from the
 * running app, not listed by hand) × every way a request can be refused: no token, each kind of
 * bad token, a missing scope, a revoked client, another tenant in each place the route reads a
 * tenant from, two disagreeing tenants, a disabled tenant. Each case asserts the exact status,
 * problem body and challenge. Routes need a line in test/support/protected-routes.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProtectedRoute } from '../../src/http/plugins/auth-plugin.ts';
import {
  BAD_TOKEN_KINDS,
  type BadTokenKind,
  badToken,
  type ProvisionedClient,
  provisionClient,
  revokeClient,
  setTenantDisabled,
} from '../support/auth-fixtures.ts';
import {
  buildRequest,
  descriptorOf,
  listProtectedRoutes,
  type RouteDescriptor,
  routeKey,
  type TenantPlace,
  type TenantPlacement,
} from '../support/protected-routes.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ROUTES = await listProtectedRoutes();
const TITLES: Record<number, string> = { 400: 'Bad request', 401: 'Unauthorized', 403: 'Forbidden' };

async function expectProblem(res: Response, status: number, code: string, extra: Record<string, unknown> = {}) {
  const body = await res.json();
  expect({ status: res.status, code: body.code }).toEqual({ status, code });
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(body).toEqual({
    type: `https://vitae.dev/problems/${code}`,
    title: TITLES[status],
    status,
    detail: expect.any(String),
    code,
    instance: expect.stringMatching(/^\//),
    requestId: expect.any(String),
    ...extra,
  });
  return body;
}

async function expectInvalidToken(res: Response) {
  await expectProblem(res, 401, 'invalid_token');
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="vitae", error="invalid_token", error_description="[^"]+"$/);
}

describe('the matrix covers every protected route', () => {
  it('finds the protected routes of the running app', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(14);
    expect(ROUTES.map((r) => routeKey(r.method, r.url))).toContain('POST /admin/v1/tenants');
  });

  it('has a descriptor for each (add missing ones to test/support/protected-routes.ts)', () => {
    const missing = ROUTES.filter((r) => !descriptorOf(r.method, r.url)).map((r) => routeKey(r.method, r.url));
    expect(missing).toEqual([]);
  });
});

describe.each(testDbKinds())('access matrix on %s', (kind) => {
  let server: TestServer;
  const c = {} as Record<'all' | 'screenOnly' | 'matchOnly' | 'admin' | 'other' | 'two' | 'revoked' | 'disabled', ProvisionedClient>;
  const bad = {} as Record<BadTokenKind, string>;

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0' });
    c.all = await provisionClient(server);
    c.screenOnly = await provisionClient(server, { tenants: c.all.tenantIds, scopes: ['screen'] });
    c.matchOnly = await provisionClient(server, { tenants: c.all.tenantIds, scopes: ['match'] });
    c.admin = await provisionClient(server, { tenants: [], scopes: ['admin'] });
    c.other = await provisionClient(server);
    c.two = await provisionClient(server, { tenants: 2 });
    c.revoked = await provisionClient(server, { tenants: c.all.tenantIds });
    await revokeClient(server, c.revoked.clientId);
    c.disabled = await provisionClient(server);
    await setTenantDisabled(server, c.disabled.tenantIds[0]!, true);
    for (const k of BAD_TOKEN_KINDS) bad[k] = await badToken(server, k, c.all);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe.each(ROUTES.map((r) => ({ ...r, name: routeKey(r.method, r.url) })))('$name', (route: ProtectedRoute) => {
    const d: RouteDescriptor = descriptorOf(route.method, route.url) ?? { tenantFrom: [] };
    const places = d.tenantFrom;
    const tenantRoute = route.scope !== 'admin' && places.length > 0;
    /** The path must always name a tenant when the pattern has one; `at` adds another place. */
    const naming = (tenant: string, at?: TenantPlace): TenantPlacement => {
      const p: TenantPlacement = places.includes('path') ? { path: tenant } : {};
      const first = at ?? places[0];
      if (tenantRoute && first) p[first] = tenant;
      return p;
    };
    const send = (authorization: string | undefined, tenants: TenantPlacement = {}) => {
      const r = buildRequest(server.url, route.method, route.url, d, { authorization, tenants });
      return fetch(r.url, r.init);
    };
    const good = () => (route.scope === 'admin' ? c.admin : c.all);
    const lacking = () => (route.scope === 'admin' ? c.all : route.scope === 'match:read' ? c.screenOnly : c.matchOnly);

    it('without a token: 401 invalid_token', async () => {
      await expectInvalidToken(await send(undefined, naming(c.all.tenantIds[0]!)));
    });

    it.each(BAD_TOKEN_KINDS)('with a token that is %s: 401 invalid_token', async (k) => {
      await expectInvalidToken(await send(`Bearer ${bad[k]}`, naming(c.all.tenantIds[0]!)));
    });

    it('with a Basic credential instead of a bearer token: 401 invalid_token', async () => {
      const basic = Buffer.from(`${c.all.clientId}:${c.all.clientSecret}`).toString('base64');
      await expectInvalidToken(await send(`Basic ${basic}`, naming(c.all.tenantIds[0]!)));
    });

    it(`without the scope ${route.scope}: 403 insufficient_scope`, async () => {
      const res = await send(lacking().headers.authorization, naming(lacking().tenantIds[0] ?? c.all.tenantIds[0]!));
      await expectProblem(res, 403, 'insufficient_scope', { requiredScope: route.scope });
      expect(res.headers.get('www-authenticate')).toBe(`Bearer realm="vitae", error="insufficient_scope", scope="${route.scope}"`);
    });

    it('of a revoked client (unexpired token): 401 invalid_token', async () => {
      await expectInvalidToken(await send(c.revoked.headers.authorization, naming(c.revoked.tenantIds[0]!)));
    });

    it.skipIf(!tenantRoute).each(places)('naming another tenant in the %s: 403 tenant_forbidden', async (place) => {
      const res = await send(c.all.headers.authorization, naming(c.other.tenantIds[0]!, place));
      await expectProblem(res, 403, 'tenant_forbidden');
    });

    const pairs = places.flatMap((a, i) => places.slice(i + 1).map((b) => [a, b] as const));
    it.skipIf(!tenantRoute || pairs.length === 0).each(pairs.length ? pairs : [['path', 'path'] as const])(
      'naming different tenants in the %s and the %s: 400 tenant_conflict',
      async (a, b) => {
        const [t1, t2] = c.two.tenantIds as [string, string];
        const tenants: TenantPlacement = { ...(places.includes('path') ? { path: t1 } : {}), [a]: t1, [b]: t2 };
        await expectProblem(await send(c.two.headers.authorization, tenants), 400, 'tenant_conflict');
      },
    );

    it.skipIf(!tenantRoute)('for a disabled tenant (unexpired token): 403 tenant_disabled', async () => {
      const res = await send(c.disabled.headers.authorization, naming(c.disabled.tenantIds[0]!));
      await expectProblem(res, 403, 'tenant_disabled');
    });

    it.skipIf(!tenantRoute || places.includes('path'))('naming no tenant, for a client of several: 400 tenant_required', async () => {
      await expectProblem(await send(c.two.headers.authorization, {}), 400, 'tenant_required');
    });

    it.each(tenantRoute ? places : (['none'] as const))('with a valid token and its tenant in the %s: passes access control', async (place) => {
      const tenants = tenantRoute ? naming(good().tenantIds[0]!, place as TenantPlace) : {};
      const res = await send(good().headers.authorization, tenants);
      const body = res.status === 204 ? null : await res.json().catch(() => null);
      expect([200, 201, 202, 204, 404], `${res.status} ${JSON.stringify(body)}`).toContain(res.status);
      if (res.status === 404) expect(body?.code).not.toBe('route_not_found');
    });
  });
});
