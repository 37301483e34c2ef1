/**
 * Request rate limits (VITAE_RATE_LIMIT_PER_MINUTE per caller, 0 = off): per client on
 * authenticated routes (the auth hook runs first, so the key is the verified client), per IP on
 * public routes that opt in with `config: { rateLimitByIp: true }` (the token endpoint).
 * Counters live in each process's memory: with N processes a caller may reach N times the limit.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { RateLimitedError } from '../../errors/app-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route limited per client IP (routes with a `scope` are limited per client). */
    rateLimitByIp?: boolean;
  }
}

export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  if (config.rateLimitPerMinute <= 0) return;
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    hook: 'onRequest',
    keyGenerator: (request) => (request.auth ? `client:${request.auth.issuer}:${request.auth.clientId}` : `ip:${request.ip}`),
    allowList: (request) => !request.routeOptions.config.scope && !request.routeOptions.config.rateLimitByIp,
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(context.ttl / 1000, `more than ${context.max} requests per minute; retry after ${context.after}`),
  });
}
