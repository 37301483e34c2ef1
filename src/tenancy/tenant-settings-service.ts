/**
 * Reading and changing a tenant's settings, for administrators (the /admin/v1 API and
 * `vitae admin tenant settings`). Every change is audited.
 */
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { NotFoundError } from '../errors/app-errors.ts';
import type { Database } from '../store/database.ts';
import { isUuid } from '../store/ids.ts';
import { type DuplicatePolicy, duplicatePolicy, findTenant, setTenantDuplicates } from './tenant-repository.ts';
import { readTenantSettings, type TenantSettings, updateTenantSettings } from './tenant-settings.ts';

export class TenantSettingsService {
  constructor(private readonly db: Database) {}

  async read(tenantId: string): Promise<TenantSettings & { duplicates: DuplicatePolicy }> {
    await this.requireTenant(tenantId);
    return { ...(await readTenantSettings(this.db, tenantId)), duplicates: await duplicatePolicy(this.db, tenantId) };
  }

  async update(
    actor: AuditActor & { requestId?: string | null },
    tenantId: string,
    change: Partial<TenantSettings> & { duplicates?: DuplicatePolicy },
  ): Promise<TenantSettings & { duplicates: DuplicatePolicy }> {
    await this.requireTenant(tenantId);
    return this.db.transaction(async (tx) => {
      const { duplicates, ...own } = change;
      // What an upload of a known person does lives on the tenant's row (candidates, migration 0009_candidates).
      if (duplicates) await setTenantDuplicates(tx, tenantId, duplicates);
      const settings = { ...(await updateTenantSettings(tx, tenantId, own)), duplicates: await duplicatePolicy(tx, tenantId) };
      await recordAudit(tx, {
        clientId: actor.clientId,
        issuer: actor.issuer ?? null,
        tenantId,
        action: 'tenant.settings',
        resourceType: 'tenant',
        resourceId: tenantId,
        requestId: actor.requestId ?? null,
        details: { ...change },
      });
      return settings;
    });
  }

  private async requireTenant(tenantId: string): Promise<void> {
    if (!isUuid(tenantId) || !(await findTenant(this.db, tenantId))) throw new NotFoundError('no such tenant', 'tenant_not_found');
  }
}
