/**
 * Match's tables (migration 0004): one row of candidate features per completed profile, and a
 * per-tenant version counter that orders every change. Writers run inside Screen's transaction;
 * readers catch up with `changesSince`.
 */
import type { Database, Queryable } from '../store/database.ts';
import type { CandidateFeatures } from './match-types.ts';

/** Tombstones older than this are pruned; an index that has not synced since reloads in full. */
const TOMBSTONE_DAYS = 7;

export interface EntryChange {
  invocationId: string;
  version: number;
  featureVersion: string | null;
  /** null: the profile was deleted. */
  features: CandidateFeatures | null;
}

/**
 * The next version of the tenant's entries. The row lock taken here is held until the calling
 * transaction commits, so concurrent writers of one tenant commit their versions in order.
 */
async function nextVersion(tx: Queryable, tenantId: string): Promise<number> {
  const r = await tx.query<{ version: number }>(
    `INSERT INTO match_tenants (tenant_id, version) VALUES ($1, 1)
     ON CONFLICT (tenant_id) DO UPDATE SET version = match_tenants.version + 1
     RETURNING version`,
    [tenantId],
  );
  return Number(r.rows[0]!.version);
}

export async function putEntry(
  tx: Queryable,
  tenantId: string,
  invocationId: string,
  featureVersion: string,
  features: CandidateFeatures,
): Promise<void> {
  await putEntries(tx, tenantId, featureVersion, [{ invocationId, features }]);
}

/**
 * Many entries of one tenant in one statement (derivation of missing features, bulk loads): the
 * tenant's version advances by their number under the same row lock, one version per entry.
 */
export async function putEntries(
  tx: Queryable,
  tenantId: string,
  featureVersion: string,
  entries: ReadonlyArray<{ invocationId: string; features: CandidateFeatures }>,
): Promise<void> {
  if (!entries.length) return;
  const r = await tx.query<{ version: number }>(
    `INSERT INTO match_tenants (tenant_id, version) VALUES ($1, $2)
     ON CONFLICT (tenant_id) DO UPDATE SET version = match_tenants.version + $2
     RETURNING version`,
    [tenantId, entries.length],
  );
  const first = Number(r.rows[0]!.version) - entries.length + 1;
  await tx.query(
    `INSERT INTO match_entries (invocation_id, tenant_id, version, feature_version, features, changed_at)
     SELECT e.id, $1, $2 + e.n - 1, $3, e.features, now()
     FROM unnest($4::uuid[], $5::jsonb[]) WITH ORDINALITY AS e(id, features, n)
     ON CONFLICT (invocation_id) DO UPDATE
       SET version = EXCLUDED.version, feature_version = EXCLUDED.feature_version,
           features = EXCLUDED.features, changed_at = EXCLUDED.changed_at`,
    [tenantId, first, featureVersion, entries.map((e) => e.invocationId), entries.map((e) => JSON.stringify(e.features))],
  );
}

/** Replaces the entry by a tombstone (no personal data left) and prunes old tombstones. */
export async function removeEntry(tx: Queryable, tenantId: string, invocationId: string): Promise<void> {
  const exists = await tx.query('SELECT 1 FROM match_entries WHERE invocation_id = $1 AND tenant_id = $2 AND features IS NOT NULL', [
    invocationId,
    tenantId,
  ]);
  if (!exists.rows.length) return;
  const version = await nextVersion(tx, tenantId);
  // The tenant's snapshot holds this profile's features: it goes with them (rebuilt later).
  await tx.query('DELETE FROM match_snapshots WHERE tenant_id = $1', [tenantId]);
  await tx.query(
    `UPDATE match_entries SET version = $3, feature_version = NULL, features = NULL, changed_at = now()
     WHERE invocation_id = $1 AND tenant_id = $2`,
    [invocationId, tenantId, version],
  );
  const pruned = await tx.query<{ version: number }>(
    `DELETE FROM match_entries
     WHERE tenant_id = $1 AND features IS NULL AND changed_at < now() - make_interval(days => $2)
     RETURNING version`,
    [tenantId, TOMBSTONE_DAYS],
  );
  if (pruned.rows.length) {
    const highest = Math.max(...pruned.rows.map((r) => Number(r.version)));
    await tx.query('UPDATE match_tenants SET pruned_version = GREATEST(pruned_version, $2) WHERE tenant_id = $1', [tenantId, highest]);
  }
}

