/**
 * Credentials for integration tests, made the way a real deployment makes them: tenants and
 * clients through the ProvisioningService of the test server's own process (what the CLI and
 * /admin/v1 call), tokens through the real `POST /oauth/token`.
 *
 *   const a = await provisionClient(server);                       // 1 new tenant, screen + match
 *   await fetch(url, { headers: a.headers });                      // Authorization: Bearer …
 *   const p = await provisionClient(server, { tenants: 2, scopes: ['match'] });
 *   const t = await badToken(server, 'expired', a);                // for negative tests
 */
import { createHmac, randomUUID } from 'node:crypto';
import { exportJWK, exportSPKI, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose';
import { authServices } from '../../src/auth/auth-services.ts';
import { expandScopes } from '../../src/auth/scopes.ts';
import type { TestServer } from './test-server.ts';

export interface ProvisionedClient {
  tenantIds: string[];
  clientId: string;
  clientSecret: string;
  token: string;
  /** `{ authorization: 'Bearer …' }`, ready to spread into fetch headers. */
  headers: { authorization: string };
}

const fixtureActor = { clientId: 'test-fixture', issuer: 'test' };

export async function createTenant(server: TestServer, name = `Tenant ${randomUUID().slice(0, 8)}`): Promise<string> {
  return (await authServices(server.runtime.ctx).provisioning.createTenant(fixtureActor, name)).tenantId;
}

/**
 * A new client and a token for it. `tenants`: how many new tenants to create (default 1), or the
 * ids of existing ones. `scopes`: shorthands or full names (default `screen`, `match`).
 */
export async function provisionClient(
  server: TestServer,
  opts: { tenants?: number | string[]; scopes?: string[]; name?: string } = {},
): Promise<ProvisionedClient> {
  const tenantIds = Array.isArray(opts.tenants)
    ? opts.tenants
    : await Promise.all(Array.from({ length: opts.tenants ?? 1 }, () => createTenant(server)));
  const created = await authServices(server.runtime.ctx).provisioning.createClient(fixtureActor, {
    tenants: tenantIds,
    scopes: expandScopes(opts.scopes ?? ['screen', 'match']),
    name: opts.name,
  });
  const token = await requestToken(server, created.clientId, created.clientSecret);
  return {
    tenantIds: created.tenants,
    clientId: created.clientId,
    clientSecret: created.clientSecret,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A token from the real token endpoint (form-encoded client credentials); throws on an error answer. */
export async function requestToken(server: TestServer, clientId: string, clientSecret: string, scope?: string): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
  if (scope) form.set('scope', scope);
  const res = await fetch(`${server.url}/oauth/token`, { method: 'POST', body: form });
  const body = (await res.json()) as { access_token?: string; error?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

export async function revokeClient(server: TestServer, clientId: string): Promise<void> {
  await authServices(server.runtime.ctx).provisioning.revokeClient(fixtureActor, clientId);
}

export async function setTenantDisabled(server: TestServer, tenantId: string, disabled: boolean): Promise<void> {
  await authServices(server.runtime.ctx).provisioning.setTenantDisabled(fixtureActor, tenantId, disabled);
}

/** Every way a bearer token can be wrong that verification must refuse with 401 invalid_token. */
export const BAD_TOKEN_KINDS = [
  'malformed',
  'expired',
  'not_yet_valid',
  'bad_signature',
  'alg_none',
  'hs256_with_public_key',
  'unknown_kid',
  'no_kid',
  'wrong_audience',
  'wrong_issuer',
  'wrong_typ',
] as const;
export type BadTokenKind = (typeof BAD_TOKEN_KINDS)[number];

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** The claims the server would put in a token of `client`, for tampering with. */
export function claimsOf(server: TestServer, client: ProvisionedClient): JWTPayload {
  const { issuer } = authServices(server.runtime.ctx);
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: issuer,
    aud: server.config.audience,
    sub: client.clientId,
    client_id: client.clientId,
    tenants: client.tenantIds,
    scope: 'screen:write screen:read match:read',
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
  };
}

/** Signs `payload` with the server's real current signing key (for expired/wrong-claims tokens). */
export async function signWithServerKey(server: TestServer, payload: JWTPayload, header: Record<string, unknown> = {}): Promise<string> {
  const key = await authServices(server.runtime.ctx).keys.signingKey();
  return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'at+jwt', ...header }).sign(key.privateKey);
}

/** A deliberately bad token carrying `client`'s identity. */
export async function badToken(server: TestServer, kind: BadTokenKind, client: ProvisionedClient): Promise<string> {
  const claims = claimsOf(server, client);
  const now = Math.floor(Date.now() / 1000);
  const { kid } = await authServices(server.runtime.ctx).keys.signingKey();
  switch (kind) {
    case 'malformed':
      return 'not-a.jwt';
    case 'expired':
      return signWithServerKey(server, { ...claims, iat: now - 7200, exp: now - 3600 });
    case 'not_yet_valid':
      return signWithServerKey(server, { ...claims, nbf: now + 3600 });
    case 'wrong_audience':
      return signWithServerKey(server, { ...claims, aud: 'some-other-api' });
    case 'wrong_issuer':
      return signWithServerKey(server, { ...claims, iss: 'https://evil.example' });
    case 'wrong_typ':
      return signWithServerKey(server, claims, { typ: 'JWT' });
    case 'no_kid': {
      const key = await authServices(server.runtime.ctx).keys.signingKey();
      return new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt' }).sign(key.privateKey);
    }
    case 'bad_signature': {
      // A valid header and payload, signed by another Ed25519 key under our kid.
      const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      return new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid, typ: 'at+jwt' }).sign(other.privateKey);
    }
    case 'unknown_kid': {
      const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      return new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: 'no-such-key', typ: 'at+jwt' }).sign(other.privateKey);
    }
    case 'alg_none':
      return `${b64({ alg: 'none', kid, typ: 'at+jwt' })}.${b64(claims)}.`;
    case 'hs256_with_public_key': {
      // The classic key-confusion attack: HMAC keyed with the published public key.
      const jwk = (await authServices(server.runtime.ctx).keys.jwks()).keys.find((k) => k.kid === kid)!;
      const pem = await exportSPKI((await importJWK(jwk, 'EdDSA', { extractable: true })) as CryptoKey);
      const input = `${b64({ alg: 'HS256', kid, typ: 'at+jwt' })}.${b64(claims)}`;
      return `${input}.${createHmac('sha256', pem).update(input).digest('base64url')}`;
    }
  }
}

/** An RSA key pair and its JWKS, for playing an external identity provider. */
export async function externalIssuerKeys(kid = 'idp-key-1') {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    sign: (payload: JWTPayload, header: Record<string, unknown> = {}) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, ...header }).sign(privateKey),
  };
}
