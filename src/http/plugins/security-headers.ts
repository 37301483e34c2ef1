/**
 * Browser-facing hygiene for every response: no MIME sniffing, no framing, no referrer leaks,
 * and a locked-down CSP for API answers (pages that serve HTML — /docs, the console — set their
 * own). CORS is off unless VITAE_CORS_ORIGINS lists the origins of the console or widgets' hosts.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      if (!type.startsWith('text/html') && !type.startsWith('text/css') && !type.includes('javascript')) {
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      }
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
  if (corsOrigins.length > 0) {
    await app.register(cors, {
      origin: corsOrigins.includes('*') ? true : corsOrigins,
      methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['authorization', 'content-type', 'tenantid', 'idempotency-key', 'x-request-id'],
      exposedHeaders: ['location', 'retry-after', 'x-request-id', 'idempotent-replayed'],
      maxAge: 600,
    });
  }
}
