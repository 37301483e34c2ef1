/**
 * The sender against a local HTTP server: the address check happens on what the name resolves
 * to (so `localhost` is caught even though the URL passed registration with private networks
 * allowed at the time), redirects are not followed, and a silent receiver times out.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailure, postWebhook } from '../../../src/webhooks/webhook-sender.ts';

describe('postWebhook', () => {
  let server: Server;
  let port: number;
  const seen: { path: string; body: string; headers: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body, headers: req.headers });
        if (req.url === '/redirect') res.writeHead(302, { location: '/ok' }).end();
        else if (req.url === '/slow') return; // never answers
        else if (req.url === '/busy') res.writeHead(503, { 'retry-after': '30' }).end();
        else res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const opts = (allowPrivateNetworks: boolean, timeoutMs = 2000) => ({ allowPrivateNetworks, allowHttp: true, timeoutMs });

  it('posts the body with the given headers and reports a 2xx as delivered', async () => {
    const out = await postWebhook(`http://127.0.0.1:${port}/ok`, '{"a":1}', { 'content-type': 'application/json', 'x-test': 'yes' }, opts(true));
    expect(out).toMatchObject({ ok: true, status: 204, error: null });
    expect(seen.at(-1)).toMatchObject({ path: '/ok', body: '{"a":1}', headers: { 'x-test': 'yes', 'content-length': '7' } });
  });

  it('refuses a host name that resolves to a loopback address, before connecting', async () => {
    const before = seen.length;
    const out = await postWebhook(`http://localhost:${port}/ok`, '{}', {}, opts(false));
    expect(out.ok).toBe(false);
    expect(out.status).toBeNull();
    expect(out.error).toMatch(/loopback, private or reserved/);
    expect(seen.length).toBe(before);
  });

  it('refuses a private IP literal without resolving anything', async () => {
    const out = await postWebhook(`http://127.0.0.1:${port}/ok`, '{}', {}, opts(false));
    expect(out).toMatchObject({ ok: false, status: null, latencyMs: 0 });
  });

  it('does not send over plain http once http is not allowed', async () => {
    const before = seen.length;
    const out = await postWebhook(`http://127.0.0.1:${port}/ok`, '{}', {}, { ...opts(true), allowHttp: false });
    expect(out).toMatchObject({ ok: false, status: null, error: expect.stringContaining('VITAE_WEBHOOK_ALLOW_HTTP') });
    expect(seen.length).toBe(before);
  });

  it('does not follow redirects', async () => {
    const before = seen.length;
    const out = await postWebhook(`http://127.0.0.1:${port}/redirect`, '{}', {}, opts(true));
    expect(out).toMatchObject({ ok: false, status: 302, error: 'redirect (302) not followed' });
    expect(seen.length).toBe(before + 1);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const out = await postWebhook(`http://127.0.0.1:${port}/slow`, '{}', {}, opts(true, 300));
    expect(out).toMatchObject({ ok: false, status: null, error: 'timed out' });
    expect(out.latencyMs).toBeGreaterThanOrEqual(250);
  });

  it("passes on the receiver's Retry-After", async () => {
    const out = await postWebhook(`http://127.0.0.1:${port}/busy`, '{}', {}, opts(true));
    expect(out).toMatchObject({ ok: false, status: 503, error: 'HTTP 503', retryAfter: '30' });
  });

  it('logs a refused connection as a category, never the raw error with its address and port', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const out = await postWebhook(`http://127.0.0.1:${closedPort}/x`, '{}', {}, opts(true));
    expect(out).toMatchObject({ ok: false, status: null, error: 'connection failed' });
    expect(out.error).not.toContain(String(closedPort));
  });

  it.each([
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.7:5432' }, 'connection failed'],
    [{ code: 'EHOSTUNREACH', message: 'connect EHOSTUNREACH 10.0.0.9:22' }, 'connection failed'],
    [{ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND hooks.example' }, 'host name not found'],
    [{ code: 'CERT_HAS_EXPIRED', message: 'certificate has expired' }, 'TLS handshake failed'],
    [{ name: 'AbortError' }, 'timed out'],
  ])('describes %o as "%s"', (err, text) => {
    expect(describeFailure(err)).toBe(text);
  });
});
