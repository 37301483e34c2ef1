/**
 * Wires the web console and the embeddable widgets: static files only, no services. The browser
 * code calls the public API with the user's token, exactly as any other client would.
 */
import { consoleRoutes } from '../http/routes/console-routes.ts';
import type { VitaeModule } from '../module.ts';
import { loadAssets } from './console-assets.ts';

export function consoleModule(): VitaeModule {
  return { name: 'console', routes: consoleRoutes(loadAssets()) };
}
