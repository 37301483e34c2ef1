/**
 * Provisioning through /admin/v1 with the administrator credentials (VITAE_ADMIN_TOKEN and an
 * admin-scoped client), and the effects that must be immediate: revocation, disabling a tenant,
 * withdrawing a grant — all while the affected tokens are still unexpired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServices } from '../../src/auth/auth-services.ts';
import { ensureDemoCredentials } from '../../src/auth/demo-credentials.ts';
import { provisionClient, requestToken } from '../support/auth-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ADMIN_TOKEN = 'the-admin-token-of-these-tests-0123456789';

describe.each(testDbKinds())('admin API on %s', (kind) => {
  let server: TestServer;
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = admin) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: res.status === 204 ? null : await res.json(), headers: res.headers };
  };
  const verify = (token: string) => authServices(server.runtime.ctx).verifier.authenticate(`Bearer ${token}`);

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_ADMIN_TOKEN: ADMIN_TOKEN, VITAE_DEMO: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a wrong admin token with 401 and a non-admin client with 403', async () => {
    const wrong = await call('GET', '/admin/v1/tenants', undefined, { authorization: `Bearer ${ADMIN_TOKEN}x` });
    expect(wrong.status).toBe(401);
    const c = await provisionClient(server);
    const forbidden = await call('GET', '/admin/v1/tenants', undefined, c.headers);
    expect(forbidden).toMatchObject({ status: 403, body: { code: 'insufficient_scope', requiredScope: 'admin' } });
  });

  it('creates and lists tenants and clients; the secret appears only at creation', async () => {
    const t = await call('POST', '/admin/v1/tenants', { name: 'Acme S.p.A.' });
    expect(t).toMatchObject({ status: 201, body: { tenantId: expect.any(String), name: 'Acme S.p.A.', disabled: false } });
    const created = await call('POST', '/admin/v1/clients', { tenants: [t.body.tenantId], scopes: ['screen'], name: 'acme-backend' });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toEqual({
      clientId: expect.any(String),
      clientSecret: expect.stringMatching(/^vcs_/),
      tenants: [t.body.tenantId],
      scopes: ['screen:write', 'screen:read'],
      name: 'acme-backend',
    });
    const list = await call('GET', '/admin/v1/clients');
    const listed = list.body.clients.find((c: { clientId: string }) => c.clientId === created.body.clientId);
    expect(listed).toMatchObject({ tenants: [t.body.tenantId], scopes: ['screen:write', 'screen:read'], revoked: false });
    expect(JSON.stringify(list.body)).not.toContain(created.body.clientSecret);
    expect(JSON.stringify(list.body)).not.toContain('scrypt');
    const tenants = await call('GET', '/admin/v1/tenants');
    expect(tenants.body.tenants.map((x: { tenantId: string }) => x.tenantId)).toContain(t.body.tenantId);
    // The client works at once.
    expect(await requestToken(server, created.body.clientId, created.body.clientSecret)).toMatch(/^ey/);
  });

  it('refuses bad provisioning input with problem+json', async () => {
    const t = (await call('POST', '/admin/v1/tenants', { name: 'X' })).body.tenantId;
    expect(await call('POST', '/admin/v1/clients', { tenants: [crypto.randomUUID()] })).toMatchObject({ status: 400, body: { code: 'unknown_tenant' } });
    expect(await call('POST', '/admin/v1/clients', { tenants: [t], scopes: ['root'] })).toMatchObject({ status: 400, body: { code: 'invalid_scope' } });
    expect(await call('POST', '/admin/v1/clients', { tenants: [], scopes: ['match'] })).toMatchObject({ status: 400, body: { code: 'tenant_required' } });
    expect(await call('POST', '/admin/v1/tenants', { name: '' })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await call('GET', `/admin/v1/clients/${crypto.randomUUID()}`)).toMatchObject({ status: 404, body: { code: 'client_not_found' } });
    expect(await call('POST', `/admin/v1/tenants/${crypto.randomUUID()}/disable`)).toMatchObject({ status: 404, body: { code: 'tenant_not_found' } });
  });

  it('revoking a client stops its unexpired token at once', async () => {
    const a = await provisionClient(server, { tenants: [], scopes: ['admin'] });
    expect((await call('GET', '/admin/v1/tenants', undefined, a.headers)).status).toBe(200);
    const revoked = await call('POST', `/admin/v1/clients/${a.clientId}/revoke`);
    expect(revoked).toMatchObject({ status: 200, body: { clientId: a.clientId, revoked: true } });
    const after = await call('GET', '/admin/v1/tenants', undefined, a.headers);
    expect(after).toMatchObject({ status: 401, body: { code: 'invalid_token' } });
    expect(after.headers.get('www-authenticate')).toMatch(/^Bearer realm="vitae", error="invalid_token"/);
    expect(await call('POST', `/admin/v1/clients/${a.clientId}/rotate-secret`)).toMatchObject({ status: 400, body: { code: 'client_revoked' } });
  });

  it('an admin-scoped client can provision too, and is recorded as the actor', async () => {
    const a = await provisionClient(server, { tenants: [], scopes: ['admin'] });
    const t = await call('POST', '/admin/v1/tenants', { name: 'Made by a client' }, a.headers);
    expect(t.status).toBe(201);
    const audit = await call('GET', `/admin/v1/audit?tenantId=${t.body.tenantId}`);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({ clientId: a.clientId, issuer: 'vitae', action: 'tenant.create', resourceType: 'tenant', resourceId: t.body.tenantId }),
    ]);
  });

  it('disabling a tenant stops its clients for that tenant at once; enabling restores them', async () => {
    const c = await provisionClient(server, { tenants: 2 });
    const [t1, t2] = c.tenantIds as [string, string];
    expect((await verify(c.token)).disabledTenantIds).toEqual([]);
    expect(await call('POST', `/admin/v1/tenants/${t1}/disable`)).toMatchObject({ status: 200, body: { disabled: true } });
    const auth = await verify(c.token);
    expect(auth.disabledTenantIds).toEqual([t1]);
    expect(auth.tenantIds).toEqual([t1, t2].sort());
    await call('POST', `/admin/v1/tenants/${t1}/enable`);
    expect((await verify(c.token)).disabledTenantIds).toEqual([]);
  });

  it('granting adds tenants to new tokens; withdrawing a grant takes effect at once', async () => {
    const c = await provisionClient(server);
    const extra = (await call('POST', '/admin/v1/tenants', { name: 'New customer' })).body.tenantId;
    const granted = await call('POST', `/admin/v1/clients/${c.clientId}/tenants`, { tenants: [extra] });
    expect(granted.body.tenants).toEqual([c.tenantIds[0], extra].sort());
    expect((await verify(c.token)).tenantIds).toEqual(c.tenantIds); // an old token keeps what it had
    const fresh = await requestToken(server, c.clientId, c.clientSecret);
    expect((await verify(fresh)).tenantIds).toEqual([c.tenantIds[0], extra].sort());

    const ungranted = await call('DELETE', `/admin/v1/clients/${c.clientId}/tenants/${extra}`);
    expect(ungranted.body.tenants).toEqual(c.tenantIds);
    expect((await verify(fresh)).tenantIds).toEqual(c.tenantIds);
    expect(await call('DELETE', `/admin/v1/clients/${c.clientId}/tenants/${extra}`)).toMatchObject({ status: 404, body: { code: 'grant_not_found' } });
  });

  it('records admin actions in the audit log, filterable and newest first', async () => {
    const t = (await call('POST', '/admin/v1/tenants', { name: 'Audited' })).body.tenantId;
    await call('POST', `/admin/v1/tenants/${t}/disable`);
    const res = await call('GET', `/admin/v1/audit?tenantId=${t}`);
    expect(res.body.entries.map((e: { action: string }) => e.action)).toEqual(['tenant.disable', 'tenant.create']);
    expect(res.body.entries[0]).toMatchObject({ clientId: 'admin', issuer: 'admin-token', tenantId: t, requestId: expect.any(String) });
    const one = await call('GET', '/admin/v1/audit?action=tenant.disable&limit=1');
    expect(one.body.entries).toHaveLength(1);
  });

  it('never creates demo credentials once any client exists', async () => {
    expect(await ensureDemoCredentials(server.runtime.ctx, server.url)).toBeNull();
  });
});
