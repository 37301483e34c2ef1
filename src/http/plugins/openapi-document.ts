/**
 * The finishing pass over the OpenAPI document @fastify/swagger builds from the route schemas:
 * what the route schemas cannot say by themselves, done once here for every operation so a route
 * only declares its schemas, its `operationId`, `summary`, `tags` and its error codes.
 *
 * Step 1. Problem responses: each `problemResponses(...)` declaration gets one example per code
 *         (title, status, detail from the catalog), so /docs and generated clients show them.
 * Step 2. Examples: every request and response body without one gets a media `example` (Swagger
 *         UI and Redoc show media examples), built from the schema: the `examples` written on a
 *         schema or component first (the routes write them for what integrators read), else
 *         `const`, `enum`, `default`, else a value of the type that meets its bounds.
 * Step 3. Components no operation references (zod's input twins of output schemas) are dropped.
 * Step 4. The bounds zod's `.int()` adds (±2^53−1, "a JavaScript number") are dropped: they say
 *         nothing to a client, and Swagger UI showed -9007199254740991 as the example.
 */
import { ERROR_CODES, type ErrorCode } from '../../errors/error-codes.ts';
import { PROBLEM_CODES, PROBLEM_MEDIA_TYPE, PROBLEM_TYPE_BASE } from '../schemas/problem-schema.ts';

type Json = Record<string, unknown>;
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const SAMPLE_REQUEST_ID = '0f3c2a9e-6b1d-4d0e-9a52-3c1f7b2e8d44';

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every operation of the document with its method and path. */
export function operationsOf(doc: Json): Array<{ method: string; path: string; op: Json }> {
  const out: Array<{ method: string; path: string; op: Json }> = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of HTTP_METHODS) if (isObject(item[method])) out.push({ method, path, op: item[method] as Json });
  }
  return out;
}

/** The `title` the error classes of app-errors.ts give each status (and the two codes titled apart). */
const TITLES: Record<string, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'CV processing failed',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
  validation_failed: 'Request validation failed',
  too_many_uploads: 'Too many uploads',
};

/** The problem document a code is answered with (at `status`), as an example. */
function problemExample(code: ErrorCode, status: number, path: string): Json {
  return {
    type: `${PROBLEM_TYPE_BASE}${code}`,
    title: TITLES[code] ?? TITLES[status] ?? 'Error',
    status,
    detail: ERROR_CODES[code].meaning,
    code,
    instance: path.replace(/\{[^}]+\}/g, '3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40'),
    requestId: SAMPLE_REQUEST_ID,
  };
}

// ---------- Step 1 ----------
function finishProblemMedia(media: Json, status: string, path: string): void {
  const schema = media.schema as Json | undefined;
  const codes = schema?.[PROBLEM_CODES] as ErrorCode[] | undefined;
  if (!schema || !codes) return;
  delete schema[PROBLEM_CODES];
  media.examples = Object.fromEntries(
    codes.map((code) => {
      return [code, { summary: ERROR_CODES[code].meaning, value: problemExample(code, Number(status), path) }];
    }),
  );
}

// ---------- Step 2 ----------
function componentOf(doc: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#/components/schemas/')) return undefined;
  return ((doc.components as Json)?.schemas as Record<string, Json>)?.[ref.slice('#/components/schemas/'.length)];
}

const SAMPLE_STRINGS: Record<string, string> = {
  'date-time': '2026-11-25T09:30:00.000Z',
  date: '2026-11-25',
  uuid: '3b0c6a52-8f3e-4f6b-9a61-2d7c5e9b1a40',
  uri: 'https://example.com/resource',
  email: 'marta.vellani@example.com',
  binary: '(the file)',
};

/** Strings by property name, for schemas that do not say their format (`createdAt`, `tenantId`). */
function sampleByName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  if (/At$/.test(name)) return SAMPLE_STRINGS['date-time'];
  if (/(^id|Id|^tenants)$/.test(name)) return SAMPLE_STRINGS.uuid;
  if (/^url$|Url$/.test(name)) return 'https://hooks.example.com/vitae';
  if (/secret$/i.test(name)) return 'whsec_…';
  if (name === 'name') return 'Acme Recruiting';
  return undefined;
}

/** A value the schema accepts: its own example first, else one made from its type and bounds. */
export function exampleOf(doc: Json, schema: unknown, depth = 0, name?: string): unknown {
  if (!isObject(schema) || depth > 12) return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (typeof schema.$ref === 'string') return exampleOf(doc, componentOf(doc, schema.$ref), depth + 1, name);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const real = branches.find((b) => !(isObject(b) && b.type === 'null')) ?? branches[0];
      return exampleOf(doc, real, depth + 1, name);
    }
  }
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => exampleOf(doc, part, depth + 1));
    return parts.every(isObject) ? Object.assign({}, ...parts) : parts[0];
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) out[key] = exampleOf(doc, prop, depth + 1, key);
      return out;
    }
    case 'array': {
      const item = exampleOf(doc, schema.items, depth + 1, name);
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => item);
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' && schema.minimum > 0 ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      const sample = SAMPLE_STRINGS[String(schema.format)] ?? (schema.pattern ? undefined : sampleByName(name)) ?? 'text';
      return sample.padEnd(Number(schema.minLength ?? 0), 'x');
    }
    default:
      return {};
  }
}

function addExample(doc: Json, media: Json): void {
  if (media.example !== undefined || media.examples !== undefined || !isObject(media.schema)) return;
  // Bytes (a photo) have no meaningful example in a JSON document.
  if (media.schema.format === 'binary') return;
  media.example = exampleOf(doc, media.schema);
}

function finishOperation(doc: Json, path: string, op: Json): void {
  const body = op.requestBody as Json | undefined;
  for (const media of Object.values((body?.content ?? {}) as Record<string, Json>)) addExample(doc, media);
  for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
    for (const [type, media] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
      if (type === PROBLEM_MEDIA_TYPE) finishProblemMedia(media, status, path);
      else addExample(doc, media);
    }
  }
}

// ---------- Step 3 ----------
function referencedComponents(doc: Json): Set<string> {
  const schemas = ((doc.components as Json)?.schemas ?? {}) as Record<string, unknown>;
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const v of node) visit(v);
      return;
    }
    if (!isObject(node)) return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
        const name = v.slice('#/components/schemas/'.length);
        if (!seen.has(name)) {
          seen.add(name);
          visit(schemas[name]);
        }
      } else visit(v);
    }
  };
  visit({ paths: doc.paths, webhooks: doc.webhooks, other: { ...(doc.components as Json), schemas: undefined } });
  return seen;
}

// ---------- Step 4 ----------
function dropSafeIntegerBounds(node: unknown): void {
  if (Array.isArray(node)) {
    for (const v of node) dropSafeIntegerBounds(v);
    return;
  }
  if (!isObject(node)) return;
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
  for (const v of Object.values(node)) dropSafeIntegerBounds(v);
}

export function finishOpenApiDocument<T extends object>(document: T): T {
  const doc = document as unknown as Json;
  dropSafeIntegerBounds(doc);
  for (const { path, op } of operationsOf(doc)) finishOperation(doc, path, op);
  const schemas = (doc.components as Json | undefined)?.schemas as Record<string, unknown> | undefined;
  if (schemas) {
    const used = referencedComponents(doc);
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  }
  return document;
}
