/**
 * The feature modules of Vitae and the services they expose to http/. Adding a module is adding
 * its line here; each builds itself in its own folder.
 */
import type { AppContext } from './app-context.ts';
import { decisionsModule } from './decisions/decisions-module.ts';
import { matchModule } from './match/match-module.ts';
import type { VitaeModule } from './module.ts';
import { systemModule } from './queue/system-module.ts';
import { ScreenEvents } from './screen/screen-events.ts';
import { screenModule } from './screen/screen-module.ts';
import { tenancyModule } from './tenancy/tenancy-module.ts';
import { webhookModule } from './webhooks/webhook-module.ts';

export function allModules(ctx: AppContext) {
  const screenEvents = new ScreenEvents();
  const match = matchModule(ctx);
  // Match keeps its candidate features in the same transaction as the profile.
  screenEvents.add(match.screenListener);
  // Webhooks record their deliveries in the same transaction as the result they announce.
  const webhooks = webhookModule(ctx);
  screenEvents.add(webhooks.screenListener);
  const screen = screenModule(ctx, { events: screenEvents });
  const tenancy = tenancyModule(ctx);
  const decisions = decisionsModule(ctx);
  const modules: VitaeModule[] = [systemModule(ctx), screen, match, webhooks, tenancy, decisions];
  return {
    modules,
    services: {
      screen: screen.service,
      candidates: screen.candidates,
      corrections: screen.corrections,
      match: match.service, webhooks: webhooks.service, tenantSettings: tenancy.settings,
      decisions: decisions.service,
    },
  };
}