/** Tenants with Match entries, the most changed first (a proxy for the largest and busiest). */
export async function busiestTenants(db: Queryable, limit: number): Promise<string[]> {
  const r = await db.query<{ tenant_id: string }>('SELECT tenant_id FROM match_tenants WHERE version > 0 ORDER BY version DESC LIMIT $1', [limit]);
  return r.rows.map((row) => row.tenant_id);
}

export async function tenantVersion(db: Queryable, tenantId: string): Promise<{ version: number; prunedVersion: number }> {
  const r = await db.query<{ version: number; pruned_version: number }>(
    'SELECT version, pruned_version FROM match_tenants WHERE tenant_id = $1',
    [tenantId],
  );
  const row = r.rows[0];
  return { version: Number(row?.version ?? 0), prunedVersion: Number(row?.pruned_version ?? 0) };
}

const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as CandidateFeatures | null;

/** Entries changed after `version`, oldest first (tombstones included). */
export async function changesSince(db: Queryable, tenantId: string, version: number, limit: number): Promise<EntryChange[]> {
  const r = await db.query<{ invocation_id: string; version: number; feature_version: string | null; features: unknown }>(
    `SELECT invocation_id::text AS invocation_id, version, feature_version, features FROM match_entries
     WHERE tenant_id = $1 AND version > $2 ORDER BY version LIMIT $3`,
    [tenantId, version, limit],
  );
  return r.rows.map((row) => ({
    invocationId: row.invocation_id,
    version: Number(row.version),
    featureVersion: row.feature_version,
    features: parse(row.features),
  }));
}

/**
 * Every live entry of the tenant as of one snapshot, in batches (a cursor over a sequential
 * scan: far cheaper than walking the version index on PGlite), and the version that snapshot
 * stands at. Loading an index this way and then applying `changesSince(version)` misses nothing.
 */
export async function loadSnapshot(
  db: Database,
  tenantId: string,
  batch: number,
  onBatch: (entries: Array<{ invocationId: string; features: CandidateFeatures }>) => void,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const { version } = await tenantVersion(tx, tenantId);
    await tx.query(
      `DECLARE match_snapshot NO SCROLL CURSOR FOR
       SELECT invocation_id::text AS invocation_id, features FROM match_entries WHERE tenant_id = $1 AND features IS NOT NULL`,
      [tenantId],
    );
    for (;;) {
      const r = await tx.query<{ invocation_id: string; features: unknown }>(`FETCH ${Math.max(1, Math.floor(batch))} FROM match_snapshot`);
      if (r.rows.length) onBatch(r.rows.map((row) => ({ invocationId: row.invocation_id, features: parse(row.features)! })));
      if (r.rows.length < batch) break;
    }
    await tx.query('CLOSE match_snapshot');
    return version;
  });
}

/** Whether some completed profile of the tenant lacks features of `featureVersion` (two counts, no join). */
export async function needsDerivation(db: Queryable, tenantId: string, featureVersion: string): Promise<boolean> {
  const r = await db.query<{ profiles: number; live: number; stale: number }>(
    `SELECT (SELECT count(*) FROM profiles WHERE tenant_id = $1) AS profiles,
            count(*) FILTER (WHERE features IS NOT NULL) AS live,
            count(*) FILTER (WHERE features IS NOT NULL AND feature_version IS DISTINCT FROM $2) AS stale
     FROM match_entries WHERE tenant_id = $1`,
    [tenantId, featureVersion],
  );
  const row = r.rows[0];
  return Number(row?.stale ?? 0) > 0 || Number(row?.profiles ?? 0) > Number(row?.live ?? 0);
}

/**
 * The tenant's people with more than one completed CV (Screen's `duplicate_of`, migration 0009):
 * each group's CVs, newest first. One query on the partial index of duplicates: tenants without
 * duplicates pay one empty index scan per search.
 */
