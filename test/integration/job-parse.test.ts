/**
 * Job description parsing through real HTTP on a real database: POST /jobs/parse and
 * POST /screening/api/v1/jobs/parse answer the same `requirements` a search with the same text
 * carries, in any of the supported languages, within the search's length bound; empty, oversize
 * and malformed bodies are 400 problems; the tenant rule and the scope hold; the audit log records
 * the call without the text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../src/audit/audit-log.ts';
import { MAX_DESCRIPTION_CHARS } from '../../src/match/job/job-understanding.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PATHS = ['/jobs/parse', '/screening/api/v1/jobs/parse'];

const JAVA_JD = [
  'Senior Java Developer',
  '',
  'Requirements:',
  '- 5+ years of experience with Java',
  '- Spring Boot and PostgreSQL',
  "- Bachelor's degree in Computer Science",
  '- Fluent English; German is a plus',
  '',
  'Location: Berlin (hybrid)',
].join('\n');

const ITALIAN_NURSE_JD = ['Infermiere', '', 'Requisiti:', '- Laurea in Infermieristica', '- Almeno 2 anni di esperienza in reparto', '- Inglese B2'].join('\n');

interface Requirements {
  title: string | null;
  occupation: { id: string } | null;
  skills: Array<{ id: string; name: string; importance: string; minYears: number | null; implied: boolean }>;
  minYears: number | null;
  education: { level: number; field: string | null; importance: string } | null;
  languages: Array<{ code: string; level: string | null; importance: string }>;
  location: { city: string | null; country: string | null } | null;
}

describe.each(testDbKinds())('POST /jobs/parse on %s', (kind) => {
  let server: TestServer;
  let a: ProvisionedClient;
  let twoTenants: ProvisionedClient;
  let screenOnly: ProvisionedClient;

  const post = (client: ProvisionedClient, body: unknown, path = PATHS[0]!, query = '') =>
    fetch(`${server.url}${path}${query}`, {
      method: 'POST',
      headers: { ...client.headers, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const parsed = async (client: ProvisionedClient, body: unknown, path?: string): Promise<Requirements> => {
    const res = await post(client, body, path);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return (JSON.parse(text) as { requirements: Requirements }).requirements;
  };

  const problem = async (res: Response, status: number, code: string) => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(text).code).toBe(code);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '0' });
    a = await provisionClient(server);
    twoTenants = await provisionClient(server, { tenants: 2 });
    screenOnly = await provisionClient(server, { scopes: ['screen'] });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it.each(PATHS)('reads title, skills with years, education, languages and location (%s)', async (path) => {
    const r = await parsed(a, { query: JAVA_JD }, path);
    expect(r.title).toBe('Senior Java Developer');
    expect(r.occupation?.id).toBe('java-developer');
    const java = r.skills.find((s) => s.name === 'Java');
    expect(java).toMatchObject({ importance: 'must', minYears: 5, implied: false });
    expect(r.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Spring Boot', 'PostgreSQL']));
    expect(r.minYears).toBe(5);
    expect(r.education).toMatchObject({ level: 6, field: 'Computer Science', importance: 'must' });
    expect(r.languages).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'en', importance: 'must' }), expect.objectContaining({ code: 'de', importance: 'nice' })]),
    );
    expect(r.location).toMatchObject({ city: 'Berlin', country: 'DE' });
  });

  it('reads a description in Italian', async () => {
    const r = await parsed(a, { query: ITALIAN_NURSE_JD });
    expect(r.title).toBe('Infermiere');
    expect(r.minYears).toBe(2);
    expect(r.languages).toEqual([expect.objectContaining({ code: 'en', level: 'B2' })]);
  });

  it('answers exactly the requirements a search with the same text carries', async () => {
    const r = await parsed(a, { query: JAVA_JD });
    const res = await fetch(`${server.url}/direct-search`, {
      method: 'POST',
      headers: { ...a.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: JAVA_JD }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).requirements).toEqual(r);
  });

  it('takes a description of exactly the search bound and refuses one character more', async () => {
    const filler = 'Experience with Java and Spring in a product team. ';
    const long = `Senior Java Developer\n${filler.repeat(Math.ceil(MAX_DESCRIPTION_CHARS / filler.length))}`.slice(0, MAX_DESCRIPTION_CHARS);
    expect((await parsed(a, { query: long })).title).toBe('Senior Java Developer');
    await problem(await post(a, { query: `${long}x` }), 400, 'validation_failed');
  });

  it('refuses an empty, blank or missing description and unknown fields with 400', async () => {
    await problem(await post(a, { query: '' }), 400, 'validation_failed');
    await problem(await post(a, { query: ' \n\t ' }), 400, 'validation_failed');
    await problem(await post(a, {}), 400, 'validation_failed');
    await problem(await post(a, { query: JAVA_JD, limit: 5 }), 400, 'validation_failed');
    await problem(await post(a, { query: 42 }), 400, 'validation_failed');
  });

  it('refuses a body that is not JSON with a problem, never a 500', async () => {
    await problem(await post(a, '{"query": "Java'), 400, 'bad_request');
    const plain = await fetch(`${server.url}/jobs/parse`, { method: 'POST', headers: { ...a.headers, 'content-type': 'text/plain' }, body: JAVA_JD });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(plain.status).toBeLessThan(500);
    expect(plain.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });

  it('applies the tenant rule: body or query names the tenant when the client has several', async () => {
    await problem(await post(twoTenants, { query: JAVA_JD }), 400, 'tenant_required');
    expect((await parsed(twoTenants, { query: JAVA_JD, tenantId: twoTenants.tenantIds[1] })).title).toBe('Senior Java Developer');
    const byQuery = await post(twoTenants, { query: JAVA_JD }, PATHS[1], `?tenantId=${twoTenants.tenantIds[0]}`);
    expect(byQuery.status).toBe(200);
    await problem(await post(a, { query: JAVA_JD, tenantId: twoTenants.tenantIds[0] }), 403, 'tenant_forbidden');
    await problem(await post(twoTenants, { query: JAVA_JD, tenantId: twoTenants.tenantIds[0] }, PATHS[0], `?tenantId=${twoTenants.tenantIds[1]}`), 400, 'tenant_conflict');
  });

  it('needs the match scope and a token', async () => {
    await problem(await post(screenOnly, { query: JAVA_JD }), 403, 'insufficient_scope');
    const anonymous = await fetch(`${server.url}/jobs/parse`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: JAVA_JD }) });
    await problem(anonymous, 401, 'invalid_token');
  });

  it('records the call in the audit log without the description', async () => {
    await parsed(a, { query: `Confidential opening\n${JAVA_JD}` });
    const records = await listAudit(server.runtime.ctx.db, { tenantId: a.tenantIds[0]!, action: 'match.parse_job', limit: 50 });
    expect(records.length).toBeGreaterThan(0);
    expect(records[0]).toMatchObject({ clientId: a.clientId, resourceType: 'job_description', details: expect.objectContaining({ skills: expect.any(Number) }) });
    expect(JSON.stringify(records)).not.toContain('Confidential');
  });
});
