/**
 * Corrections through real HTTP on a real database: a JSON Merge Patch on each result path,
 * validated by the profile schema (400 with the problems), versioned (the extraction stays
 * readable), written to the audit log, and ranked by the very next search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../src/audit/audit-log.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { type Json, person, uploadCv, uploadPerson, waitResult } from '../support/candidate-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const MERGE_PATCH = 'application/merge-patch+json';

describe.each(testDbKinds())('profile corrections on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;
  let id: string;

  const patch = async (path: string, body: unknown, contentType = MERGE_PATCH, who = client) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'PATCH',
      headers: { ...who.headers, 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json, type: res.headers.get('content-type') };
  };
  const get = async (path: string) => (await (await fetch(`${server.url}${path}`, { headers: client.headers })).json()) as Json;
  const search = async (query: string) =>
    (await (await fetch(`${server.url}/direct-search?query=${encodeURIComponent(query)}&limit=100`, { headers: client.headers })).json()) as Json;

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    client = await provisionClient(server);
    id = await uploadPerson(server, client, person('Lena Moretti'));
    expect((await waitResult(server, client, id)).status).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('applies the patch, answers the corrected result, and the very next search ranks it', async () => {
    const before = await search('Senior Backend Engineer with Java and Kubernetes');
    expect(before.profiles.find((p: Json) => p.id === id)).toMatchObject({ name: 'Lena Moretti' });

    const res = await patch(`/cv-screening/${id}`, { personal: { fullName: 'Lena Moretti-Bianchi' }, jobProfile: { title: 'Staff Platform Engineer' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ invocationId: id, status: 'completed', revision: 1 });
    expect(res.body.profile.personal.fullName).toBe('Lena Moretti-Bianchi');
    expect(res.body.profile.personal.emails).toEqual(['lena.moretti@example.com']); // untouched members stay

    const after = await search('Senior Backend Engineer with Java and Kubernetes');
    expect(after.profiles.find((p: Json) => p.id === id)).toMatchObject({ name: 'Lena Moretti-Bianchi', title: 'Staff Platform Engineer' });
    // The list and its free text see it too.
    const listed = await get('/cv-screening?q=bianchi');
    expect(listed.items.map((c: Json) => [c.invocationId, c.revision])).toEqual([[id, 1]]);
  });

  it('keeps the extraction readable and counts versions on every path', async () => {
    const v1 = await patch(`/screening/api/v1/cv-screening/profiles/${id}`, { personal: { nationality: 'IT' } });
    expect(v1.status).toBe(200);
    expect(v1.body.revision).toBe(2);
    const q = await patch(`/cv-screening/profiles?invocationId=${id}`, { jobProfile: { seniority: 'lead' } }, 'application/json');
    expect(q.status).toBe(200);
    expect(q.body.revision).toBe(3);

    const current = await get(`/cv-screening/${id}`);
    expect(current).toMatchObject({ revision: 3 });
    expect(current.profile.personal).toMatchObject({ fullName: 'Lena Moretti-Bianchi', nationality: 'IT' });
    expect(current.profile.jobProfile.seniority).toBe('lead');
    const original = await get(`/screening/api/v1/cv-screening/profiles/${id}?version=original`);
    expect(original.revision).toBe(0);
    expect(original.profile.personal.fullName).toBe('Lena Moretti');
    expect(original.profile.jobProfile.title).toBe('Senior Backend Engineer');
  });

  it('records each correction in the audit log with the paths changed, never the values', async () => {
    const entries = await listAudit(server.runtime.ctx.db, { tenantId: client.tenantIds[0], action: 'screen.correct', limit: 10 });
    expect(entries.map((e) => e.details?.version)).toEqual([3, 2, 1]);
    const first = entries.at(-1)!;
    expect(first).toMatchObject({ clientId: client.clientId, resourceId: id, resourceType: 'invocation' });
    expect(first.details).toEqual({ version: 1, paths: ['personal.fullName', 'jobProfile.title'] });
    expect(JSON.stringify(entries)).not.toContain('Bianchi');
  });

  it.each<[string, unknown, string, string | undefined]>([
    ['a field of the wrong type', { personal: { emails: 'lena@example.com' } }, 'invalid_profile', 'personal.emails'],
    ['a required field removed', { jobProfile: { title: null, seniority: 'boss' } }, 'invalid_profile', 'jobProfile.seniority'],
    ['a field the profile does not have', { personal: { shoeSize: 38 } }, 'invalid_profile', 'personal.shoeSize'],
    ['a malformed date', { workExperience: [{ title: 'X', employer: null, location: null, start: 'last spring', end: null, current: true, description: null }] }, 'invalid_profile', 'workExperience.0.start'],
    ['the pipeline meta', { meta: { ocrUsed: true } }, 'read_only_field', undefined],
    ['the photo', { photo: { found: false } }, 'read_only_field', undefined],
  ])('refuses %s with 400 and the problems', async (_what, body, code, path) => {
    const res = await patch(`/cv-screening/${id}`, body);
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/problem+json');
    expect(res.body.code).toBe(code);
    if (path) expect(res.body.errors.map((e: Json) => e.path)).toContain(path);
    expect((await get(`/cv-screening/${id}`)).revision).toBe(3); // nothing stored
  });

  it('refuses bodies that are not a JSON object, other media types, other tenants and unfinished CVs', async () => {
    expect((await patch(`/cv-screening/${id}`, '{"personal":')).body.code).toBe('invalid_json');
    expect((await patch(`/cv-screening/${id}`, '[1,2]')).status).toBe(400);
    expect((await patch(`/cv-screening/${id}`, 'fullName=x', 'text/plain')).status).toBe(415);
    const other = await provisionClient(server);
    const foreign = await patch(`/cv-screening/${id}`, { personal: { fullName: 'Mallory' } }, MERGE_PATCH, other);
    expect(foreign.status).toBe(404);
    const failed = await uploadCv(server, client, Buffer.from('%PDF-1.7\n% broken\n%%EOF\n'));
    const failedId = ((await failed.json()) as Json).invocationId;
    expect((await waitResult(server, client, failedId)).status).toBe(422);
    const notDone = await patch(`/cv-screening/${failedId}`, { personal: { fullName: 'X' } });
    expect(notDone.status).toBe(409);
    expect(notDone.body.code).toBe('invocation_not_completed');
  }, 600_000);
});
