/**
 * The tenants table. Tenants are never deleted by the service: disabling one keeps its data and
 * stops every client from acting for it (checked on each request, see token-verifier.ts).
 */
import type { Queryable } from '../store/database.ts';

/** What an upload of a person the tenant already has does: see src/screen/duplicate-detector.ts. */
export const DUPLICATE_POLICIES = ['keep', 'flag', 'refuse'] as const;
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];

export interface Tenant {
  id: string;
  name: string;
  createdAt: Date;
  disabledAt: Date | null;
  duplicates: DuplicatePolicy;
}

interface TenantRow {
  id: string;
  name: string;
  created_at: Date | string;
  disabled_at: Date | string | null;
  duplicates: DuplicatePolicy;
}

const toTenant = (r: TenantRow): Tenant => ({
  id: r.id,
  name: r.name,
  createdAt: new Date(r.created_at),
  disabledAt: r.disabled_at ? new Date(r.disabled_at) : null,
  duplicates: r.duplicates,
});

const COLUMNS = 'id::text AS id, name, created_at, disabled_at, duplicates';

export async function insertTenant(db: Queryable, name: string): Promise<Tenant> {
  const r = await db.query<TenantRow>(`INSERT INTO tenants (name) VALUES ($1) RETURNING ${COLUMNS}`, [name]);
  return toTenant(r.rows[0]!);
}

export async function findTenant(db: Queryable, id: string): Promise<Tenant | null> {
  const r = await db.query<TenantRow>(`SELECT ${COLUMNS} FROM tenants WHERE id = $1`, [id]);
  return r.rows[0] ? toTenant(r.rows[0]) : null;
}

export async function findTenants(db: Queryable, ids: readonly string[]): Promise<Tenant[]> {
  if (ids.length === 0) return [];
  const r = await db.query<TenantRow>(`SELECT ${COLUMNS} FROM tenants WHERE id = ANY($1::uuid[])`, [ids]);
  return r.rows.map(toTenant);
}

export async function listTenants(db: Queryable): Promise<Tenant[]> {
  const r = await db.query<TenantRow>(`SELECT ${COLUMNS} FROM tenants ORDER BY created_at, id`);
  return r.rows.map(toTenant);
}

export async function setTenantDuplicates(db: Queryable, id: string, duplicates: DuplicatePolicy): Promise<Tenant | null> {
  const r = await db.query<TenantRow>(`UPDATE tenants SET duplicates = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [id, duplicates]);
  return r.rows[0] ? toTenant(r.rows[0]) : null;
}

/** The tenant's duplicate policy; `flag` (the default) for a tenant not in the table. */
export async function duplicatePolicy(db: Queryable, id: string): Promise<DuplicatePolicy> {
  const r = await db.query<{ duplicates: DuplicatePolicy }>('SELECT duplicates FROM tenants WHERE id = $1', [id]);
  return r.rows[0]?.duplicates ?? 'flag';
}

/** Sets or clears `disabled_at`; keeps the first disabling time when disabled twice. */
export async function setTenantDisabled(db: Queryable, id: string, disabled: boolean): Promise<Tenant | null> {
  const r = await db.query<TenantRow>(
    `UPDATE tenants SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) ELSE NULL END
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, disabled],
  );
  return r.rows[0] ? toTenant(r.rows[0]) : null;
}

/** Locks the tenant's row until the transaction ends: a per-tenant critical section. */
export async function lockTenant(tx: Queryable, id: string): Promise<void> {
  await tx.query('SELECT 1 FROM tenants WHERE id = $1 FOR UPDATE', [id]);
}
