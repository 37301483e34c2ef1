/**
 * Match over HTTP (DESIGN §2): `GET /direct-search` and `GET /screening/api/v1/direct-search`,
 * and the same search as `POST` with a JSON body on both paths — for descriptions too long for a
 * URL (a 19,000-character one makes a 22 KB URL that common proxies refuse) and for an `ids` list
 * that scores only the given candidates. One handler reads and bounds either, resolves the tenant
 * and hands over to MatchService; the response schema lists every field returned.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { MAX_DESCRIPTION_CHARS } from '../../match/job/job-understanding.ts';
import type { MatchService } from '../../match/match-service.ts';
import { SEARCH_LIMITS, searchResponseBody } from '../../match/match-response.ts';
import { type NamedTenant, resolveTenant } from '../../auth/tenant-rule.ts';
import { EXAMPLE_INVOCATION_ID } from '../schemas/api-examples.ts';
import { jsonResponse, problemResponses, TENANT_CALL } from '../schemas/problem-schema.ts';
import { REQUIREMENTS_EXAMPLE, RequirementsSchema } from '../schemas/requirements-schema.ts';
import { BlindBody, BlindQuery, blindRequested } from '../schemas/blind-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const SearchQuery = z.object({
  tenantId: z.string().max(64).optional().describe('Tenant UUID (optional when the client acts for exactly one tenant)'),
  query: z
    .string()
    .min(1)
    .max(MAX_DESCRIPTION_CHARS)
    .describe(`The job description as free text, in any of en/it/es/fr/de/pt (at most ${MAX_DESCRIPTION_CHARS} characters)`),
  scoresOrder: z.enum(['DESC', 'ASC', 'desc', 'asc']).optional().describe('DESC (default): best first; ASC: weakest first'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMITS.maxLimit)
    .optional()
    .describe(`Profiles per page (default ${SEARCH_LIMITS.defaultLimit}, at most ${SEARCH_LIMITS.maxLimit})`),
  offset: z.coerce.number().int().min(0).max(SEARCH_LIMITS.maxOffset).optional().describe(`Profiles skipped (default 0, at most ${SEARCH_LIMITS.maxOffset})`),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .describe("Only candidates located in this country (ISO 3166-1 alpha-2); candidates of unknown location are left out"),
  language: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .describe('Only candidates who list this language (ISO 639-1) or wrote their CV in it'),
  minScore: z.coerce.number().min(0).max(1).optional().describe('Only candidates scoring at least this (0..1)'),
  blind: BlindQuery,
  collapseDuplicates: z
    .enum(['true', 'false'])
    .optional()
    .describe("true (default): a person's CVs rank as one entry, their newest, the others in `otherInvocations`; false: every CV on its own"),
});

const MAX_IDS = 1_000;
const SearchBody = SearchQuery.extend({
  limit: z.number().int().min(1).max(SEARCH_LIMITS.maxLimit).optional().describe(`Profiles per page (default ${SEARCH_LIMITS.defaultLimit}, at most ${SEARCH_LIMITS.maxLimit})`),
  offset: z.number().int().min(0).max(SEARCH_LIMITS.maxOffset).optional().describe(`Profiles skipped (default 0, at most ${SEARCH_LIMITS.maxOffset})`),
  minScore: z.number().min(0).max(1).optional().describe('Only candidates scoring at least this (0..1)'),
  blind: BlindBody,
  collapseDuplicates: z
    .boolean()
    .optional()
    .describe("true (default): a person's CVs rank as one entry, their newest, the others in `otherInvocations`; false: every CV on its own. Off when `ids` is given"),
  ids: z
    .array(z.guid())
    .min(1)
    .max(MAX_IDS)
    .optional()
    .describe(`Score only these candidates (invocation ids, at most ${MAX_IDS}); ids the tenant does not have are ignored`),
})
  .strict()
  .meta({
    id: 'DirectSearchRequest',
    examples: [{ query: 'Senior Java Developer\n\nRequirements:\n- 5+ years of Java\n- Spring Boot and PostgreSQL', limit: 10, country: 'DE' }],
  });

const Status = z.enum(['met', 'partial', 'missing', 'unknown']);
const Importance = z.enum(['must', 'nice']);
const Kind = z.enum(['skill', 'experience', 'education', 'language', 'title', 'location']);

const Evidence = z
  .object({
    skill: z.string().optional(),
    skillId: z.string().optional(),
    relation: z.enum(['exact', 'alternative', 'narrower', 'related']).optional(),
    months: z.number().int().nullable().optional(),
    lastUsed: z.string().nullable().optional(),
    saliency: z.number().optional(),
    title: z.string().optional(),
    occupation: z.string().optional(),
    totalMonths: z.number().int().nullable().optional(),
    isced: z.number().int().nullable().optional(),
    degree: z.string().nullable().optional(),
    language: z.string().optional(),
    level: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
  })
  .describe("The candidate's facts behind the status");

const Review = z
  .object({
    needed: z.boolean().describe('A person should look at this entry before relying on its score'),
    reasons: z
      .array(z.enum(['ocr_used', 'low_parse_confidence', 'thin_evidence', 'requirements_unknown']))
      .describe('ocr_used: the CV was read with OCR; low_parse_confidence: parts were read with low confidence; thin_evidence: few skills and no dated experience; requirements_unknown: the CV does not say for half or more of the must-haves'),
  })
  .describe('Human oversight cue. No answer ever labels a candidate rejected.')
  .meta({ id: 'ReviewCue' });

const Asked = z
  .object({
    title: z.string().optional(),
    skill: z.string().optional(),
    alternatives: z.array(z.string()).optional(),
    minYears: z.number().nullable().optional(),
    isced: z.number().int().optional(),
    field: z.string().nullable().optional(),
    language: z.string().optional(),
    level: z.string().nullable().optional(),
    city: z.string().nullable().optional(),
    country: z.string().nullable().optional(),
  })
  .describe('What the requirement asks, structured');

const Alignment = z
  .object({
    requirement: z.string().describe('What the job description asks, as understood'),
    asked: Asked,
    kind: Kind,
    importance: Importance,
    status: Status.describe('met; partial (related skill, fewer years, lower level); missing; unknown (the CV does not say)'),
    credit: z.number().describe('Credit 0..1 this requirement gives'),
    evidence: Evidence,
  })
  .meta({ id: 'MatchAlignment' });

const Components = z
  .object({
    must: z.number().nullable().describe('Fit to the must-haves: weighted mean of the five groups below'),
    title: z.number().nullable().describe('Job titles and occupation against the role'),
    skills: z.number().nullable().describe('Must-have skills'),
    experience: z.number().nullable().describe('Years of experience'),
    education: z.number().nullable().describe('Education level'),
    languages: z.number().nullable().describe('Must-have languages'),
    nice: z.number().nullable().describe('Fit to the nice-to-haves'),
    text: z.number().nullable().describe('Text relevance (BM25, relative to the best candidate)'),
    domain: z.number().nullable().describe('Closeness of skill domains'),
    evidence: z.number().nullable().describe('Strength of the must-have skill evidence (saliency, recency)'),
  })
  .describe('score = 0.8 × must + 0.2 × (weighted nice, text, domain, evidence); components absent from the description are null');

const ProfileMatch = z
  .object({
    id: z.string().describe('The invocationId of the CV'),
    score: z.number().min(0).max(1),
    name: z.string().nullable().describe('The candidate’s name; null in blind screening'),
    title: z.string().nullable(),
    otherInvocations: z.array(z.string()).describe("The same person's other CVs (invocation ids, newest first); empty for a person with one CV"),
    components: Components,
    alignment: z.array(Alignment),
    strengths: z.array(z.string()).describe("Requirements met, as sentences in the description's language"),
    gaps: z.array(z.string()).describe("Requirements not fully met or not shown, as sentences in the description's language"),
    review: Review,
  })
  .meta({ id: 'MatchedProfile' });

const SearchResponse = z
  .object({
    decisionId: z
      .string()
      .describe('The decision record of this search: GET /decisions/{decisionId}/candidates/{invocationId} explains one candidate'),
    language: z.string().describe('Language of the job description (ISO 639-1): strengths, gaps and explanations are written in it'),
    profiles: z.array(ProfileMatch),
    total: z.number().int().describe('Profiles of the tenant passing the filters'),
    limit: z.number().int(),
    offset: z.number().int(),
    scoresOrder: z.enum(['DESC', 'ASC']),
    requirements: RequirementsSchema.describe('What was understood of the job description'),
  })
  .meta({
    id: 'DirectSearchResult',
    examples: [
      {
        decisionId: '3c9d7e21-5f4a-4b8c-9d0e-1f2a3b4c5d6e',
        language: 'en',
        profiles: [
          {
            id: EXAMPLE_INVOCATION_ID,
            score: 0.91,
            name: 'Marta Vellani',
            title: 'Senior Backend Engineer',
            components: { must: 0.95, title: 0.9, skills: 1, experience: 1, education: 1, languages: 1, nice: 0.6, text: 0.82, domain: 0.9, evidence: 0.77 },
            alignment: [
              {
                requirement: 'Java, 5+ years',
                asked: { skill: 'Java', minYears: 5 },
                kind: 'skill',
                importance: 'must',
                status: 'met',
                credit: 1,
                evidence: { skill: 'Java', skillId: 'software.java', relation: 'exact', months: 93, lastUsed: '2026-11', saliency: 0.77 },
              },
            ],
            strengths: ['Java: 7 years, used until now'],
            gaps: [],
            review: { needed: false, reasons: [] },
            otherInvocations: [],
          },
        ],
        total: 1,
        limit: 20,
        offset: 0,
        scoresOrder: 'DESC',
        requirements: REQUIREMENTS_EXAMPLE,
      },
    ],
  });

const DESCRIPTION =
  "Ranks the tenant's completed profiles for a job description, each with a score in [0, 1], per-requirement " +
  'alignment (met / partial / missing / unknown, with evidence) and strengths and gaps. Every profile of the tenant ' +
  'is scored; `total` counts those passing the filters. Deterministic: the same profiles and description give the ' +
  'same scores (skill recency is measured against the current month). The description is never stored or logged.';

export function matchRoutes(service: MatchService) {
  return async (app: ZodApp): Promise<void> => {
    type Search = Omit<z.infer<typeof SearchBody>, 'blind' | 'collapseDuplicates'> & { collapseDuplicates?: boolean | 'true' | 'false' };
    const search = async (request: FastifyRequest, q: Search, named: NamedTenant[]) => {
      const auth = request.auth as AuthContext;
      const tenantId = resolveTenant(auth, named);
      const page = {
        order: (q.scoresOrder?.toUpperCase() ?? 'DESC') as 'DESC' | 'ASC',
        limit: q.limit ?? SEARCH_LIMITS.defaultLimit,
        offset: q.offset ?? 0,
      };
      const result = await service.search(auth, {
        tenantId,
        query: q.query,
        page,
        filters: { country: q.country?.toUpperCase(), language: q.language?.toLowerCase(), minScore: q.minScore, ...(q.ids ? { ids: q.ids } : {}) },
        requestId: request.id,
        blind: blindRequested(request),
        method: request.method,
        collapseDuplicates: q.collapseDuplicates === undefined ? undefined : String(q.collapseDuplicates) !== 'false',
      });
      return { ...searchResponseBody(result, page), decisionId: result.decisionId ?? '' };
    };
    const handler = async (request: FastifyRequest) => {
      const q = request.query as Omit<z.infer<typeof SearchQuery>, 'blind'>;
      return search(request, q, [{ source: 'query', value: q.tenantId }]);
    };
    const postHandler = async (request: FastifyRequest) => {
      const body = request.body as z.infer<typeof SearchBody>;
      const query = request.query as { tenantId?: string };
      return search(request, body, [
        { source: 'body', value: body.tenantId },
        { source: 'query', value: query.tenantId },
      ]);
    };
    const errors = problemResponses(...TENANT_CALL);
    const postSchema = {
      tags: ['match'],
      summary: 'Rank the tenant’s profiles for a job description sent in the body',
      description: `${DESCRIPTION} Same answer as GET; the body also takes \`ids\` to score only those candidates.`,
      querystring: z.object({ tenantId: z.string().max(64).optional() }),
      body: SearchBody,
      response: { 200: jsonResponse(SearchResponse, 'The ranked page and what was understood of the description'), ...errors },
    };
    const schema = {
      tags: ['match'],
      summary: 'Rank the tenant’s profiles for a job description',
      description: DESCRIPTION,
      querystring: SearchQuery,
      response: { 200: jsonResponse(SearchResponse, 'The ranked page and what was understood of the description'), ...errors },
    };
    for (const [url, suffix] of [
      ['/direct-search', ''],
      ['/screening/api/v1/direct-search', 'V1'],
    ] as const) {
      app.get(url, { config: { scope: 'match:read' }, schema: { operationId: `searchCandidates${suffix}`, ...schema } }, handler);
      app.post(url, { config: { scope: 'match:read' }, schema: { operationId: `searchCandidatesWithBody${suffix}`, ...postSchema } }, postHandler);
    }
  };
}
