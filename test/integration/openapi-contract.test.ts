/**
 * The contract every operation of the OpenAPI document keeps, so generated clients and /docs work
 * and routes added later are forced to comply: this FAILS for an operation without operationId,
 * summary or tags, with an error answer declared as application/json (the server sends
 * application/problem+json) or without its codes, with a body or answer lacking an example, or
 * with Fastify's "Default Response". The document is built exactly as the server serves it.
 * (`npm run lint:openapi` adds Redocly's recommended rules on top.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchOpenApiDocument } from '../../packages/client/codegen/generate-types.ts';
import { ERROR_CODES } from '../../src/errors/error-codes.ts';
import { operationsOf } from '../../src/http/plugins/openapi-document.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is walked as plain JSON
type Json = Record<string, any>;

/** RFC 6749 §5.2 fixes the token endpoint's error format: application/json `{error, error_description}`. */
const JSON_ERRORS_ALLOWED = new Set(['post /oauth/token']);

describe('OpenAPI contract', () => {
  let doc: Json;
  let ops: Array<{ method: string; path: string; op: Json }>;

  beforeAll(async () => {
    doc = (await fetchOpenApiDocument()) as Json;
    ops = operationsOf(doc);
  }, 240_000);

  it('has operations, a server and the OAuth2 client-credentials scheme /docs can use', () => {
    expect(ops.length).toBeGreaterThan(40);
    expect(doc.servers?.length).toBeGreaterThan(0);
    const oauth = doc.components.securitySchemes.oauth2;
    expect(oauth.type).toBe('oauth2');
    expect(oauth.flows.clientCredentials.tokenUrl).toMatch(/\/oauth\/token$/);
    for (const { method, path, op } of ops) {
      if (path === '/oauth/token' || path.startsWith('/.well-known/')) expect(op.security, `${method} ${path}`).toEqual([]);
      else expect(op.security?.[0]?.oauth2?.length, `${method} ${path} names its scope`).toBe(1);
    }
  });

  it('gives every operation a unique operationId, a summary and declared tags', () => {
    const declared = new Set((doc.tags as Json[]).map((t) => t.name));
    const ids = new Set<string>();
    for (const { method, path, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.operationId, `${where} operationId`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(op.operationId), `${where} operationId ${op.operationId} is unique`).toBe(false);
      ids.add(op.operationId);
      expect(String(op.summary ?? '').length, `${where} summary`).toBeGreaterThan(5);
      expect(op.tags?.length, `${where} tags`).toBeGreaterThan(0);
      for (const tag of op.tags) expect(declared.has(tag), `${where} tag ${tag} is declared`).toBe(true);
    }
  });

  it('declares every error answer as application/problem+json with its codes enumerated and exemplified', () => {
    for (const { method, path, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(Object.keys(op.responses).some((s) => s.startsWith('4')), `${where} declares a client error`).toBe(true);
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) < 400) continue;
        const types = Object.keys(response.content ?? {});
        if (JSON_ERRORS_ALLOWED.has(`${method} ${path}`)) continue;
        expect(types, `${where} ${status}`).toEqual(['application/problem+json']);
        const media = response.content['application/problem+json'];
        const codes: string[] = media.schema.allOf[1].properties.code.enum;
        expect(codes.length, `${where} ${status} lists codes`).toBeGreaterThan(0);
        for (const code of codes) {
          // A code answers with its catalog status; a failed CV's extraction code also with 422.
          const known = ERROR_CODES[code as keyof typeof ERROR_CODES]?.status;
          expect(known !== undefined && (known === Number(status) || status === '422'), `${where} ${status} ${code}`).toBe(true);
          expect(media.examples[code].value, `${where} ${status} example of ${code}`).toMatchObject({ code, status: Number(status) });
        }
      }
    }
  });

  it('describes every answer and gives every body and JSON answer an example', () => {
    for (const { method, path, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const [type, media] of Object.entries((op.requestBody?.content ?? {}) as Record<string, Json>)) {
        expect(media.example ?? media.examples, `${where} request ${type} example`).toBeDefined();
      }
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        expect(response.description, `${where} ${status}`).not.toBe('Default Response');
        for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
          if (media.schema?.format === 'binary') continue;
          expect(media.example ?? media.examples, `${where} ${status} ${type} example`).toBeDefined();
        }
      }
    }
  });

  it('lets "Try it out" send a CV: the upload body is multipart with a binary file field', () => {
    const uploads = ops.filter(({ path }) => path.includes('/upload'));
    expect(uploads.length).toBe(3);
    for (const { op } of uploads) {
      const form = op.requestBody.content['multipart/form-data'].schema;
      expect(form.required).toContain('file');
      expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
      expect(form.properties.tenantId).toBeDefined();
    }
  });

  it('has no bound that only says "a JavaScript number" (Swagger UI shows it as the example)', () => {
    const found: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        for (const [i, v] of node.entries()) walk(v, `${at}/${i}`);
      }
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${at}/${k}`);
      else if (typeof node === 'number' && Math.abs(node) >= 2 ** 53 - 1) found.push(at);
    };
    walk(doc, '#');
    expect(found).toEqual([]);
    expect(doc.components.schemas.Problem.properties.status).toMatchObject({ minimum: 400, maximum: 599 });
  });
});
