/**
 * The token endpoint as an OAuth2 client library sees it: client credentials by form and by
 * HTTP Basic, the TTL, scope narrowing, every RFC 6749 §5.2 error in its exact shape, the
 * published keys, key rotation and secret rotation.
 */
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authServices } from '../../src/auth/auth-services.ts';
import { createTenant, provisionClient, type ProvisionedClient, requestToken, revokeClient, setTenantDisabled } from '../support/auth-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/**
 * `challenge`: whether a 401 invalid_client carries `WWW-Authenticate: Basic` — yes when the
 * client used Basic or sent no credentials; no when it posted them as form fields (a browser
 * would answer the challenge with its own login dialog over the console's sign-in form).
 */
async function expectOAuthError(res: Response, status: number, error: string, challenge = false) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = await res.json();
  expect({ status: res.status, body }).toEqual({ status, body: { error, error_description: expect.any(String) } });
  expect(res.headers.get('www-authenticate')).toBe(challenge ? 'Basic realm="vitae"' : null);
}

describe.each(testDbKinds())('token endpoint on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;
  const token = (body: BodyInit | undefined, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/oauth/token`, { method: 'POST', body, headers });

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0', VITAE_ADMIN_TOKEN: 'admin-token-for-the-token-tests-0123456789' });
    client = await provisionClient(server, { tenants: 2 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('issues a signed JWT for form-encoded client credentials, valid VITAE_TOKEN_TTL seconds', async () => {
    const res = await token(form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('pragma')).toBe('no-cache');
    const body = await res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 28800, scope: 'screen:write screen:read match:read' });

    const jwks = await (await fetch(`${server.url}/.well-known/jwks.json`)).json();
    const { payload, protectedHeader } = await jwtVerify(body.access_token, createLocalJWKSet(jwks), {
      issuer: authServices(server.runtime.ctx).issuer,
      audience: 'vitae-api',
    });
    expect(protectedHeader).toEqual({ alg: 'EdDSA', kid: jwks.keys[0].kid, typ: 'at+jwt' });
    expect(payload).toEqual({
      iss: 'vitae',
      aud: 'vitae-api',
      sub: client.clientId,
      client_id: client.clientId,
      tenants: [...client.tenantIds].sort(),
      // Display names for the console; the fixture's tenants are named "Tenant xxxxxxxx".
      tenant_names: Object.fromEntries(client.tenantIds.map((id) => [id, expect.stringMatching(/^Tenant [0-9a-f]{8}$/)])),
      scope: 'screen:write screen:read match:read',
      iat: expect.any(Number),
      exp: expect.any(Number),
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(payload.exp! - payload.iat!).toBe(28800);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
  });

  it('accepts HTTP Basic client authentication (with or without a matching client_id field)', async () => {
    const auth = { authorization: basic(client.clientId, client.clientSecret) };
    const a = await token(form({ grant_type: 'client_credentials' }), auth);
    expect(a.status).toBe(200);
    expect((await a.json()).token_type).toBe('Bearer');
    const b = await token(form({ grant_type: 'client_credentials', client_id: client.clientId }), auth);
    expect(b.status).toBe(200);
  });

  it('accepts a JSON body too', async () => {
    const res = await token(
      JSON.stringify({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }),
      { 'content-type': 'application/json' },
    );
    expect(res.status).toBe(200);
  });

  it('narrows the token to the requested scopes', async () => {
    const res = await token(form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, scope: 'match:read' }));
    const body = await res.json();
    expect(body.scope).toBe('match:read');
    const auth = await authServices(server.runtime.ctx).verifier.authenticate(`Bearer ${body.access_token}`);
    expect(auth.scopes).toEqual(['match:read']);
  });

  it('narrows the token to one of the client\'s tenants with tenant_id', async () => {
    const [mine, other] = client.tenantIds;
    const res = await token(form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, tenant_id: mine! }));
    expect(res.status).toBe(200);
    const body = await res.json();
    const auth = await authServices(server.runtime.ctx).verifier.authenticate(`Bearer ${body.access_token}`);
    expect(auth.tenantIds).toEqual([mine]);
    // The narrowed token cannot act for the client's other tenant.
    const search = await fetch(`${server.url}/cv-screening/00000000-0000-4000-8000-000000000000?tenantId=${other}`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(search.status).toBe(403);
    for (const tenant_id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      await expectOAuthError(
        await token(form({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret, tenant_id })),
        400,
        'invalid_request',
      );
    }
  });

  it('records each issued token in the audit log', async () => {
    const before = await server.runtime.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'token.issue' AND client_id = $1`,
      [client.clientId],
    );
    await requestToken(server, client.clientId, client.clientSecret);
    const after = await server.runtime.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'token.issue' AND client_id = $1`,
      [client.clientId],
    );
    expect(Number(after.rows[0]!.n)).toBe(Number(before.rows[0]!.n) + 1);
  });

  describe('RFC 6749 §5.2 errors, never problem+json', () => {
    it('invalid_request: no grant_type', async () => {
      await expectOAuthError(await token(form({ client_id: client.clientId, client_secret: client.clientSecret })), 400, 'invalid_request');
    });
    it('invalid_request: a repeated parameter', async () => {
      const body = `grant_type=client_credentials&grant_type=client_credentials&client_id=${client.clientId}&client_secret=${client.clientSecret}`;
      await expectOAuthError(await token(body, { 'content-type': 'application/x-www-form-urlencoded' }), 400, 'invalid_request');
    });
    it('invalid_request: two client authentication methods at once', async () => {
      const res = await token(form({ grant_type: 'client_credentials', client_secret: client.clientSecret }), {
        authorization: basic(client.clientId, client.clientSecret),
      });
      await expectOAuthError(res, 400, 'invalid_request');
    });
    it('invalid_request: a body that is not a form', async () => {
      await expectOAuthError(await token('grant_type: client_credentials', { 'content-type': 'text/plain' }), 400, 'invalid_request');
      await expectOAuthError(await token('{"grant_type":', { 'content-type': 'application/json' }), 400, 'invalid_request');
      await expectOAuthError(await token(undefined), 400, 'invalid_request');
    });
    it('unsupported_grant_type', async () => {
      const res = await token(form({ grant_type: 'password', client_id: client.clientId, client_secret: client.clientSecret }));
      await expectOAuthError(res, 400, 'unsupported_grant_type');
    });
    it('invalid_client (401, WWW-Authenticate Basic): no credentials at all, or Basic credentials that fail', async () => {
      const g = { grant_type: 'client_credentials' };
      await expectOAuthError(await token(form(g)), 401, 'invalid_client', true);
      await expectOAuthError(await token(form(g), { authorization: 'Basic !!!' }), 401, 'invalid_client', true);
      await expectOAuthError(await token(form(g), { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` }), 401, 'invalid_client', true);
      await expectOAuthError(await token(form(g), { authorization: basic(client.clientId, `${client.clientSecret}x`) }), 401, 'invalid_client', true);
    });
    it('invalid_client (401, no challenge, so no browser dialog): form credentials with a wrong secret, unknown or malformed id', async () => {
      const g = { grant_type: 'client_credentials' };
      await expectOAuthError(await token(form({ ...g, client_id: client.clientId })), 401, 'invalid_client');
      await expectOAuthError(await token(form({ ...g, client_id: client.clientId, client_secret: `${client.clientSecret}x` })), 401, 'invalid_client');
      await expectOAuthError(await token(form({ ...g, client_id: crypto.randomUUID(), client_secret: client.clientSecret })), 401, 'invalid_client');
      await expectOAuthError(await token(form({ ...g, client_id: 'acme', client_secret: client.clientSecret })), 401, 'invalid_client');
    });
    it('invalid_client: a revoked client', async () => {
      const gone = await provisionClient(server);
      await revokeClient(server, gone.clientId);
      const res = await token(form({ grant_type: 'client_credentials', client_id: gone.clientId, client_secret: gone.clientSecret }));
      await expectOAuthError(res, 401, 'invalid_client');
    });
    it('invalid_scope: a scope the client was not granted, or an unknown one', async () => {
      const screenOnly = await provisionClient(server, { scopes: ['screen'] });
      const ask = (scope: string) =>
        token(form({ grant_type: 'client_credentials', client_id: screenOnly.clientId, client_secret: screenOnly.clientSecret, scope }));
      await expectOAuthError(await ask('match:read'), 400, 'invalid_scope');
      await expectOAuthError(await ask('admin'), 400, 'invalid_scope');
      await expectOAuthError(await ask('screen:read everything'), 400, 'invalid_scope');
    });
    it('unauthorized_client: every tenant of the client is disabled', async () => {
      const c = await provisionClient(server);
      await setTenantDisabled(server, c.tenantIds[0]!, true);
      const res = await token(form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }));
      await expectOAuthError(res, 400, 'unauthorized_client');
      await setTenantDisabled(server, c.tenantIds[0]!, false);
      expect(await requestToken(server, c.clientId, c.clientSecret)).toMatch(/^ey/);
    });
  });

  it('publishes authorization server metadata', async () => {
    const meta = await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json();
    expect(meta).toMatchObject({
      issuer: 'vitae',
      token_endpoint: `${server.url}/oauth/token`,
      jwks_uri: `${server.url}/.well-known/jwks.json`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['screen:write', 'screen:read', 'match:read'],
    });
  });

  it('rotating the signing key: new tokens use the new kid, tokens of the old key keep working', async () => {
    const admin = await provisionClient(server, { tenants: [], scopes: ['admin'] });
    const oldKid = decodeProtectedHeader(admin.token).kid;
    const rotated = await fetch(`${server.url}/admin/v1/keys/rotate`, { method: 'POST', headers: admin.headers });
    expect(rotated.status).toBe(200);
    const { kid } = await rotated.json();
    expect(kid).not.toBe(oldKid);

    const fresh = await requestToken(server, admin.clientId, admin.clientSecret);
    expect(decodeProtectedHeader(fresh).kid).toBe(kid);
    for (const t of [admin.token, fresh]) {
      const res = await fetch(`${server.url}/admin/v1/tenants`, { headers: { authorization: `Bearer ${t}` } });
      expect(res.status).toBe(200);
    }
    const jwks = await (await fetch(`${server.url}/.well-known/jwks.json`)).json();
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual(expect.arrayContaining([oldKid, kid]));
  });

  it('rotating a secret: the old secret stops, the new one works, issued tokens stay valid', async () => {
    const c = await provisionClient(server, { tenants: [], scopes: ['admin'] });
    const res = await fetch(`${server.url}/admin/v1/clients/${c.clientId}/rotate-secret`, { method: 'POST', headers: c.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { clientSecret } = await res.json();
    expect(clientSecret).not.toBe(c.clientSecret);
    await expectOAuthError(
      await token(form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret })),
      401,
      'invalid_client',
    );
    expect(await requestToken(server, c.clientId, clientSecret)).toMatch(/^ey/);
    expect((await fetch(`${server.url}/admin/v1/keys`, { headers: c.headers })).status).toBe(200);
  });

  it('keeps the private key sealed under the master key, never as PKCS#8 in clear', async () => {
    const r = await server.runtime.ctx.db.query<{ private_key: Uint8Array; private_key_key_id: string | null }>(
      'SELECT private_key, private_key_key_id FROM signing_keys',
    );
    expect(r.rows.length).toBeGreaterThan(0);
    for (const row of r.rows) {
      expect(row.private_key_key_id).not.toBeNull();
      expect(Buffer.from(row.private_key).toString('utf8')).not.toContain('BEGIN PRIVATE KEY');
    }
  });
});

