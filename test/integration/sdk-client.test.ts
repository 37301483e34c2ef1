/**
 * The client SDK (packages/client) against a real running Vitae: real HTTP, real database, CVs
 * processed by the worker. Token caching and renewal with a short VITAE_TOKEN_TTL, upload and
 * poll honouring Retry-After, JSON Resume, typed errors, one client for several tenants, search,
 * and webhooks verified with the SDK's own verifier. The only thing between the SDK and the
 * server is, in some tests, a fetch wrapper that records (or once garbles) what goes out.
 */
import { randomBytes } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseWebhookEvent,
  VitaeAuthError,
  VitaeBadRequestError,
  VitaeClient,
  type VitaeClientOptions,
  VitaeConflictError,
  VitaeForbiddenError,
  VitaeInvocationFailedError,
  VitaeNetworkError,
  VitaeNotFoundError,
  VitaeTimeoutError,
  VitaeUnavailableError,
  VitaeUnsupportedFormatError,
} from '../../packages/client/src/index.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvText, type FixtureCv, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer, waitFor } from '../support/test-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

interface Sent {
  method: string;
  url: string;
  at: number;
  status: number;
  retryAfter: string | null;
}

/** A fetch that records every exchange, and can garble the bearer token of the next API call. */
function recordingFetch() {
  const sent: Sent[] = [];
  let garbleNext = false;
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (garbleNext && headers.has('authorization')) {
      garbleNext = false;
      headers.set('authorization', 'Bearer not.a.token');
    }
    const at = Date.now();
    const res = await fetch(url, { ...init, headers });
    sent.push({ method: init?.method ?? 'GET', url, at, status: res.status, retryAfter: res.headers.get('retry-after') });
    return res;
  }) as typeof fetch;
  return {
    fetchImpl,
    sent,
    garbleNextToken() {
      garbleNext = true;
    },
    tokenRequests: () => sent.filter((s) => s.url.endsWith('/oauth/token')).length,
  };
}

// Each a person of their own: an e-mail and a phone number shared would make them one (duplicates).
const cv = (name: string, extra: Partial<FixtureCv> = {}) =>
  cvText({ ...SAMPLE_CV, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, phone: `+39 347 ${String(name.length).padStart(3, '0')} ${[...name].reduce((n, ch) => (n * 31 + ch.charCodeAt(0)) % 9000, 7) + 1000}`, ...extra });

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

