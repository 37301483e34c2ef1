/**
 * The upgrade to data keys (migration 0010) on a database an earlier release filled: CVs whose
 * file, photo, profile, corrections and Match features are in clear (one file sealed with the
 * master key, as VITAE_ENCRYPTION_KEY made it then), a token signing key and a webhook secret in
 * clear. The new release reads them at once, seals each CV with keys of its own in the background
 * (and the secrets with the master key), and then reads, lists by name, ranks, corrects and
 * erases them as any other.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureVersion, profileToFeatures } from '../../src/match/candidate-features.ts';
import { parseConfig } from '../../src/config.ts';
import { type Runtime, startRuntime } from '../../src/runtime.ts';
import { runPipeline } from '../../src/screen/pipeline.ts';
import type { Profile } from '../../src/screen/profile-schema.ts';
import { BlobCipher } from '../../src/store/blob-cipher.ts';
import { migrate } from '../../src/store/migrator.ts';
import { type ProvisionedClient, provisionClient, requestToken } from '../support/auth-fixtures.ts';
import { type Json, person } from '../support/candidate-fixtures.ts';
import { cvText } from '../support/cv-fixtures.ts';
import { logoPng } from '../support/photo-fixtures.ts';
import { createTestDatabase, type TestDatabase, testDbKinds } from '../support/test-database.ts';
import { type TestServer, testEnv } from '../support/test-server.ts';

const MASTER = randomBytes(32);
const JD = 'Senior Backend Engineer\n\nRequirements:\n- Java, Kotlin, Spring Boot\n- PostgreSQL, Kubernetes';
const limits = { maxPages: 20, maxPixels: 40_000_000, maxDocxUnzippedBytes: 100 * 1024 * 1024, maxTextChars: 300_000 };

interface Legacy {
  id: string;
  name: string;
  bytes: Buffer;
  profile: Profile;
}

describe.each(testDbKinds())('CVs stored before data keys, on %s', (kind) => {
  let database: TestDatabase;
  let runtime: Runtime;
  let server: TestServer;
  let client: ProvisionedClient;
  const tenantId = randomUUID();
  const cvs: Legacy[] = [];
  const photo = logoPng(64, 48);
  let kid: string;
  let originalTitle: string | null;

  const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { ...init, headers: { ...client.headers, ...(init.headers ?? {}) } });
  const getJson = async (path: string) => {
    const res = await api(path);
    return { status: res.status, body: (await res.json()) as Json };
  };
  const count = async (sql: string) => Number((await runtime.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n);

  beforeAll(async () => {
    database = await createTestDatabase(kind, { fresh: true });
    const db = await database.open();
    await migrate(db, { target: 9 });
    const ring = new BlobCipher([MASTER]);
    await db.query('INSERT INTO tenants (id, name) VALUES ($1, $2)', [tenantId, 'Before data keys']);
    for (const name of ['Lidia Ferraresi', 'Ottavio Brambilla']) {
      const bytes = cvText(person(name));
      const { profile } = await runPipeline(new Uint8Array(bytes), { referenceDate: new Date(), limits });
      const id = randomUUID();
      cvs.push({ id, name, bytes, profile });
      // As release 0009 stored them: the second file sealed with the master key, everything else in clear.
      const file = cvs.length === 2 ? ring.seal(bytes) : { content: bytes, keyId: null };
      await db.query(
        `INSERT INTO invocations (id, tenant_id, client_id, status, file_type, file_size, file_sha256, started_at, finished_at)
         VALUES ($1, $2, 'legacy-client', 'completed', 'txt', $3, $4, now(), now())`,
        [id, tenantId, bytes.length, createHash('sha256').update(bytes).digest('hex')],
      );
      await db.query('INSERT INTO invocation_files (invocation_id, content, key_id) VALUES ($1, $2, $3)', [id, file.content, file.keyId]);
      await db.query('INSERT INTO profiles (invocation_id, tenant_id, profile) VALUES ($1, $2, $3::jsonb)', [id, tenantId, JSON.stringify(profile)]);
      await db.query(
        `INSERT INTO match_entries (invocation_id, tenant_id, version, feature_version, features) VALUES ($1, $2, $3, $4, $5::jsonb)`,
        [id, tenantId, cvs.length, featureVersion(), JSON.stringify(profileToFeatures(profile))],
      );
    }
    await db.query('INSERT INTO match_tenants (tenant_id, version) VALUES ($1, 2)', [tenantId]);
    // The first CV had a photo and a correction, both in clear.
    const first = cvs[0]!;
    await db.query(`INSERT INTO photos (invocation_id, content, key_id, media_type, width, height) VALUES ($1, $2, NULL, 'image/png', 64, 48)`, [first.id, photo]);
    originalTitle = first.profile.jobProfile.title;
    const corrected = { ...first.profile, jobProfile: { ...first.profile.jobProfile, title: 'Staff Backend Engineer' } };
    await db.query('UPDATE profiles SET original = profile, profile = $2::jsonb, version = 1 WHERE invocation_id = $1', [first.id, JSON.stringify(corrected)]);
    await db.query(`INSERT INTO profile_corrections (invocation_id, version, tenant_id, client_id, patch) VALUES ($1, 1, $2, 'legacy-client', $3::jsonb)`, [
      first.id,
      tenantId,
      JSON.stringify({ jobProfile: { title: 'Staff Backend Engineer' } }),
    ]);
    first.profile = corrected;
    // A token signing key and a webhook secret in clear.
    const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const jwk = await exportJWK(pair.publicKey);
    kid = await calculateJwkThumbprint(jwk);
    await db.query(`INSERT INTO signing_keys (kid, alg, public_jwk, private_key, private_key_key_id) VALUES ($1, 'EdDSA', $2::jsonb, $3, NULL)`, [
      kid,
      JSON.stringify(jwk),
      Buffer.from(await exportPKCS8(pair.privateKey)),
    ]);
    await db.query(
      `INSERT INTO webhook_subscriptions (tenant_id, url, events, secret, secret_key_id, created_by) VALUES ($1, 'https://hooks.example.com/v', '{screen.completed}', $2, NULL, 'legacy')`,
      [tenantId, Buffer.from('whsec_legacy_secret')],
    );
    await db.close();

    // First an API process alone (no workers: nothing is sealed in the background yet).
    await start(0);
    client = await provisionClient(server, { tenants: [tenantId] });
  }, 300_000);

  const start = async (workers: number) => {
    await runtime?.stop();
    const config = parseConfig(testEnv(database, { VITAE_WORKERS: String(workers), VITAE_ENCRYPTION_KEY: MASTER.toString('base64') }));
    runtime = await startRuntime(config, { http: true, workers, logger: pino({ level: 'silent' }) });
    const url = await runtime.listen(0, '127.0.0.1');
    server = { url, runtime, config, database, stop: async () => undefined };
  };

  afterAll(async () => {
    await runtime?.stop();
    await database?.dispose();
  });

  it('reads them as they are before they are sealed', async () => {
    const [first, second] = cvs as [Legacy, Legacy];
    expect(await count('profiles WHERE profile IS NOT NULL')).toBe(2);
    const read = await getJson(`/cv-screening/${first.id}`);
    expect(read.body.profile.personal.fullName).toBe(first.name);
    expect(read.body.profile.jobProfile.title).toBe('Staff Backend Engineer');
    expect(Buffer.from(await (await api(`/cv-screening/${first.id}/photo`)).arrayBuffer()).equals(photo)).toBe(true);
    const listed = await getJson(`/cv-screening?q=${encodeURIComponent('ferraresi')}`);
    expect(listed.body.items.map((c: Json) => [c.invocationId, c.name, c.title])).toEqual([[first.id, first.name, 'Staff Backend Engineer']]);
    expect((await getJson(`/cv-screening?q=${encodeURIComponent(second.name.toUpperCase())}`)).body.items.map((c: Json) => c.invocationId)).toEqual([second.id]);
    const search = await getJson(`/direct-search?query=${encodeURIComponent(JD)}`);
    expect(search.body.profiles.map((p: Json) => p.id).sort()).toEqual(cvs.map((c) => c.id).sort());
  }, 90_000);

  it('seals every CV, feature and secret an earlier release stored, in the background', async () => {
    await start(1);
    await expect
      .poll(
        async () => [
          await count(`profiles WHERE profile IS NOT NULL OR original IS NOT NULL`),
          await count(`invocation_files WHERE key_id IS DISTINCT FROM 'data-key'`),
          await count(`photos WHERE key_id IS DISTINCT FROM 'data-key'`),
          await count('profile_corrections WHERE patch IS NOT NULL'),
          await count('match_entries WHERE features IS NOT NULL'),
          await count('signing_keys WHERE private_key_key_id IS NULL'),
          await count('webhook_subscriptions WHERE secret_key_id IS NULL'),
        ],
        { timeout: 60_000, interval: 250 },
      )
      .toEqual([0, 0, 0, 0, 0, 0, 0]);
    const keys = runtime.ctx.keys.data;
    for (const cv of cvs) {
      expect(await keys.get(runtime.ctx.db, 'cv', cv.id)).not.toBeNull();
      expect(await keys.get(runtime.ctx.db, 'file', cv.id)).not.toBeNull();
    }
    const stored = await runtime.ctx.db.query<{ content: Uint8Array }>('SELECT content FROM invocation_files WHERE invocation_id = $1', [cvs[0]!.id]);
    expect(Buffer.from(stored.rows[0]!.content).includes(Buffer.from(cvs[0]!.name))).toBe(false);
  }, 90_000);

  it('reads, lists, ranks, corrects and erases them like any CV', async () => {
    const [first, second] = cvs as [Legacy, Legacy];
    const read = await getJson(`/cv-screening/${first.id}`);
    expect(read.status).toBe(200);
    expect(read.body.profile.personal.fullName).toBe(first.name);
    expect(read.body.profile.jobProfile.title).toBe('Staff Backend Engineer');
    expect(read.body.revision).toBe(1);
    const original = await getJson(`/cv-screening/${first.id}?version=original`);
    expect(original.body.profile.jobProfile.title).toBe(originalTitle);
    expect(originalTitle).not.toBe('Staff Backend Engineer');
    const photoRes = await api(`/cv-screening/${first.id}/photo`);
    expect(photoRes.status).toBe(200);
    expect(Buffer.from(await photoRes.arrayBuffer()).equals(photo)).toBe(true);

    const listed = await getJson(`/cv-screening?q=${encodeURIComponent('brambilla')}`);
    expect(listed.body.items.map((c: Json) => c.invocationId)).toEqual([second.id]);
    expect(listed.body.items[0].name).toBe(second.name);

    const search = await getJson(`/direct-search?query=${encodeURIComponent(JD)}`);
    expect(search.status).toBe(200);
    expect(search.body.profiles.map((p: Json) => p.id).sort()).toEqual(cvs.map((c) => c.id).sort());

    const patched = await api(`/cv-screening/${second.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/merge-patch+json' },
      body: JSON.stringify({ jobProfile: { title: 'Principal Engineer' } }),
    });
    expect(patched.status).toBe(200);
    expect((await getJson(`/cv-screening?q=principal`)).body.items.map((c: Json) => c.invocationId)).toEqual([second.id]);

    // The signing key of the earlier release, now sealed, still signs: a new token works.
    const token = await requestToken(server, client.clientId, client.clientSecret);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid).toBe(kid);

    expect((await api(`/cv-screening/${second.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await runtime.ctx.keys.data.get(runtime.ctx.db, 'cv', second.id)).toBeNull();
    expect((await getJson(`/cv-screening/${second.id}`)).status).toBe(404);
    expect((await getJson(`/direct-search?query=${encodeURIComponent(JD)}`)).body.profiles.map((p: Json) => p.id)).toEqual([first.id]);
  }, 90_000);
});
