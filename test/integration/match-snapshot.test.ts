/**
 * Match index snapshots on a real database: a cold registry loads the tenant's snapshot and the
 * entries written after it, and searches exactly as an index built from the rows; a snapshot of
 * another format or derivation, older than pruned deletions, or damaged is detected, dropped and
 * rebuilt; a deletion removes the tenant's snapshot in its own transaction.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, syntheticProfile } from '../../bench/support/synthetic-profiles.ts';
import { featureVersion, profileToFeatures } from '../../src/match/candidate-features.ts';
import { prepareQuery } from '../../src/match/match-engine.ts';
import { MatchIndexRegistry } from '../../src/match/index/match-index-registry.ts';
import { scoringWeights } from '../../src/match/job/match-lexicon.ts';
import * as repo from '../../src/match/match-repository.ts';
import type { TenantIndex } from '../../src/match/index/tenant-index.ts';
import type { Database } from '../../src/store/database.ts';
import { migrate } from '../../src/store/migrator.ts';
import { openStoreKeys, type StoreKeys } from '../../src/store/store-keys.ts';
import { createTestDatabase, type TestDatabase, testDbKinds } from '../support/test-database.ts';

const W = scoringWeights();
const NOW = new Date('2026-11-25T00:00:00Z');
const JDS = [
  'Senior Java Developer\n\nRequirements:\n- 5+ years of Java\n- Spring Boot, PostgreSQL\n- English C1',
  'Registered Nurse\n\n- Nursing, patient care\n- 3 years of experience',
  'Staff Accountant\n\n- QuickBooks\n- Excel',
];

describe.each(testDbKinds())('Match index snapshots on %s', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let keys: StoreKeys;
  const random = seededRandom(42);

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    db = await test.open();
    await migrate(db);
    keys = await openStoreKeys([randomBytes(32)], db);
  });

  afterAll(async () => {
    await keys?.close();
    await db?.close();
    await test?.dispose();
  });

  /** A new tenant with `n` entries; returns its id. */
  const seedTenant = async (n: number, tenantId = randomUUID()) => {
    const entries = Array.from({ length: n }, () => ({ invocationId: randomUUID(), features: profileToFeatures(syntheticProfile(random, NOW), W) }));
    await db.transaction((tx) => repo.putEntries(tx, keys.data, tenantId, featureVersion(W), entries));
    return tenantId;
  };

  const registry = () => new MatchIndexRegistry(db, keys.data, W, undefined, { snapshotMinEntries: 1, snapshotIntervalMs: 0 });

  /** A registry whose snapshot of the tenant has been saved. */
  const withSnapshot = async (tenantId: string) => {
    const r = registry();
    await r.indexFor(tenantId);
    await r.settled();
    expect(await repo.readSnapshot(db, keys.data, tenantId)).not.toBeNull();
    return r;
  };

  const results = (index: TenantIndex) =>
    JDS.map((jd) => index.search(prepareQuery(jd).plan, {}, { order: 'DESC', limit: 500, offset: 0 }, NOW)).map((s) => ({ total: s.total, hits: s.hits }));

  /** Empties the rows' features without a new version: only a snapshot can still hold them. */
  const hideRows = (tenantId: string) => db.query('UPDATE match_entries SET features = NULL, sealed = NULL WHERE tenant_id = $1', [tenantId]);

  it('a cold registry starts from the snapshot plus later entries and searches exactly as one built from rows', async () => {
    const tenantId = await seedTenant(300);
    const first = await withSnapshot(tenantId);
    const stored = (await repo.readSnapshot(db, keys.data, tenantId))!;
    expect(stored).toMatchObject({ version: 300, entries: 300, featureVersion: featureVersion(W) });
    await seedTenant(25, tenantId);
    const fromSnapshot = await registry().indexFor(tenantId);
    const fromRows = await new MatchIndexRegistry(db, keys.data, W, undefined, { snapshotMinEntries: 1_000_000 }).indexFor(tenantId);
    expect(fromSnapshot.size).toBe(325);
    expect(fromSnapshot.version).toBe(325);
    expect(results(fromSnapshot)).toEqual(results(fromRows));
    expect(results(await first.indexFor(tenantId))).toEqual(results(fromRows));
  });

  it('really reads the snapshot: rows it covers are not read again', async () => {
    const tenantId = await seedTenant(40);
    await withSnapshot(tenantId);
    await hideRows(tenantId);
    expect((await registry().indexFor(tenantId)).size).toBe(40);
  });

  const staleCases: Array<[string, (tenantId: string) => Promise<unknown>]> = [
    ['of another derivation', (t) => db.query(`UPDATE match_snapshots SET feature_version = 'older' WHERE tenant_id = $1`, [t])],
    ['of another format', (t) => db.query('UPDATE match_snapshots SET format = 999 WHERE tenant_id = $1', [t])],
    ['older than pruned deletions', (t) => db.query('UPDATE match_tenants SET pruned_version = version + 1 WHERE tenant_id = $1', [t])],
    ['damaged', (t) => db.query(`UPDATE match_snapshots SET data = 'AAAAAAAA' WHERE tenant_id = $1`, [t])],
    ['counting other entries than it holds', (t) => db.query('UPDATE match_snapshots SET entries = entries + 1 WHERE tenant_id = $1', [t])],
  ];

  it.each(staleCases)('a snapshot %s is detected, dropped, and the index loads from the rows', async (_label, spoil) => {
    const tenantId = await seedTenant(30);
    await withSnapshot(tenantId);
    await spoil(tenantId);
    await hideRows(tenantId);
    const r = registry();
    // From the rows, which now hold no features: nothing of the spoiled snapshot was used.
    expect((await r.indexFor(tenantId)).size).toBe(0);
    await r.settled();
    expect(await repo.readSnapshot(db, keys.data, tenantId)).toBeNull();
  });

  it('a deletion removes the tenant’s snapshot, and an older snapshot cannot be written back', async () => {
    const tenantId = await seedTenant(20);
    const r = await withSnapshot(tenantId);
    const index = await r.indexFor(tenantId);
    const victim = index.search(prepareQuery(JDS[0]!).plan, {}, { order: 'DESC', limit: 1, offset: 0 }, NOW).hits[0]!.id;
    // The snapshot is sealed with a key of its own (its stored bytes are no deflate stream)...
    const row = (await db.query<{ key_id: string; data: string }>('SELECT key_id::text AS key_id, data FROM match_snapshots WHERE tenant_id = $1', [tenantId])).rows[0]!;
    expect(() => inflateSync(Buffer.from(row.data, 'base64'))).toThrow();
    expect(await keys.data.get(db, 'snapshot', row.key_id)).not.toBeNull();
    await db.transaction((tx) => repo.removeEntry(tx, keys.data, tenantId, victim));
    expect(await repo.readSnapshot(db, keys.data, tenantId)).toBeNull();
    // ...destroyed with it: a copy of the snapshot left in WAL opens no more.
    expect(await keys.data.get(db, 'snapshot', row.key_id)).toBeNull();
    const saved = await repo.writeSnapshot(db, keys.data, tenantId, { version: 20, format: 1, featureVersion: featureVersion(W), entries: 20, data: new Uint8Array(8) });
    expect(saved).toBe(false);
    expect(await repo.readSnapshot(db, keys.data, tenantId)).toBeNull();
    const again = await r.indexFor(tenantId);
    expect(again.has(victim)).toBe(false);
    await r.settled();
    expect((await repo.readSnapshot(db, keys.data, tenantId))?.version).toBe(21);
  });

  /** Completed profiles of the tenant as Screen stores them; with their Match entries unless told. */
  const seedProfiles = async (tenantId: string, n: number, withEntries: boolean) => {
    const rows = Array.from({ length: n }, () => ({ id: randomUUID(), profile: syntheticProfile(random, NOW) }));
    await db.transaction(async (tx) => {
      for (const r of rows) {
        await tx.query(
          `INSERT INTO invocations (id, tenant_id, client_id, status, file_type, file_size, file_sha256, started_at, finished_at)
           VALUES ($1, $2, 'test', 'completed', 'pdf', 1000, 'test', now(), now())`,
          [r.id, tenantId],
        );
        await tx.query('INSERT INTO profiles (invocation_id, tenant_id, profile) VALUES ($1, $2, $3)', [r.id, tenantId, JSON.stringify(r.profile)]);
      }
      if (withEntries) {
        await repo.putEntries(tx, keys.data, tenantId, featureVersion(W), rows.map((r) => ({ invocationId: r.id, features: profileToFeatures(r.profile, W) })));
      }
    });
    return rows.map((r) => r.id);
  };

  it('a profile without features is derived after a first search served from the snapshot, and found by the next', async () => {
    const tenantId = randomUUID();
    await seedProfiles(tenantId, 12, true);
    await withSnapshot(tenantId);
    const [missing] = await seedProfiles(tenantId, 1, false);
    const r = registry();
    expect((await r.indexFor(tenantId)).has(missing!)).toBe(false);
    await r.settled();
    const next = await r.indexFor(tenantId);
    expect(next.has(missing!)).toBe(true);
    expect(next.size).toBe(13);
  });
});
