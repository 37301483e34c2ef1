/**
 * The hand-written examples of the OpenAPI document are real values of their schemas, and the
 * problem helper declares what it says: one problem+json answer per status, codes by status.
 */
import { describe, expect, it } from 'vitest';
import { finishOpenApiDocument } from '../../../src/http/plugins/openapi-document.ts';
import { PROFILE_EXAMPLE } from '../../../src/http/schemas/api-examples.ts';
import { CandidateList, ProfilePatch } from '../../../src/http/schemas/candidate-schema.ts';
import { problemResponses, TENANT_CALL } from '../../../src/http/schemas/problem-schema.ts';
import { REQUIREMENTS_EXAMPLE, RequirementsSchema } from '../../../src/http/schemas/requirements-schema.ts';
import { ProfileSchema } from '../../../src/screen/profile-schema.ts';

describe('OpenAPI examples and problem responses', () => {
  it('the profile and requirements examples parse with their schemas', () => {
    expect(ProfileSchema.safeParse(PROFILE_EXAMPLE).error).toBeUndefined();
    expect(RequirementsSchema.safeParse(REQUIREMENTS_EXAMPLE).error).toBeUndefined();
  });

  it('the candidate list and profile patch examples parse with their schemas', () => {
    for (const schema of [CandidateList, ProfilePatch]) {
      const examples = (schema.meta()?.examples ?? []) as unknown[];
      expect(examples.length).toBeGreaterThan(0);
      for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
    }
  });

  it('problemResponses groups codes by status, one application/problem+json answer each', () => {
    const r = problemResponses(...TENANT_CALL, 'invocation_not_found', 'queue_full');
    expect(Object.keys(r).map(Number)).toEqual([400, 401, 403, 404, 429, 500, 503]);
    expect(Object.keys(r[404]!.content)).toEqual(['application/problem+json']);
    expect(r[404]!.description).toContain('`invocation_not_found`');
    expect(r[403]!.description).toContain('`insufficient_scope`');
    expect(r[403]!.description).not.toContain('`tenant_required`');
  });

  it('the finishing pass gives each declared code an example and bodies the component example', () => {
    const doc = {
      openapi: '3.1.0',
      paths: {
        '/things/{id}': {
          get: {
            responses: {
              200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
              404: {
                description: 'nf',
                content: { 'application/problem+json': { schema: { allOf: [{ $ref: '#/components/schemas/Problem' }], 'x-problem-codes': ['invocation_not_found'] } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Thing: { type: 'object', properties: { n: { type: 'integer', minimum: 1 }, when: { type: 'string', format: 'date-time' } } },
          Problem: { type: 'object' },
          Unused: { type: 'object' },
        },
      },
    };
    type Media = { example?: unknown; examples?: Record<string, { value: unknown }>; schema: Record<string, unknown> };
    const out = finishOpenApiDocument(doc);
    const op = out.paths['/things/{id}'].get.responses as unknown as Record<string, { content: Record<string, Media> }>;
    expect(op[200]!.content['application/json']!.example).toEqual({ n: 1, when: '2026-11-25T09:30:00.000Z' });
    const problem = op[404]!.content['application/problem+json']!;
    expect(problem.examples?.invocation_not_found?.value).toMatchObject({ code: 'invocation_not_found', status: 404, title: 'Not found' });
    expect(problem.schema['x-problem-codes']).toBeUndefined();
    expect(Object.keys(out.components.schemas)).toEqual(['Thing', 'Problem']);
  });
});
