/**
 * Stored profiles are a versioned contract: a result stored by an earlier version of Vitae (here
 * version 1: no `meta.profileVersion`, no photo group) is upgraded when read, through real HTTP on
 * a real database, instead of failing the response.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_VERSION } from '../../src/screen/profile-schema.ts';
import { type ProvisionedClient, provisionClient } from '../support/auth-fixtures.ts';
import { cvText, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { startTestServer, type TestServer, waitFor } from '../support/test-server.ts';

describe.each(testDbKinds())('stored profiles of earlier versions on %s', (kind) => {
  let server: TestServer;
  let client: ProvisionedClient;
  let id: string;
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: client.headers });

  beforeAll(async () => {
    server = await startTestServer(kind, { VITAE_WORKERS: '1' });
    client = await provisionClient(server);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(cvText(SAMPLE_CV))]), 'cv.txt');
    const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
    id = (await res.json()).invocationId;
    await waitFor('the CV to be processed', async () => (await get(`/cv-screening/${id}`)).status === 200, 90_000);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers a new result with the current profile version', async () => {
    const body = await (await get(`/cv-screening/${id}`)).json();
    expect(body.profile.meta.profileVersion).toBe(PROFILE_VERSION);
  });

  it('upgrades a version-1 profile when it is read, in every answer shape', async () => {
    await server.runtime.ctx.db.query(`UPDATE profiles SET profile = (profile #- '{meta,profileVersion}') #- '{photo}' WHERE invocation_id = $1`, [id]);
    const res = await get(`/cv-screening/${id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.profile.meta.profileVersion).toBe(PROFILE_VERSION);
    expect(body.profile.photo.found).toBe(false);
    expect(body.profile.personal.fullName).toBe(SAMPLE_CV.name);
    expect((await get(`/screening/api/v1/cv-screening/profiles/${id}?format=json-resume`)).status).toBe(200);
  });
});
