/**
 * The OAuth2 surface: the token endpoint (client credentials), the public keys and the
 * authorization server metadata. The token endpoint answers errors in RFC 6749 §5.2 form
 * (`{error, error_description}`), never problem+json: OAuth client libraries parse that shape.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SCOPES } from '../../auth/auth-context.ts';
import type { AuthServices } from '../../auth/auth-services.ts';
import { OAuthError } from '../../auth/oauth-error.ts';
import { AppError, RateLimitedError } from '../../errors/app-errors.ts';
import { jsonResponse, problemResponses } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const Param = z.string().max(4096).optional();
const TokenBody = z
  .object({
    grant_type: Param.describe('Always `client_credentials`'),
    client_id: Param.describe('With client_secret, unless sent with HTTP Basic authentication'),
    client_secret: Param,
    scope: Param.describe('Space-separated scopes to narrow the token to (all of the client\'s by default)'),
    tenant_id: Param.describe(
      'Narrow the token to one of the client\'s tenants (e.g. a token handed to a browser widget for one customer)',
    ),
  })
  .meta({ id: 'TokenRequest', examples: [{ grant_type: 'client_credentials', client_id: '2b7e4c1a-9d3f-4a6e-b8c0-5f1e2d3c4b5a', client_secret: 'vsk_…' }] });

const TokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().min(1).describe('Seconds until the token expires (VITAE_TOKEN_TTL)'),
    scope: z.string(),
  })
  .meta({ id: 'TokenResponse', examples: [{ access_token: 'eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiJ9.eyJzdWIiOiIuLi4ifQ.c2lnbmF0dXJl', token_type: 'Bearer', expires_in: 28800, scope: 'screen:write screen:read match:read' }] });

const OAuthErrorBody = z
  .object({
    error: z
      .string()
      .meta({ enum: ['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope', 'rate_limited'] })
      .describe('RFC 6749 §5.2 error code'),
    error_description: z.string().optional(),
  })
  .meta({ id: 'OAuthError', description: 'RFC 6749 §5.2 error', examples: [{ error: 'invalid_client', error_description: 'client authentication failed' }] });

const Jwks = z
  .object({ keys: z.array(z.looseObject({ kid: z.string(), kty: z.string() })) })
  .meta({ id: 'Jwks', examples: [{ keys: [{ kid: 'k-2026-11-01', kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' }] }] });

interface ClientAuth {
  clientId: string;
  clientSecret: string;
}

/** HTTP Basic client authentication (RFC 6749 §2.3.1: id and secret are form-urlencoded first). */
function basicCredentials(header: string | undefined): ClientAuth | undefined {
  const m = header ? /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header) : null;
  if (!header || !/^Basic /i.test(header)) return undefined;
  if (!m) throw new OAuthError('invalid_client', 'the Basic credentials are malformed');
  const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw new OAuthError('invalid_client', 'the Basic credentials are malformed');
  try {
    const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return { clientId: unform(decoded.slice(0, colon)), clientSecret: unform(decoded.slice(colon + 1)) };
  } catch {
    throw new OAuthError('invalid_client', 'the Basic credentials are malformed');
  }
}

function clientAuth(request: FastifyRequest, body: z.infer<typeof TokenBody>): ClientAuth {
  const basic = basicCredentials(request.headers.authorization);
  if (basic) {
    if (body.client_secret !== undefined) {
      throw new OAuthError('invalid_request', 'authenticate the client with one method only (Basic or form fields)');
    }
    if (body.client_id !== undefined && body.client_id !== basic.clientId) {
      throw new OAuthError('invalid_request', 'client_id differs from the Basic credentials');
    }
    return basic;
  }
  if (!body.client_id || !body.client_secret) {
    throw new OAuthError('invalid_client', 'client authentication is required (client_id and client_secret, or HTTP Basic)');
  }
  return { clientId: body.client_id, clientSecret: body.client_secret };
}

