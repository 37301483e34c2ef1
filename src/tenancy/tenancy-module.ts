/** Wires the tenancy module: the tenant settings service (its administrator routes live in http/). */
import type { AppContext } from '../app-context.ts';
import type { VitaeModule } from '../module.ts';
import { TenantSettingsService } from './tenant-settings-service.ts';

export function tenancyModule(ctx: AppContext): VitaeModule & { settings: TenantSettingsService } {
  const settings = new TenantSettingsService(ctx.db);
  return { name: 'tenancy', settings };
}
