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
import { commonProblems } from '../schemas/problem-schema.ts';
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
  .meta({ id: 'CandidateExplanation' });

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
  .meta({ id: 'DecisionChainCheck' });

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
      response: { 200: Explanation, ...commonProblems },
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
          response: { 200: z.any().describe('application/x-ndjson: one record per line'), ...commonProblems },
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
          response: { 200: ChainCheck, ...commonProblems },
        },
      },
      async (request) => service.verify(request.params.tenantId),
    );
  };
}
