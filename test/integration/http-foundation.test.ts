import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../src/store/migrator.ts';
import { testDbKinds as kinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(kinds())('HTTP foundation on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('is live and ready once migrations are applied', async () => {
    const live = await fetch(`${server.url}/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: kind });
  });

  it('reports not ready (503 problem) when a migration is missing', async () => {
    await server.runtime.ctx.db.query('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)');
    const res = await fetch(`${server.url}/health/ready`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect((await res.json()).code).toBe('not_ready');
    // Re-applying the last migration would collide with its objects; restore the record instead.
    const last = listMigrations().at(-1)!;
    await server.runtime.ctx.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [last.version, last.name]);
    expect(await migrate(server.runtime.ctx.db)).toEqual([]);
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
  });

  it('serves an OpenAPI 3.1 document that validates, and a reference page', async () => {
    const doc = await (await fetch(`${server.url}/openapi.json`)).json();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });

  it('answers unknown routes with problem+json and echoes a safe request id', async () => {
    const res = await fetch(`${server.url}/no/such/route`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const body = await res.json();
    expect(body).toMatchObject({ status: 404, code: 'route_not_found', title: 'Not found', requestId: 'abc-123' });
    expect(typeof body.type).toBe('string');

    const unsafe = await fetch(`${server.url}/health/live`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(unsafe.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('exposes Prometheus metrics for HTTP and the queue', async () => {
    await fetch(`${server.url}/health/live`);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/vitae_http_requests_total\{method="GET",route="\/health\/live",status="200"\} \d+/);
    expect(text).toContain('vitae_queue_depth');
    expect(text).toContain('vitae_job_duration_seconds');
  });
});

describe('browser-facing headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { VITAE_CORS_ORIGINS: 'https://console.example' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sets security headers on API answers', async () => {
    const res = await fetch(`${server.url}/health/live`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers CORS preflights for configured origins only', async () => {
    const ok = await fetch(`${server.url}/cv-screening/upload`, {
      method: 'OPTIONS',
      headers: { origin: 'https://console.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://console.example');
    const other = await fetch(`${server.url}/cv-screening/upload`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
