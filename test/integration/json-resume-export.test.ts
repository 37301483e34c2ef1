/**
 * `?format=json-resume` on the three result paths, through real HTTP on a real database: a CV
 * processed to completion comes back as a JSON Resume document with every group mapped, the
 * default answer is unchanged, and the OpenAPI document describes both shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvText, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer, waitFor } from '../support/test-server.ts';

describe.each(testDbKinds())('JSON Resume export on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;
  let id: string;

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers: { ...client.headers, ...headers } });

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    client = await provisionClient(server);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(cvText(SAMPLE_CV))]), 'cv.txt');
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
    expect(res.status).toBe(202);
    id = (await res.json()).invocationId;
    await waitFor('the CV to be processed', async () => (await get(`/cv-screening/${id}`)).status === 200, 90_000);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['/cv-screening/{id}?format=json-resume'],
    ['/cv-screening/profiles?invocationId={id}&format=json-resume'],
    ['/screening/api/v1/cv-screening/profiles/{id}?format=json-resume'],
  ])('GET %s answers a JSON Resume document mapping every group of the profile', async (pattern) => {
    // The same result in Vitae's own format: the export must carry what it holds, whatever the
    // engine extracted (engine accuracy is measured elsewhere).
    const { profile } = await (await get(`/cv-screening/${id}`)).json();
    const res = await get(pattern.replace('{id}', id));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const doc = await res.json();
    const opt = (v: unknown) => (v === null || v === '' ? undefined : v);
    expect(doc.$schema).toMatch(/jsonresume/);
    expect(doc.basics).toMatchObject({ name: SAMPLE_CV.name, email: SAMPLE_CV.email, phone: profile.personal.phones[0].e164 });
    expect(doc.basics.label).toBe(opt(profile.jobProfile.title) ?? opt(profile.jobProfile.headline));
    expect(doc.basics.location?.city).toBe(opt(profile.personal.location?.city));
    expect(doc.basics.location?.countryCode).toBe(opt(profile.personal.location?.country));
    expect(doc.work).toHaveLength(profile.workExperience.length);
    profile.workExperience.forEach((w: Record<string, unknown>, i: number) => {
      expect(doc.work[i].name).toBe(opt(w.employer));
      expect(doc.work[i].position).toBe(opt(w.title));
      expect(doc.work[i].startDate).toBe(opt(w.start));
      expect(doc.work[i].endDate).toBe(w.current ? undefined : opt(w.end));
    });
    expect(doc.education).toHaveLength(profile.education.length);
    profile.education.forEach((e: Record<string, unknown>, i: number) => {
      expect(doc.education[i]).toMatchObject(
        Object.fromEntries(Object.entries({ institution: e.institution, studyType: e.degree, area: e.field, startDate: e.start }).filter(([, v]) => opt(v) !== undefined)),
      );
    });
    expect(doc.certificates).toHaveLength(profile.certifications.length);
    expect(doc.skills.map((s: { name: string }) => s.name)).toEqual(profile.skills.map((s: { name: string }) => s.name));
    expect(doc.languages.map((l: { language: string }) => l.language)).toEqual(profile.languages.map((l: { name: string }) => l.name));
    expect(doc.languages.find((l: { language: string }) => l.language === 'Italian')?.fluency).toBe('Native speaker');

    // The sample CV's employers and skills are found by the engine; they must arrive mapped.
    expect(doc.work.map((w: { name: string }) => w.name)).toEqual(expect.arrayContaining([SAMPLE_CV.experience[0]!.employer]));
    expect(doc.skills.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Java', 'Kotlin']));

    const x = doc.meta['x-vitae'];
    expect(x.invocationId).toBe(id);
    expect(x.skills.map((s: { name: string; experienceMonths: number | null; saliency: number }) => [s.name, s.experienceMonths, s.saliency])).toEqual(
      profile.skills.map((s: { name: string; experienceMonths: number | null; saliency: number }) => [s.name, s.experienceMonths, s.saliency]),
    );
    expect(x.education.map((e: { isced: number | null }) => e.isced)).toEqual(profile.education.map((e: { isced: number | null }) => e.isced));
    expect(doc.meta.canonical).toBe(`${server.url}${pattern.replace('{id}', id)}`);
    expect(doc).not.toHaveProperty('invocationId');
    expect(doc).not.toHaveProperty('profile');
  });

  it('without format (or format=vitae) the answer is the Vitae result, unchanged', async () => {
    for (const q of ['', '?format=vitae']) {
      const res = await get(`/cv-screening/${id}${q}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ invocationId: id, status: 'completed', profile: { personal: { fullName: SAMPLE_CV.name } } });
    }
  });

  it('an unknown format is a 400 problem; another tenant gets 404 as for the default format', async () => {
    const res = await get(`/cv-screening/${id}?format=europass`);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('validation_failed');
    const other = await provisionClient(server);
    const foreign = await fetch(`${server.url}/cv-screening/${id}?format=json-resume`, { headers: other.headers });
    expect(foreign.status).toBe(404);
  });

  it('the OpenAPI document lists the format parameter and both 200 shapes', async () => {
    const doc = await (await fetch(`${server.url}/openapi.json`)).json();
    const op = doc.paths['/cv-screening/{invocationId}'].get;
    expect(op.parameters.find((p: { name: string }) => p.name === 'format').schema.enum).toEqual(['vitae', 'json-resume']);
    const refs = JSON.stringify(op.responses['200'].content['application/json'].schema);
    expect(refs).toContain('#/components/schemas/InvocationCompleted');
    expect(refs).toContain('#/components/schemas/JsonResume');
    expect(doc.paths['/cv-screening/{invocationId}/photo'].get.parameters.map((p: { name: string }) => p.name)).not.toContain('format');
  });
});
