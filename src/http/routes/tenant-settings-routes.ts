/**
 * A tenant's settings for administrators: `GET` and `PATCH /admin/v1/tenants/{tenantId}/settings`
 * (VITAE_ADMIN_TOKEN or a client with the `admin` scope), the same as `vitae admin tenant settings`.
 */
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { DUPLICATE_POLICIES } from '../../tenancy/tenant-repository.ts';
import type { TenantSettingsService } from '../../tenancy/tenant-settings-service.ts';
import { ADMIN_CALL, jsonResponse, problemResponses } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const Settings = z
  .object({
    blindScreening: z
      .boolean()
      .describe(
        'Every profile and Match answer of the tenant leaves out name, photo, birth date, gender cues, nationality, marital status, street address and contact details',
      ),
    keepJobText: z.boolean().describe("Decision records keep the job description's text (otherwise only its SHA-256)"),
    duplicates: z
      .enum(DUPLICATE_POLICIES)
      .describe('keep: every CV its own candidate; flag (default): duplicateOf set, Match collapses; refuse: a known person is refused'),
  })
  .meta({ id: 'TenantSettings', examples: [{ blindScreening: false, keepJobText: false, duplicates: 'flag' }] });

const SettingsChange = Settings.partial()
  .strict()
  .meta({ id: 'TenantSettingsChange', examples: [{ blindScreening: true, duplicates: 'refuse' }] });

const settingsProblems = problemResponses(...ADMIN_CALL, 'tenant_not_found');
const changeProblems = problemResponses(...ADMIN_CALL, 'bad_request', 'tenant_not_found');

const params = z.object({ tenantId: z.guid() });
const tags = ['admin'];

export function tenantSettingsRoutes(service: TenantSettingsService) {
  return async (app: ZodApp): Promise<void> => {
    app.get(
      '/admin/v1/tenants/:tenantId/settings',
      {
        config: { scope: 'admin' },
        schema: {
          tags,
          operationId: 'getTenantSettings',
          summary: "A tenant's settings (blind screening, keeping job description texts, duplicates)",
          params,
          response: { 200: jsonResponse(Settings, "The tenant's settings"), ...settingsProblems },
        },
      },
      async (request) => service.read(request.params.tenantId),
    );
    app.patch(
      '/admin/v1/tenants/:tenantId/settings',
      {
        config: { scope: 'admin' },
        schema: {
          tags,
          operationId: 'updateTenantSettings',
          summary: "Change a tenant's settings; those not sent stay as they are",
          params,
          body: SettingsChange,
          response: { 200: jsonResponse(Settings, "The tenant's settings after the change"), ...changeProblems },
        },
      },
      async (request) => {
        const auth = request.auth as AuthContext;
        return service.update({ clientId: auth.clientId, issuer: auth.issuer, requestId: request.id }, request.params.tenantId, request.body);
      },
    );
  };
}
