/**
 * Issue 19 through real HTTP on a real database: blind screening hides every listed field in every
 * answer shape (result on the three paths, JSON Resume export, photo, search GET and POST,
 * explanation, webhook payload), by request and by tenant setting; each search writes exactly one
 * decision record; the admin export and verify work and a changed record breaks the chain at that
 * record (API and `vitae admin decisions verify --file`); two searches at once never fork the chain;
 * the per-candidate explanation answers in each of the six languages.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvPdfWithFaceAndLogo } from '../support/photo-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { vitaeInProcess } from '../support/cli-in-process.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const ADMIN_TOKEN = 'the-admin-token-of-the-fairness-tests-0123';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** A CV stating everything blind screening must hide (all fictional). */
const PERSONAL_CV = [
  'Amina Okafor-Lindqvist',
  'Registered Nurse',
  'amina.okafor@example.org | +44 7700 900123 | 12 Primrose Lane, Leeds LS1 4AB, United Kingdom',
  'Date of birth: 02/03/1984',
  'Nationality: Nigerian',
  'Marital status: married',
  '',
  'SUMMARY',
  'Mrs. Okafor-Lindqvist is a registered nurse; she has nine years in surgical and intensive care wards.',
  '',
  'WORK EXPERIENCE',
  'Registered Nurse - St. Aldric General Hospital',
  '04/2016 - Present',
  '- Patient care for post-operative patients in a 30-bed surgical ward',
  '- Medication administration and wound care',
  '',
  'EDUCATION',
  'Bachelor of Science in Nursing - University of Leeds',
  '2010 - 2014',
  '',
  'SKILLS',
  'Patient care, Nursing, Wound care, Medication administration, Triage, BLS',
  '',
  'LANGUAGES',
  'English: native',
].join('\n');

/** Strings of PERSONAL_CV that must appear in no blind answer. */
const HIDDEN = ['Amina', 'Okafor', 'Lindqvist', 'amina.okafor', '7700', 'Primrose', 'LS1', '1984', 'Nigerian', 'married', 'Mrs'];

const JDS: Record<string, { text: string; word: string }> = {
  en: { text: 'Registered Nurse\n\nRequirements:\n- 5+ years of nursing experience\n- Patient care and wound care\n- Fluent English', word: 'Ranked' },
  it: { text: 'Infermiere\n\nRequisiti:\n- Almeno 5 anni di esperienza in reparto\n- Assistenza al paziente e medicazioni\n- Ottima conoscenza dell’inglese', word: 'Posizione' },
  es: { text: 'Enfermero\n\nRequisitos:\n- Al menos 5 años de experiencia en hospital\n- Cuidado del paciente y curas\n- Nivel alto de inglés', word: 'Posición' },
  fr: { text: 'Infirmier\n\nProfil recherché :\n- Au moins 5 ans d’expérience en milieu hospitalier\n- Soins aux patients et pansements\n- Anglais courant', word: 'Classé' },
  de: { text: 'Pflegefachkraft\n\nIhr Profil:\n- Mindestens 5 Jahre Berufserfahrung im Krankenhaus\n- Patientenversorgung und Wundversorgung\n- Sehr gute Englischkenntnisse', word: 'Platz' },
  pt: { text: 'Enfermeiro\n\nRequisitos:\n- Pelo menos 5 anos de experiência hospitalar\n- Cuidados ao paciente e tratamento de feridas\n- Inglês fluente', word: 'Posição' },
};