describe.each(testDbKinds())('client SDK against a running server on %s', (kind) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let platform: ProvisionedClient; // two tenants, screen + match
  let single: ProvisionedClient; // one tenant
  let tA: string;
  let tB: string;
  const done: Record<string, string> = {}; // completed invocation ids by candidate

  const clientFor = (who: ProvisionedClient, extra: Partial<VitaeClientOptions> = {}) =>
    new VitaeClient({ baseUrl: server.url, clientId: who.clientId, clientSecret: who.clientSecret, ...extra });

  beforeAll(async () => {
    server = await startTestServer(kind, {
      VITAE_WORKERS: '1',
      VITAE_TOKEN_TTL: '60',
      VITAE_WEBHOOK_ALLOW_HTTP: 'true',
      VITAE_WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    receiver = await startWebhookReceiver();
    platform = await provisionClient(server, { tenants: 2 });
    single = await provisionClient(server);
    [tA, tB] = platform.tenantIds as [string, string];
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.stop();
  });

  /** The client of the renewal test: its first token at `since`, renewed in the last test of this describe. */
  let renewing: { vitae: VitaeClient; rec: ReturnType<typeof recordingFetch>; since: number } | undefined;
  const tokensIssued = async () =>
    Number(
      (await server.runtime.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'token.issue' AND client_id = $1`, [platform.clientId]))
        .rows[0]!.n,
    );

  describe('tokens', () => {
    it('one token for concurrent calls and every tenant (renewed before it expires: the last test)', async () => {
      const rec = recordingFetch();
      const vitae = clientFor(platform, { fetch: rec.fetchImpl });
      const since = Date.now();
      await Promise.all([vitae.webhooks.list({ tenantId: tA }), vitae.webhooks.list({ tenantId: tB }), vitae.forTenant(tA).webhooks.list(), vitae.webhooks.list({ tenantId: tB })]);
      expect(rec.tokenRequests()).toBe(1);
      await vitae.webhooks.list({ tenantId: tA });
      expect(rec.tokenRequests()).toBe(1);
      renewing = { vitae, rec, since };
    });

    it('renews by its clock: not before the renewal point, at once after it', async () => {
      let clock = Date.now();
      const rec = recordingFetch();
      const vitae = clientFor(single, { fetch: rec.fetchImpl, now: () => clock });
      await vitae.webhooks.list();
      clock += 5_000;
      await vitae.webhooks.list();
      expect(rec.tokenRequests()).toBe(1);
      clock += 1_500;
      await vitae.webhooks.list();
      expect(rec.tokenRequests()).toBe(2);
    });

    it('replaces a token the API refuses (401) once, transparently', async () => {
      const rec = recordingFetch();
      const vitae = clientFor(single, { fetch: rec.fetchImpl });
      await vitae.webhooks.list();
      rec.garbleNextToken();
      await expect(vitae.webhooks.list()).resolves.toEqual([]);
      expect(rec.sent.filter((s) => s.url.includes('/webhooks')).map((s) => s.status)).toEqual([200, 401, 200]);
      expect(rec.tokenRequests()).toBe(2);
    });

    it('wrong credentials: VitaeAuthError with the OAuth code', async () => {
      const vitae = new VitaeClient({ baseUrl: server.url, clientId: single.clientId, clientSecret: 'wrong-secret' });
      const err = await vitae.webhooks.list().catch((e) => e);
      expect(err).toBeInstanceOf(VitaeAuthError);
      expect(err).toMatchObject({ kind: 'auth', status: 401, code: 'invalid_client' });
    });
  });

  describe('upload and poll', () => {
    it('screens three files (bytes, ArrayBuffer, Blob) and waits, never polling sooner than Retry-After', async () => {
      const rec = recordingFetch();
      const vitae = clientFor(platform, { fetch: rec.fetchImpl, tenantId: tA });
      const names = ['Lorenza Quaranta', 'Matteo Sbarra', 'Nives Corradi'];
      const ids = [
        (await vitae.screen(cv(names[0]!))).invocationId,
        (await vitae.screen(new Uint8Array(cv(names[1]!)).buffer)).invocationId,
        (await vitae.screen(new Blob([new Uint8Array(cv(names[2]!))]), { fileName: 'nives.txt' })).invocationId,
      ];
      const result = await vitae.waitForResult(ids[2]!, { timeoutMs: 90_000 });
      expect(result).toMatchObject({ invocationId: ids[2], status: 'completed', tenantId: tA, profile: { personal: { fullName: names[2] } } });

      const polls = rec.sent.filter((s) => s.method === 'GET' && s.url.includes(`/cv-screening/${ids[2]}`));
      expect(polls.length).toBeGreaterThanOrEqual(2);
      expect(polls.at(-1)!.status).toBe(200);
      for (let i = 1; i < polls.length; i++) {
        const asked = Number(polls[i - 1]!.retryAfter ?? 0) * 1000;
        expect(polls[i]!.at - polls[i - 1]!.at, `poll ${i} after Retry-After ${asked} ms`).toBeGreaterThanOrEqual(asked - 25);
      }
      for (const [i, id] of ids.entries()) {
        const r = await vitae.waitForResult(id, { timeoutMs: 60_000 });
        expect(r.profile.personal.fullName).toBe(names[i]);
        done[names[i]!] = id;
      }
    });

    it('returns the state without waiting, the JSON Resume document, and the same invocation for a repeated Idempotency-Key', async () => {
      const vitae = clientFor(platform).forTenant(tA);
      const id = done['Lorenza Quaranta']!;
      const state = await vitae.getResult(id);
      expect(state.status).toBe('completed');
      const jr = await vitae.getJsonResume(id);
      expect(jr).toMatchObject({ status: 'completed', invocationId: id, document: { basics: { name: 'Lorenza Quaranta' } } });
      const doc = await vitae.waitForJsonResume(id);
      expect(doc.meta['x-vitae'].invocationId).toBe(id);

      const bytes = cv('Ottone Ferri');
      const first = await vitae.screen(bytes, { idempotencyKey: 'sdk-ottone-1' });
      const again = await vitae.screen(bytes, { idempotencyKey: 'sdk-ottone-1' });
      expect(again).toMatchObject({ invocationId: first.invocationId, replayed: true });
      expect(first.replayed).toBe(false);
      expect(first.location).toBe(`/cv-screening/${first.invocationId}`);
      const reused = await vitae.screen(cv('Someone Else'), { idempotencyKey: 'sdk-ottone-1' }).catch((e) => e);
      expect(reused).toBeInstanceOf(VitaeConflictError);
      expect(reused.code).toBe('idempotency_key_reused');

      await vitae.waitForResult(first.invocationId, { timeoutMs: 60_000 });
      await vitae.deleteResult(first.invocationId);
      const gone = await vitae.getResult(first.invocationId).catch((e) => e);
      expect(gone).toBeInstanceOf(VitaeNotFoundError);
      expect(gone.code).toBe('invocation_not_found');
    });

    it('a CV that fails: getResult says failed with its code; waitForResult throws VitaeInvocationFailedError', async () => {
      const vitae = clientFor(single);
      const { invocationId } = await vitae.screen(await encryptedPdf());
      const err = await vitae.waitForResult(invocationId, { timeoutMs: 60_000 }).catch((e) => e);
      expect(err).toBeInstanceOf(VitaeInvocationFailedError);
      expect(err).toMatchObject({ kind: 'invocation_failed', status: 422, code: 'encrypted_pdf', invocationId });
      expect(await vitae.getResult(invocationId)).toMatchObject({ status: 'failed', invocationId, code: 'encrypted_pdf', requestId: expect.any(String) });
    });

    it('stops waiting after timeoutMs with VitaeTimeoutError while the CV is still queued', async () => {
      const vitae = clientFor(single);
      // An invocation that stays queued (no job carries it), so the wait must give up: no race.
      const row = await server.runtime.ctx.db.query<{ id: string }>(
        `INSERT INTO invocations (tenant_id, client_id, file_type, file_size, file_sha256) VALUES ($1, $2, 'txt', 1, 'x') RETURNING id`,
        [single.tenantIds[0], single.clientId],
      );
      const invocationId = row.rows[0]!.id;
      const started = Date.now();
      const err = await vitae.waitForResult(invocationId, { timeoutMs: 1500 }).catch((e) => e);
      expect(err).toBeInstanceOf(VitaeTimeoutError);
      expect(err).toMatchObject({ kind: 'timeout', code: 'wait_timeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      await vitae.deleteResult(invocationId);
    });
  });

  describe('typed errors', () => {
    it('maps each refusal to its class, with code, detail and requestId', async () => {
      const vitae = clientFor(platform);
      const forbidden = await vitae.getResult(done['Matteo Sbarra']!, { tenantId: single.tenantIds[0] }).catch((e) => e);
      expect(forbidden).toBeInstanceOf(VitaeForbiddenError);
      expect(forbidden).toMatchObject({ status: 403, code: 'tenant_forbidden', requestId: expect.any(String), detail: expect.any(String) });

      const required = await vitae.getResult(done['Matteo Sbarra']!).catch((e) => e);
      expect(required).toBeInstanceOf(VitaeBadRequestError);
      expect(required.code).toBe('tenant_required');

      const missing = await vitae.getResult('6f1c0000-0000-4000-8000-000000000000', { tenantId: tA }).catch((e) => e);
      expect(missing).toBeInstanceOf(VitaeNotFoundError);
      expect(missing.code).toBe('invocation_not_found');

      const noPhoto = await vitae.getPhoto(done['Matteo Sbarra']!, { tenantId: tA }).catch((e) => e);
      expect(noPhoto).toBeInstanceOf(VitaeNotFoundError);
      expect(noPhoto.code).toBe('photo_not_found');

      const junk = await vitae.screen(randomBytes(2048), { tenantId: tA }).catch((e) => e);
      expect(junk).toBeInstanceOf(VitaeUnsupportedFormatError);
      expect(junk).toMatchObject({ status: 415, code: 'unsupported_format' });

      const invalid = await vitae.search('Java developer', { tenantId: tA, limit: 1000 }).catch((e) => e);
      expect(invalid).toBeInstanceOf(VitaeBadRequestError);
      expect(invalid.code).toBe('validation_failed');
      expect(invalid.errors[0].path).toContain('limit');

      const screenOnly = await provisionClient(server, { tenants: [tA], scopes: ['screen'] });
      const scope = await clientFor(screenOnly).search('Java developer').catch((e) => e);
      expect(scope).toBeInstanceOf(VitaeForbiddenError);
      expect(scope).toMatchObject({ code: 'insufficient_scope', problem: { requiredScope: 'match:read' } });
    });

    it('no server at the address: VitaeNetworkError', async () => {
      const vitae = new VitaeClient({ baseUrl: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y', maxRetries: 0 });
      const err = await vitae.getResult('any').catch((e) => e);
      expect(err).toBeInstanceOf(VitaeNetworkError);
      expect(err).toMatchObject({ kind: 'network', status: 0, code: 'network_error' });
    });
  });

  describe('one client for several tenants', () => {
    it('screens into each tenant per call, reads each back, and never across tenants, with one token', async () => {
      const rec = recordingFetch();
      const vitae = clientFor(platform, { fetch: rec.fetchImpl });
      const inB = await vitae.screen(cv('Quirino Abbate', { title: 'Registered Nurse', skills: ['Patient care', 'Triage'] }), { tenantId: tB });
      const b = vitae.forTenant(tB);
      const result = await b.waitForResult(inB.invocationId, { timeoutMs: 90_000 });
      expect(result.tenantId).toBe(tB);
      done['Quirino Abbate'] = inB.invocationId;
      const crossed = await vitae.forTenant(tA).getResult(inB.invocationId).catch((e) => e);
      expect(crossed).toBeInstanceOf(VitaeNotFoundError);
      expect((await vitae.getResult(done['Nives Corradi']!, { tenantId: tA })).status).toBe('completed');
      expect(rec.tokenRequests()).toBe(1);
    });

    it('tokenTenantId narrows its tokens to one tenant: the other tenant is forbidden', async () => {
      const vitae = clientFor(platform, { tokenTenantId: tA, tenantId: tA });
      expect((await vitae.getResult(done['Nives Corradi']!)).status).toBe('completed');
      const other = await vitae.getResult(done['Quirino Abbate']!, { tenantId: tB }).catch((e) => e);
      expect(other).toBeInstanceOf(VitaeForbiddenError);
      expect(other.code).toBe('tenant_forbidden');
    });
  });

  describe('search', () => {
    it("ranks the tenant's profiles for a job description, best first, and only that tenant's", async () => {
      const vitae = clientFor(platform, { tenantId: tA });
      const found = await vitae.search('Senior Backend Engineer: Java, Kotlin, Spring Boot, Kubernetes, PostgreSQL. 5+ years.', { limit: 10 });
      const ids = found.profiles.map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining([done['Lorenza Quaranta'], done['Matteo Sbarra'], done['Nives Corradi']]));
      expect(ids).not.toContain(done['Quirino Abbate']);
      for (const p of found.profiles) expect(p.score).toBeGreaterThanOrEqual(0);
      expect(found.profiles.map((p) => p.score)).toEqual([...found.profiles.map((p) => p.score)].sort((x, y) => y - x));
      expect(found.profiles[0]!.alignment.length).toBeGreaterThan(0);
      expect(found).toMatchObject({ scoresOrder: 'DESC', limit: 10, offset: 0, total: expect.any(Number) });

      const asc = await vitae.search('Senior Backend Engineer: Java, Kotlin, Spring Boot, Kubernetes, PostgreSQL. 5+ years.', { scoresOrder: 'ASC', limit: 10 });
      expect(asc.profiles.map((p) => p.score)).toEqual([...asc.profiles.map((p) => p.score)].sort((x, y) => x - y));

      const inB = await vitae.search('Registered nurse, triage and patient care', { tenantId: tB });
      expect(inB.profiles.map((p) => p.id)).toEqual([done['Quirino Abbate']]);
    });

    it('reads a job description into the requirements a search with it carries', async () => {
      const vitae = clientFor(platform, { tenantId: tA });
      const jd = 'Senior Backend Engineer: Java, Kotlin, Spring Boot, Kubernetes, PostgreSQL. 5+ years.';
      const { requirements } = await vitae.parseJob(jd);
      expect(requirements.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Java', 'Kotlin', 'Kubernetes']));
      expect(requirements).toEqual((await vitae.search(jd, { limit: 1 })).requirements);
      const empty = await vitae.parseJob('   ').catch((e) => e);
      expect(empty.code).toBe('validation_failed');
    });
  });

  describe('webhooks', () => {
    it('subscribes, receives a delivery that parseWebhookEvent verifies, reads the log, rotates and deletes', async () => {
      const vitae = clientFor(platform, { tenantId: tA });
      const hook = await vitae.webhooks.create({ url: `${receiver.url}/sdk`, events: ['screen.completed'], description: 'SDK test' });
      expect(hook).toMatchObject({ tenantId: tA, events: ['screen.completed'], description: 'SDK test', secret: expect.stringMatching(/^whsec_/) });
      expect((await vitae.webhooks.list()).map((w) => w.id)).toEqual([hook.id]);
      expect(await vitae.webhooks.list({ tenantId: tB })).toEqual([]);

      const { invocationId } = await vitae.screen(cv('Rosalba Vettori'));
      const [got] = await waitFor('the delivery', async () => receiver.at('/sdk').length > 0 && receiver.at('/sdk'), 90_000);
      const event = await parseWebhookEvent(hook.secret, String(got!.headers['vitae-signature']), got!.body);
      expect(event).toMatchObject({ type: 'screen.completed', tenantId: tA, data: { invocationId, status: 'completed' } });
      await expect(parseWebhookEvent(hook.secret, String(got!.headers['vitae-signature']), got!.body.replace(tA, tB))).rejects.toMatchObject({ kind: 'signature' });

      const log = await waitFor('the delivery log', async () => (await vitae.webhooks.deliveries(hook.id)).find((d) => d.status === 'succeeded'));
      expect(log).toMatchObject({ eventId: event.id, invocationId, attempts: 1, attemptLog: [{ attempt: 1, responseStatus: 204 }] });
      expect(await vitae.webhooks.deliveries(hook.id, { status: 'failed' })).toEqual([]);

      const rotated = await vitae.webhooks.rotateSecret(hook.id);
      expect(rotated.secret).not.toBe(hook.secret);
      await vitae.webhooks.delete(hook.id);
      const gone = await vitae.webhooks.get(hook.id).catch((e) => e);
      expect(gone).toBeInstanceOf(VitaeNotFoundError);
      expect(gone.code).toBe('webhook_not_found');
    });
  });

  // Last, so the seconds a real token needs to reach its renewal point pass during the tests above
  // rather than in a sleep.
  describe('tokens, later', () => {
    it('renews the token of the first test before it expires (VITAE_TOKEN_TTL=60), on the real clock', async () => {
      const { vitae, rec, since } = renewing!;
      // A 60 s token is renewed once 90 % of its life is left at the latest: after 6 s.
      const left = since + 6_300 - Date.now();
      if (left > 0) await new Promise((r) => setTimeout(r, left));
      const before = await tokensIssued();
      await vitae.webhooks.list({ tenantId: tA });
      expect(rec.tokenRequests()).toBe(2);
      expect(vitae.tokensIssued).toBe(2);
      expect(await tokensIssued()).toBe(before + 1); // the server issued (and logged) the renewal
    });
  });
});

describe.each(testDbKinds())('client SDK retries on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;

  beforeAll(async () => {
    // No workers and room for one waiting CV: the second upload meets 503 queue_full + Retry-After.
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_QUEUE_MAX_DEPTH_PER_TENANT: '1' });
    client = await provisionClient(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('waits out a 503 per its Retry-After and retries, then surfaces VitaeUnavailableError with retryAfterSeconds', async () => {
    const rec = recordingFetch();
    const patient = new VitaeClient({ baseUrl: server.url, clientId: client.clientId, clientSecret: client.clientSecret, fetch: rec.fetchImpl, maxRetries: 1, maxRetryWaitMs: 10_000 });
    await patient.screen(cv('Sandro Ulivi'));
    const err = await patient.screen(cv('Tecla Ulivi')).catch((e) => e);
    expect(err).toBeInstanceOf(VitaeUnavailableError);
    expect(err).toMatchObject({ status: 503, code: 'tenant_queue_full', retryAfterSeconds: expect.any(Number) });
    const uploads = rec.sent.filter((s) => s.method === 'POST' && s.url.endsWith('/cv-screening/upload'));
    expect(uploads.map((u) => u.status)).toEqual([202, 503, 503]);
    expect(uploads[2]!.at - uploads[1]!.at).toBeGreaterThanOrEqual(Number(uploads[1]!.retryAfter) * 1000 - 25);

    // A Retry-After longer than the client will wait is thrown at once.
    const hasty = new VitaeClient({ baseUrl: server.url, clientId: client.clientId, clientSecret: client.clientSecret, maxRetryWaitMs: 1000 });
    const started = Date.now();
    await expect(hasty.screen(cv('Ugo Ulivi'))).rejects.toBeInstanceOf(VitaeUnavailableError);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
