import { describe, expect, it } from 'vitest';
import { expandScopes, needsTenant } from '../../../src/auth/scopes.ts';
import { AppError } from '../../../src/errors/app-errors.ts';

describe('scopes', () => {
  it('expand the CLI shorthands', () => {
    expect(expandScopes(['screen,match'])).toEqual(['screen:write', 'screen:read', 'match:read']);
    expect(expandScopes(['screen'])).toEqual(['screen:write', 'screen:read']);
    expect(expandScopes(['match'])).toEqual(['match:read']);
  });

  it('accept full names and admin, deduplicated in a stable order', () => {
    expect(expandScopes(['admin', 'match:read screen:read', 'match'])).toEqual(['screen:read', 'match:read', 'admin']);
  });

  it('refuse unknown scopes with invalid_scope', () => {
    expect(() => expandScopes(['screen,everything'])).toThrow(AppError);
    let caught: unknown;
    try {
      expandScopes(['root']);
    } catch (err) {
      caught = err;
    }
    expect((caught as AppError | undefined)?.code).toBe('invalid_scope');
  });

  it('know which scopes act on tenant data', () => {
    expect(needsTenant(['admin'])).toBe(false);
    expect(needsTenant(['admin', 'match:read'])).toBe(true);
  });
});
