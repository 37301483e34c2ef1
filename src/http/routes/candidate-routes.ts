/**
 * Candidates over HTTP (DESIGN §2, operations added 2026-11-25): the list of a tenant's CVs on
 * both path families, and corrections of a profile (PATCH, JSON Merge Patch) on the three result
 * paths. Handlers only read the request, resolve the tenant and hand over to the services.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { LIST_LIMITS, decodeCursor } from '../../screen/candidate-list.ts';
import { REFERENCE_MAX_CHARS } from '../../screen/client-fields.ts';
import type { CandidateItem, CandidateService } from '../../screen/candidate-service.ts';
import type { CorrectionService } from '../../screen/correction-service.ts';
import { AppError, BadRequestError } from '../../errors/app-errors.ts';
import { resolveTenant } from '../../auth/tenant-rule.ts';
import { renderResult } from './result-render.ts';
import { CandidateList, ProfilePatch } from '../schemas/candidate-schema.ts';
import { Completed } from '../schemas/screen-schemas.ts';
import { BlindQuery, blindRequested } from '../schemas/blind-schema.ts';
import { jsonResponse, problemResponses, TENANT_CALL } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const TenantId = z.string().max(64).describe('Tenant UUID (optional when the client acts for exactly one tenant)');
const Instant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .describe('ISO 8601 date-time with offset (2026-11-25T09:00:00Z) or date (2026-11-25, midnight UTC)');

const ListQuery = z.object({
  tenantId: TenantId.optional(),
  blind: BlindQuery,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIST_LIMITS.maxLimit)
    .optional()
    .describe(`CVs per page (default ${LIST_LIMITS.defaultLimit}, at most ${LIST_LIMITS.maxLimit})`),
  cursor: z.string().max(200).optional().describe('The `nextCursor` of the previous page (opaque)'),
  status: z.enum(['queued', 'processing', 'completed', 'failed']).optional().describe('Only CVs in this state'),
  createdFrom: Instant.optional().describe('Only CVs uploaded at or after this instant (inclusive)'),
  createdTo: Instant.optional().describe('Only CVs uploaded before this instant (exclusive)'),
  reference: z.string().min(1).max(REFERENCE_MAX_CHARS).optional().describe('Only the CV with this client reference'),
  q: z
    .string()
    .min(1)
    .max(LIST_LIMITS.maxQueryChars)
    .optional()
    .describe('Free text: CVs whose name, e-mail or title contains it (case-insensitive)'),
});

const LIST_DESCRIPTION =
  "The tenant's CVs, newest first, a page at a time. Paging is by cursor: the answer's `nextCursor` names the " +
  'last CV returned, so CVs uploaded or erased meanwhile never make a page skip or repeat one. Filters combine ' +
  '(AND). The tenant comes from the `tenantId` query parameter (or header), as for the other operations.';

const toSummary = (c: CandidateItem) => ({
  invocationId: c.id,
  status: c.status,
  name: c.name,
  title: c.title,
  reference: c.reference,
  metadata: c.metadata,
  duplicateOf: c.duplicateOf,
  revision: c.revision,
  createdAt: c.createdAt.toISOString(),
});

function tenantHeader(request: FastifyRequest): string | undefined {
  const h = request.headers.tenantid ?? request.headers['x-tenant-id'];
  return Array.isArray(h) ? h[0] : h;
}

/** A merge patch of a profile is small; a whole profile rewritten stays far below this. */
const PATCH_MAX_BYTES = 256 * 1024;

/** What a correction can answer besides the profile (CorrectionService, the body parsers, onlyJson). */
const patchProblems = problemResponses(
  ...TENANT_CALL,
  'bad_request',
  'invalid_json',
  'invalid_patch',
  'read_only_field',
  'invalid_profile',
  'invocation_not_found',
  'invocation_not_completed',
  'payload_too_large',
  'unsupported_media_type',
);

const PATCH_DESCRIPTION =
  'Corrects the completed profile with a JSON Merge Patch (RFC 7396, `Content-Type: application/merge-patch+json`; ' +
  '`application/json` is read the same way): members set replace, `null` removes, arrays replace as a whole. The ' +
  'result must be a valid profile (400 `invalid_profile` lists the problems, and fields the profile does not have); ' +
  '`meta` and `photo` are the pipeline’s (400 `read_only_field`). Each correction is a new `revision`, recorded ' +
  'in the audit log; `GET …?version=original` keeps returning the extraction. The next search ranks the corrected ' +
  'profile. A CV not yet completed is 409 `invocation_not_completed`.';

