/**
 * Authentication and scope checks for every route that declares `config: { scope }`, in one
 * hook on the root instance, so no route can forget them. Runs on `onRequest`, before any body
 * is read: an upload without a valid token is refused before its bytes are accepted.
 * Routes without a scope (health, docs, token, JWKS) are public.
 */
import type { FastifyInstance } from 'fastify';
import type { AdminScope, Scope } from '../../auth/auth-context.ts';
import type { FailedAuthGuard } from '../../auth/failed-auth-guard.ts';
import type { TokenVerifier } from '../../auth/token-verifier.ts';
import { AppError, InsufficientScopeError, RateLimitedError } from '../../errors/app-errors.ts';

export interface ProtectedRoute {
  method: string;
  /** The route pattern as registered, e.g. `/cv-screening/:invocationId`. */
  url: string;
  scope: Scope | AdminScope;
}

const registries = new WeakMap<FastifyInstance, ProtectedRoute[]>();

export function registerAuthPlugin(app: FastifyInstance, verifier: TokenVerifier, failedAuth: FailedAuthGuard): void {
  const routes: ProtectedRoute[] = [];
  registries.set(app, routes);
  app.decorateRequest('auth', undefined);

  // Hooks on the root instance see the routes of every module registered after this.
  app.addHook('onRoute', (route) => {
    const scope = route.config?.scope;
    if (!scope) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url ?? route.path, scope });
    }
    if (route.schema && !route.schema.security) route.schema = { ...route.schema, security: [{ bearer: [] }] };
  });

  app.addHook('onRequest', async (request) => {
    const scope = request.routeOptions.config.scope;
    if (!scope) return;
    const wait = failedAuth.addressWait(request.ip);
    if (wait > 0) throw new RateLimitedError(wait / 1000, 'too many failed authentications from this address; retry later');
    const auth = await verifier.authenticate(request.headers.authorization).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 401) failedAuth.addressFailed(request.ip);
      throw err;
    });
    if (!auth.scopes.includes(scope)) throw new InsufficientScopeError(scope);
    request.auth = auth;
  });
}

/** Every route that needs a token, as registered: for the access test matrix and diagnostics. */
export function protectedRoutes(app: FastifyInstance): readonly ProtectedRoute[] {
  return registries.get(app) ?? [];
}
