/**
 * Tokens of a platform's own identity provider (VITAE_EXTERNAL_ISSUERS), verified against its
 * JWKS, served here by a local HTTP server the test starts: tenants come from the configured
 * claim and only count when an administrator created them here; admin is never granted.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportSPKI, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServices } from '../../src/auth/auth-services.ts';
import { createTenant, externalIssuerKeys, setTenantDisabled } from '../support/auth-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ISSUER = 'https://idp.platform.test';
const DOWN_ISSUER = 'https://down.platform.test';
const TENANTS_CLAIM = 'https://vitae.example/tenants';

describe.each(testDbKinds())('external issuer on %s', (kind) => {
  let server: TestServer;
  let jwksServer: Server;
  let idp: Awaited<ReturnType<typeof externalIssuerKeys>>;
  let known: string;
  let disabled: string;
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const claims = (extra: JWTPayload = {}): JWTPayload => ({
    iss: ISSUER,
    aud: 'vitae-api',
    sub: 'platform-connector-7',
    [TENANTS_CLAIM]: [known, disabled, randomUUID(), 'not-a-uuid'],
    scp: ['screen:read', 'match:read', 'admin'],
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 600,
    ...extra,
  });
  const call = (token: string) => fetch(`${server.url}/admin/v1/tenants`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    idp = await externalIssuerKeys();
    jwksServer = createServer((req, res) => {
      if (req.url === '/jwks') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(idp.jwks));
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
    const port = (jwksServer.address() as { port: number }).port;
    // A port nobody listens on, for an issuer whose keys cannot be fetched.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise((r) => closed.close(r));
    server = await startTestServer(kind, {
      VITAE_WORKERS: '0',
      VITAE_EXTERNAL_ISSUERS: JSON.stringify([
        { issuer: ISSUER, jwksUrl: `http://127.0.0.1:${port}/jwks`, tenantsClaim: TENANTS_CLAIM, scopesClaim: 'scp' },
        { issuer: DOWN_ISSUER, jwksUrl: `http://127.0.0.1:${closedPort}/jwks` },
      ]),
    });
    known = await createTenant(server);
    disabled = await createTenant(server);
    await setTenantDisabled(server, disabled, true);
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((r) => jwksServer?.close(r));
  });

  it('accepts a token verified by the JWKS, with known tenants from the configured claim and no admin scope', async () => {
    const token = await idp.sign(claims({ jti: 'ext-1' }));
    const auth = await authServices(server.runtime.ctx).verifier.authenticate(`Bearer ${token}`);
    expect(auth).toEqual({
      clientId: 'platform-connector-7',
      tenantIds: [known, disabled].sort(),
      disabledTenantIds: [disabled],
      scopes: ['screen:read', 'match:read'],
      issuer: ISSUER,
      tokenId: 'ext-1',
    });
    // Over HTTP: authenticated, but an external token never reaches the admin API.
    const res = await call(token);
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('insufficient_scope');
  });

  it('reads tenants and scopes given as space-separated strings too', async () => {
    const token = await idp.sign(claims({ [TENANTS_CLAIM]: known, scp: 'match:read' }));
    const auth = await authServices(server.runtime.ctx).verifier.authenticate(`Bearer ${token}`);
    expect(auth.tenantIds).toEqual([known]);
    expect(auth.scopes).toEqual(['match:read']);
  });

  it.each([
    ['the wrong audience', () => idp.sign(claims({ aud: 'another-api' }))],
    ['expired', () => idp.sign(claims({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }))],
    ['not yet valid', () => idp.sign(claims({ nbf: Math.floor(Date.now() / 1000) + 3600 }))],
    ['without a subject', () => idp.sign(claims({ sub: undefined }))],
    [
      'signed by another key under the same kid',
      async () => (await externalIssuerKeys(idp.jwks.keys[0]!.kid)).sign(claims()),
    ],
    ['signed with an unknown kid', async () => (await externalIssuerKeys('idp-key-unknown')).sign(claims())],
    ['unsigned (alg none)', async () => `${b64({ alg: 'none', kid: idp.jwks.keys[0]!.kid })}.${b64(claims())}.`],
    [
      'HS256 keyed with the IdP public key',
      async () => {
        const pem = await exportSPKI((await importJWK(idp.jwks.keys[0]!, 'RS256', { extractable: true })) as CryptoKey);
        const input = `${b64({ alg: 'HS256', kid: idp.jwks.keys[0]!.kid })}.${b64(claims())}`;
        return `${input}.${createHmac('sha256', pem).update(input).digest('base64url')}`;
      },
    ],
    [
      'from an issuer that is not configured',
      async () => {
        const other = await generateKeyPair('ES256');
        return new SignJWT(claims({ iss: 'https://stranger.test' })).setProtectedHeader({ alg: 'ES256' }).sign(other.privateKey);
      },
    ],
  ])('refuses a token %s with 401 invalid_token', async (_what, make) => {
    const res = await call(await make());
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="vitae", error="invalid_token"/);
    expect((await res.json()).code).toBe('invalid_token');
  });

  it('answers 503 with Retry-After when the issuer keys cannot be fetched', async () => {
    const res = await call(await idp.sign(claims({ iss: DOWN_ISSUER, aud: 'vitae-api' })));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await res.json()).code).toBe('issuer_unavailable');
  });
});
