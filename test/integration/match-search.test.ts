/**
 * Match through real HTTP on a real database: CVs of several professions and languages are
 * uploaded through the Screen API and processed to completion, then searched with
 * GET /direct-search and GET /screening/api/v1/direct-search: ordering both ways, pagination,
 * filters, explanations, cross-lingual matching, tenant isolation, input bounds, audit, and
 * a deleted profile disappearing from the next search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../src/audit/audit-log.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvDocx, cvPdf, type FixtureCv, SAMPLE_CV } from '../support/cv-fixtures.ts';
import {
  ACCOUNTANT_CV,
  HEADINGS,
  ITALIAN_DEVELOPER_CV,
  localizedCvPdf,
  localizedCvText,
  NURSE_CV,
  SPANISH_CHEF_CV,
} from '../support/match-cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PATHS = ['/direct-search', '/screening/api/v1/direct-search'];

const JAVA_JD = [
  'Senior Java Developer',
  '',
  'Requirements:',
  '- 5+ years of experience with Java',
  '- Spring Boot and PostgreSQL',
  '- Kubernetes',
  "- Bachelor's degree in Computer Science",
  '',
  'Nice to have:',
  '- Kafka',
].join('\n');

const ITALIAN_JAVA_JD = [
  'Sviluppatore Java',
  '',
  'Requisiti:',
  '- Almeno 3 anni di esperienza con Java',
  '- Spring Boot e PostgreSQL richiesti',
  '- Laurea in Informatica',
  '',
  'Graditi:',
  '- Docker',
].join('\n');

const CHEF_JD = 'Head Chef\n\nRequirements:\n- 5+ years running a professional kitchen\n- Menu planning and food cost control\n- Food safety (HACCP)';

interface SearchBody {
  profiles: Array<{
    id: string;
    score: number;
    name: string | null;
    title: string | null;
    alignment: Array<{ requirement: string; kind: string; importance: string; status: string; evidence: Record<string, unknown> }>;
    strengths: string[];
    gaps: string[];
  }>;
  total: number;
  limit: number;
  offset: number;
  scoresOrder: string;
  requirements: { title: string | null; occupation: { id: string } | null; skills: Array<{ id: string; importance: string; minYears: number | null }> };
}

/** A search answer without its decisionId, which every search has its own of. */
const sansDecision = (body: object) => ({ ...body, decisionId: undefined });

