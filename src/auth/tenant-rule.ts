/**
 * The tenant rule of DESIGN §2, in one place for every path variant: the tenant a request names
 * (path, form field, header or query) must be one the caller may act for; with none named and
 * exactly one tenant granted, that one is used; two different names in one request are refused.
 * A disabled tenant is refused even when granted, so disabling stops its clients at once.
 */
import type { AuthContext } from './auth-context.ts';
import { BadRequestError, ForbiddenError } from '../errors/app-errors.ts';
import { isUuid } from '../store/ids.ts';

export interface NamedTenant {
  /** Where the request named it, for the error message: 'path', 'form field', 'header', 'query'. */
  source: string;
  value: string | undefined | null;
}

/**
 * Returns the tenant (lower-case UUID) this request acts for, or throws:
 * 400 `invalid_tenant_id` (not a UUID), 400 `tenant_conflict` (two different tenants named),
 * 400 `tenant_required` (none named, several granted), 403 `tenant_forbidden` (not granted),
 * 403 `no_tenant` (the caller has no tenant at all), 403 `tenant_disabled`.
 */
export function resolveTenant(auth: AuthContext, named: NamedTenant[]): string {
  const given = named.filter((n) => n.value != null && String(n.value).trim() !== '');
  for (const n of given) {
    if (!isUuid(String(n.value).trim())) {
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
  let tenant: string;
  if (distinct.length === 1) {
    tenant = distinct[0]!;
    if (!allowed.includes(tenant)) throw new ForbiddenError('this client may not act for that tenant', 'tenant_forbidden');
  } else if (allowed.length === 1) {
    tenant = allowed[0]!;
  } else if (allowed.length === 0) {
    throw new ForbiddenError('this client may not act for any tenant', 'no_tenant');
  } else {
    throw new BadRequestError('this client acts for several tenants: name one with tenantId', 'tenant_required');
  }
  if (auth.disabledTenantIds?.some((d) => d.toLowerCase() === tenant)) {
    throw new ForbiddenError('this tenant is disabled', 'tenant_disabled');
  }
  return tenant;
}
