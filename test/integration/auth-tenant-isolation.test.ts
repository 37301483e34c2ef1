/**
 * A client of tenant A can never read, search or delete anything of tenant B, through any
 * route: both tenants upload real CVs, processed to completion; then every route the
 * descriptors mark as addressing an invocation or searching profiles is tried across tenants.
 * Routes are enumerated from the running app, so new variants are tried as soon as they are
 * described in test/support/protected-routes.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvText, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { buildRequest, descriptorOf, listProtectedRoutes, routeKey } from '../support/protected-routes.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ROUTES = (await listProtectedRoutes()).map((r) => ({ ...r, d: descriptorOf(r.method, r.url) ?? { tenantFrom: [] } }));
const BY_ID = ROUTES.filter((r) => r.d.resource === 'invocation');
const READS = BY_ID.filter((r) => r.method === 'GET');
const DELETES = BY_ID.filter((r) => r.method === 'DELETE');
const SEARCHES = ROUTES.filter((r) => r.d.resource === 'search');
const UPLOAD = ROUTES.find((r) => r.method === 'POST' && r.d.body === 'cv');

const CANDIDATE = { A: 'Aurelia Quintavalle', B: 'Bertrand Oyelaran-Voss' };

describe.runIf(UPLOAD).each(testDbKinds())('tenant isolation on %s', (kind) => {
  let server: TestServer;
  const client = {} as Record<'A' | 'B', ProvisionedClient>;
  const invocation = {} as Record<'A' | 'B', string>;

  const send = (route: (typeof ROUTES)[number], who: 'A' | 'B', resourceId: string, tenant: 'own' | 'none' = 'own') => {
    const own = client[who].tenantIds[0]!;
    const place = route.d.tenantFrom.find((p) => p !== 'path');
    const r = buildRequest(server.url, route.method, route.url, route.d, {
      authorization: client[who].headers.authorization,
      resourceId,
      tenants: tenant === 'own' && place ? { [place]: own } : {},
    });
    return fetch(r.url, r.init);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    client.A = await provisionClient(server);
    client.B = await provisionClient(server);
    for (const who of ['A', 'B'] as const) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(cvText({ ...SAMPLE_CV, name: CANDIDATE[who] }))]), 'cv.txt');
      const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client[who].headers, body: form });
      expect(res.status).toBe(202);
      invocation[who] = (await res.json()).invocationId;
    }
    // Both CVs processed to completion: real profiles of two tenants in one database.
    const read = READS.find((r) => !r.url.endsWith('photo'))!;
    for (const who of ['A', 'B'] as const) {
      const deadline = Date.now() + 90_000;
      let status = 202;
      while (status === 202 && Date.now() < deadline) {
        status = (await send(read, who, invocation[who])).status;
        if (status === 202) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the owner reads its own result on every read route (the baseline the other tests rely on)', async () => {
    for (const route of READS.filter((r) => !r.url.endsWith('photo'))) {
      const res = await send(route, 'A', invocation.A);
      expect(res.status, routeKey(route.method, route.url)).toBe(200);
      expect(await res.json()).toMatchObject({ invocationId: invocation.A, tenantId: client.A.tenantIds[0], status: 'completed' });
    }
  });

  it.each(READS.map((r) => routeKey(r.method, r.url)))('%s: A cannot read B’s invocation (404, as if it did not exist)', async (key) => {
    const route = READS.find((r) => routeKey(r.method, r.url) === key)!;
    for (const tenant of ['own', 'none'] as const) {
      const res = await send(route, 'A', invocation.B, tenant);
      const text = await res.text();
      expect(res.status, `${key} naming ${tenant}`).toBe(404);
      expect(text).not.toContain(client.B.tenantIds[0]);
      expect(text).not.toContain(CANDIDATE.B.split(' ')[0]);
    }
  });

  it.runIf(SEARCHES.length > 0).each(SEARCHES.map((r) => routeKey(r.method, r.url)))('%s: A never finds B’s profiles', async (key) => {
    const route = SEARCHES.find((r) => routeKey(r.method, r.url) === key)!;
    const res = await send(route, 'A', invocation.A);
    expect(res.status).toBe(200);
    const text = await res.text();
    // Something of A's is found (so the search ran on real data), nothing of B's.
    expect(text.includes(invocation.A) || text.includes(CANDIDATE.A.split(' ')[0]!)).toBe(true);
    expect(text).not.toContain(CANDIDATE.B.split(' ')[0]);
    expect(text).not.toContain(invocation.B);
    expect(text).not.toContain(client.B.tenantIds[0]);
  });

  it.each(DELETES.map((r) => routeKey(r.method, r.url)))('%s: A cannot delete B’s invocation, which stays intact', async (key) => {
    const route = DELETES.find((r) => routeKey(r.method, r.url) === key)!;
    for (const tenant of ['own', 'none'] as const) {
      expect((await send(route, 'A', invocation.B, tenant)).status).toBe(404);
    }
    const still = await send(READS.find((r) => !r.url.endsWith('photo'))!, 'B', invocation.B);
    expect(still.status).toBe(200);
    expect(await still.json()).toMatchObject({ invocationId: invocation.B, tenantId: client.B.tenantIds[0], status: 'completed' });
  });

  it('B can still delete its own invocation afterwards, and then it is gone for B too', async () => {
    const del = DELETES[0]!;
    expect((await send(del, 'B', invocation.B)).status).toBe(204);
    expect((await send(READS[0]!, 'B', invocation.B)).status).toBe(404);
    expect((await send(READS.find((r) => !r.url.endsWith('photo'))!, 'A', invocation.A)).status).toBe(200);
  });

  it('the audit log names client, tenant, action and resource, and holds nothing of A touching B', async () => {
    const r = await server.runtime.ctx.db.query<{ client_id: string; tenant_id: string; action: string; resource_type: string; resource_id: string }>(
      `SELECT client_id, tenant_id::text AS tenant_id, action, resource_type, resource_id FROM audit_log WHERE action LIKE 'screen.%'`,
    );
    const row = (who: 'A' | 'B', action: string, of: 'A' | 'B' = who) => ({
      client_id: client[who].clientId,
      tenant_id: client[of].tenantIds[0],
      action,
      resource_type: 'invocation',
      resource_id: invocation[of],
    });
    expect(r.rows).toEqual(expect.arrayContaining([row('A', 'screen.upload'), row('B', 'screen.upload'), row('A', 'screen.read'), row('B', 'screen.delete')]));
    const crossing = r.rows.filter(
      (x) => x.client_id === client.A.clientId && (x.tenant_id === client.B.tenantIds[0] || x.resource_id === invocation.B),
    );
    expect(crossing).toEqual([]);
  });
});
