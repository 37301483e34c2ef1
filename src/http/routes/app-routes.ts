/**
 * Every route of the API, registered by http/ from the services the modules built. Modules never
 * import routes, so dependencies run one way: http → modules → (store | queue | knowledge).
 */
import type { AppContext } from '../../app-context.ts';
import { authServices } from '../../auth/auth-services.ts';
import { loadAssets } from '../../console/console-assets.ts';
import type { DecisionService } from '../../decisions/decision-service.ts';
import type { MatchService } from '../../match/match-service.ts';
import type { CandidateService } from '../../screen/candidate-service.ts';
import type { CorrectionService } from '../../screen/correction-service.ts';
import type { ScreenService } from '../../screen/screen-service.ts';
import type { TenantSettingsService } from '../../tenancy/tenant-settings-service.ts';
import type { WebhookService } from '../../webhooks/webhook-service.ts';
import type { RouteModule } from '../app.ts';
import { adminRoutes } from './admin-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { candidateRoutes } from './candidate-routes.ts';
import { consoleRoutes } from './console-routes.ts';
import { decisionRoutes } from './decision-routes.ts';
import { jobRoutes } from './job-routes.ts';
import { matchRoutes } from './match-routes.ts';
import { screenRoutes } from './screen-routes.ts';
import { tenantSettingsRoutes } from './tenant-settings-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

/** What the routes call: the services of the feature modules of this process. */
export interface AppServices {
  screen: ScreenService;
  candidates: CandidateService;
  corrections: CorrectionService;
  match: MatchService;
  webhooks: WebhookService;
  tenantSettings: TenantSettingsService;
  decisions: DecisionService;
}

export function appRoutes(ctx: AppContext, services: AppServices): RouteModule[] {
  const { config, db } = ctx;
  // One set of auth services per process (the signing-key cache), shared with the auth plugin.
  const auth = authServices(ctx);
  return [
    authRoutes(auth, { publicUrl: config.publicUrl }),
    adminRoutes(auth.provisioning, db),
    screenRoutes(services.screen, { maxUploadBytes: config.maxUploadBytes, maxUploadsPerClient: config.maxUploadsPerClient, publicUrl: config.publicUrl }),
    candidateRoutes(services.candidates, services.corrections, { publicUrl: config.publicUrl }),
    matchRoutes(services.match),
    jobRoutes(services.match),
    consoleRoutes(loadAssets()),
    webhookRoutes(services.webhooks),
    tenantSettingsRoutes(services.tenantSettings),
    decisionRoutes(services.decisions),
  ];
}
