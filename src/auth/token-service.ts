/**
 * The client credentials grant (RFC 6749 §4.4): authenticates a client by id and secret and
 * signs an access token (RFC 9068 JWT) naming the client, its tenants and its scopes.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { recordAudit } from '../audit/audit-log.ts';
import type { Database } from '../store/database.ts';
import { findTenants } from '../tenancy/tenant-repository.ts';
import { findClientCredentials } from './client-repository.ts';
import { decoyHash, verifySecret } from './client-secret.ts';
import { OAuthError } from './oauth-error.ts';
import { type GrantableScope, needsTenant } from './scopes.ts';
import { SIGNING_ALG, type SigningKeys } from './signing-keys.ts';

/** The JWT `typ` of our access tokens (RFC 9068); verification insists on it. */
export const ACCESS_TOKEN_TYP = 'at+jwt';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenSettings {
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

export interface TokenRequest {
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to narrow the grant to; all of the client's when absent. */
  scope?: string | undefined;
  /** One of the client's tenants to narrow the token to; all of them when absent. */
  tenantId?: string | undefined;
  requestId?: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

export interface AccessTokenClaims {
  sub: string;
  tenants: string[];
  scopes: GrantableScope[];
  /**
   * Display names for people (the console shows "Demo tenant", not a UUID): `client_name` and
   * `tenant_names` ({id: name}). Informational only; nothing authorizes by them.
   */
  names?: { client?: string | null; tenants?: Record<string, string> };
  /** Defaults: now, now + ttl, a fresh UUID. */
  iat?: number;
  exp?: number;
  nbf?: number;
  jti?: string;
}

export class TokenService {
  constructor(
    private readonly db: Database,
    private readonly keys: SigningKeys,
    readonly settings: TokenSettings,
  ) {}

  async clientCredentials(req: TokenRequest): Promise<TokenResponse> {
    const client = UUID.test(req.clientId) ? await findClientCredentials(this.db, req.clientId) : null;
    // Hash even for an unknown id, so the answer time does not tell which ids exist.
    const ok = await verifySecret(req.clientSecret, client?.secretHash ?? (await decoyHash()));
    if (!client || !ok || client.revokedAt) throw new OAuthError('invalid_client', 'client authentication failed');

    let scopes = client.scopes;
    if (req.scope !== undefined && req.scope.trim() !== '') {
      const asked = [...new Set(req.scope.trim().split(/\s+/))];
      const unknown = asked.filter((s) => !client.scopes.includes(s as GrantableScope));
      if (unknown.length > 0) {
        throw new OAuthError('invalid_scope', `scope not granted to this client: ${unknown.join(' ').slice(0, 200)}`);
      }
      scopes = client.scopes.filter((s) => asked.includes(s));
    }

    let tenantIds = client.tenantIds;
    if (req.tenantId !== undefined && req.tenantId.trim() !== '') {
      const wanted = req.tenantId.trim().toLowerCase();
      if (!UUID.test(wanted)) throw new OAuthError('invalid_request', 'tenant_id must be a UUID');
      if (!client.tenantIds.includes(wanted)) throw new OAuthError('invalid_request', 'this client may not act for that tenant');
      tenantIds = [wanted];
    }

    const tenants = tenantIds.length > 0 ? await findTenants(this.db, tenantIds) : [];
    if (needsTenant(scopes) && !tenants.some((t) => !t.disabledAt)) {
      throw new OAuthError('unauthorized_client', 'this client has no enabled tenant to act for');
    }

    const jti = randomUUID();
    const names = { client: client.name, tenants: Object.fromEntries(tenants.map((t) => [t.id, t.name])) };
    const token = await this.sign({ sub: client.id, tenants: tenantIds, scopes, jti, names });
    await recordAudit(this.db, {
      clientId: client.id,
      issuer: 'vitae',
      tenantId: tenantIds.length === 1 ? tenantIds[0]! : null,
      action: 'token.issue',
      resourceType: 'token',
      resourceId: jti,
      requestId: req.requestId ?? null,
      details: { scopes, tenants: tenantIds.length },
    });
    return { access_token: token, token_type: 'Bearer', expires_in: this.settings.ttlSeconds, scope: scopes.join(' ') };
  }

  /** Signs an access token with the current key. */
  async sign(claims: AccessTokenClaims): Promise<string> {
    const key = await this.keys.signingKey();
    const now = Math.floor(Date.now() / 1000);
    const iat = claims.iat ?? now;
    const display: Record<string, unknown> = {};
    if (claims.names?.client) display.client_name = claims.names.client;
    if (claims.names?.tenants && Object.keys(claims.names.tenants).length > 0) display.tenant_names = claims.names.tenants;
    const jwt = new SignJWT({ client_id: claims.sub, tenants: claims.tenants, scope: claims.scopes.join(' '), ...display })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: ACCESS_TOKEN_TYP })
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .setSubject(claims.sub)
      .setIssuedAt(iat)
      .setExpirationTime(claims.exp ?? iat + this.settings.ttlSeconds)
      .setJti(claims.jti ?? randomUUID());
    if (claims.nbf !== undefined) jwt.setNotBefore(claims.nbf);
    return jwt.sign(key.privateKey);
  }
}