export async function duplicateGroups(db: Queryable, tenantId: string): Promise<string[][]> {
  const r = await db.query<{ id: string; root: string }>(
    `SELECT i.id::text AS id, coalesce(i.duplicate_of, i.id)::text AS root
     FROM invocations i
     WHERE i.tenant_id = $1 AND i.status = 'completed'
       AND (i.duplicate_of IS NOT NULL
            OR i.id IN (SELECT duplicate_of FROM invocations WHERE tenant_id = $1 AND duplicate_of IS NOT NULL))
     ORDER BY i.created_at DESC, i.id DESC`,
    [tenantId],
  );
  const groups = new Map<string, string[]>();
  for (const row of r.rows) {
    const g = groups.get(row.root);
    if (g) g.push(row.id);
    else groups.set(row.root, [row.id]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

export async function featuresOf(db: Queryable, tenantId: string, ids: readonly string[]): Promise<Map<string, CandidateFeatures>> {
  if (!ids.length) return new Map();
  const r = await db.query<{ invocation_id: string; features: unknown }>(
    `SELECT invocation_id::text AS invocation_id, features FROM match_entries
     WHERE tenant_id = $1 AND invocation_id = ANY($2::uuid[]) AND features IS NOT NULL`,
    [tenantId, ids],
  );
  return new Map(r.rows.map((row) => [row.invocation_id, parse(row.features)!]));
}

/**
 * Completed profiles of the tenant whose features are missing (completed before Match existed)
 * or were derived by another version: read from Screen's profiles table to derive them again.
 */
export async function profilesToDerive(
  db: Queryable,
  tenantId: string,
  featureVersion: string,
  after: string,
  limit: number,
): Promise<Array<{ invocationId: string; profile: unknown }>> {
  const r = await db.query<{ invocation_id: string; profile: unknown }>(
    `SELECT p.invocation_id::text AS invocation_id, p.profile FROM profiles p
     LEFT JOIN match_entries m ON m.invocation_id = p.invocation_id
     WHERE p.tenant_id = $1 AND p.invocation_id > $3::uuid
       AND (m.invocation_id IS NULL OR m.feature_version IS DISTINCT FROM $2)
     ORDER BY p.invocation_id LIMIT $4`,
    [tenantId, featureVersion, after, limit],
  );
  return r.rows.map((row) => ({
    invocationId: row.invocation_id,
    profile: row.profile,
  }));
}

export interface StoredSnapshot {
  version: number;
  format: number;
  featureVersion: string;
  entries: number;
  data: Uint8Array;
}

/** The tenant's index snapshot (index-snapshot.ts), if one was saved. */
export async function readSnapshot(db: Queryable, tenantId: string): Promise<StoredSnapshot | null> {
  const r = await db.query<{ version: number; format: number; feature_version: string; entries: number; data: string }>(
    'SELECT version, format, feature_version, entries, data FROM match_snapshots WHERE tenant_id = $1',
    [tenantId],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    version: Number(row.version),
    format: Number(row.format),
    featureVersion: row.feature_version,
    entries: Number(row.entries),
    data: Buffer.from(row.data, 'base64'),
  };
}

/**
 * Saves a snapshot taken at `snapshot.version`, only if the tenant is still at that version: the
 * match_tenants row lock taken here orders it against writers, so a deletion committed meanwhile
 * (which removes snapshots) can never be undone by an older snapshot. Returns whether it was saved.
 */
export async function writeSnapshot(db: Database, tenantId: string, snapshot: StoredSnapshot): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ version: number }>('SELECT version FROM match_tenants WHERE tenant_id = $1 FOR UPDATE', [tenantId]);
    if (Number(r.rows[0]?.version ?? -1) !== snapshot.version) return false;
    await tx.query(
      `INSERT INTO match_snapshots (tenant_id, version, format, feature_version, entries, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (tenant_id) DO UPDATE
         SET version = EXCLUDED.version, format = EXCLUDED.format, feature_version = EXCLUDED.feature_version,
             entries = EXCLUDED.entries, data = EXCLUDED.data, created_at = EXCLUDED.created_at`,
      [tenantId, snapshot.version, snapshot.format, snapshot.featureVersion, snapshot.entries, Buffer.from(snapshot.data).toString('base64')],
    );
    return true;
  });
}

/** Drops a snapshot found unusable (other format or derivation, or older than pruned tombstones). */
export async function deleteSnapshot(db: Queryable, tenantId: string, version: number): Promise<void> {
  await db.query('DELETE FROM match_snapshots WHERE tenant_id = $1 AND version = $2', [tenantId, version]);
}
