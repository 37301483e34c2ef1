import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { timingSafeEqual } from 'node:crypto';
import { AppError, ServiceUnavailableError } from '../../errors/app-errors.ts';
import { depth } from '../../queue/job-queue.ts';
import { isUpToDate } from '../../store/migrator.ts';
import { VERSION } from '../../version.ts';
import { ProblemSchema } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const HealthSchema = z.object({ status: z.string(), version: z.string() });

export async function healthRoutes(app: ZodApp, ctx: AppContext, started: () => boolean): Promise<void> {
  app.get(
    '/health/live',
    { schema: { tags: ['ops'], summary: 'The process is up', response: { 200: HealthSchema } } },
    async () => ({ status: 'live', version: VERSION }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Start-up is done (migrations, keys, the demo client) and the database is reachable',
        description:
          '503 `starting` until the start-up work is done, so a script that waits for ready can then read ' +
          '`demo-credentials.json`; 503 `not_ready` when the database is unreachable or behind. The Screen ' +
          'pipeline warms up in the background meanwhile and after (VITAE_WARMUP); it never holds readiness.',
        response: { 200: HealthSchema.extend({ database: z.enum(['pglite', 'postgres']) }), 503: ProblemSchema },
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

  app.get('/metrics', { schema: { tags: ['ops'], summary: 'Prometheus metrics of this process', hide: true } }, async (request, reply) => {
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