describe.each(testDbKinds())('Match direct-search on %s', (kind) => {
  let server: TestServer;
  let a: ProvisionedClient;
  let b: ProvisionedClient;
  let c: ProvisionedClient;
  const ids: Record<string, string> = {};

  const upload = async (client: ProvisionedClient, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
    expect(res.status).toBe(202);
    return (await res.json()).invocationId as string;
  };

  const waitCompleted = async (client: ProvisionedClient, id: string) => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await fetch(`${server.url}/cv-screening/${id}`, { headers: client.headers });
      if (res.status === 200) return;
      if (res.status !== 202 || Date.now() > deadline) throw new Error(`invocation ${id} ended with ${res.status}: ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  const search = async (client: ProvisionedClient, params: Record<string, string | number>, path = PATHS[0]!) => {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return fetch(`${server.url}${path}?${qs}`, { headers: client.headers });
  };

  const ok = async (client: ProvisionedClient, params: Record<string, string | number>, path?: string): Promise<SearchBody> => {
    const res = await search(client, params, path);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return JSON.parse(text) as SearchBody;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    a = await provisionClient(server);
    b = await provisionClient(server);
    c = await provisionClient(server);
    const files: Array<[string, ProvisionedClient, Promise<Uint8Array> | Uint8Array, string]> = [
      ['marta', a, cvPdf(SAMPLE_CV), 'marta.pdf'],
      ['nurse', a, cvDocx(NURSE_CV), 'nurse.docx'],
      ['accountant', a, localizedCvText(ACCOUNTANT_CV, HEADINGS.en), 'accountant.txt'],
      ['lorenzo', a, localizedCvPdf(ITALIAN_DEVELOPER_CV, HEADINGS.it), 'lorenzo.pdf'],
      ['nerea', a, localizedCvText(SPANISH_CHEF_CV, HEADINGS.es), 'nerea.txt'],
      ['otherTenant', b, cvPdf({ ...SAMPLE_CV, name: 'Bruno Isolato', email: 'bruno@example.com' } satisfies FixtureCv), 'bruno.pdf'],
      ['legacyMissing', c, cvPdf(SAMPLE_CV), 'legacy1.pdf'],
      ['legacyStale', c, localizedCvText(NURSE_CV, HEADINGS.en), 'legacy2.txt'],
    ];
    for (const [key, client, bytes, name] of files) ids[key] = await upload(client, new Uint8Array(await bytes), name);
    for (const [key, client] of files) await waitCompleted(client, ids[key]!);
    // Tenant C's profiles as an older release left them: one without features (completed before
    // Match existed), one derived by another version. Nothing has searched C yet.
    const db = server.runtime.ctx.db;
    await db.query('DELETE FROM match_entries WHERE invocation_id = $1', [ids.legacyMissing]);
    await db.query(`UPDATE match_entries SET feature_version = 'old', features = '{"v":0}'::jsonb WHERE invocation_id = $1`, [ids.legacyStale]);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('ranks DESC by default: the Java developers first, other professions last, scores in [0, 1]', async () => {
    const body = await ok(a, { query: JAVA_JD });
    expect(body.total).toBe(5);
    expect(body).toMatchObject({ limit: 20, offset: 0, scoresOrder: 'DESC' });
    const order = body.profiles.map((p) => p.id);
    expect(order.slice(0, 2).sort()).toEqual([ids.marta, ids.lorenzo].sort());
    expect(order.slice(2)).toContain(ids.nurse);
    const scores = body.profiles.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    for (const s of scores) expect(s >= 0 && s <= 1).toBe(true);
    const nurse = body.profiles.find((p) => p.id === ids.nurse)!;
    expect(nurse.score).toBeLessThanOrEqual(0.3);
    expect(body.profiles[0]!.score).toBeGreaterThan(0.6);
    expect(body.requirements.occupation?.id).toBe('java-developer');
    expect(body.requirements.skills.find((s) => s.id === 'software.java')).toMatchObject({ importance: 'must', minYears: 5 });
    expect(body.requirements.skills.find((s) => s.id === 'software.kafka')).toMatchObject({ importance: 'nice' });
    // The same answer on the v1 path.
    // Each search is its own decision (its own record); everything else is the same answer.
    expect(sansDecision(await ok(a, { query: JAVA_JD }, PATHS[1]))).toEqual(sansDecision(body));
  });

  const post = (client: ProvisionedClient, body: unknown, path = PATHS[0]!) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { ...client.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('answers POST with a JSON body exactly as GET, on both paths', async () => {
    const viaGet = await ok(a, { query: JAVA_JD, limit: 3, scoresOrder: 'DESC' });
    for (const path of PATHS) {
      const res = await post(a, { query: JAVA_JD, limit: 3, scoresOrder: 'DESC' }, path);
      expect(res.status, path).toBe(200);
      expect(sansDecision(await res.json())).toEqual(sansDecision(viaGet));
    }
  });

  it('takes over POST a description too long for a URL', async () => {
    const long = `${JAVA_JD}\n${'We value clear writing, careful code review and steady delivery. '.repeat(280)}`;
    expect(long.length).toBeGreaterThan(18_000);
    const res = await post(a, { query: long });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SearchBody).profiles[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('scores only the candidates named in ids; ids of another tenant or unknown ones are ignored', async () => {
    const res = await post(a, { query: JAVA_JD, ids: [ids.nurse, ids.marta, ids.otherTenant, '00000000-0000-4000-8000-000000000000'] });
    const body = (await res.json()) as SearchBody;
    expect(res.status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.profiles.map((p) => p.id)).toEqual([ids.marta, ids.nurse]);
  });

  it('refuses a bad POST body with a 4xx problem: unknown fields, malformed ids, a query too long, not JSON', async () => {
    for (const body of [{ query: JAVA_JD, nope: 1 }, { query: JAVA_JD, ids: ['not-a-uuid'] }, { query: 'x'.repeat(20_001) }, { limit: 5 }]) {
      const res = await post(a, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    }
    const notJson = await fetch(`${server.url}/direct-search`, { method: 'POST', headers: { ...a.headers, 'content-type': 'application/json' }, body: '{"query":' });
    expect(notJson.status).toBe(400);
  });

  it('ranks ASC on request: the reverse order', async () => {
    const desc = await ok(a, { query: JAVA_JD, scoresOrder: 'DESC' });
    const asc = await ok(a, { query: JAVA_JD, scoresOrder: 'ASC' });
    expect(asc.scoresOrder).toBe('ASC');
    expect(asc.profiles.map((p) => p.score)).toEqual(desc.profiles.map((p) => p.score).reverse());
    expect(asc.profiles[0]!.id).toBe(desc.profiles.at(-1)!.id);
    expect((await ok(a, { query: JAVA_JD, scoresOrder: 'asc' })).profiles.map((p) => p.id)).toEqual(asc.profiles.map((p) => p.id));
  });

  it('pages with limit and offset; total stays the number of profiles', async () => {
    const all = (await ok(a, { query: JAVA_JD })).profiles.map((p) => p.id);
    const pages: string[] = [];
    for (const offset of [0, 2, 4]) {
      const page = await ok(a, { query: JAVA_JD, limit: 2, offset });
      expect(page).toMatchObject({ total: 5, limit: 2, offset });
      expect(page.profiles.length).toBe(offset === 4 ? 1 : 2);
      pages.push(...page.profiles.map((p) => p.id));
    }
    expect(pages).toEqual(all);
    expect(await ok(a, { query: JAVA_JD, offset: 50 })).toMatchObject({ total: 5, profiles: [] });
  });

  it('explains: alignment per requirement with evidence, matched and missing must-haves in strengths and gaps', async () => {
    const body = await ok(a, { query: JAVA_JD });
    const marta = body.profiles.find((p) => p.id === ids.marta)!;
    expect(marta.name).toBe('Marta Vellani');
    const java = marta.alignment.find((x) => x.requirement.startsWith('Java'))!;
    expect(java).toMatchObject({ kind: 'skill', importance: 'must', status: 'met', evidence: { skill: 'Java', relation: 'exact' } });
    expect(java.evidence.months).toBeGreaterThanOrEqual(60);
    expect(marta.strengths.join(' ')).toContain('Java');
    const lorenzo = body.profiles.find((p) => p.id === ids.lorenzo)!;
    // No Kubernetes, but Docker, which the knowledge base relates to it: partial, with the evidence.
    expect(lorenzo.alignment.find((x) => x.requirement === 'Kubernetes')).toMatchObject({
      status: 'partial',
      importance: 'must',
      evidence: { skill: 'Docker', relation: 'related' },
    });
    expect(lorenzo.gaps.join(' ')).toContain('No Kubernetes, but related Docker');
    expect(lorenzo.alignment.find((x) => x.requirement === 'Apache Kafka')).toMatchObject({ status: 'missing', importance: 'nice' });
    const nurse = body.profiles.find((p) => p.id === ids.nurse)!;
    expect(nurse.gaps.join(' ')).toContain('No evidence of Java (must-have)');
    for (const p of body.profiles) {
      for (const x of p.alignment) {
        expect(['met', 'partial', 'missing', 'unknown']).toContain(x.status);
        expect(['skill', 'experience', 'education', 'language', 'title', 'location']).toContain(x.kind);
      }
    }
  });

  it('matches across languages: an Italian description finds the English and the Italian Java developers', async () => {
    const body = await ok(a, { query: ITALIAN_JAVA_JD });
    expect(body.requirements.occupation?.id).toBe('java-developer');
    expect(body.profiles.slice(0, 2).map((p) => p.id).sort()).toEqual([ids.marta, ids.lorenzo].sort());
    expect(body.profiles.find((p) => p.id === ids.marta)!.alignment.find((x) => x.requirement.startsWith('Java'))?.status).toBe('met');
    // And an English description finds the chef whose CV is in Spanish.
    const chef = await ok(a, { query: CHEF_JD });
    expect(chef.profiles[0]!.id).toBe(ids.nerea);
    // "Food safety" asked in English, met by "Seguridad alimentaria"; the chef's roles named in Spanish.
    const top = chef.profiles[0]!;
    expect(top.alignment.find((x) => x.requirement === 'Food safety')).toMatchObject({ status: 'met', evidence: { skill: 'Food safety' } });
    expect(['met', 'partial']).toContain(top.alignment.find((x) => x.kind === 'title')?.status);
  });

  it('filters by country, language and minimum score', async () => {
    const italy = await ok(a, { query: JAVA_JD, country: 'it' });
    expect(italy.profiles.map((p) => p.id).sort()).toEqual([ids.marta, ids.lorenzo].sort());
    expect(italy.total).toBe(2);
    const spanish = await ok(a, { query: CHEF_JD, language: 'es' });
    expect(spanish.profiles.map((p) => p.id)).toEqual([ids.nerea]);
    const strong = await ok(a, { query: JAVA_JD, minScore: 0.5 });
    expect(strong.total).toBeGreaterThanOrEqual(1);
    expect(strong.total).toBeLessThan(5);
    expect(strong.profiles.every((p) => p.score >= 0.5)).toBe(true);
  });

  it('keeps tenants apart: each client finds only its own tenant’s profiles', async () => {
    const mine = await ok(b, { query: JAVA_JD });
    expect(mine.profiles.map((p) => p.id)).toEqual([ids.otherTenant]);
    expect(mine.profiles[0]!.name).toBe('Bruno Isolato');
    const theirs = JSON.stringify(await ok(a, { query: JAVA_JD, limit: 100 }));
    expect(theirs).not.toContain('Bruno');
    expect(theirs).not.toContain(ids.otherTenant);
    const forbidden = await search(a, { query: JAVA_JD, tenantId: b.tenantIds[0]! });
    expect(forbidden.status).toBe(403);
  });

  it('refuses bad input with problem+json, never a 500', async () => {
    const bad: Array<Record<string, string | number>> = [
      {},
      { query: '' },
      { query: JAVA_JD, scoresOrder: 'UP' },
      { query: JAVA_JD, limit: 0 },
      { query: JAVA_JD, limit: 101 },
      { query: JAVA_JD, offset: -1 },
      { query: JAVA_JD, offset: 10_001 },
      { query: JAVA_JD, minScore: 2 },
      { query: JAVA_JD, country: 'Italy' },
      { query: JAVA_JD, tenantId: 'not-a-uuid' },
    ];
    for (const params of bad) {
      const res = await search(a, params);
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    // The description is bounded: 20,000 characters are read (even accented, percent-encoded to
    // several times that), one more is refused.
    const long = `Sviluppatore Java\n${'Esperienza con Java, Spring Boot e PostgreSQL è richiesta; '.repeat(400)}`.slice(0, 20_000);
    expect((await search(a, { query: long })).status).toBe(200);
    const tooLong = await search(a, { query: `${long}x` });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).code).toBe('validation_failed');
  });

  it('records each search in the audit log without the description', async () => {
    await ok(a, { query: 'Confidential opening: Senior Java Developer', limit: 3 });
    const records = await listAudit(server.runtime.ctx.db, { tenantId: a.tenantIds[0]!, action: 'match.search', limit: 50 });
    expect(records.length).toBeGreaterThan(0);
    expect(records[0]).toMatchObject({ clientId: a.clientId, resourceType: 'search', details: expect.objectContaining({ limit: 3, total: 5 }) });
    expect(JSON.stringify(records)).not.toContain('Confidential');
  });

  it('derives the features of profiles that have none or were derived by another version', async () => {
    const body = await ok(c, { query: JAVA_JD });
    expect(body.total).toBe(2);
    expect(body.profiles.map((p) => p.id)).toEqual([ids.legacyMissing, ids.legacyStale]);
    expect(body.profiles[1]!.name).toBe('Helen Marsh-Okafor');
    const rows = await server.runtime.ctx.db.query<{ feature_version: string }>(
      'SELECT feature_version FROM match_entries WHERE invocation_id = ANY($1::uuid[])',
      [[ids.legacyMissing, ids.legacyStale]],
    );
    expect(new Set(rows.rows.map((r) => r.feature_version)).size).toBe(1);
    expect(rows.rows[0]!.feature_version).not.toBe('old');
  });

  it('forgets a deleted profile in the next search', async () => {
    const before = await ok(a, { query: JAVA_JD, limit: 100 });
    expect(before.profiles.map((p) => p.id)).toContain(ids.accountant);
    const del = await fetch(`${server.url}/cv-screening/${ids.accountant}`, { method: 'DELETE', headers: a.headers });
    expect(del.status).toBe(204);
    const after = await ok(a, { query: JAVA_JD, limit: 100 });
    expect(after.total).toBe(before.total - 1);
    expect(after.profiles.map((p) => p.id)).not.toContain(ids.accountant);
  });
});
