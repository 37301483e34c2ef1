/**
 * The browser API client shared by the console and the widgets (plain JavaScript, runs in Node as
 * well): token caching and renewal, polling that honours Retry-After, failures and problem
 * documents turned into typed errors. Against a scripted local HTTP server playing the API.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

interface ApiError extends Error {
  status: number;
  code: string;
  retryAfterSeconds: number | null;
  invocationId: string | null;
}
interface Client {
  tenantId: string | null;
  token(forceNew?: boolean): Promise<string>;
  upload(file: Blob, options?: { fileName?: string; idempotencyKey?: string }): Promise<{ invocationId: string; status: string }>;
  result(id: string): Promise<{ status: string; retryAfterSeconds?: number | null; profile?: unknown }>;
  waitForResult(id: string, options?: { timeoutMs?: number; onStatus?: (s: string) => void }): Promise<{ status: string; profile: { name: string } }>;
  remove(id: string): Promise<void>;
  search(query: string, options?: { limit?: number; scoresOrder?: 'ASC' | 'DESC' }): Promise<{ profiles: unknown[]; total: number }>;
}
interface WidgetsModule {
  VitaeClient: new (o: { tokenProvider: () => string | Promise<string>; baseUrl?: string; tenantId?: string }) => Client;
  VitaeApiError: new (...args: never[]) => ApiError;
  decodeTokenClaims(token: string): Record<string, unknown> | null;
}

// A variable path: the module is browser JavaScript, typed here by the interface above.
const WIDGETS = '../../../src/console/public/widgets/vitae-widgets.js';
const { VitaeClient, VitaeApiError, decodeTokenClaims } = (await import(WIDGETS)) as WidgetsModule;

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}

let server: Server | undefined;

async function api(handler: Handler): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, at: Date.now() });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

afterEach(async () => {
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  server = undefined;
});

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** An unsigned JWT-shaped token with these claims (the client reads claims, never verifies). */
const tokenWith = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('VitaeClient', () => {
  it('asks the provider once, sends the token and tenant, and asks again after a 401', async () => {
    let reject = false;
    const { url, seen } = await api((_req, res) => {
      if (reject) {
        reject = false;
        return json(res, 401, { status: 401, code: 'invalid_token', detail: 'expired' });
      }
      json(res, 200, { profiles: [], total: 0 });
    });
    let calls = 0;
    const client = new VitaeClient({
      baseUrl: `${url}/`,
      tenantId: 'tenant-a',
      tokenProvider: async () => tokenWith({ n: ++calls, exp: Math.floor(Date.now() / 1000) + 3600 }),
    });
    await client.search('java');
    await client.search('kotlin');
    expect(calls).toBe(1);
    expect(seen[0]!.headers.authorization).toMatch(/^Bearer /);
    expect(seen[0]!.headers.tenantid).toBe('tenant-a');
    expect(seen[0]!.url).toBe('/direct-search?query=java&tenantId=tenant-a');

    reject = true;
    await client.search('go');
    expect(calls).toBe(2);
    expect(seen.at(-1)!.headers.authorization).not.toBe(seen.at(-2)!.headers.authorization);
  });

  it('renews a token that is about to expire, sharing one provider call among concurrent requests', async () => {
    const { url } = await api((_req, res) => json(res, 200, { profiles: [], total: 0 }));
    let calls = 0;
    const client = new VitaeClient({
      baseUrl: url,
      // Expires in 30 s: inside the renewal margin, so every use asks for a fresh one.
      tokenProvider: async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 20));
        return tokenWith({ exp: Math.floor(Date.now() / 1000) + 30 });
      },
    });
    await Promise.all([client.search('a'), client.search('b'), client.search('c')]);
    expect(calls).toBe(1);
    await client.search('d');
    expect(calls).toBe(2);
  });

  it('polls until completed, waiting as long as Retry-After says, and reports each new status', async () => {
    let polls = 0;
    const { url, seen } = await api((_req, res) => {
      polls++;
      if (polls === 1) return json(res, 202, { invocationId: 'inv-1', status: 'queued' }, { 'retry-after': '1' });
      if (polls === 2) return json(res, 202, { invocationId: 'inv-1', status: 'processing' }, { 'retry-after': '1' });
      json(res, 200, { invocationId: 'inv-1', status: 'completed', profile: { name: 'Ada' } });
    });
    const statuses: string[] = [];
    const client = new VitaeClient({ baseUrl: url, tokenProvider: () => tokenWith({ exp: 4102444800 }) });
    const result = await client.waitForResult('inv-1', { onStatus: (s) => statuses.push(s) });
    expect(result.profile).toEqual({ name: 'Ada' });
    expect(statuses).toEqual(['queued', 'processing']);
    expect(seen.map((s) => s.url)).toEqual(['/cv-screening/inv-1', '/cv-screening/inv-1', '/cv-screening/inv-1']);
    // The server asked for one second between polls; the client never came back sooner.
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
    expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(950);
  });

  it('stops polling on a failed invocation with its stable code', async () => {
    const { url } = await api((_req, res) =>
      json(res, 422, { status: 422, code: 'no_text_found', title: 'CV processing failed', detail: 'No text', invocationId: 'inv-2', invocationStatus: 'failed' }),
    );
    const client = new VitaeClient({ baseUrl: url, tokenProvider: () => 't.e.s' });
    const err = (await client.waitForResult('inv-2').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(VitaeApiError);
    expect(err).toMatchObject({ status: 422, code: 'no_text_found', invocationId: 'inv-2', message: 'No text' });
  });

  it('waits out a 429 or 503 and carries on', async () => {
    let n = 0;
    const { url, seen } = await api((_req, res) => {
      n++;
      if (n === 1) return json(res, 429, { status: 429, code: 'rate_limited', detail: 'slow down' }, { 'retry-after': '1' });
      if (n === 2) return json(res, 503, { status: 503, code: 'not_ready', detail: 'busy' }, { 'retry-after': '1' });
      json(res, 200, { invocationId: 'inv-3', status: 'completed', profile: { name: 'Bo' } });
    });
    const client = new VitaeClient({ baseUrl: url, tokenProvider: () => 't.e.s' });
    expect((await client.waitForResult('inv-3')).profile).toEqual({ name: 'Bo' });
    expect(seen).toHaveLength(3);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up with client_timeout when the deadline would pass before the next poll', async () => {
    const { url } = await api((_req, res) => json(res, 202, { invocationId: 'inv-4', status: 'processing' }, { 'retry-after': '5' }));
    const client = new VitaeClient({ baseUrl: url, tokenProvider: () => 't.e.s' });
    await expect(client.waitForResult('inv-4', { timeoutMs: 1000 })).rejects.toMatchObject({ code: 'client_timeout', invocationId: 'inv-4' });
  });

  it('uploads multipart to the tenant path with an idempotency key', async () => {
    const { url, seen } = await api((_req, res) => json(res, 202, { invocationId: 'inv-5', status: 'queued' }));
    const client = new VitaeClient({ baseUrl: url, tenantId: 'tenant-b', tokenProvider: () => 't.e.s' });
    const answer = await client.upload(new Blob(['Ada Lovelace\nMathematician\n'], { type: 'text/plain' }), { fileName: 'ada.txt', idempotencyKey: 'k-1' });
    expect(answer).toEqual({ invocationId: 'inv-5', status: 'queued' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/screening/api/v1/cv-screening/upload/tenant-b' });
    expect(seen[0]!.headers['idempotency-key']).toBe('k-1');
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('name="file"; filename="ada.txt"');
    expect(seen[0]!.body).toContain('Ada Lovelace');
  });

  it('turns problem documents and OAuth errors into typed errors', async () => {
    const { url } = await api((req, res) => {
      if (req.method === 'DELETE') return json(res, 403, { status: 403, code: 'insufficient_scope', title: 'Forbidden', detail: 'needs screen:write' });
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_client', error_description: 'unknown client' }));
    });
    const client = new VitaeClient({ baseUrl: url, tokenProvider: () => 't.e.s' });
    await expect(client.remove('inv-6')).rejects.toMatchObject({ status: 403, code: 'insufficient_scope', message: 'needs screen:write' });
    // A 401 is retried once with a new token, then reported.
    await expect(client.search('x')).rejects.toMatchObject({ status: 401, code: 'invalid_client', message: 'unknown client' });
  });

  it('refuses a job description too long for a URL before sending it', async () => {
    const { url, seen } = await api((_req, res) => json(res, 200, { profiles: [], total: 0 }));
    const client = new VitaeClient({ baseUrl: url, tokenProvider: () => 't.e.s' });
    await expect(client.search('é'.repeat(5000))).rejects.toMatchObject({ code: 'query_too_long' });
    expect(seen).toHaveLength(0);
  });

  it('reports an unreachable server as network_error', async () => {
    const client = new VitaeClient({ baseUrl: 'http://127.0.0.1:9', tokenProvider: () => 't.e.s' });
    await expect(client.remove('x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('decodeTokenClaims', () => {
  it('reads the claims of a JWT, including non-ASCII text, and refuses what is not one', () => {
    expect(decodeTokenClaims(tokenWith({ tenants: ['a', 'b'], name: 'Zoë' }))).toEqual({ tenants: ['a', 'b'], name: 'Zoë' });
    expect(decodeTokenClaims('not-a-token')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
  });
});
