import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { timingSafeEqual } from 'node:crypto';
import { AppError, ServiceUnavailableError } from '../../errors/app-errors.ts';
import { depth } from '../../queue/job-queue.ts';
import { isUpToDate } from '../../store/migrator.ts';
import { VERSION } from '../../version.ts';
import { jsonResponse, problemResponses } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const HealthSchema = z.object({ status: z.string(), version: z.string() });
const Live = HealthSchema.meta({ examples: [{ status: 'live', version: '0.1.0' }] });
const Ready = HealthSchema.extend({ database: z.enum(['pglite', 'postgres']) }).meta({ examples: [{ status: 'ready', version: '0.1.0', database: 'postgres' }] });

export async function healthRoutes(app: ZodApp, ctx: AppContext, started: () => boolean): Promise<void> {
  app.get(
    '/health/live',
    {
      // Probes for orchestrators, not calls for API clients: out of the OpenAPI document like
      // /metrics (and not rate-limited, so no client error to declare).
      schema: {
        hide: true,
        operationId: 'getLiveness',
        summary: 'The process is up',
        response: { 200: jsonResponse(Live, 'The process answers'), ...problemResponses('internal_error') },
      },
    },
    async () => ({ status: 'live', version: VERSION }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        hide: true,
        operationId: 'getReadiness',
        summary: 'Start-up is done (migrations, keys, the demo client) and the database is reachable',
        description:
          '503 `starting` until the start-up work is done, so a script that waits for ready can then read ' +
          '`demo-credentials.json`; 503 `not_ready` when the database is unreachable or behind. Readiness ' +
          'also waits, at most VITAE_WARMUP_READY_WAIT_S, for the pipeline to read text PDFs warm.',
        response: { 200: jsonResponse(Ready, 'Ready to serve'), ...problemResponses('internal_error', 'not_ready', 'starting') },
      },
    },
    async () => {
      if (!started()) throw new ServiceUnavailableError('the server is still starting', 'starting', 1);
      let ok = false;
      try {
        ok = await isUpToDate(ctx.db);
      } catch (err) {
        throw new ServiceUnavailableError(`database unreachable: ${(err as Error).message}`, 'not_ready');
      }
      if (!ok) throw new ServiceUnavailableError('database migrations are not all applied', 'not_ready');
      return { status: 'ready', version: VERSION, database: ctx.db.kind };
    },
  );

  app.get('/metrics', { schema: { hide: true, operationId: 'getMetrics', summary: 'Prometheus metrics of this process' } }, async (request, reply) => {
    if (ctx.config.metricsToken && !bearerMatches(request.headers.authorization, ctx.config.metricsToken)) {
      throw new AppError(401, 'metrics_token_required', 'Unauthorized', 'this server requires its metrics token (VITAE_METRICS_TOKEN) as a bearer token', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    try {
      ctx.metrics.queueDepth.reset();
      for (const d of await depth(ctx.db)) ctx.metrics.queueDepth.set({ name: d.name, state: d.state }, d.count);
    } catch (err) {
      ctx.logger.warn({ err }, 'queue depth unavailable for metrics');
    }
    reply.type(ctx.metrics.registry.contentType);
    return ctx.metrics.registry.metrics();
  });
}

/** Constant-time comparison of a bearer header with the expected token. */
function bearerMatches(header: string | undefined, expected: string): boolean {
  const m = /^Bearer (.+)$/i.exec(header ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]!.trim());
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}
