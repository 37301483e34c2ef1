/**
 * The audit log: who (client) did what (action) for which tenant to which resource. Modules
 * record their own actions, inside the transaction of the change when there is one, so a
 * change and its record commit together:
 *
 *   await recordAudit(tx, { clientId: auth.clientId, issuer: auth.issuer, tenantId,
 *                           action: 'screen.upload', resourceType: 'invocation', resourceId: id });
 *
 * Action names are `<module>.<verb>`: screen.upload, screen.read, screen.list, screen.correct,
 * screen.delete, match.search, match.parse_job, token.issue, tenant.create, tenant.disable, tenant.enable,
 * tenant.settings, client.create, client.rotate_secret,
 * client.revoke, client.grant, client.ungrant, keys.rotate. Never put personal data (names,
 * file contents, query text) in `details`: the log outlives erasure.
 */
import type { Queryable } from '../store/database.ts';

/** Who acted: `request.auth` (an AuthContext fits), or an operator at the command line. */
export interface AuditActor {
  clientId: string;
  /** `vitae`, an external issuer URL, `admin-token` or `cli`; optional for callers that lack it. */
  issuer?: string | null;
}

export interface AuditEntry extends AuditActor {
  tenantId: string | null;
  action: string;
  resourceType: string;
  resourceId?: string | null;
  requestId?: string | null;
  /** Small, non-personal facts (counts, scopes, token id). */
  details?: Record<string, unknown> | null;
}

export interface AuditRecord {
  id: number;
  occurredAt: Date;
  clientId: string;
  issuer: string | null;
  tenantId: string | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  requestId: string | null;
  details: Record<string, unknown> | null;
}

export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (client_id, issuer, tenant_id, action, resource_type, resource_id, request_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      entry.clientId.slice(0, 200),
      entry.issuer?.slice(0, 300) ?? null,
      entry.tenantId,
      entry.action,
      entry.resourceType,
      entry.resourceId ?? null,
      entry.requestId ?? null,
      entry.details ? JSON.stringify(entry.details) : null,
    ],
  );
}

export interface AuditFilter {
  tenantId?: string;
  clientId?: string;
  action?: string;
  /** Only records with a smaller id (paging backwards through time). */
  beforeId?: number;
  limit: number;
}

interface AuditRow {
  id: number | string;
  occurred_at: Date | string;
  client_id: string;
  issuer: string | null;
  tenant_id: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  request_id: string | null;
  details: unknown;
}

/** Newest first. */
export async function listAudit(db: Queryable, filter: AuditFilter): Promise<AuditRecord[]> {
  const r = await db.query<AuditRow>(
    `SELECT id, occurred_at, client_id, issuer, tenant_id::text AS tenant_id, action, resource_type,
            resource_id, request_id, details
     FROM audit_log
     WHERE ($1::uuid IS NULL OR tenant_id = $1::uuid)
       AND ($2::text IS NULL OR client_id = $2)
       AND ($3::text IS NULL OR action = $3)
       AND ($4::bigint IS NULL OR id < $4)
     ORDER BY id DESC LIMIT $5`,
    [filter.tenantId ?? null, filter.clientId ?? null, filter.action ?? null, filter.beforeId ?? null, filter.limit],
  );
  return r.rows.map((row) => ({
    id: Number(row.id),
    occurredAt: new Date(row.occurred_at),
    clientId: row.client_id,
    issuer: row.issuer,
    tenantId: row.tenant_id,
    action: row.action,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    requestId: row.request_id,
    details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown> | null,
  }));
}
