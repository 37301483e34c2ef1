/**
 * Decision records over HTTP. For a tenant's clients (scope match:read): one candidate's
 * explanation of a recorded search, on both path families. For administrators: the tenant's
 * records as NDJSON, and the check of their hash chain. Handlers hand over to DecisionService.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import type { DecisionService } from '../../decisions/decision-service.ts';
import { resolveTenant } from '../../auth/tenant-rule.ts';
import { BlindQuery } from '../schemas/blind-schema.ts';
import { EXAMPLE_INVOCATION_ID } from '../schemas/api-examples.ts';
import { ADMIN_CALL, jsonResponse, problemResponses, TENANT_CALL } from '../schemas/problem-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const Considered = z.object({
  requirement: z.string().describe('The requirement as understood (the alignment entry of the search answer)'),
  kind: z.enum(['skill', 'experience', 'education', 'language', 'title', 'location']),
  importance: z.enum(['must', 'nice']),
  status: z.enum(['met', 'partial', 'missing', 'unknown']),
  credit: z.number().describe('Credit 0..1 the requirement gave'),
  sentence: z.string().describe("What was considered and how it counted, in the description's language"),
});

const Explanation = z
  .object({
    decisionId: z.string(),
    invocationId: z.string(),
    decidedAt: z.string().describe('When the search was made'),
    language: z.string().describe('Language of the job description (ISO 639-1), the language of every sentence here'),
    jobDescriptionSha256: z.string(),
    rank: z.number().int(),
    total: z.number().int().describe('Candidates of the tenant that passed the filters'),
    score: z.number(),
    summary: z.string(),
    band: z.string().describe('What the score band means'),
    considered: z.array(Considered).describe('Every requirement considered, in scoring order'),
    strengths: z.array(z.string()),
    gaps: z.array(z.string()),
    notConsidered: z.string().describe('What is never an input of a score'),
    review: z.object({ needed: z.boolean(), reasons: z.array(z.string()), sentence: z.string().nullable() }),
    oversight: z.string().describe('The ranking supports a person’s decision; it never rejects anyone'),
  })
  .meta({
    id: 'CandidateExplanation',
    examples: [
      {
        decisionId: '2d9b7f4e-1c3a-4e5b-9d6f-7a8b9c0d1e2f',
        invocationId: EXAMPLE_INVOCATION_ID,
        decidedAt: '2026-11-25T10:12:04.118Z',
        language: 'en',
        jobDescriptionSha256: '9f2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c0b2d4f6e8a1c3e5b7d9f0a2c4e6b8d0f',
        rank: 1,
        total: 12,
        score: 0.86,
        summary: 'Ranked 1 of 12 with a score of 0.86.',
        band: 'A strong match for the requirements as written.',
        considered: [
          {
            requirement: 'Java (5+ years)',
            kind: 'skill',
            importance: 'must',
            status: 'met',
            credit: 1,
            sentence: 'Skill "Java (5+ years)", required: met. It gave 100% of its credit.',
          },
          {
            requirement: 'German',
            kind: 'language',
            importance: 'nice',
            status: 'missing',
            credit: 0,
            sentence: 'Language "German", a plus: missing. It gave 0% of its credit.',
          },
        ],
        strengths: ['Java: 7 years'],
        gaps: ['German not found in the CV'],
        notConsidered: 'Name, photo, age, gender, nationality, marital status and address are never inputs of a score.',
        review: { needed: false, reasons: [], sentence: null },
        oversight: 'The ranking supports a person’s decision; it never rejects anyone.',
      },
    ],
  });

const ChainCheck = z
  .object({
    ok: z.boolean(),
    records: z.number().int().describe('Records checked'),
    firstSeq: z.number().int().nullable().optional(),
    lastSeq: z.number().int().nullable().optional(),
    lastHash: z.string().nullable().optional(),
    seq: z.number().int().optional().describe('Number of the first broken record'),
    decisionId: z.string().nullable().optional().describe('Its decision id'),
    reason: z.string().optional(),
  })
  .meta({
    id: 'DecisionChainCheck',
    examples: [
      { ok: true, records: 42, firstSeq: 1, lastSeq: 42, lastHash: '4c1e7a9b3d5f7e9a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3e5a7c9b1d3f5e7a' },
      { ok: false, records: 17, seq: 17, decisionId: '2d9b7f4e-1c3a-4e5b-9d6f-7a8b9c0d1e2f', reason: 'the record does not hash to its stored hash' },
    ],
  });

/** One line of the NDJSON export. */
const EXPORT_LINE_EXAMPLE =
  '{"hash":"4c1e7a9b3d5f7e9a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3e5a7c9b1d3f5e7a","record":{"decisionId":"2d9b7f4e-1c3a-4e5b-9d6f-7a8b9c0d1e2f","prevHash":null,"seq":1}}\n';