/** Every failure of the token endpoint, in RFC 6749 form. */
function oauthErrorOf(err: FastifyError | AppError, request: FastifyRequest): OAuthError {
  if (err instanceof OAuthError) return err;
  if (err instanceof AppError && err.status === 429) {
    return new OAuthError('temporarily_unavailable', err.message, 429, err.headers);
  }
  const status = (err as AppError).status ?? (err as FastifyError).statusCode;
  if ((err as FastifyError).validation || (status !== undefined && status >= 400 && status < 500)) {
    const what = (err as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
      ? 'send the parameters as application/x-www-form-urlencoded'
      : 'the request parameters are malformed';
    return new OAuthError('invalid_request', what);
  }
  request.log.error({ err }, 'token endpoint failed');
  return new OAuthError('server_error', `an unexpected error occurred; quote request id ${request.id}`, 500);
}

/**
 * RFC 6749 §5.2: a client that authenticated with the Authorization header MUST get a 401 with
 * the challenge of its scheme; one that sent no credentials at all gets it too (it says which
 * scheme we take). A client that posted its credentials as form fields gets the 401 without it:
 * browsers answer `WWW-Authenticate: Basic` with their own login dialog, which a page signing in
 * with a form (the console) must never trigger.
 */
function wantsBasicChallenge(request: FastifyRequest): boolean {
  if (/^Basic\b/i.test(request.headers.authorization ?? '')) return true;
  const body = request.body as { client_id?: unknown; client_secret?: unknown } | undefined;
  return !(body && typeof body === 'object' && (body.client_id !== undefined || body.client_secret !== undefined));
}

function sendOAuthError(reply: FastifyReply, err: OAuthError, request: FastifyRequest): FastifyReply {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  if (err.body.error === 'invalid_client' && wantsBasicChallenge(request)) reply.header('www-authenticate', 'Basic realm="vitae"');
  return reply.status(err.status).header('cache-control', 'no-store').header('pragma', 'no-cache').type('application/json').send(err.body);
}

export function authRoutes(services: AuthServices, opts: { publicUrl: string | undefined }) {
  return async (app: ZodApp): Promise<void> => {
    await services.keys.signingKey(); // the first start creates the first key

    await app.register(async (scope: ZodApp) => {
      scope.setErrorHandler((err: FastifyError, request, reply) => sendOAuthError(reply, oauthErrorOf(err, request), request));
      scope.post(
        '/oauth/token',
        {
          config: { rateLimitByIp: true },
          schema: {
            tags: ['auth'],
            operationId: 'getToken',
            summary: 'Get an access token (OAuth2 client credentials)',
            description:
              'Form-urlencoded `grant_type=client_credentials` with `client_id` and `client_secret`, or the client ' +
              'authenticated with HTTP Basic. The token is a JWT (EdDSA) valid for `expires_in` seconds; send it as ' +
              '`Authorization: Bearer …`. Errors follow RFC 6749 §5.2.',
            consumes: ['application/x-www-form-urlencoded'],
            body: TokenBody,
            response: {
              200: jsonResponse(TokenResponse, 'The access token'),
              400: jsonResponse(OAuthErrorBody, 'invalid_request, unsupported_grant_type, invalid_scope (RFC 6749 §5.2)'),
              401: jsonResponse(OAuthErrorBody, 'invalid_client: unknown client, wrong secret or revoked client'),
              429: jsonResponse(OAuthErrorBody, 'Too many requests or failed authentications: retry after the Retry-After header'),
            },
          },
        },
        async (request, reply) => {
          const body = request.body ?? {};
          if (typeof body !== 'object' || Array.isArray(body)) throw new OAuthError('invalid_request', 'the request parameters are malformed');
          if (!body.grant_type) throw new OAuthError('invalid_request', 'grant_type is required');
          if (body.grant_type !== 'client_credentials') {
            throw new OAuthError('unsupported_grant_type', 'only grant_type=client_credentials is supported');
          }
          const client = clientAuth(request, body);
          const guard = services.failedAuth;
          const wait = Math.max(guard.addressWait(request.ip), guard.clientWait(client.clientId));
          if (wait > 0) throw new RateLimitedError(wait / 1000, 'too many failed authentications; retry later');
          const token = await services.tokens
            .clientCredentials({ ...client, scope: body.scope, tenantId: body.tenant_id, requestId: request.id })
            .catch((err: unknown) => {
              if (err instanceof OAuthError && err.body.error === 'invalid_client') {
                guard.addressFailed(request.ip);
                guard.clientFailed(client.clientId);
              }
              throw err;
            });
          guard.clientSucceeded(client.clientId);
          return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(token);
        },
      );
    });

    app.get(
      '/.well-known/jwks.json',
      {
        // Public and unauthenticated: limited per address like the token endpoint.
        config: { rateLimitByIp: true },
        schema: {
          tags: ['auth'],
          operationId: 'getJwks',
          summary: 'Public keys that verify our access tokens',
          response: { 200: jsonResponse(Jwks, 'The JSON Web Key Set'), ...problemResponses('rate_limited', 'internal_error') },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return services.keys.jwks();
      },
    );

    app.get(
      '/.well-known/oauth-authorization-server',
      {
        // Public and unauthenticated: limited per address like the token endpoint.
        config: { rateLimitByIp: true },
        schema: {
          tags: ['auth'],
          operationId: 'getAuthorizationServerMetadata',
          summary: 'Authorization server metadata (RFC 8414)',
          response: {
            200: jsonResponse(
              z.looseObject({ issuer: z.string(), token_endpoint: z.string() }).meta({
                examples: [{ issuer: 'http://localhost:8080', token_endpoint: 'http://localhost:8080/oauth/token', jwks_uri: 'http://localhost:8080/.well-known/jwks.json' }],
              }),
              'The metadata document',
            ),
            ...problemResponses('rate_limited', 'internal_error'),
          },
        },
      },
      async (request) => {
        const base = opts.publicUrl ?? `${request.protocol}://${request.host}`;
        return {
          issuer: services.issuer,
          token_endpoint: `${base}/oauth/token`,
          jwks_uri: `${base}/.well-known/jwks.json`,
          grant_types_supported: ['client_credentials'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
          scopes_supported: [...SCOPES],
          response_types_supported: [],
          service_documentation: `${base}/docs`,
        };
      },
    );
  };
}
