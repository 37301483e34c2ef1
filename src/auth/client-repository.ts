/**
 * API clients and the tenants each may act for. Verification reads `clientStanding` on every
 * request (two primary-key lookups), so revoking a client, disabling a tenant or withdrawing a
 * grant takes effect at once in every process, even for unexpired tokens.
 */
import type { Queryable } from '../store/database.ts';
import type { GrantableScope } from './scopes.ts';

export interface ApiClient {
  id: string;
  name: string | null;
  scopes: GrantableScope[];
  tenantIds: string[];
  createdAt: Date;
  secretRotatedAt: Date | null;
  revokedAt: Date | null;
}

export interface ClientCredentials extends ApiClient {
  secretHash: string;
}

interface ClientRow {
  id: string;
  name: string | null;
  scopes: string[] | string;
  tenant_ids: string[] | string | null;
  created_at: Date | string;
  secret_rotated_at: Date | string | null;
  revoked_at: Date | string | null;
  secret_hash?: string;
}

/** Postgres arrays arrive parsed from both drivers; the string form is a defensive fallback. */
const arrayOf = (v: string[] | string | null): string[] =>
  v == null ? [] : Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(',').filter(Boolean);

const toClient = (r: ClientRow): ApiClient => ({
  id: r.id,
  name: r.name,
  scopes: arrayOf(r.scopes) as GrantableScope[],
  tenantIds: arrayOf(r.tenant_ids).sort(),
  createdAt: new Date(r.created_at),
  secretRotatedAt: r.secret_rotated_at ? new Date(r.secret_rotated_at) : null,
  revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
});

const SELECT = `SELECT c.id::text AS id, c.name, c.scopes, c.created_at, c.secret_rotated_at, c.revoked_at,
  ARRAY(SELECT ct.tenant_id::text FROM api_client_tenants ct WHERE ct.client_id = c.id ORDER BY ct.tenant_id) AS tenant_ids`;

export async function insertClient(
  db: Queryable,
  client: { name: string | null; secretHash: string; scopes: GrantableScope[]; tenantIds: string[] },
): Promise<string> {
  const r = await db.query<{ id: string }>(
    'INSERT INTO api_clients (name, secret_hash, scopes) VALUES ($1, $2, $3::text[]) RETURNING id::text AS id',
    [client.name, client.secretHash, client.scopes],
  );
  const id = r.rows[0]!.id;
  await grantTenants(db, id, client.tenantIds);
  return id;
}

export async function grantTenants(db: Queryable, clientId: string, tenantIds: readonly string[]): Promise<void> {
  if (tenantIds.length === 0) return;
  await db.query(
    `INSERT INTO api_client_tenants (client_id, tenant_id)
     SELECT $1::uuid, t FROM unnest($2::uuid[]) AS t ON CONFLICT DO NOTHING`,
    [clientId, tenantIds],
  );
}

export async function ungrantTenants(db: Queryable, clientId: string, tenantIds: readonly string[]): Promise<number> {
  const r = await db.query('DELETE FROM api_client_tenants WHERE client_id = $1 AND tenant_id = ANY($2::uuid[])', [
    clientId,
    tenantIds,
  ]);
  return r.rowCount;
}

export async function findClient(db: Queryable, id: string): Promise<ApiClient | null> {
  const r = await db.query<ClientRow>(`${SELECT} FROM api_clients c WHERE c.id = $1`, [id]);
  return r.rows[0] ? toClient(r.rows[0]) : null;
}

export async function findClientCredentials(db: Queryable, id: string): Promise<ClientCredentials | null> {
  const r = await db.query<ClientRow>(`${SELECT}, c.secret_hash FROM api_clients c WHERE c.id = $1`, [id]);
  const row = r.rows[0];
  return row ? { ...toClient(row), secretHash: row.secret_hash! } : null;
}

export async function listClients(db: Queryable): Promise<ApiClient[]> {
  const r = await db.query<ClientRow>(`${SELECT} FROM api_clients c ORDER BY c.created_at, c.id`);
  return r.rows.map(toClient);
}

export async function countClients(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_clients');
  return Number(r.rows[0]?.n ?? 0);
}

export async function updateSecretHash(db: Queryable, id: string, secretHash: string): Promise<boolean> {
  const r = await db.query(
    'UPDATE api_clients SET secret_hash = $2, secret_rotated_at = now() WHERE id = $1 AND revoked_at IS NULL',
    [id, secretHash],
  );
  return r.rowCount > 0;
}

export async function revokeClient(db: Queryable, id: string): Promise<boolean> {
  const r = await db.query('UPDATE api_clients SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1', [id]);
  return r.rowCount > 0;
}

export interface ClientStanding {
  revoked: boolean;
  /** Of the tenants asked about: those still granted to the client. */
  granted: string[];
  /** Of the tenants asked about: those disabled. */
  disabled: string[];
}

/** The live state behind a token: null when the client no longer exists. */
export async function clientStanding(db: Queryable, clientId: string, tenantIds: readonly string[]): Promise<ClientStanding | null> {
  const r = await db.query<{ revoked: boolean; granted: string[] | string; disabled: string[] | string }>(
    `SELECT c.revoked_at IS NOT NULL AS revoked,
       ARRAY(SELECT ct.tenant_id::text FROM api_client_tenants ct
             WHERE ct.client_id = c.id AND ct.tenant_id = ANY($2::uuid[])) AS granted,
       ARRAY(SELECT t.id::text FROM tenants t
             WHERE t.id = ANY($2::uuid[]) AND t.disabled_at IS NOT NULL) AS disabled
     FROM api_clients c WHERE c.id = $1`,
    [clientId, tenantIds],
  );
  const row = r.rows[0];
  return row ? { revoked: row.revoked, granted: arrayOf(row.granted), disabled: arrayOf(row.disabled) } : null;
}
