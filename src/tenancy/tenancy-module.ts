/** Wires the tenancy module: the tenant settings service and its administrator routes. */
import type { AppContext } from '../app-context.ts';
import { tenantSettingsRoutes } from '../http/routes/tenant-settings-routes.ts';
import type { VitaeModule } from '../module.ts';
import { TenantSettingsService } from './tenant-settings-service.ts';

export function tenancyModule(ctx: AppContext): VitaeModule & { settings: TenantSettingsService } {
  const settings = new TenantSettingsService(ctx.db);
  return { name: 'tenancy', settings, routes: tenantSettingsRoutes(settings) };
}
