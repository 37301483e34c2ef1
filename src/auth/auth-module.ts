/**
 * Wires the auth module: the token endpoint, keys and metadata, and the admin API. The
 * per-request checks live in the auth plugin (src/http/plugins/auth-plugin.ts), which shares
 * these services through `authServices(ctx)`.
 */
import type { AppContext } from '../app-context.ts';
import { adminRoutes } from '../http/routes/admin-routes.ts';
import { authRoutes } from '../http/routes/auth-routes.ts';
import type { ZodApp } from '../http/zod-app.ts';
import type { VitaeModule } from '../module.ts';
import { authServices } from './auth-services.ts';
import { demoBanner, ensureDemoCredentials } from './demo-credentials.ts';

export function authModule(ctx: AppContext): VitaeModule {
  const services = authServices(ctx);
  const token = authRoutes(services, { publicUrl: ctx.config.publicUrl });
  const admin = adminRoutes(services.provisioning, ctx.db);
  return {
    name: 'auth',
    async routes(app: ZodApp) {
      await token(app);
      await admin(app);
    },
    async listening(url: string) {
      // A failed demo set-up (read-only data folder…) must not take the running server down.
      const demo = await ensureDemoCredentials(ctx, url).catch((err: unknown) => {
        ctx.logger.error({ err }, 'could not create the demo client');
        return null;
      });
      // For the person at the terminal, on stderr: stdout stays JSON lines for log collectors.
      if (demo) process.stderr.write(demoBanner(demo, ctx.config.dataDir));
    },
  };
}
