/**
 * Job description parsing over HTTP (DESIGN §2): `POST /jobs/parse` and
 * `POST /screening/api/v1/jobs/parse` read a description and answer what Match understood of it
 * (the `requirements` a search answer carries), without ranking anyone. The body is JSON like
 * POST /direct-search's (`tenantId`, `query`), so a client sends the same text to both; the
 * length bound is the search's, so whatever parses here can be searched as it is.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../auth/auth-context.ts';
import { MAX_DESCRIPTION_CHARS } from '../../match/job/job-understanding.ts';
import { publicRequirements } from '../../match/match-response.ts';
import type { MatchService } from '../../match/match-service.ts';
import { resolveTenant } from '../../auth/tenant-rule.ts';
import { jsonResponse, problemResponses, TENANT_CALL } from '../schemas/problem-schema.ts';
import { REQUIREMENTS_EXAMPLE, RequirementsSchema } from '../schemas/requirements-schema.ts';
import type { ZodApp } from '../zod-app.ts';

const ParseJobBody = z
  .object({
    tenantId: z.string().max(64).optional().describe('Tenant UUID (optional when the client acts for exactly one tenant)'),
    query: z
      .string()
      .min(1)
      .max(MAX_DESCRIPTION_CHARS)
      .refine((s) => s.trim() !== '', 'the job description is empty')
      .describe(`The job description as free text, in any of en/it/es/fr/de/pt (at most ${MAX_DESCRIPTION_CHARS} characters)`),
  })
  .strict()
  .meta({
    id: 'ParseJobRequest',
    examples: [
      {
        query:
          "Senior Java Developer\n\nRequirements:\n- 5+ years of experience with Java\n- Spring Boot and PostgreSQL\n- Bachelor's degree in Computer Science\n- Fluent English; German is a plus\n\nLocation: Berlin (hybrid)",
      },
    ],
  });

const ParseJobResponse = z
  .object({ requirements: RequirementsSchema.describe('What was understood of the job description') })
  .meta({ id: 'ParseJobResult', examples: [{ requirements: REQUIREMENTS_EXAMPLE }] });

export function jobRoutes(service: MatchService) {
  return async (app: ZodApp): Promise<void> => {
    const schema = {
      tags: ['match'],
      summary: 'Read a job description into the requirements Match searches for',
      description:
        'Answers what a search with the same text would look for (title and occupation, skills with importance and ' +
        'years, overall years, education, languages, location) without ranking anyone. The description is never ' +
        'stored or logged.',
      querystring: z.object({ tenantId: z.string().max(64).optional() }),
      body: ParseJobBody,
      response: { 200: jsonResponse(ParseJobResponse, 'What was understood of the job description'), ...problemResponses(...TENANT_CALL) },
    };
    const handler = async (request: FastifyRequest) => {
      const auth = request.auth as AuthContext;
      const body = request.body as z.infer<typeof ParseJobBody>;
      const tenantId = resolveTenant(auth, [
        { source: 'body', value: body.tenantId },
        { source: 'query', value: (request.query as { tenantId?: string }).tenantId },
      ]);
      const requirements = await service.parseJob(auth, { tenantId, text: body.query, requestId: request.id });
      return { requirements: publicRequirements(requirements) };
    };
    for (const [url, operationId] of [
      ['/jobs/parse', 'parseJobDescription'],
      ['/screening/api/v1/jobs/parse', 'parseJobDescriptionV1'],
    ] as const) {
      app.post(url, { config: { scope: 'match:read' }, schema: { operationId, ...schema } }, handler);
    }
  };
}