describe.each(testDbKinds())('Fairness and decision records on %s', (kind) => {
  let server: TestServer;
  let a: ProvisionedClient;
  let b: ProvisionedClient;
  const ids: Record<string, string> = {};

  const api = (who: { authorization: string }, path: string, init: { method?: string; json?: unknown } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...who, ...(init.json ? { 'content-type': 'application/json' } : {}) },
      ...(init.json ? { body: JSON.stringify(init.json) } : {}),
    });
  const json = async (res: Response) => {
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return JSON.parse(text);
  };
  const upload = async (client: ProvisionedClient, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
    expect(res.status).toBe(202);
    const id = (await res.json()).invocationId as string;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const r = await fetch(`${server.url}/cv-screening/${id}`, { headers: client.headers });
      if (r.status === 200) return id;
      if (r.status !== 202 || Date.now() > deadline) throw new Error(`invocation ${id} ended with ${r.status}`);
      await new Promise((done) => setTimeout(done, 250));
    }
  };
  const search = (client: ProvisionedClient, query: string, extra: Record<string, string> = {}) =>
    api(client.headers, `/direct-search?${new URLSearchParams({ query, ...extra })}`).then(json);
  const recordCount = async (tenantId: string) =>
    Number((await server.runtime.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM decision_records WHERE tenant_id = $1', [tenantId])).rows[0]!.n);
  const expectNothingHidden = (body: unknown, where: string) => {
    // Identifiers, hashes and numbers (timings) are not the candidate's words: a random UUID or a
    // timing of 1984 ms would otherwise read as the birth year or the phone's digits.
    const text = JSON.stringify(body)
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{24,}\b/gi, '#')
      .replace(/:\s*-?\d+(?:\.\d+)?(?=[,}\]])/g, ':0');
    for (const h of HIDDEN) expect(text.includes(h), `${where} shows "${h}"`).toBe(false);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      VITAE_WORKERS: '1',
      VITAE_ADMIN_TOKEN: ADMIN_TOKEN,
      VITAE_WEBHOOK_ALLOW_HTTP: 'true',
      VITAE_WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    a = await provisionClient(server);
    b = await provisionClient(server);
    // A webhook on A, so the event of each completed CV is stored for the payload check.
    expect((await api(a.headers, '/webhooks', { method: 'POST', json: { url: 'http://127.0.0.1:9/hook' } })).status).toBe(201);
    const patch = await api(admin, `/admin/v1/tenants/${b.tenantIds[0]}/settings`, { method: 'PATCH', json: { blindScreening: true } });
    expect(await json(patch)).toEqual({ blindScreening: true, keepJobText: false, duplicates: 'flag' });
    ids.personal = await upload(a, new TextEncoder().encode(PERSONAL_CV), 'amina.txt');
    ids.photo = await upload(a, new Uint8Array(await cvPdfWithFaceAndLogo()), 'photo.pdf');
    ids.blindTenant = await upload(b, new TextEncoder().encode(PERSONAL_CV), 'amina.txt');
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('without blind the profile has the personal fields (so the checks below can fail)', async () => {
    const body = await json(await api(a.headers, `/cv-screening/${ids.personal}`));
    expect(body.profile.personal.fullName).toContain('Amina');
    const photo = await json(await api(a.headers, `/cv-screening/${ids.photo}`));
    expect(photo.profile.photo.found).toBe(true);
    const found = await search(a, JDS.en!.text);
    expect(found.profiles.find((p: { id: string }) => p.id === ids.personal).name).toContain('Amina');
  });

  it('blind=true hides every listed field in results (three paths), JSON Resume export and photo', async () => {
    const paths = [
      `/cv-screening/${ids.personal}?blind=true`,
      `/cv-screening/profiles?invocationId=${ids.personal}&blind=true`,
      `/screening/api/v1/cv-screening/profiles/${ids.personal}?blind=true`,
      `/cv-screening/${ids.personal}?blind=true&format=json-resume`,
    ];
    for (const path of paths) {
      const body = await json(await api(a.headers, path));
      expectNothingHidden(body, path);
      if (body.profile) {
        expect(body.profile.personal).toMatchObject({ fullName: null, emails: [], phones: [], dateOfBirth: null, nationality: null });
        expect(body.profile.personal.location?.city ?? null).not.toBe(undefined);
      }
    }
    const photo = await json(await api(a.headers, `/cv-screening/${ids.photo}?blind=true`));
    expect(photo.profile.photo).toEqual({ found: false });
    const resume = await json(await api(a.headers, `/cv-screening/${ids.photo}?blind=true&format=json-resume`));
    expect(resume.basics?.image).toBeUndefined();
    expect((await api(a.headers, `/cv-screening/${ids.photo}/photo?blind=true`)).status).toBe(404);
    expect((await api(a.headers, `/cv-screening/${ids.photo}/photo`)).status).toBe(200);
  });

  it('blind search (GET and POST) and its explanation name no one; the scores are the same as without blind', async () => {
    const seen = await search(a, JDS.en!.text);
    const blindGet = await search(a, JDS.en!.text, { blind: 'true' });
    const blindPost = await json(await api(a.headers, '/direct-search', { method: 'POST', json: { query: JDS.en!.text, blind: true } }));
    for (const body of [blindGet, blindPost]) {
      expectNothingHidden(body.profiles, 'search');
      for (const p of body.profiles) expect(p.name).toBeNull();
      expect(body.profiles.map((p: { score: number }) => p.score)).toEqual(seen.profiles.map((p: { score: number }) => p.score));
      const explanation = await json(await api(a.headers, `/decisions/${body.decisionId}/candidates/${ids.personal}?blind=true`));
      expectNothingHidden(explanation, 'explanation');
    }
  });

  it('a tenant with blind screening on gets blind answers without asking, and cannot turn it off per request', async () => {
    for (const path of [`/cv-screening/${ids.blindTenant}`, `/cv-screening/${ids.blindTenant}?blind=false`, `/cv-screening/${ids.blindTenant}?format=json-resume`]) {
      expectNothingHidden(await json(await api(b.headers, path)), path);
    }
    const body = await search(b, JDS.en!.text, { blind: 'false' });
    expect(body.profiles[0].name).toBeNull();
    expectNothingHidden(body, 'tenant search');
  });

  it('the candidate list names no one in blind screening, and refuses a search over names there', async () => {
    const asked = await json(await api(a.headers, '/cv-screening?blind=true'));
    expect(asked.items.length).toBeGreaterThan(0);
    expect(asked.items.every((c: { name: string | null }) => c.name === null)).toBe(true);
    expectNothingHidden(asked, 'list ?blind=true');
    const seeing = await json(await api(a.headers, '/cv-screening'));
    expect(seeing.items.some((c: { name: string | null }) => c.name !== null)).toBe(true);
    const tenant = await json(await api(b.headers, '/screening/api/v1/cv-screening/profiles?blind=false'));
    expect(tenant.items.every((c: { name: string | null }) => c.name === null)).toBe(true);
    expectNothingHidden(tenant, 'list of a blind tenant');
    const byName = await api(b.headers, '/cv-screening?q=Amina');
    expect(byName.status).toBe(400);
    expect((await byName.json()).code).toBe('blind_screening');
  });

  it('webhook payloads carry no personal data', async () => {
    const rows = await server.runtime.ctx.db.query<{ body: string }>('SELECT body FROM webhook_deliveries WHERE tenant_id = $1', [a.tenantIds[0]]);
    expect(rows.rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows.rows) expectNothingHidden(JSON.parse(r.body), 'webhook payload');
  });

  it('each search (GET or POST) writes exactly one decision record, named in its answer', async () => {
    const tenant = a.tenantIds[0]!;
    const before = await recordCount(tenant);
    const get = await search(a, JDS.en!.text, { limit: '1' });
    expect(await recordCount(tenant)).toBe(before + 1);
    const post = await json(await api(a.headers, '/screening/api/v1/direct-search', { method: 'POST', json: { query: JDS.it!.text } }));
    expect(await recordCount(tenant)).toBe(before + 2);
    expect(get.decisionId).not.toBe(post.decisionId);
    const row = await server.runtime.ctx.db.query<{ body: string }>('SELECT body FROM decision_records WHERE id = $1', [post.decisionId]);
    const record = JSON.parse(row.rows[0]!.body);
    expect(record).toMatchObject({ tenantId: tenant, request: { method: 'POST', blind: false }, job: { language: 'it', chars: JDS.it!.text.length } });
    expect(record.job.text).toBeUndefined();
    expect(record.job.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record.versions).toMatchObject({ engine: expect.any(String), knowledgeBase: expect.any(String), weights: expect.any(String) });
    expect(record.ranked.map((r: { id: string }) => r.id)).toEqual(post.profiles.map((p: { id: string }) => p.id));
    expect(JSON.stringify(record)).not.toContain('Amina');
  });

  it('two searches at once never fork the chain; the export is NDJSON of the chain; verify holds', async () => {
    const tenant = a.tenantIds[0]!;
    await Promise.all(Array.from({ length: 6 }, (_, i) => search(a, `${JDS.en!.text}\n- Search ${i}`)));
    const res = await api(admin, `/admin/v1/tenants/${tenant}/decisions`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text()).trim().split('\n');
    expect(lines.length).toBe(await recordCount(tenant));
    const seqs = lines.map((l) => JSON.parse(l).record.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(await json(await api(admin, `/admin/v1/tenants/${tenant}/decisions/verify`))).toMatchObject({ ok: true, records: lines.length });
    // Clients of the tenant cannot export.
    expect((await api(a.headers, `/admin/v1/tenants/${tenant}/decisions`)).status).toBe(403);
  });

  it('a changed record fails verification at that record, in the database and in an export file', async () => {
    const tenant = a.tenantIds[0]!;
    const dir = mkdtempSync(join(tmpdir(), 'vitae-decisions-'));
    const file = join(dir, 'export.ndjson');
    writeFileSync(file, await (await api(admin, `/admin/v1/tenants/${tenant}/decisions`)).text());
    const good = await vitaeInProcess(['admin', 'decisions', 'verify', '--file', file, '--json'], { VITAE_DATA_DIR: dir, LOG_LEVEL: 'silent' });
    expect(good.code, good.out).toBe(0);
    expect(good.json()).toMatchObject({ ok: true });

    const lines = readFileSync(file, 'utf8').trim().split('\n');
    lines[2] = lines[2]!.replace(/"score":0\.\d+/, '"score":0.9999');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const bad = await vitaeInProcess(['admin', 'decisions', 'verify', '--file', file], { VITAE_DATA_DIR: dir, LOG_LEVEL: 'silent' });
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('BROKEN at record 3');

    const third = await server.runtime.ctx.db.query<{ id: string }>('SELECT id::text AS id FROM decision_records WHERE tenant_id = $1 AND seq = 3', [tenant]);
    await server.runtime.ctx.db.query(`UPDATE decision_records SET body = replace(body, '"total":', '"total":9') WHERE tenant_id = $1 AND seq = 3`, [tenant]);
    const check = await json(await api(admin, `/admin/v1/tenants/${tenant}/decisions/verify`));
    expect(check).toMatchObject({ ok: false, seq: 3, decisionId: third.rows[0]!.id });
  });

  it.each(Object.keys(JDS))('explains one candidate of a recorded search in the description’s language: %s', async (lang) => {
    const body = await search(a, JDS[lang]!.text);
    expect(body.language).toBe(lang);
    const entry = body.profiles.find((p: { id: string }) => p.id === ids.personal);
    const explanation = await json(await api(a.headers, `/screening/api/v1/decisions/${body.decisionId}/candidates/${ids.personal}`));
    expect(explanation).toMatchObject({ decisionId: body.decisionId, invocationId: ids.personal, language: lang, score: entry.score });
    expect(explanation.summary).toContain(JDS[lang]!.word);
    expect(explanation.considered.length).toBe(entry.alignment.length);
    expect(explanation.strengths).toEqual(entry.strengths);
    expect(explanation.gaps).toEqual(entry.gaps);
    expect(JSON.stringify(explanation)).not.toMatch(/"status":"rejected"/);
    const short = await api(a.headers, `/decisions/${body.decisionId}/candidates/00000000-0000-4000-8000-000000000000`);
    expect(short.status).toBe(404);
    expect((await api(b.headers, `/decisions/${body.decisionId}/candidates/${ids.personal}`)).status).toBe(404);
  });
});