export function candidateRoutes(candidates: CandidateService, corrections: CorrectionService, opts: { publicUrl: string | undefined }) {
  return async (app: ZodApp): Promise<void> => {
    app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string', bodyLimit: PATCH_MAX_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new BadRequestError('the body is not valid JSON', 'invalid_json'), undefined);
      }
    });
    const list = async (request: FastifyRequest) => {
      const q = request.query as z.infer<typeof ListQuery>;
      const tenantId = resolveTenant(request.auth as AuthContext, [
        { source: 'header', value: tenantHeader(request) },
        { source: 'query', value: q.tenantId },
      ]);
      const limit = q.limit ?? LIST_LIMITS.defaultLimit;
      const page = await candidates.list(request.auth as AuthContext, tenantId, {
        filters: {
          status: q.status,
          createdFrom: q.createdFrom ? new Date(q.createdFrom) : undefined,
          createdTo: q.createdTo ? new Date(q.createdTo) : undefined,
          reference: q.reference,
          q: q.q,
        },
        after: q.cursor ? decodeCursor(q.cursor) : null,
        limit,
      }, { blind: blindRequested(request) });
      return { items: page.items.map(toSummary), nextCursor: page.nextCursor, limit };
    };
    const listSchema = (operationId: string) => ({
      operationId,
      tags: ['screen'],
      summary: "List the tenant's CVs (cursor paging, filters)",
      description: LIST_DESCRIPTION,
      security: [{ bearer: [] }],
      querystring: ListQuery,
      headers: z.looseObject({ tenantid: TenantId.optional() }),
      response: { 200: jsonResponse(CandidateList, "A page of the tenant's CVs, newest first"), ...problemResponses(...TENANT_CALL, 'invalid_cursor', 'blind_screening') },
    });
    app.get('/cv-screening', { config: { scope: 'screen:read' }, schema: listSchema('listCandidates') }, list);
    app.get('/screening/api/v1/cv-screening/profiles', { config: { scope: 'screen:read' }, schema: listSchema('listCandidatesV1') }, list);

    // ---- corrections ----
    const correct = async (request: FastifyRequest, reply: FastifyReply, id: string, photoUrl: string) => {
      const tenantId = resolveTenant(request.auth as AuthContext, [
        { source: 'header', value: tenantHeader(request) },
        { source: 'query', value: (request.query as { tenantId?: string }).tenantId },
      ]);
      const view = await corrections.correct(request.auth as AuthContext, tenantId, id, request.body, request.id);
      return renderResult(request, reply, view, photoUrl, opts.publicUrl);
    };
    // Fastify also reads text/plain bodies; a correction is JSON or nothing.
    const onlyJson = async (request: FastifyRequest) => {
      const type = String(request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/merge-patch+json' && type !== 'application/json') {
        throw new AppError(415, 'unsupported_media_type', 'Unsupported media type', 'send the correction as application/merge-patch+json');
      }
    };
    const InvocationId = z.string().max(64).describe('The invocationId returned by the upload');
    const patchSchema = <P extends z.ZodObject, Q extends z.ZodObject>(operationId: string, params: P, query: Q) => ({
      operationId,
      tags: ['screen'],
      summary: 'Correct a profile (JSON Merge Patch)',
      description: PATCH_DESCRIPTION,
      consumes: ['application/merge-patch+json', 'application/json'],
      security: [{ bearer: [] }],
      params,
      querystring: query,
      headers: z.looseObject({ tenantid: TenantId.optional() }),
      body: ProfilePatch,
      response: {
        200: jsonResponse(Completed, 'The corrected profile, as the next revision (following the tenant’s blind setting)'),
        ...patchProblems,
      },
    });
    const idParam = z.object({ invocationId: InvocationId });
    const tenantQuery = z.object({ tenantId: TenantId.optional() });
    app.patch(
      '/cv-screening/profiles',
      { config: { scope: 'screen:write' }, preValidation: onlyJson, schema: patchSchema('correctProfileByQuery', z.object({}), tenantQuery.extend({ invocationId: InvocationId })) },
      (request, reply) =>
        correct(request, reply, request.query.invocationId, `/cv-screening/profiles/photo?invocationId=${request.query.invocationId}`),
    );
    app.patch(
      '/cv-screening/:invocationId',
      { config: { scope: 'screen:write' }, preValidation: onlyJson, schema: patchSchema('correctProfile', idParam, tenantQuery) },
      (request, reply) => correct(request, reply, request.params.invocationId, `/cv-screening/${request.params.invocationId}/photo`),
    );
    app.patch(
      '/screening/api/v1/cv-screening/profiles/:invocationId',
      { config: { scope: 'screen:write' }, preValidation: onlyJson, schema: patchSchema('correctProfileV1', idParam, tenantQuery) },
      (request, reply) =>
        correct(request, reply, request.params.invocationId, `/screening/api/v1/cv-screening/profiles/${request.params.invocationId}/photo`),
    );
  };
}
