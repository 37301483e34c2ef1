/**
 * Tokens from the identity providers of platforms (VITAE_EXTERNAL_ISSUERS): verified against the
 * issuer's JWKS (fetched and cached by jose, refetched when an unknown `kid` appears), with the
 * tenants read from the configured claim. Such tokens grant Screen and Match scopes only, never
 * admin, and only for tenants an administrator created here and has not disabled.
 */
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { ExternalIssuer } from '../config.ts';
import { UnauthorizedError } from '../errors/app-errors.ts';
import type { Queryable } from '../store/database.ts';
import { findTenants } from '../tenancy/tenant-repository.ts';
import { type AuthContext, SCOPES, type Scope } from './auth-context.ts';

/** Asymmetric algorithms only: an HMAC "signed" with a published public key must never pass. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A claim holding a list: a JSON array, or one string of items separated by spaces or commas. */
function listClaim(payload: JWTPayload, name: string): string[] {
  const v = payload[name];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (typeof v === 'string') return v.split(/[\s,]+/).filter(Boolean);
  return [];
}

export class ExternalIssuers {
  private readonly jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  constructor(
    private readonly db: Queryable,
    private readonly issuers: readonly ExternalIssuer[],
    private readonly defaultAudience: string,
    private readonly clockToleranceSeconds: number,
  ) {}

  find(iss: string | undefined): ExternalIssuer | undefined {
    return iss === undefined ? undefined : this.issuers.find((i) => i.issuer === iss);
  }

  async verify(token: string, cfg: ExternalIssuer): Promise<AuthContext> {
    let keys = this.jwks.get(cfg.issuer);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(cfg.jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
      this.jwks.set(cfg.issuer, keys);
    }
    const { payload } = await jwtVerify(token, keys, {
      issuer: cfg.issuer,
      audience: cfg.audience ?? this.defaultAudience,
      algorithms: ALGORITHMS,
      clockTolerance: this.clockToleranceSeconds,
      requiredClaims: ['exp', 'sub'],
    });
    const scopes = listClaim(payload, cfg.scopesClaim).filter((s): s is Scope => (SCOPES as readonly string[]).includes(s));
    const named = [...new Set(listClaim(payload, cfg.tenantsClaim).filter((t) => UUID.test(t)).map((t) => t.toLowerCase()))];
    if (named.length > 1000) throw new UnauthorizedError('the token names too many tenants');
    const known = await findTenants(this.db, named);
    return {
      clientId: payload.sub!,
      tenantIds: known.map((t) => t.id).sort(),
      disabledTenantIds: known.filter((t) => t.disabledAt).map((t) => t.id),
      scopes,
      issuer: cfg.issuer,
      tokenId: payload.jti ?? null,
    };
  }
}
