/**
 * The feature modules of Vitae, in the order their routes are registered.
 * Adding a module is adding its line here; each builds itself in its own folder.
 */
import type { AppContext } from './app-context.ts';
import { authModule } from './auth/auth-module.ts';
import type { VitaeModule } from './module.ts';
import { systemModule } from './queue/system-module.ts';

export function allModules(ctx: AppContext): VitaeModule[] {
  return [systemModule(ctx), authModule(ctx)];
}
