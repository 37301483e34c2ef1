/**
 * Webhooks end to end: real Vitae, real database, real CVs processed by the worker, and a local
 * receiver started by the test. Deliveries are signed and verify with the README's snippet,
 * carry no personal data, are retried after failures and timeouts (each attempt recorded), give
 * up after the configured attempts, and never reach another tenant's subscription.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/webhooks/webhook-signature.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvText, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer, waitFor } from '../support/test-server.ts';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

const ADMIN_TOKEN = `admin-${randomBytes(24).toString('hex')}`;

/** The receiver's check, exactly as the README shows it. */
function verifyLikeTheReadme(secret: string, header: string, rawBody: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function encryptedPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('A CV locked with a password');
    doc.end();
  });
}

interface NewWebhook {
  id: string;
  tenantId: string;
  url: string;
  events: string[];
  secret: string;
}

describe.each(testDbKinds())('webhooks on %s', (kind) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let a: ProvisionedClient;
  let b: ProvisionedClient;
  const hooks: Record<string, NewWebhook> = {};

  const api = (who: ProvisionedClient, path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...who.headers, ...(init.json ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.json ? JSON.stringify(init.json) : undefined,
    });

  const subscribe = async (who: ProvisionedClient, path: string, events?: string[]): Promise<NewWebhook> => {
    const res = await api(who, '/webhooks', { method: 'POST', json: { url: `${receiver.url}${path}`, ...(events ? { events } : {}) } });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };

  const upload = async (who: ProvisionedClient, bytes: Uint8Array, name = 'cv.txt', fields: Record<string, string> = {}): Promise<string> => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: who.headers, body: form });
    expect(res.status).toBe(202);
    return (await res.json()).invocationId;
  };

  const eventsFor = (path: string, invocationId: string) =>
    receiver.at(path).filter((r) => JSON.parse(r.body).data.invocationId === invocationId);

  const deliveries = async (who: ProvisionedClient, hookId: string) => {
    const res = await api(who, `/webhooks/${hookId}/deliveries`);
    expect(res.status).toBe(200);
    return (await res.json()).deliveries as {
      id: string;
      eventId: string;
      invocationId: string;
      status: string;
      attempts: number;
      attemptLog: { attempt: number; responseStatus: number | null; latencyMs: number; error: string | null }[];
    }[];
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      VITAE_WORKERS: '1',
      VITAE_WEBHOOK_ALLOW_HTTP: 'true',
      VITAE_WEBHOOK_ALLOW_PRIVATE: 'true',
      VITAE_WEBHOOK_RETRY_BASE_MS: '200',
      VITAE_WEBHOOK_MAX_ATTEMPTS: '3',
      VITAE_WEBHOOK_TIMEOUT_S: '1',
      VITAE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      VITAE_ADMIN_TOKEN: ADMIN_TOKEN,
    });
    receiver = await startWebhookReceiver();
    a = await provisionClient(server);
    b = await provisionClient(server);
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.stop();
  });

  it('a client subscribes its tenant: 201 with the secret once; listed without it; stored sealed', async () => {
    hooks.a = await subscribe(a, '/a');
    expect(hooks.a).toMatchObject({ tenantId: a.tenantIds[0], url: `${receiver.url}/a`, events: ['screen.completed', 'screen.failed'] });
    expect(hooks.a.secret).toMatch(/^whsec_/);
    const list = await (await api(a, '/webhooks')).json();
    expect(list.webhooks).toEqual([expect.objectContaining({ id: hooks.a.id, url: hooks.a.url })]);
    expect(JSON.stringify(list)).not.toContain(hooks.a.secret);
    const row = await server.runtime.ctx.db.query<{ secret: Uint8Array; secret_key_id: string | null }>(
      'SELECT secret, secret_key_id FROM webhook_subscriptions WHERE id = $1',
      [hooks.a.id],
    );
    expect(row.rows[0]!.secret_key_id).toMatch(/^[0-9a-f]{8}$/);
    expect(Buffer.from(row.rows[0]!.secret).toString('latin1')).not.toContain(hooks.a.secret.slice(6, 20));
  });

  it('a completed CV is delivered once, signed (the README snippet verifies it), with no personal data', async () => {
    const id = await upload(a, cvText(SAMPLE_CV), 'cv.txt', { reference: 'ats-4711', metadata: '{"requisition":"R-9","source":{"board":"x"}}' });
    const [got] = await waitFor('the completed event', async () => eventsFor('/a', id).length > 0 && eventsFor('/a', id), 90_000);
    const event = JSON.parse(got!.body);
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'screen.completed',
      createdAt: expect.any(String),
      tenantId: a.tenantIds[0],
      data: {
        invocationId: id,
        status: 'completed',
        reference: 'ats-4711',
        metadata: { requisition: 'R-9', source: { board: 'x' } },
        duplicateOf: event.data.duplicateOf,
      },
    });
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['vitae-event-id']).toBe(event.id);
    expect(got!.headers['vitae-event-type']).toBe('screen.completed');
    expect(got!.headers['vitae-delivery-attempt']).toBe('1');
    const signature = String(got!.headers['vitae-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyLikeTheReadme(hooks.a!.secret, signature, got!.body)).toBe(true);
    expect(verifySignature(hooks.a!.secret, signature, got!.body)).toBe(true);
    expect(verifyLikeTheReadme(hooks.a!.secret, signature, got!.body.replace('completed', 'failed'))).toBe(false);
    for (const personal of [SAMPLE_CV.name, SAMPLE_CV.email, 'Vellani', 'Nordline']) expect(got!.body).not.toContain(personal);

    const log = await waitFor('the delivery to be recorded', async () => {
      const list = await deliveries(a, hooks.a!.id);
      return list.find((d) => d.invocationId === id && d.status === 'succeeded');
    });
    expect(log).toMatchObject({ eventId: event.id, attempts: 1, attemptLog: [{ attempt: 1, responseStatus: 204, error: null }] });
    expect(eventsFor('/a', id)).toHaveLength(1);
  });

  it('a CV that fails sends screen.failed with its stable code', async () => {
    const id = await upload(a, await encryptedPdf(), 'locked.pdf');
    const [got] = await waitFor('the failed event', async () => eventsFor('/a', id).length > 0 && eventsFor('/a', id), 90_000);
    const event = JSON.parse(got!.body);
    expect(event).toMatchObject({ type: 'screen.failed', tenantId: a.tenantIds[0], data: { invocationId: id, status: 'failed', code: 'encrypted_pdf' } });
    expect(got!.headers['vitae-event-type']).toBe('screen.failed');
    expect(verifyLikeTheReadme(hooks.a!.secret, String(got!.headers['vitae-signature']), got!.body)).toBe(true);
  });

  it('retries after a failing receiver (500, then a timeout) until it answers 2xx, and gives up after the last attempt', async () => {
    hooks.flaky = await subscribe(a, '/flaky', ['screen.completed']);
    hooks.down = await subscribe(a, '/down', ['screen.completed']);
    receiver.program('/flaky', [500, 'hang']);
    receiver.program('/down', [500, 503, 502, 500]);
    const id = await upload(a, cvText({ ...SAMPLE_CV, name: 'Ottavio Brenna' }));

    const flaky = await waitFor('three attempts at the flaky receiver', async () => eventsFor('/flaky', id).length >= 3 && eventsFor('/flaky', id), 90_000);
    const down = await waitFor('three attempts at the receiver that is down', async () => eventsFor('/down', id).length >= 3 && eventsFor('/down', id), 90_000);
    const check = (attempts: ReceivedWebhook[], secret: string) => {
      // The same event, byte for byte, on every attempt; each freshly signed; numbered.
      expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
      expect(new Set(attempts.map((r) => r.headers['vitae-event-id'])).size).toBe(1);
      expect(attempts.map((r) => r.headers['vitae-delivery-attempt'])).toEqual(['1', '2', '3']);
      for (const r of attempts) expect(verifyLikeTheReadme(secret, String(r.headers['vitae-signature']), r.body)).toBe(true);
      // Backoff: the second attempt waited at least the jittered base delay (0.8 × 200 ms).
      expect(attempts[1]!.receivedAt - attempts[0]!.receivedAt).toBeGreaterThanOrEqual(150);
    };
    check(flaky, hooks.flaky.secret);
    check(down, hooks.down.secret);

    const flakyLog = await waitFor('the flaky delivery to succeed', async () => (await deliveries(a, hooks.flaky!.id)).find((d) => d.invocationId === id && d.status === 'succeeded'));
    expect(flakyLog.attempts).toBe(3);
    expect(flakyLog.attemptLog.map((x) => x.responseStatus)).toEqual([500, null, 204]);
    expect(flakyLog.attemptLog[0]!.error).toBe('HTTP 500');
    expect(flakyLog.attemptLog[1]!.error).toBe('timed out');
    expect(flakyLog.attemptLog[1]!.latencyMs).toBeGreaterThanOrEqual(900);

    const downLog = await waitFor('the delivery to a receiver that stays down to fail', async () => (await deliveries(a, hooks.down!.id)).find((d) => d.invocationId === id && d.status === 'failed'));
    expect(downLog.attemptLog.map((x) => x.responseStatus)).toEqual([500, 503, 502]);
    // VITAE_WEBHOOK_MAX_ATTEMPTS=3: no fourth attempt comes.
    await new Promise((r) => setTimeout(r, 2500));
    expect(eventsFor('/down', id)).toHaveLength(3);
    expect((await api(a, `/webhooks/${hooks.down.id}/deliveries?status=failed`).then((r) => r.json())).deliveries).toHaveLength(1);
  });

  it("never delivers to another tenant's subscription; another tenant's webhooks are invisible", async () => {
    // B's webhook is registered by an administrator.
    const res = await fetch(`${server.url}/admin/v1/tenants/${b.tenantIds[0]}/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${receiver.url}/b`, description: 'B platform' }),
    });
    expect(res.status).toBe(201);
    hooks.b = await res.json();
    expect(hooks.b).toMatchObject({ tenantId: b.tenantIds[0], events: ['screen.completed', 'screen.failed'] });

    const fromA = await upload(a, cvText({ ...SAMPLE_CV, name: 'Arianna Solbiati' }));
    const fromB = await upload(b, cvText({ ...SAMPLE_CV, name: 'Bruno Castagnetti' }));
    await waitFor("A's event at A's receiver", async () => eventsFor('/a', fromA).length > 0, 90_000);
    const [bEvent] = await waitFor("B's event at B's receiver", async () => eventsFor('/b', fromB).length > 0 && eventsFor('/b', fromB), 90_000);
    expect(JSON.parse(bEvent!.body)).toMatchObject({ tenantId: b.tenantIds[0], data: { invocationId: fromB } });
    expect(verifyLikeTheReadme(hooks.b!.secret, String(bEvent!.headers['vitae-signature']), bEvent!.body)).toBe(true);

    // B's receiver got B's event only, A's receivers never B's.
    expect(receiver.at('/b').map((r) => JSON.parse(r.body).tenantId)).toEqual([b.tenantIds[0]]);
    for (const path of ['/a', '/flaky', '/down']) {
      expect(receiver.at(path).every((r) => JSON.parse(r.body).tenantId === a.tenantIds[0]), path).toBe(true);
    }
    const bLog = await (await api(b, `/webhooks/${hooks.b!.id}/deliveries`)).json();
    expect(bLog.deliveries.map((d: { invocationId: string }) => d.invocationId)).toEqual([fromB]);

    // A cannot see, read the log of, rotate or delete B's webhook: 404 as if it did not exist.
    for (const [method, path] of [
      ['GET', `/webhooks/${hooks.b!.id}`],
      ['GET', `/webhooks/${hooks.b!.id}/deliveries`],
      ['POST', `/webhooks/${hooks.b!.id}/rotate-secret`],
      ['DELETE', `/webhooks/${hooks.b!.id}`],
    ] as const) {
      const r = await api(a, path, { method });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect((await r.json()).code).toBe('webhook_not_found');
    }
    expect((await api(a, '/webhooks', { headers: { tenantId: b.tenantIds[0]! } })).status).toBe(403);
    expect((await (await api(a, '/webhooks')).json()).webhooks.map((w: { id: string }) => w.id)).not.toContain(hooks.b!.id);
    expect((await api(b, `/webhooks/${hooks.b!.id}`)).status).toBe(200);
  });

  it('rotating the secret signs the next deliveries with the new one; deleting stops deliveries', async () => {
    const rotated = await (await api(a, `/webhooks/${hooks.a!.id}/rotate-secret`, { method: 'POST' })).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(hooks.a!.secret);
    expect(rotated.secretRotatedAt).toEqual(expect.any(String));
    for (const name of ['flaky', 'down']) expect((await api(a, `/webhooks/${hooks[name]!.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api(a, `/webhooks/${hooks.flaky!.id}`)).status).toBe(404);

    const id = await upload(a, cvText({ ...SAMPLE_CV, name: 'Delia Forlani' }));
    const [got] = await waitFor('the event after rotation', async () => eventsFor('/a', id).length > 0 && eventsFor('/a', id), 90_000);
    const signature = String(got!.headers['vitae-signature']);
    expect(verifyLikeTheReadme(rotated.secret, signature, got!.body)).toBe(true);
    expect(verifyLikeTheReadme(hooks.a!.secret, signature, got!.body)).toBe(false);
    expect(eventsFor('/flaky', id)).toEqual([]);
    expect(eventsFor('/down', id)).toEqual([]);
  });

  it('records webhook changes in the audit log', async () => {
    const r = await server.runtime.ctx.db.query<{ action: string; client_id: string; resource_id: string }>(
      `SELECT action, client_id, resource_id FROM audit_log WHERE resource_type = 'webhook' ORDER BY id`,
    );
    expect(r.rows).toEqual(
      expect.arrayContaining([
        { action: 'webhook.create', client_id: a.clientId, resource_id: hooks.a!.id },
        { action: 'webhook.create', client_id: 'admin', resource_id: hooks.b!.id },
        { action: 'webhook.rotate_secret', client_id: a.clientId, resource_id: hooks.a!.id },
        { action: 'webhook.delete', client_id: a.clientId, resource_id: hooks.flaky!.id },
      ]),
    );
  });
});

describe.each(testDbKinds())('webhook URL policy with default settings on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0' });
    client = await provisionClient(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['http://hooks.example.com/vitae'],
    ['https://127.0.0.1:8443/vitae'],
    ['https://localhost/vitae'],
    ['https://169.254.169.254/latest'],
    ['https://[::1]/vitae'],
    ['https://user:pw@hooks.example.com/vitae'],
  ])('refuses %s: 400 invalid_webhook_url', async (url) => {
    const res = await fetch(`${server.url}/webhooks`, {
      method: 'POST',
      headers: { ...client.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_webhook_url');
  });

  it('accepts https on a public host, and bounds the subscriptions of a tenant', async () => {
    const create = () =>
      fetch(`${server.url}/webhooks`, {
        method: 'POST',
        headers: { ...client.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ url: 'https://hooks.example.com/vitae', events: ['screen.completed'] }),
      });
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) codes.push((await create()).status);
    expect(codes.every((c) => c === 201)).toBe(true);
    const last = await create();
    expect(last.status).toBe(400);
    expect((await last.json()).code).toBe('too_many_webhooks');
  });
});
