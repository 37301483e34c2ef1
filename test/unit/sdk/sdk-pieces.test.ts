/**
 * The SDK's pure pieces: poll delays, problem → typed error mapping, token caching and renewal
 * timing (with a stand-in fetch and clock), and webhook verification cross-checked against the
 * server's own signer.
 */
import { describe, expect, it } from 'vitest';
import {
  errorFromResponse,
  nextPollDelayMs,
  parseRetryAfter,
  parseWebhookEvent,
  VitaeAuthError,
  VitaeBadRequestError,
  VitaeForbiddenError,
  VitaeInvocationFailedError,
  VitaeNotFoundError,
  VitaeServerError,
  VitaeSignatureError,
  VitaeUnavailableError,
  verifyWebhookSignature,
} from '../../../packages/client/src/index.ts';
import { ClientCredentialsTokens } from '../../../packages/client/src/token-provider.ts';
import { newWebhookSecret, signatureHeader } from '../../../src/webhooks/webhook-signature.ts';

describe('poll delays', () => {
  it('never poll sooner than Retry-After, back off ×1.5 from 0.5 s to 5 s otherwise, never past the deadline', () => {
    expect([0, 1, 2, 3, 10].map((n) => nextPollDelayMs(undefined, n, 60_000))).toEqual([500, 750, 1125, 1687.5, 5000]);
    expect(nextPollDelayMs(4, 0, 60_000)).toBe(4000);
    expect(nextPollDelayMs(1, 10, 60_000)).toBe(5000);
    expect(nextPollDelayMs(30, 0, 60_000)).toBe(30_000);
    expect(nextPollDelayMs(30, 0, 2_000)).toBe(2000);
    expect(nextPollDelayMs(undefined, 0, 60_000, { minIntervalMs: 100, maxIntervalMs: 200 })).toBe(100);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:09 GMT', now)).toBe(9);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('later', now)).toBeUndefined();
  });
});

describe('typed errors from answers', () => {
  const problem = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
    type: `https://vitae.dev/problems/${code}`,
    title: 'T',
    status,
    detail: `detail of ${code}`,
    code,
    requestId: 'req-1',
    ...extra,
  });

  it.each([
    [400, 'validation_failed', VitaeBadRequestError, 'bad_request'],
    [401, 'invalid_token', VitaeAuthError, 'auth'],
    [403, 'tenant_forbidden', VitaeForbiddenError, 'forbidden'],
    [404, 'invocation_not_found', VitaeNotFoundError, 'not_found'],
    [422, 'no_text_found', VitaeInvocationFailedError, 'invocation_failed'],
    [503, 'queue_full', VitaeUnavailableError, 'unavailable'],
    [500, 'internal_error', VitaeServerError, 'server'],
    [502, 'http_502', VitaeServerError, 'server'],
  ] as const)('%i %s → %s', (status, code, Cls, kind) => {
    const err = errorFromResponse(status, new Headers({ 'retry-after': '12' }), problem(status, code, { invocationId: 'inv-1' }));
    expect(err).toBeInstanceOf(Cls);
    expect(err).toMatchObject({ status, code, kind, detail: `detail of ${code}`, requestId: 'req-1', retryAfterSeconds: 12 });
    expect(err.message).toBe(`${code}: detail of ${code}`);
  });

  it('keeps problem extras: validation errors, the failed invocation', () => {
    const v = errorFromResponse(400, new Headers(), problem(400, 'validation_failed', { errors: [{ path: 'querystring.limit', message: 'too big' }] }));
    expect((v as VitaeBadRequestError).errors).toEqual([{ path: 'querystring.limit', message: 'too big' }]);
    const f = errorFromResponse(422, new Headers(), problem(422, 'encrypted_pdf', { invocationId: 'inv-9', invocationStatus: 'failed' }));
    expect((f as VitaeInvocationFailedError).invocationId).toBe('inv-9');
  });

  it('maps RFC 6749 token errors to VitaeAuthError with the OAuth code', () => {
    const err = errorFromResponse(401, new Headers({ 'x-request-id': 'r2' }), { error: 'invalid_client', error_description: 'bad secret' });
    expect(err).toBeInstanceOf(VitaeAuthError);
    expect(err).toMatchObject({ status: 401, code: 'invalid_client', detail: 'bad secret', requestId: 'r2' });
  });

  it('survives a body that is not a problem document', () => {
    const err = errorFromResponse(502, new Headers(), '<html>Bad gateway</html>');
    expect(err).toMatchObject({ code: 'http_502', detail: '<html>Bad gateway</html>' });
  });
});

