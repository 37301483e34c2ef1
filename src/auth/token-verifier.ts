/**
 * Verifies the bearer credential of a request and says who is calling (an AuthContext):
 * VITAE_ADMIN_TOKEN, one of our own access tokens, or a token of a configured external issuer.
 * Our tokens are checked against the database on every request (client not revoked, tenants
 * still granted, which are disabled), so those changes take effect at once in every process.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, type JWTPayload, jwtVerify } from 'jose';
import { UnauthorizedError } from '../errors/app-errors.ts';
import type { Queryable } from '../store/database.ts';
import type { AuthContext } from './auth-context.ts';
import { clientStanding } from './client-repository.ts';
import type { ExternalIssuers } from './external-issuers.ts';
import { isGrantableScope } from './scopes.ts';
import { SIGNING_ALG, type SigningKeys } from './signing-keys.ts';
import { tokenFailure } from './token-errors.ts';
import { ACCESS_TOKEN_TYP } from './token-service.ts';

/** Seconds of clock difference between machines tolerated on exp, nbf and iat. */
export const CLOCK_TOLERANCE_S = 30;
/** `issuer` of the AuthContext for our own tokens (the token's `iss` is the configured issuer). */
export const OWN_ISSUER_LABEL = 'vitae';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_TOKEN_LENGTH = 16 * 1024;

const digest = (s: string) => createHash('sha256').update(s).digest();

export interface VerifierSettings {
  issuer: string;
  audience: string;
  adminToken: string | undefined;
}

export class TokenVerifier {
  private readonly adminDigest: Buffer | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly keys: SigningKeys,
    private readonly external: ExternalIssuers,
    private readonly settings: VerifierSettings,
  ) {
    this.adminDigest = settings.adminToken ? digest(settings.adminToken) : undefined;
  }

  /** Throws UnauthorizedError (401, invalid_token) for every kind of bad or missing credential. */
  async authenticate(authorization: string | undefined): Promise<AuthContext> {
    const token = bearerToken(authorization);
    // Digests of equal length make the comparison constant-time whatever was sent.
    if (this.adminDigest && timingSafeEqual(digest(token), this.adminDigest)) {
      return { clientId: 'admin', tenantIds: [], scopes: ['admin'], issuer: 'admin-token', tokenId: null };
    }
    let iss: string | undefined;
    try {
      decodeProtectedHeader(token);
      iss = decodeJwt(token).iss;
    } catch {
      throw new UnauthorizedError('the token is not a well-formed JWT');
    }
    try {
      if (iss === this.settings.issuer) return await this.verifyOwn(token);
      const external = this.external.find(iss);
      if (external) return await this.external.verify(token, external);
    } catch (err) {
      throw tokenFailure(err);
    }
    throw new UnauthorizedError('the token comes from an issuer this service does not accept');
  }

  private async verifyOwn(token: string): Promise<AuthContext> {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await this.keys.verificationKey(header.kid) : null;
        if (!key) throw new UnauthorizedError('the token is signed with an unknown key');
        return key;
      },
      {
        issuer: this.settings.issuer,
        audience: this.settings.audience,
        algorithms: [SIGNING_ALG],
        typ: ACCESS_TOKEN_TYP,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      },
    );
    const clientId = String(payload.sub);
    const tenants = stringList(payload, 'tenants').filter((t) => UUID.test(t));
    if (!UUID.test(clientId)) throw new UnauthorizedError('the token names no client');
    const standing = await clientStanding(this.db, clientId, tenants);
    if (!standing || standing.revoked) throw new UnauthorizedError('the client of this token has been revoked');
    const scope = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return {
      clientId,
      tenantIds: tenants.filter((t) => standing.granted.includes(t)),
      disabledTenantIds: standing.disabled,
      scopes: scope.filter(isGrantableScope),
      issuer: OWN_ISSUER_LABEL,
      tokenId: payload.jti ?? null,
    };
  }
}

function stringList(payload: JWTPayload, claim: string): string[] {
  const v = payload[claim];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** The token of an `Authorization: Bearer …` header (RFC 6750 §2.1). */
function bearerToken(authorization: string | undefined): string {
  if (!authorization || authorization.trim() === '') throw new UnauthorizedError('a bearer token is required');
  const m = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(authorization);
  if (!m) throw new UnauthorizedError('the Authorization header must be "Bearer <token>"');
  if (m[1]!.length > MAX_TOKEN_LENGTH) throw new UnauthorizedError('the token is too long');
  return m[1]!;
}