describe.each(testDbKinds())('token settings on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      VITAE_WORKERS: '0',
      VITAE_TOKEN_TTL: '120',
      VITAE_ISSUER: 'https://vitae.example.com',
      VITAE_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('uses VITAE_TOKEN_TTL and VITAE_ISSUER', async () => {
    const c = await provisionClient(server);
    const res = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      body: form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
    });
    const body = await res.json();
    expect(body.expires_in).toBe(120);
    const jwks = await (await fetch(`${server.url}/.well-known/jwks.json`)).json();
    const { payload } = await jwtVerify(body.access_token, createLocalJWKSet(jwks), { issuer: 'https://vitae.example.com', audience: 'vitae-api' });
    expect(payload.exp! - payload.iat!).toBe(120);
    expect((await (await fetch(`${server.url}/.well-known/oauth-authorization-server`)).json()).issuer).toBe('https://vitae.example.com');
  });

  it('seals the private signing key with VITAE_ENCRYPTION_KEY', async () => {
    await createTenant(server);
    const r = await server.runtime.ctx.db.query<{ private_key: Uint8Array; private_key_key_id: string | null }>(
      'SELECT private_key, private_key_key_id FROM signing_keys',
    );
    expect(r.rows.length).toBe(1);
    expect(r.rows[0]!.private_key_key_id).toMatch(/^[0-9a-f]{8}$/);
    expect(Buffer.from(r.rows[0]!.private_key).toString('latin1')).not.toContain('PRIVATE KEY');
  });
});