describe('client-credentials token cache', () => {
  const tokenServer = (expiresIn: number) => {
    let n = 0;
    const calls: string[] = [];
    const fetchStub = (async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(String(init?.body));
      await new Promise((r) => setTimeout(r, 5));
      n += 1;
      return new Response(JSON.stringify({ access_token: `tok-${n}`, token_type: 'Bearer', expires_in: expiresIn }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    return { fetchStub, calls };
  };

  it('caches the token, renews 5 minutes before an 8-hour expiry, and shares one request between concurrent callers', async () => {
    let clock = 0;
    const { fetchStub, calls } = tokenServer(28_800);
    const tokens = new ClientCredentialsTokens({ baseUrl: 'https://v', clientId: 'c', clientSecret: 's', fetch: fetchStub, now: () => clock });
    expect(await Promise.all([tokens.get(), tokens.get(), tokens.get()])).toEqual(['tok-1', 'tok-1', 'tok-1']);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toBe('grant_type=client_credentials&client_id=c&client_secret=s');
    clock = (8 * 3600 - 301) * 1000;
    expect(await tokens.get()).toBe('tok-1');
    clock = (8 * 3600 - 299) * 1000;
    expect(await tokens.get()).toBe('tok-2');
    expect(tokens.issued).toBe(2);
  });

  it('renews a short-lived token after 10 % of its lifetime is used at the latest, and after a refusal', async () => {
    let clock = 0;
    const { fetchStub } = tokenServer(60);
    const tokens = new ClientCredentialsTokens({ baseUrl: 'https://v', clientId: 'c', clientSecret: 's', fetch: fetchStub, now: () => clock });
    expect(await tokens.get()).toBe('tok-1');
    clock = 5_900;
    expect(await tokens.get()).toBe('tok-1');
    clock = 6_100;
    expect(await tokens.get()).toBe('tok-2');
    tokens.invalidate('tok-1'); // an old token refused: the current one stays
    expect(await tokens.get()).toBe('tok-2');
    tokens.invalidate('tok-2');
    expect(await tokens.get()).toBe('tok-3');
  });
});

describe('webhook verification (WebCrypto) against the server signer', () => {
  const secret = newWebhookSecret();
  const body = JSON.stringify({ id: 'e', type: 'screen.completed', createdAt: 'x', tenantId: 't', data: { invocationId: 'i', status: 'completed' } });
  const now = Math.floor(Date.now() / 1000);

  it('verifies what Vitae signs, and nothing else', async () => {
    const header = signatureHeader(secret, now, body);
    expect(await verifyWebhookSignature(secret, header, body)).toBe(true);
    expect(await verifyWebhookSignature(newWebhookSecret(), header, body)).toBe(false);
    expect(await verifyWebhookSignature(secret, header, `${body} `)).toBe(false);
    expect(await verifyWebhookSignature(secret, signatureHeader(secret, now - 400, body), body)).toBe(false);
    expect(await verifyWebhookSignature(secret, signatureHeader(secret, now - 400, body), body, { toleranceSeconds: 600 })).toBe(true);
    expect(await verifyWebhookSignature(secret, undefined, body)).toBe(false);
  });

  it('parses a verified event and throws VitaeSignatureError otherwise', async () => {
    const event = await parseWebhookEvent(secret, signatureHeader(secret, now, body), body);
    expect(event.data.invocationId).toBe('i');
    await expect(parseWebhookEvent(secret, 't=1,v1=00', body)).rejects.toBeInstanceOf(VitaeSignatureError);
  });
});
