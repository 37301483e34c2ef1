/**
 * Rate limits: per client on authenticated routes (one client's burst leaves another alone),
 * per IP on the token endpoint, 429 with Retry-After, problem+json on the API and RFC 6749 JSON
 * on the token endpoint; VITAE_RATE_LIMIT_PER_MINUTE=0 turns them off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionClient, type ProvisionedClient } from '../support/auth-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const LIMIT = 5;

describe.each(testDbKinds())('rate limits on %s', (kind) => {
  let server: TestServer;
  let a: ProvisionedClient;
  let b: ProvisionedClient;
  const list = (c: ProvisionedClient) => fetch(`${server.url}/admin/v1/tenants`, { headers: c.headers });

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
    // Two token requests from this IP: the token endpoint has LIMIT - 2 left.
    a = await provisionClient(server, { tenants: [], scopes: ['admin'] });
    b = await provisionClient(server, { tenants: [], scopes: ['admin'] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('limits each client on its own: 429 problem+json with Retry-After past the limit', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await list(a)).status).toBe(200);
    const over = await list(a);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(over.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await over.json()).toMatchObject({ status: 429, code: 'rate_limited', title: 'Too many requests' });
    expect((await list(b)).status).toBe(200);
  });

  it('does not limit public routes such as health', async () => {
    for (let i = 0; i < LIMIT + 2; i++) expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
  });

  it('limits the token endpoint per IP, answering in RFC 6749 form', async () => {
    const ask = () =>
      fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: a.clientId, client_secret: a.clientSecret }),
      });
    for (let i = 0; i < LIMIT - 2; i++) expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(over.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await over.json()).toEqual({ error: 'temporarily_unavailable', error_description: expect.any(String) });
  });
});

describe.each(testDbKinds())('rate limits switched off on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_RATE_LIMIT_PER_MINUTE: '0' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lets a client make many requests', async () => {
    const c = await provisionClient(server, { tenants: [], scopes: ['admin'] });
    for (let i = 0; i < 30; i++) expect((await fetch(`${server.url}/admin/v1/keys`, { headers: c.headers })).status).toBe(200);
  });
});
