/**
 * OpenAPI 3.1 generated from the route schemas (zod → JSON Schema), served at /openapi.json,
 * with a reference page at /docs whose assets ship inside @fastify/swagger-ui (no CDN).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { VERSION } from '../../version.ts';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vitae API',
        version: VERSION,
        description:
          'CV screening (upload a CV, poll for its structured profile) and candidate matching ' +
          '(rank a tenant\'s profiles for a job description). Every API call carries a bearer token ' +
          'from POST /oauth/token (OAuth2 client credentials) and acts for one tenant. Errors are ' +
          'application/problem+json (RFC 9457) with a stable `code`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      tags: [
        { name: 'auth', description: 'Tokens and keys' },
        { name: 'screen', description: 'CV upload, processing and results' },
        { name: 'match', description: 'Candidate search for a job description' },
        { name: 'webhooks', description: 'Event notifications to your HTTPS endpoint' },
        { name: 'admin', description: 'Tenants, clients and keys (administrators)' },
        { name: 'ops', description: 'Health and metrics' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
