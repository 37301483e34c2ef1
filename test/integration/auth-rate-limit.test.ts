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

describe.each(testDbKinds())('failed authentication on %s', (kind) => {
  let server: TestServer;
  const PER_MINUTE = 8;
  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_AUTH_FAILURES_PER_MINUTE: String(PER_MINUTE) });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('slows an address down after too many invalid bearer tokens: 429 with Retry-After, before any verification', async () => {
    const bad = { authorization: 'Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' };
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 3; i++) statuses.push((await fetch(`${server.url}/cv-screening/profiles?invocationId=x`, { headers: bad })).status);
    expect(statuses.slice(0, PER_MINUTE)).toEqual(Array(PER_MINUTE).fill(401));
    expect(statuses.slice(PER_MINUTE)).toEqual([429, 429, 429]);
    const over = await fetch(`${server.url}/cv-screening/profiles?invocationId=x`, { headers: bad });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await over.json()).code).toBe('rate_limited');
  });
});

describe.each(testDbKinds())('token endpoint lock-out on %s', (kind) => {
  let server: TestServer;
  let victim: ProvisionedClient;
  beforeAll(async () => {
    // A large per-address allowance: this test is about the lock-out of one client id.
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_AUTH_FAILURES_PER_MINUTE: '1000' });
    victim = await provisionClient(server, { tenants: 1 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const ask = (clientId: string, secret: string) =>
    fetch(`${server.url}/oauth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }) });

  it('locks a client id out after five wrong secrets in a row, even for the right one, then lets it in again', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(victim.clientId, `wrong-${i}`)).status).toBe(401);
    const locked = await ask(victim.clientId, victim.clientSecret);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ error: 'temporarily_unavailable' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The first lock-out lasts one second; then the right secret works and ends the lock-out.
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await ask(victim.clientId, victim.clientSecret)).status).toBe(200);
    expect((await ask(victim.clientId, 'wrong-again')).status).toBe(401);
    expect((await ask(victim.clientId, victim.clientSecret)).status).toBe(200);
  });
});
