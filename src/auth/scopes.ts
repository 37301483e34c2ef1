/**
 * Scope names and the shorthands the CLI and admin API accept: `screen` is both Screen scopes,
 * `match` is Match's one; full names and `admin` are accepted as they are.
 */
import { BadRequestError } from '../errors/app-errors.ts';
import { type AdminScope, SCOPES, type Scope } from './auth-context.ts';

export type GrantableScope = Scope | AdminScope;

export const GRANTABLE_SCOPES: readonly GrantableScope[] = [...SCOPES, 'admin'];

const SHORTHANDS: Record<string, GrantableScope[]> = {
  screen: ['screen:write', 'screen:read'],
  match: ['match:read'],
};

export function isGrantableScope(s: string): s is GrantableScope {
  return (GRANTABLE_SCOPES as readonly string[]).includes(s);
}

/** Expands `screen,match` / `screen:read admin` into scope names, in a stable order, deduplicated. */
export function expandScopes(items: readonly string[]): GrantableScope[] {
  const out = new Set<GrantableScope>();
  for (const raw of items.flatMap((i) => i.split(/[\s,]+/))) {
    const item = raw.trim();
    if (!item) continue;
    const expanded = SHORTHANDS[item] ?? (isGrantableScope(item) ? [item] : undefined);
    if (!expanded) {
      throw new BadRequestError(
        `unknown scope "${item.slice(0, 40)}": use screen, match, admin or one of ${SCOPES.join(', ')}`,
        'invalid_scope',
      );
    }
    for (const s of expanded) out.add(s);
  }
  return GRANTABLE_SCOPES.filter((s) => out.has(s));
}

/** Scopes that act on tenant data (all but admin): a client holding one needs a tenant. */
export function needsTenant(scopes: readonly GrantableScope[]): boolean {
  return scopes.some((s) => s !== 'admin');
}
