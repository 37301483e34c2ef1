/**
 * The tenant rule of DESIGN §2, in one place for every path variant: the tenant a request names
 * (path, form field, header or query) must be one the caller may act for; with none named and
 * exactly one tenant granted, that one is used; two different names in one request are refused.
 */
import type { AuthContext } from '../auth/auth-context.ts';
import { BadRequestError, ForbiddenError } from '../errors/app-errors.ts';

export interface NamedTenant {
  /** Where the request named it, for the error message: 'path', 'form field', 'header', 'query'. */
  source: string;
  value: string | undefined | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resolveTenant(auth: AuthContext, named: NamedTenant[]): string {
  const given = named.filter((n) => n.value != null && String(n.value).trim() !== '');
  for (const n of given) {
    if (!UUID.test(String(n.value).trim())) {
      throw new BadRequestError(`tenantId in the ${n.source} is not a UUID`, 'invalid_tenant_id');
    }
  }
  const distinct = [...new Set(given.map((n) => String(n.value).trim().toLowerCase()))];
  if (distinct.length > 1) {
    throw new BadRequestError(
      `the request names different tenants (${given.map((n) => n.source).join(', ')})`,
      'tenant_conflict',
    );
  }
  const allowed = auth.tenantIds.map((t) => t.toLowerCase());
  if (distinct.length === 1) {
    const tenant = distinct[0]!;
    if (!allowed.includes(tenant)) throw new ForbiddenError('this client may not act for that tenant', 'tenant_forbidden');
    return tenant;
  }
  if (allowed.length === 1) return allowed[0]!;
  throw new BadRequestError(
    'this client acts for several tenants: name one with tenantId',
    'tenant_required',
  );
}
