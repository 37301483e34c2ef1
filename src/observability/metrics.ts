/**
 * Prometheus metrics of one process. Each process keeps its own registry; scrape each one.
 * Queue depth is read from the database at scrape time, so any process reports the shared queue.
 */
import client from 'prom-client';

export interface Metrics {
  registry: client.Registry;
  httpRequests: client.Counter<'method' | 'route' | 'status'>;
  httpDuration: client.Histogram<'method' | 'route' | 'status'>;
  jobDuration: client.Histogram<'name' | 'outcome'>;
  jobsProcessed: client.Counter<'name' | 'outcome'>;
  queueDepth: client.Gauge<'name' | 'state'>;
  stageDuration: client.Histogram<'stage'>;
}

export function createMetrics(): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'vitae_' });
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'vitae_http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new client.Histogram({
      name: 'vitae_http_request_duration_seconds',
      help: 'HTTP request duration',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobDuration: new client.Histogram({
      name: 'vitae_job_duration_seconds',
      help: 'Duration of job runs by job name and outcome',
      labelNames: ['name', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: [registry],
    }),
    jobsProcessed: new client.Counter({
      name: 'vitae_jobs_processed_total',
      help: 'Job runs by job name and outcome (completed, retried, failed, released)',
      labelNames: ['name', 'outcome'],
      registers: [registry],
    }),
    queueDepth: new client.Gauge({
      name: 'vitae_queue_depth',
      help: 'Open jobs in the shared queue by name and state (read at scrape time)',
      labelNames: ['name', 'state'],
      registers: [registry],
    }),
    stageDuration: new client.Histogram({
      name: 'vitae_screen_stage_duration_seconds',
      help: 'Duration of Screen pipeline stages',
      labelNames: ['stage'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
  };
}
