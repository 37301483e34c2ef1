/**
 * OpenAPI 3.1 generated from the route schemas (zod → JSON Schema), served at /openapi.json,
 * with a reference page at /docs whose assets ship inside @fastify/swagger-ui (no CDN).
 *
 * Each route declares `operationId`, `summary`, `tags`, its schemas with examples, and its errors
 * with `problemResponses(...)`; test/integration/openapi-contract.test.ts fails on a route that
 * does not. What follows from the route's options is filled in here: the security requirement
 * from `config.scope` (OAuth2 client credentials with that scope, or a pasted bearer token; none
 * for public routes), and the multipart request body from `multipartBody(...)`. The finishing
 * pass (openapi-document.ts) then adds the examples. `npm run lint:openapi` lints the result.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VERSION } from '../../version.ts';
import { MULTIPART_BODY } from '../schemas/multipart-schema.ts';
import { finishOpenApiDocument } from './openapi-document.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route?: { config?: { scope?: string } } };

const SCOPE_DESCRIPTIONS: Record<string, string> = {
  'screen:write': 'Upload and erase CVs, manage webhooks',
  'screen:read': 'Read CV results and photos',
  'match:read': 'Search candidates and read job descriptions',
  admin: 'Tenants, clients, keys and the audit log',
};

/** Security, multipart body: what the route's options say, put into its OpenAPI operation. */
function transformRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return out;
  const scope = input.route?.config?.scope;
  schema.security = scope ? [{ oauth2: [scope] }, { bearer: [] }] : [];
  const form = (input.schema as Record<string, unknown>)[MULTIPART_BODY];
  if (form instanceof z.ZodType) {
    schema.body = z.toJSONSchema(form, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
    delete (schema.body as Record<string, unknown>).$schema;
    schema.consumes = ['multipart/form-data'];
    delete schema[MULTIPART_BODY];
  }
  return out;
}

export async function registerOpenApi(app: FastifyInstance, opts: { publicUrl: string | undefined }): Promise<void> {
  const base = opts.publicUrl ?? '';
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vitae API',
        version: VERSION,
        description:
          'CV screening (upload a CV, poll for its structured profile) and candidate matching ' +
          "(rank a tenant's profiles for a job description). Every API call carries a bearer token " +
          'from POST /oauth/token (OAuth2 client credentials) and acts for one tenant. Errors are ' +
          'application/problem+json (RFC 9457) with a stable `code`; each operation lists the codes it answers.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Without VITAE_PUBLIC_URL, "/" (the OpenAPI default): the server that serves this document.
      servers: [
        opts.publicUrl
          ? { url: opts.publicUrl, description: 'This Vitae server (VITAE_PUBLIC_URL)' }
          : { url: '/', description: 'The server that serves this document (set VITAE_PUBLIC_URL to name it)' },
      ],
      components: {
        securitySchemes: {
          oauth2: {
            type: 'oauth2',
            description: 'OAuth2 client credentials: POST /oauth/token with your client id and secret. In /docs, Authorize fetches the token itself.',
            flows: { clientCredentials: { tokenUrl: `${base}/oauth/token`, scopes: SCOPE_DESCRIPTIONS } },
          },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token from POST /oauth/token, pasted as it is' },
        },
      },
      tags: [
        { name: 'auth', description: 'Tokens and keys' },
        { name: 'screen', description: 'CV upload, processing and results' },
        { name: 'match', description: 'Candidate search and job description reading' },
        { name: 'webhooks', description: 'Event notifications to your HTTPS endpoint' },
        { name: 'admin', description: 'Tenants, clients and keys (administrators)' },
      ],
    },
    transform: transformRoute as typeof jsonSchemaTransform,
    transformObject: (input) => finishOpenApiDocument(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { persistAuthorization: false },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
