/**
 * Security hygiene through real HTTP: no personal data in logs, backpressure with Retry-After,
 * encryption at rest with key rotation, request body limits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { provisionClient } from '../support/auth-fixtures.ts';
import { cvText, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { exited, freePort, spawnVitae, startTestServer, type TestServer, waitFor } from '../support/test-server.ts';


const uploadForm = (bytes: Uint8Array) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), 'cv.txt');
  return form;
};

describe('logs carry no personal data', () => {
  const ADMIN = 'log-hygiene-admin-token-0123456789abcdef';
  let dataDir: string;
  let server: ReturnType<typeof spawnVitae>;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitae-logs-'));
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a CV uploaded, processed, read and searched at debug level leaves no name, e-mail or phone in the log', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawnVitae(['serve'], {
      VITAE_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      VITAE_DEMO: 'false',
      VITAE_ADMIN_TOKEN: ADMIN,
      // One pipeline process, not warmed (the defaults are two, warmed: pdf.js, face models, OCR).
      VITAE_WORKERS: '1',
      VITAE_WARMUP: 'false',
    });
    await waitFor('the server', async () => (await fetch(`${base}/health/ready`)).ok, 60_000);
    const admin = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
    const tenant = await (await fetch(`${base}/admin/v1/tenants`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'logs' }) })).json();
    const client = await (
      await fetch(`${base}/admin/v1/clients`, { method: 'POST', headers: admin, body: JSON.stringify({ tenants: [tenant.tenantId] }) })
    ).json();
    const tok = await (
      await fetch(`${base}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }),
      })
    ).json();
    const auth = { authorization: `Bearer ${tok.access_token}` };
    const up = await fetch(`${base}/cv-screening/upload`, { method: 'POST', headers: auth, body: uploadForm(cvText()) });
    const { invocationId } = await up.json();
    await waitFor('completion', async () => (await fetch(`${base}/cv-screening/${invocationId}`, { headers: auth })).status === 200, 60_000);
    await fetch(`${base}/direct-search?query=${encodeURIComponent(`${SAMPLE_CV.name} ${SAMPLE_CV.email} Java`)}`, { headers: auth });
    await fetch(`${base}/cv-screening/${invocationId}`, { headers: auth });

    const log = server.output();
    expect(log).toContain('request completed');
    for (const secret of [SAMPLE_CV.name, SAMPLE_CV.email, SAMPLE_CV.phone, '347 123', 'Vellani', client.clientSecret, tok.access_token]) {
      expect(log.includes(secret), `log contains ${secret}`).toBe(false);
    }
  });
});

describe.each(testDbKinds())('backpressure on %s', (kind) => {
  let server: TestServer;
  afterEach(async () => {
    await server?.stop();
  });

  it('answers 503 with Retry-After beyond the per-tenant and overall queue depths; pollers wait longer further back', async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_QUEUE_MAX_DEPTH: '3', VITAE_QUEUE_MAX_DEPTH_PER_TENANT: '2' });
    const a = await provisionClient(server);
    const b = await provisionClient(server);
    const upload = (c: typeof a) => fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: c.headers, body: uploadForm(cvText()) });

    const first = await upload(a);
    const second = await upload(a);
    expect([first.status, second.status]).toEqual([202, 202]);
    const third = await upload(a);
    expect(third.status).toBe(503);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await third.json()).code).toBe('tenant_queue_full');

    expect((await upload(b)).status).toBe(202); // another tenant still has room
    const overall = await upload(b);
    expect(overall.status).toBe(503);
    expect((await overall.json()).code).toBe('queue_full');

    const ra = async (res: Response) => {
      const loc = res.headers.get('location')!;
      const poll = await fetch(`${server.url}${loc}`, { headers: a.headers });
      expect(poll.status).toBe(202);
      return Number(poll.headers.get('retry-after'));
    };
    expect(await ra(second)).toBeGreaterThan(await ra(first));
  });

  it('never lets a concurrent burst past the limits: 80 uploads at once against 30 per tenant and 60 overall', async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_QUEUE_MAX_DEPTH: '60', VITAE_QUEUE_MAX_DEPTH_PER_TENANT: '30', VITAE_RATE_LIMIT_PER_MINUTE: '0', VITAE_MAX_UPLOADS_PER_CLIENT: '0' });
    const clients = await Promise.all([provisionClient(server), provisionClient(server), provisionClient(server)]);
    const burst = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: clients[i % 3]!.headers, body: uploadForm(cvText()) }).then((r) => r.status),
      ),
    );
    expect(burst.every((s) => s === 202 || s === 503), String(burst)).toBe(true);
    const open = await server.runtime.ctx.db.query<{ tenant_id: string; n: number }>(
      "SELECT tenant_id, count(*)::int AS n FROM jobs WHERE name = 'screen.process' AND state IN ('queued', 'active') GROUP BY tenant_id",
    );
    const counts = open.rows.map((r) => Number(r.n));
    expect(Math.max(...counts)).toBeLessThanOrEqual(30);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60);
    expect(burst.filter((s) => s === 202).length).toBe(counts.reduce((a, b) => a + b, 0));
  }, 120_000);
});

describe.each(testDbKinds())('encryption at rest on %s', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('seals each CV file with a key of its own, wrapped by the master key, and still reads it after a master key rotation', async () => {
    const oldKey = Buffer.alloc(32, 1).toString('base64');
    const newKey = Buffer.alloc(32, 2).toString('base64');
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_ENCRYPTION_KEY: oldKey });
    const client = await provisionClient(server);
    const bytes = cvText();
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: uploadForm(bytes) });
    const { invocationId } = await res.json();
    const stored = await server.runtime.ctx.db.query<{ content: Uint8Array; key_id: string }>(
      'SELECT content, key_id FROM invocation_files WHERE invocation_id = $1',
      [invocationId],
    );
    const sealed = Buffer.from(stored.rows[0]!.content);
    expect(stored.rows[0]!.key_id).toBe('data-key');
    expect(sealed.includes(Buffer.from(SAMPLE_CV.email))).toBe(false);
    // Format byte, iv, tag: AES-256-GCM adds 29 bytes.
    expect(sealed.length).toBe(bytes.length + 29);

    const { database } = server;
    const { parseConfig } = await import('../../src/config.ts');
    const { startRuntime } = await import('../../src/runtime.ts');
    const pino = (await import('pino')).default;
    const { testEnv } = await import('../support/test-server.ts');
    const restart = async (key: string) => {
      await server!.runtime.stop();
      const config = parseConfig(testEnv(database, { VITAE_WORKERS: '1', VITAE_ENCRYPTION_KEY: key }));
      const runtime = await startRuntime(config, { http: true, workers: 1, logger: pino({ level: 'silent' }) });
      const url = await runtime.listen(0, '127.0.0.1');
      server = { ...server!, url, runtime, config, stop: async () => { await runtime.stop(); await database.dispose(); } };
      const token = await (
        await fetch(`${url}/oauth/token`, {
          method: 'POST',
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }),
        })
      ).json();
      return { url, runtime, headers: { authorization: `Bearer ${token.access_token}` } };
    };

    // Rotate: the new key first, the old one kept to open what it wrapped; workers now run.
    let { url, runtime, headers } = await restart(`${newKey},${oldKey}`);
    await waitFor('completion with the rotated keys', async () => (await fetch(`${url}/cv-screening/${invocationId}`, { headers })).status === 200, 90_000);
    // Every data key is wrapped again by the new master key, in the background.
    await waitFor('data keys re-wrapped', async () => (await runtime.ctx.keys.data.wrappedByOlderKeys(runtime.ctx.db)) === 0, 30_000);

    // The old key dropped: everything still opens, old and new CVs alike.
    ({ url, runtime, headers } = await restart(newKey));
    expect((await fetch(`${url}/cv-screening/${invocationId}`, { headers })).status).toBe(200);
    const again = await fetch(`${url}/cv-screening/upload`, { method: 'POST', headers, body: uploadForm(bytes) });
    const second = (await again.json()).invocationId;
    await waitFor('a new CV completes', async () => (await fetch(`${url}/cv-screening/${second}`, { headers })).status === 200, 90_000);
  }, 240_000);
});

describe('request body limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { VITAE_WORKERS: '0', VITAE_ADMIN_TOKEN: 'body-limit-admin-token-0123456789abcdef' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses oversized bodies: 413 problem+json on the API, RFC 6749 invalid_request on the token endpoint', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const res = await fetch(`${server.url}/admin/v1/tenants`, {
      method: 'POST',
      headers: { authorization: 'Bearer body-limit-admin-token-0123456789abcdef', 'content-type': 'application/json' },
      body: big,
    });
    expect(res.status, 'admin JSON').toBe(413);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const form = await fetch(`${server.url}/oauth/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'x'.repeat(200 * 1024) }) });
    expect(form.status, 'token form').toBe(400);
    expect((await form.json()).error).toBe('invalid_request');
  });
});
