/**
 * A tenant's own settings (table tenant_settings): blind screening for every answer, and whether
 * decision records keep the job description's text. A tenant without a row has the defaults.
 */
import type { Queryable } from '../store/database.ts';

export interface TenantSettings {
  /** Every profile and Match answer of the tenant is blind (src/screen/blind/). */
  blindScreening: boolean;
  /** Decision records keep the job description's text, not only its SHA-256. */
  keepJobText: boolean;
}

export const DEFAULT_SETTINGS: TenantSettings = { blindScreening: false, keepJobText: false };

interface Row {
  blind_screening: boolean;
  keep_job_text: boolean;
}

export async function readTenantSettings(db: Queryable, tenantId: string): Promise<TenantSettings> {
  const r = await db.query<Row>('SELECT blind_screening, keep_job_text FROM tenant_settings WHERE tenant_id = $1', [tenantId]);
  const row = r.rows[0];
  return row ? { blindScreening: row.blind_screening, keepJobText: row.keep_job_text } : { ...DEFAULT_SETTINGS };
}

/** Changes the settings given, keeps the others; returns the settings now in force. */
export async function updateTenantSettings(db: Queryable, tenantId: string, change: Partial<TenantSettings>): Promise<TenantSettings> {
  const r = await db.query<Row>(
    `INSERT INTO tenant_settings (tenant_id, blind_screening, keep_job_text)
     VALUES ($1, coalesce($2, false), coalesce($3, false))
     ON CONFLICT (tenant_id) DO UPDATE SET
       blind_screening = coalesce($2, tenant_settings.blind_screening),
       keep_job_text = coalesce($3, tenant_settings.keep_job_text),
       updated_at = now()
     RETURNING blind_screening, keep_job_text`,
    [tenantId, change.blindScreening ?? null, change.keepJobText ?? null],
  );
  const row = r.rows[0]!;
  return { blindScreening: row.blind_screening, keepJobText: row.keep_job_text };
}

/**
 * Whether an answer for this tenant is blind: the tenant's setting, or the request asking for it.
 * A request cannot turn off the tenant's setting (it is the tenant's policy).
 */
export async function blindFor(db: Queryable, tenantId: string, requested: boolean | undefined): Promise<boolean> {
  if (requested) return true;
  return (await readTenantSettings(db, tenantId)).blindScreening;
}