const DecisionExport = z.any().describe('application/x-ndjson: one `{"hash", "record"}` object per line, in chain order').meta({ examples: [EXPORT_LINE_EXAMPLE] });

const ExplainParams = z.object({ decisionId: z.string().max(64), invocationId: z.string().max(64) });
const TenantParams = z.object({ tenantId: z.guid() });

function tenantHeader(request: FastifyRequest): string | undefined {
  const h = request.headers.tenantid ?? request.headers['x-tenant-id'];
  return Array.isArray(h) ? h[0] : h;
}

export function decisionRoutes(service: DecisionService) {
  return async (app: ZodApp): Promise<void> => {
    const explainSchema = (operationId: string) => ({
      tags: ['match'],
      operationId,
      summary: "One candidate's explanation of a recorded search",
      description:
        "What was considered and how it counted, in the job description's language (en, it, es, fr, de, pt), written from " +
        'the decision record alone: what a deployer hands a candidate who asks. The candidate must have been on the ' +
        'recorded page of the search. Never cites name, photo, age, gender, nationality, marital status or address.',
      security: [{ bearer: [] }],
      params: ExplainParams,
      querystring: z.object({ tenantId: z.string().max(64).optional(), blind: BlindQuery }),
      headers: z.looseObject({ tenantid: z.string().max(64).optional() }),
      response: {
        200: jsonResponse(Explanation, "The candidate's explanation, in the job description's language"),
        ...problemResponses(...TENANT_CALL, 'decision_not_found', 'candidate_not_in_decision'),
      },
    });
    const explainHandler = async (request: FastifyRequest) => {
      const { decisionId, invocationId } = request.params as z.infer<typeof ExplainParams>;
      const tenantId = resolveTenant(request.auth as AuthContext, [
        { source: 'header', value: tenantHeader(request) },
        { source: 'query', value: (request.query as { tenantId?: string }).tenantId },
      ]);
      return service.explainCandidate(tenantId, decisionId, invocationId);
    };
    app.get('/decisions/:decisionId/candidates/:invocationId', { config: { scope: 'match:read' }, schema: explainSchema('explainDecisionCandidate') }, explainHandler);
    app.get(
      '/screening/api/v1/decisions/:decisionId/candidates/:invocationId',
      { config: { scope: 'match:read' }, schema: explainSchema('explainDecisionCandidateV1') },
      explainHandler,
    );

    app.get(
      '/admin/v1/tenants/:tenantId/decisions',
      {
        config: { scope: 'admin' },
        schema: {
          tags: ['admin'],
          operationId: 'exportTenantDecisions',
          summary: "Export a tenant's decision records as NDJSON",
          description:
            'One line per search, in chain order: `{"hash": "<sha256 hex>", "record": <the record as canonical JSON>}`. ' +
            'SHA-256 of the `record` text is `hash`; each record names the previous hash (`prevHash`) and its number (`seq`). ' +
            '`vitae admin decisions verify --file` checks an export.',
          params: TenantParams,
          produces: ['application/x-ndjson'],
          response: {
            200: { description: "The tenant's decision records, one JSON object per line", content: { 'application/x-ndjson': { schema: DecisionExport } } },
            ...problemResponses(...ADMIN_CALL, 'tenant_not_found'),
          },
        },
      },
      async (request, reply) => {
        const lines = service.exportNdjson(request.params.tenantId);
        // Fails before the first byte when the tenant does not exist (a clean 404, not a cut stream).
        const first = await lines.next();
        async function* all() {
          if (!first.done) yield first.value;
          yield* lines;
        }
        return reply.type('application/x-ndjson; charset=utf-8').header('cache-control', 'no-store').send(Readable.from(all()));
      },
    );
    app.get(
      '/admin/v1/tenants/:tenantId/decisions/verify',
      {
        config: { scope: 'admin' },
        schema: {
          tags: ['admin'],
          operationId: 'verifyTenantDecisions',
          summary: "Check a tenant's chain of decision records",
          description: 'Recomputes every hash and link; reports the first broken record (ok false, seq, decisionId, reason).',
          params: TenantParams,
          response: {
            200: jsonResponse(ChainCheck, 'The result of the check: ok, or the first broken record'),
            ...problemResponses(...ADMIN_CALL, 'tenant_not_found'),
          },
        },
      },
      async (request) => service.verify(request.params.tenantId),
    );
  };
}
