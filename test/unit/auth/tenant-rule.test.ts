import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../src/auth/auth-context.ts';
import { AppError } from '../../../src/errors/app-errors.ts';
import { resolveTenant } from '../../../src/auth/tenant-rule.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const auth = (tenantIds: string[], disabledTenantIds: string[] = []): AuthContext => ({
  clientId: 'c',
  tenantIds,
  disabledTenantIds,
  scopes: ['screen:read'],
  issuer: 'vitae',
  tokenId: null,
});

function refusal(fn: () => unknown): { status: number; code: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, code: err.code };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('tenant rule', () => {
  it('uses the only tenant of a client when the request names none', () => {
    expect(resolveTenant(auth([A]), [])).toBe(A);
    expect(resolveTenant(auth([A]), [{ source: 'header', value: '' }, { source: 'query', value: undefined }])).toBe(A);
  });

  it('accepts a named tenant the client may act for, in any case and with spaces', () => {
    expect(resolveTenant(auth([A, B]), [{ source: 'path', value: ` ${B.toUpperCase()} ` }])).toBe(B);
  });

  it('accepts the same tenant named in several places', () => {
    expect(resolveTenant(auth([A, B]), [{ source: 'path', value: A }, { source: 'form field', value: A.toUpperCase() }])).toBe(A);
  });

  it('refuses a tenant the client may not act for with 403 tenant_forbidden', () => {
    expect(refusal(() => resolveTenant(auth([A]), [{ source: 'query', value: B }]))).toEqual({ status: 403, code: 'tenant_forbidden' });
  });

  it('refuses two different tenants with 400 tenant_conflict, even when both are granted', () => {
    const named = [{ source: 'header', value: A }, { source: 'query', value: B }];
    expect(refusal(() => resolveTenant(auth([A, B]), named))).toEqual({ status: 400, code: 'tenant_conflict' });
  });

  it('asks a client of several tenants to name one (400 tenant_required)', () => {
    expect(refusal(() => resolveTenant(auth([A, B]), []))).toEqual({ status: 400, code: 'tenant_required' });
  });

  it('refuses a caller without any tenant with 403 no_tenant', () => {
    expect(refusal(() => resolveTenant(auth([]), []))).toEqual({ status: 403, code: 'no_tenant' });
    expect(refusal(() => resolveTenant(auth([]), [{ source: 'query', value: A }]))).toEqual({ status: 403, code: 'tenant_forbidden' });
  });

  it('refuses a disabled tenant, named or implied, with 403 tenant_disabled', () => {
    expect(refusal(() => resolveTenant(auth([A], [A]), []))).toEqual({ status: 403, code: 'tenant_disabled' });
    expect(refusal(() => resolveTenant(auth([A, B], [B]), [{ source: 'path', value: B }]))).toEqual({ status: 403, code: 'tenant_disabled' });
    expect(resolveTenant(auth([A, B], [B]), [{ source: 'path', value: A }])).toBe(A);
  });

  it('refuses a tenant id that is not a UUID with 400 invalid_tenant_id', () => {
    expect(refusal(() => resolveTenant(auth([A]), [{ source: 'header', value: 'acme' }]))).toEqual({ status: 400, code: 'invalid_tenant_id' });
  });

  it('checks the conflict before the grant, so probing two tenants says nothing about either', () => {
    expect(refusal(() => resolveTenant(auth([A]), [{ source: 'path', value: B }, { source: 'query', value: C }]))).toEqual({
      status: 400,
      code: 'tenant_conflict',
    });
  });
});
