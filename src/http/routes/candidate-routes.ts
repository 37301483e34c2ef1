/**
 * Candidates over HTTP (DESIGN §2, operations added 2026-11-25): the list of a tenant's CVs on
 * both path families, and corrections of a profile (PATCH, JSON Merge Patch) on the three result
 * paths. Handlers only read the request, resolve the tenant and hand over to the services.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { LIST_LIMITS, decodeCursor } from '../../screen/candidate-list.ts';
import type { CandidateService } from '../../screen/candidate-service.ts';
import { METADATA_LIMITS, REFERENCE_MAX_CHARS } from '../../screen/client-fields.ts';
import type { CandidateRow } from '../../screen/invocation-repository.ts';
import { resolveTenant } from '../../tenancy/tenant-rule.ts';
import { commonProblems } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const TenantId = z.string().max(64).describe('Tenant UUID (optional when the client acts for exactly one tenant)');
const Instant = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .describe('ISO 8601 date-time with offset (2026-11-25T09:00:00Z) or date (2026-11-25, midnight UTC)');

export const Reference = z
  .string()
  .nullable()
  .describe(`The client's own id for this CV, as sent at upload (unique per tenant, at most ${REFERENCE_MAX_CHARS} characters)`);
export const Metadata = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe(
    `The client's JSON object, as sent at upload (at most ${METADATA_LIMITS.maxBytes} bytes serialized, ` +
      `${METADATA_LIMITS.maxKeys} keys per object, nesting depth ${METADATA_LIMITS.maxDepth})`,
  );

const ListQuery = z.object({
  tenantId: TenantId.optional(),
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

const CandidateSummary = z
  .object({
    invocationId: z.string(),
    status: z.enum(['queued', 'processing', 'completed', 'failed']),
    name: z.string().nullable().describe("The candidate's full name (null until completed, or when the CV gives none)"),
    title: z.string().nullable().describe('Current or most recent job title'),
    reference: Reference,
    metadata: Metadata,
    duplicateOf: z.string().nullable().describe('The earliest CV of the same person; null for a person’s first CV'),
    profileVersion: z.number().int().nullable().describe('Corrections applied to the profile (0: as extracted); null until completed'),
    createdAt: z.string(),
  })
  .meta({ id: 'CandidateSummary' });

const CandidateList = z
  .object({
    items: z.array(CandidateSummary).describe('Newest first (by upload time, then id)'),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
    limit: z.number().int(),
  })
  .meta({ id: 'CandidateList' });

const LIST_DESCRIPTION =
  "The tenant's CVs, newest first, a page at a time. Paging is by cursor: the answer's `nextCursor` names the " +
  'last CV returned, so CVs uploaded or erased meanwhile never make a page skip or repeat one. Filters combine ' +
  '(AND). The tenant comes from the `tenantId` query parameter (or header), as for the other operations.';

const toSummary = (c: CandidateRow) => ({
  invocationId: c.id,
  status: c.status,
  name: c.name,
  title: c.title,
  reference: c.reference,
  metadata: c.metadata,
  duplicateOf: c.duplicateOf,
  profileVersion: c.profileVersion,
  createdAt: c.createdAt.toISOString(),
});

function tenantHeader(request: FastifyRequest): string | undefined {
  const h = request.headers.tenantid ?? request.headers['x-tenant-id'];
  return Array.isArray(h) ? h[0] : h;
}

export function candidateRoutes(candidates: CandidateService) {
  return async (app: ZodApp): Promise<void> => {
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
      });
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
      response: { 200: CandidateList, ...commonProblems },
    });
    app.get('/cv-screening', { config: { scope: 'screen:read' }, schema: listSchema('listCandidates') }, list);
    app.get('/screening/api/v1/cv-screening/profiles', { config: { scope: 'screen:read' }, schema: listSchema('listCandidatesV1') }, list);
  };
}
