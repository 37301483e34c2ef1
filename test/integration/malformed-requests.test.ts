/**
 * Malformed requests through real HTTP: every one gets a 4xx problem with a stable code, never a
 * 500. Multipart bodies without a boundary, with one that does not match, cut short; ids that look
 * like UUIDs but are not; one field named twice with different values.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, provisionClient, requestToken } from '../support/auth-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Sends raw bytes as one HTTP request and returns the status line's code and the body. */
function rawRequest(url: string, head: string, body: Buffer, endEarly = false): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      socket.write(body);
      if (endEarly) socket.end();
    });
    let data = '';
    socket.on('data', (c) => {
      data += c.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      resolve({ status: m ? Number(m[1]) : 0, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

describe.each(testDbKinds())('malformed requests on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let tenantId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await createTenant(server);
    const client = await provisionClient(server, { tenants: [tenantId] });
    token = await requestToken(server, client.clientId, client.clientSecret);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const part = (boundary: string, text = 'Jane Roe\njane@example.com\n') =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n--${boundary}--\r\n`);
  const head = (contentType: string, length: number) =>
    `POST /cv-screening/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

  it.each([
    ['multipart without a boundary', 'multipart/form-data', part('XyZ')],
    ['multipart with a boundary that does not match the body', 'multipart/form-data; boundary=Other', part('XyZ')],
    ['multipart with an empty body', 'multipart/form-data; boundary=XyZ', Buffer.alloc(0)],
    ['multipart that never closes its part', 'multipart/form-data; boundary=XyZ', part('XyZ').subarray(0, 80)],
  ])('%s gets a 4xx problem', async (_what, contentType, body) => {
    const res = await rawRequest(server.url, head(contentType, body.length), body);
    expect(res.status, res.body).toBeGreaterThanOrEqual(400);
    expect(res.status, res.body).toBeLessThan(500);
    expect(JSON.parse(res.body).code).toMatch(/^[a-z_]+$/);
  });

  it('a body cut short by the client (less than Content-Length) does not become a 500', async () => {
    const body = part('XyZ');
    const res = await rawRequest(server.url, head('multipart/form-data; boundary=XyZ', body.length + 500), body, true);
    // The client went away: either no answer at all or a 4xx, never a 500.
    expect(res.status === 0 || (res.status >= 400 && res.status < 500), `${res.status} ${res.body}`).toBe(true);
  });

  it.each(['0123456789abcdef0123456789abcdef0123', '------------------------------------', 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaz', 'x'])(
    'an invocation id %s that is no UUID gets 404, on every path shape',
    async (id) => {
      const auth = { authorization: `Bearer ${token}` };
      for (const path of [
        `/cv-screening/${id}`,
        `/cv-screening/profiles?invocationId=${id}`,
        `/cv-screening/profiles/photo?invocationId=${id}`,
        `/screening/api/v1/tenants/${tenantId}/cv-screening/profiles/${id}`,
      ]) {
        const res = await fetch(`${server.url}${path}`, { headers: auth });
        expect(res.status, `${path}: ${await res.clone().text()}`).toBe(404);
      }
      const del = await fetch(`${server.url}/cv-screening/profiles?invocationId=${id}`, { method: 'DELETE', headers: auth });
      expect(del.status).toBe(404);
    },
  );

  it('one form field named twice with different tenants is refused as a conflict', async () => {
    const other = await createTenant(server);
    const form = new FormData();
    form.append('tenantId', tenantId);
    form.append('tenantId', other);
    form.set('file', new Blob(['Jane Roe\njane@example.com\n']), 'cv.txt');
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('tenant_conflict');
  });
});

describe('metrics behind a token', () => {
  let server: TestServer;
  const TOKEN = 'metrics-scraper-token-0123456789';
  beforeAll(async () => {
    server = await startTestServer('pglite', { VITAE_METRICS_TOKEN: TOKEN });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 401 without the token or with another one, and the metrics with it', async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await none.json()).code).toBe('metrics_token_required');
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    const ok = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('http_requests');
  });
});
