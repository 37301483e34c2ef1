/**
 * Builds the HTTP application: shared plugins first (request ids, problem+json errors, metrics,
 * OpenAPI), then each module's routes. Every route declares its schemas; handlers hand data to
 * services and return what they give back.
 */
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context.ts';
import { authServices } from '../auth/auth-services.ts';
import { registerAuthPlugin } from './plugins/auth-plugin.ts';
import { registerHttpMetrics } from './plugins/http-metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerProblemHandler } from './plugins/problem-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { healthRoutes } from './routes/health-routes.ts';
import type { ZodApp } from './zod-app.ts';

/** A module's contribution to the HTTP app: its routes, registered on the shared instance. */
export type RouteModule = (app: ZodApp) => Promise<void>;

function trustProxyOption(v: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof v === 'number' ? (_address: string, hop: number) => hop < v : v;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export interface AppOptions {
  /** Whether start-up work is done; /health/ready answers 503 until it is. Default: always. */
  started?: () => boolean;
}

export async function buildApp(ctx: AppContext, modules: RouteModule[] = [], opts: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger.child({ component: 'http' }) as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Bodies of non-upload routes are small; uploads stream through multipart with their own limit.
    bodyLimit: 1024 * 1024,
    // Only behind a proxy we were told about may X-Forwarded-For decide the client's address.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    return503OnClosing: true,

    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // GET /direct-search carries the job description (up to 20,000 characters) in its query
    // string; percent-encoded it can pass Node's default 16 KB header limit.
    http: { maxHeaderSize: 128 * 1024 },
  }).withTypeProvider<ZodTypeProvider>();

  // A client must send its whole request (an upload's body included) within VITAE_REQUEST_TIMEOUT_S,
  // so a slow or stalled sender cannot hold a connection and its buffered bytes for ever. Node's
  // own requestTimeout does not cut a request whose handler has started reading the body, hence
  // this deadline per request: when it passes and the body is still incomplete, the socket goes.
  app.addHook('onRequest', async (request, reply) => {
    const deadline = setTimeout(() => {
      if (!request.raw.complete) {
        request.log.info('request body not received in time; connection closed');
        request.raw.socket?.destroy();
      }
    }, ctx.config.requestTimeoutMs);
    deadline.unref();
    reply.raw.once('close', () => clearTimeout(deadline));
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerProblemHandler(app);
  registerHttpMetrics(app, ctx.metrics);
  await registerSecurityHeaders(app, ctx.config.corsOrigins);
  // Before any module's routes: both act on every route that declares `config.scope`.
  registerAuthPlugin(app, authServices(ctx).verifier, authServices(ctx).failedAuth);
  await registerRateLimit(app, ctx.config);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerOpenApi(app, { publicUrl: ctx.config.publicUrl });

  await app.register(async (scope) => healthRoutes(scope as ZodApp, ctx, opts.started ?? (() => true)));
  for (const mod of modules) await app.register(async (scope) => mod(scope as ZodApp));
  return app;
}
