/**
 * The problem document (RFC 9457) every error of the API is, and the one way a route declares
 * its error responses:
 *
 *   response: { 200: Thing, ...problemResponses(...TENANT_CALL, 'invocation_not_found') }
 *
 * `problemResponses` groups the codes by their status (src/errors/error-codes.ts) and declares,
 * per status, an `application/problem+json` response whose `code` enumerates exactly those codes,
 * with a description naming each and an example of each (added by the OpenAPI finishing pass,
 * src/http/plugins/openapi-document.ts). Only codes of the catalog type-check, so a new code is
 * added to the catalog first. At run time the serializer checks the problem's shape, not the
 * code list: an undeclared code is a documentation bug, never a 500.
 */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../errors/error-codes.ts';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';
export const PROBLEM_TYPE_BASE = 'https://vitae.dev/problems/';

export const ProblemSchema = z
  .looseObject({
    type: z.string().describe('URI naming the problem type: https://vitae.dev/problems/{code}'),
    title: z.string().describe('Short summary of the problem type'),
    status: z.number().int().min(400).max(599).describe('The HTTP status of this answer'),
    detail: z.string().optional().describe('What went wrong with this request, for a human'),
    code: z.string().describe('Stable machine-readable error code; each operation lists the codes it answers'),
    instance: z.string().optional().describe('The path of the request'),
    requestId: z.string().optional().describe('The request id (also the x-request-id header); quote it when reporting a problem'),
  })
  .meta({
    id: 'Problem',
    examples: [
      {
        type: `${PROBLEM_TYPE_BASE}tenant_required`,
        title: 'Bad request',
        status: 400,
        detail: 'this client acts for several tenants: name one with tenantId',
        code: 'tenant_required',
        instance: '/direct-search',
        requestId: '0f3c2a9e-6b1d-4d0e-9a52-3c1f7b2e8d44',
      },
    ],
  });

/** Marks a response object as a problem response, with the codes it declares (read by the finishing pass). */
export const PROBLEM_CODES = 'x-problem-codes';

export interface ProblemResponse {
  description: string;
  content: { [PROBLEM_MEDIA_TYPE]: { schema: z.ZodType } };
}

/** The errors of any call with a bearer token: token, scope, throttling, and the unexpected. */
export const AUTHENTICATED_CALL = ['invalid_token', 'insufficient_scope', 'issuer_unavailable', 'rate_limited', 'internal_error'] as const satisfies readonly ErrorCode[];

/** The errors of an administrator's call (`admin` scope or VITAE_ADMIN_TOKEN), on top of its own. */
export const ADMIN_CALL = [...AUTHENTICATED_CALL, 'validation_failed'] as const satisfies readonly ErrorCode[];

/** The errors of a call for one tenant (DESIGN §2 tenant rule), on top of AUTHENTICATED_CALL and validation. */
export const TENANT_CALL = [
  ...AUTHENTICATED_CALL,
  'validation_failed',
  'invalid_tenant_id',
  'tenant_conflict',
  'tenant_required',
  'tenant_forbidden',
  'no_tenant',
  'tenant_disabled',
] as const satisfies readonly ErrorCode[];

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized: send a valid bearer token from POST /oauth/token',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'The CV could not be processed (`invocationStatus` is `failed`)',
  429: 'Too many requests: retry after the Retry-After header',
  500: 'Internal server error',
  503: 'Service unavailable: retry after the Retry-After header',
  504: 'Gateway timeout',
};

/** One status's problem response: `code` enumerates `codes` (in the document only). */
export function problemResponse(status: number, codes: readonly ErrorCode[]): Record<number, ProblemResponse> {
  const unique = [...new Set(codes)];
  const described = unique.map((c) => `\`${c}\`: ${ERROR_CODES[c].meaning}`).join('; ');
  const schema = z.intersection(ProblemSchema, z.looseObject({ code: z.string().meta({ enum: unique }) }));
  return {
    [status]: {
      description: `${STATUS_TITLES[status] ?? 'Error'}. ${described}.`,
      content: { [PROBLEM_MEDIA_TYPE]: { schema: schema.meta({ [PROBLEM_CODES]: unique }) } },
    },
  };
}

/** Every status these codes are sent with, each as an `application/problem+json` response. */
export function problemResponses(...codes: ErrorCode[]): Record<number, ProblemResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<number, ProblemResponse> = {};
  for (const [status, list] of [...byStatus].sort((a, b) => a[0] - b[0])) Object.assign(out, problemResponse(status, list));
  return out;
}

/**
 * The shape routes used before codes were declared, kept so a route written against it still
 * builds and documents problem+json answers. New routes: `problemResponses(...TENANT_CALL, …)`
 * with the codes they really answer.
 */
export const commonProblems = problemResponses(...TENANT_CALL, 'not_found');

/**
 * A success response with its own description (instead of "Default Response"):
 * `200: jsonResponse(Tenant, 'The tenant')`. The schema keeps its component `$ref`.
 */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string): { description: string; content: { 'application/json': { schema: T } } } {
  return { description, content: { 'application/json': { schema } } };
}
