import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../observability/metrics.ts';

/** Counts and times every request by its route pattern (never the raw URL: ids would explode cardinality). */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
