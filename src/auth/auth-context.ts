/**
 * Who is calling: the verified identity a route sees on `request.auth`. Routes declare the
 * scope they need in their config (`config: { scope: 'screen:write' }`); the auth plugin
 * verifies the bearer token, checks the scope and fills `request.auth` before the handler runs.
 */
export const SCOPES = ['screen:write', 'screen:read', 'match:read'] as const;
export type Scope = (typeof SCOPES)[number];
/** Administrators (VITAE_ADMIN_TOKEN or an admin-scoped client) reach /admin/v1. */
export type AdminScope = 'admin';

export interface AuthContext {
  /** Client id (our clients) or the token subject (external issuers). */
  clientId: string;
  /** Tenants this caller may act for. */
  tenantIds: string[];
  scopes: (Scope | AdminScope)[];
  /** `vitae` for our own tokens, the issuer URL for external ones, `admin-token` for VITAE_ADMIN_TOKEN. */
  issuer: string;
  /** JWT id, for the audit log. */
  tokenId: string | null;
  /**
   * Tenants of `tenantIds` that are disabled right now (read from the database on every request):
   * the tenant rule answers 403 `tenant_disabled` for them.
   */
  disabledTenantIds?: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyContextConfig {
    /** The scope a route needs; routes without one are public (health, docs, token, jwks). */
    scope?: Scope | AdminScope;
  }
}
