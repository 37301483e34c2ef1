/**
 * Match's tables (migration 0004): one row of candidate features per completed profile, and a
 * per-tenant version counter that orders every change. Writers run inside Screen's transaction;
 * readers catch up with `changesSince`.
 *
 * Features hold the CV's words (name, titles, text terms): they are sealed with the CV's own key
 * (`cv`, src/store/data-keys.ts; migration 0010), and each index snapshot with a key of its own,
 * destroyed with the snapshot. Rows of earlier releases (`features` in clear) are read as they are
 * and sealed when derived again (`needsDerivation` counts them as stale).
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../store/database.ts';
import type { DataKeys } from '../store/data-keys.ts';
import { openJson, openWith, sealJson, sealWith } from '../store/sealed.ts';
import type { CandidateFeatures } from './match-types.ts';

const featuresAad = (invocationId: string) => `features:${invocationId}`;
const snapshotAad = (tenantId: string, keyId: string) => `snapshot:${tenantId}:${keyId}`;
/** A live entry: sealed, or in clear from an earlier release. */
const LIVE = '(features IS NOT NULL OR sealed IS NOT NULL)';

interface EntryRow {
  invocation_id: string;
  features: unknown;
  sealed: string | null;
}

/** The entries' features, opened; an entry whose key is gone (its CV erased meanwhile) is left out. */
async function openEntries(db: Queryable, keys: DataKeys, rows: readonly EntryRow[]): Promise<Map<string, CandidateFeatures>> {
  const sealed = rows.filter((r) => r.sealed);
  const found = sealed.length ? await keys.getMany(db, 'cv', sealed.map((r) => r.invocation_id)) : new Map<string, Buffer>();
  const out = new Map<string, CandidateFeatures>();
  for (const r of rows) {
    if (r.sealed) {
      const key = found.get(r.invocation_id);
      if (key) out.set(r.invocation_id, openJson<CandidateFeatures>(key, Buffer.from(r.sealed, 'base64'), featuresAad(r.invocation_id)));
    } else if (r.features != null) {
      out.set(r.invocation_id, parse(r.features)!);
    }
  }
  return out;
}

async function sealEntries(
  tx: Queryable,
  keys: DataKeys,
  entries: ReadonlyArray<{ invocationId: string; features: CandidateFeatures }>,
): Promise<string[]> {
  // A CV of an earlier release gets its key when its features are first sealed.
  const known = await keys.ensureMany(tx, 'cv', [...new Set(entries.map((e) => e.invocationId))]);
  return entries.map((e) => sealJson(known.get(e.invocationId)!, e.features, featuresAad(e.invocationId)).toString('base64'));
}

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
  keys: DataKeys,
  tenantId: string,
  invocationId: string,
  featureVersion: string,
  features: CandidateFeatures,
): Promise<void> {
  await putEntries(tx, keys, tenantId, featureVersion, [{ invocationId, features }]);
}

/**
 * Many entries of one tenant in one statement (derivation of missing features, bulk loads): the
 * tenant's version advances by their number under the same row lock, one version per entry.
 */
export async function putEntries(
  tx: Queryable,
  keys: DataKeys,
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
  const sealed = await sealEntries(tx, keys, entries);
  await tx.query(
    `INSERT INTO match_entries (invocation_id, tenant_id, version, feature_version, sealed, changed_at)
     SELECT e.id, $1, $2 + e.n - 1, $3, e.sealed, now()
     FROM unnest($4::uuid[], $5::text[]) WITH ORDINALITY AS e(id, sealed, n)
     ON CONFLICT (invocation_id) DO UPDATE
       SET version = EXCLUDED.version, feature_version = EXCLUDED.feature_version,
           sealed = EXCLUDED.sealed, features = NULL, changed_at = EXCLUDED.changed_at`,
    [tenantId, first, featureVersion, entries.map((e) => e.invocationId), sealed],
  );
}

/**
 * Replaces the entry by a tombstone (no personal data left) and prunes old tombstones. The
 * tenant's snapshot holds this profile's features: it goes with them, and its key is destroyed
 * with the transaction (rebuilt later).
 */
export async function removeEntry(tx: Queryable, keys: DataKeys, tenantId: string, invocationId: string): Promise<void> {
  const exists = await tx.query(`SELECT 1 FROM match_entries WHERE invocation_id = $1 AND tenant_id = $2 AND ${LIVE}`, [invocationId, tenantId]);
  if (!exists.rows.length) return;
  const version = await nextVersion(tx, tenantId);
  const dropped = await tx.query<{ key_id: string }>('DELETE FROM match_snapshots WHERE tenant_id = $1 RETURNING key_id::text AS key_id', [tenantId]);
  await keys.destroy(tx, 'snapshot', dropped.rows.map((row) => row.key_id));
  await tx.query(
    `UPDATE match_entries SET version = $3, feature_version = NULL, features = NULL, sealed = NULL, changed_at = now()
     WHERE invocation_id = $1 AND tenant_id = $2`,
    [invocationId, tenantId, version],
  );
  const pruned = await tx.query<{ version: number }>(
    `DELETE FROM match_entries
     WHERE tenant_id = $1 AND features IS NULL AND sealed IS NULL AND changed_at < now() - make_interval(days => $2)
     RETURNING version`,
    [tenantId, TOMBSTONE_DAYS],
  );
  if (pruned.rows.length) {
    const highest = Math.max(...pruned.rows.map((r) => Number(r.version)));
    await tx.query('UPDATE match_tenants SET pruned_version = GREATEST(pruned_version, $2) WHERE tenant_id = $1', [tenantId, highest]);
  }
}

/** Tenants with entries an earlier release stored in clear (migration 0010's partial index). */
export async function tenantsWithClearEntries(db: Queryable, limit: number): Promise<string[]> {
  const r = await db.query<{ tenant_id: string }>('SELECT DISTINCT tenant_id::text AS tenant_id FROM match_entries WHERE features IS NOT NULL LIMIT $1', [limit]);
  return r.rows.map((row) => row.tenant_id);
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

/** Entries changed after `version`, oldest first (tombstones, and entries whose key is gone, as null). */
export async function changesSince(db: Queryable, keys: DataKeys, tenantId: string, version: number, limit: number): Promise<EntryChange[]> {
  const r = await db.query<EntryRow & { version: number; feature_version: string | null }>(
    `SELECT invocation_id::text AS invocation_id, version, feature_version, features, sealed FROM match_entries
     WHERE tenant_id = $1 AND version > $2 ORDER BY version LIMIT $3`,
    [tenantId, version, limit],
  );
  const opened = await openEntries(db, keys, r.rows);
  return r.rows.map((row) => ({
    invocationId: row.invocation_id,
    version: Number(row.version),
    featureVersion: row.feature_version,
    features: opened.get(row.invocation_id) ?? null,
  }));
}

/**
 * Every live entry of the tenant as of one snapshot, in batches (a cursor over a sequential
 * scan: far cheaper than walking the version index on PGlite), and the version that snapshot
 * stands at. Loading an index this way and then applying `changesSince(version)` misses nothing.
 */
export async function loadSnapshot(
  db: Database,
  keys: DataKeys,
  tenantId: string,
  batch: number,
  onBatch: (entries: Array<{ invocationId: string; features: CandidateFeatures }>) => void,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const { version } = await tenantVersion(tx, tenantId);
    await tx.query(
      `DECLARE match_snapshot NO SCROLL CURSOR FOR
       SELECT invocation_id::text AS invocation_id, features, sealed FROM match_entries WHERE tenant_id = $1 AND ${LIVE}`,
      [tenantId],
    );
    for (;;) {
      const r = await tx.query<EntryRow>(`FETCH ${Math.max(1, Math.floor(batch))} FROM match_snapshot`);
      if (r.rows.length) {
        const opened = await openEntries(tx, keys, r.rows);
        onBatch([...opened].map(([invocationId, features]) => ({ invocationId, features })));
      }
      if (r.rows.length < batch) break;
    }
    await tx.query('CLOSE match_snapshot');
    return version;
  });
}

/**
 * Whether some completed profile of the tenant lacks features of `featureVersion`, or has them in
 * clear from an earlier release (two counts, no join).
 */
export async function needsDerivation(db: Queryable, tenantId: string, featureVersion: string): Promise<boolean> {
  const r = await db.query<{ profiles: number; live: number; stale: number }>(
    `SELECT (SELECT count(*) FROM profiles WHERE tenant_id = $1) AS profiles,
            count(*) FILTER (WHERE ${LIVE}) AS live,
            count(*) FILTER (WHERE features IS NOT NULL OR (sealed IS NOT NULL AND feature_version IS DISTINCT FROM $2)) AS stale
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

export async function featuresOf(db: Queryable, keys: DataKeys, tenantId: string, ids: readonly string[]): Promise<Map<string, CandidateFeatures>> {
  if (!ids.length) return new Map();
  const r = await db.query<EntryRow>(
    `SELECT invocation_id::text AS invocation_id, features, sealed FROM match_entries
     WHERE tenant_id = $1 AND invocation_id = ANY($2::uuid[]) AND ${LIVE}`,
    [tenantId, ids],
  );
  return openEntries(db, keys, r.rows);
}

/** A profiles row as Screen stores it (sealed, or in clear from an earlier release): see screen/cv-vault.ts. */
export interface StoredProfileRow {
  invocationId: string;
  profile: unknown;
  original: unknown;
  sealed: Uint8Array | null;
  sealedOriginal: Uint8Array | null;
}

/**
 * Completed profiles of the tenant whose features are missing (completed before Match existed),
 * were derived by another version, or are stored in clear by an earlier release: read from
 * Screen's profiles table to derive (and seal) them again.
 */
export async function profilesToDerive(db: Queryable, tenantId: string, featureVersion: string, after: string, limit: number): Promise<StoredProfileRow[]> {
  const r = await db.query<{ invocation_id: string; profile: unknown; sealed: Uint8Array | null }>(
    `SELECT p.invocation_id::text AS invocation_id, p.profile, p.sealed FROM profiles p
     LEFT JOIN match_entries m ON m.invocation_id = p.invocation_id
     WHERE p.tenant_id = $1 AND p.invocation_id > $3::uuid
       AND (m.invocation_id IS NULL OR m.feature_version IS DISTINCT FROM $2 OR m.features IS NOT NULL)
     ORDER BY p.invocation_id LIMIT $4`,
    [tenantId, featureVersion, after, limit],
  );
  return r.rows.map((row) => ({
    invocationId: row.invocation_id,
    profile: row.profile,
    original: null,
    sealed: row.sealed ? new Uint8Array(row.sealed) : null,
    sealedOriginal: null,
  }));
}

export interface StoredSnapshot {
  version: number;
  format: number;
  featureVersion: string;
  entries: number;
  data: Uint8Array;
}

/**
 * The tenant's index snapshot (index/index-snapshot.ts), opened, if one was saved; `unreadable` when its
 * key is gone or it does not open (the caller drops it).
 */
export async function readSnapshot(db: Queryable, keys: DataKeys, tenantId: string): Promise<(StoredSnapshot & { unreadable?: string }) | null> {
  const r = await db.query<{ version: number; format: number; feature_version: string; entries: number; key_id: string; data: string }>(
    'SELECT version, format, feature_version, entries, key_id::text AS key_id, data FROM match_snapshots WHERE tenant_id = $1',
    [tenantId],
  );
  const row = r.rows[0];
  if (!row) return null;
  const stored = { version: Number(row.version), format: Number(row.format), featureVersion: row.feature_version, entries: Number(row.entries) };
  const key = await keys.get(db, 'snapshot', row.key_id);
  if (!key) return { ...stored, data: new Uint8Array(0), unreadable: 'its key is gone' };
  try {
    return { ...stored, data: openWith(key, Buffer.from(row.data, 'base64'), snapshotAad(tenantId, row.key_id)) };
  } catch (err) {
    return { ...stored, data: new Uint8Array(0), unreadable: `it does not open: ${(err as Error).message}` };
  }
}

/**
 * Saves a snapshot taken at `snapshot.version`, sealed with a new key of its own, only if the
 * tenant is still at that version: the match_tenants row lock taken here orders it against
 * writers, so a deletion committed meanwhile (which removes snapshots) can never be undone by an
 * older snapshot. The snapshot it replaces has its key destroyed. Returns whether it was saved.
 */
export async function writeSnapshot(db: Database, keys: DataKeys, tenantId: string, snapshot: StoredSnapshot): Promise<boolean> {
  let made: string | undefined;
  return db.transaction(async (tx) => {
    const r = await tx.query<{ version: number }>('SELECT version FROM match_tenants WHERE tenant_id = $1 FOR UPDATE', [tenantId]);
    if (Number(r.rows[0]?.version ?? -1) !== snapshot.version) return false;
    const old = await tx.query<{ key_id: string }>('SELECT key_id::text AS key_id FROM match_snapshots WHERE tenant_id = $1 FOR UPDATE', [tenantId]);
    const keyId = randomUUID();
    made = keyId;
    const key = await keys.create(tx, 'snapshot', keyId);
    const data = sealWith(key, snapshot.data, snapshotAad(tenantId, keyId)).toString('base64');
    await tx.query(
      `INSERT INTO match_snapshots (tenant_id, version, format, feature_version, entries, key_id, data, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (tenant_id) DO UPDATE
         SET version = EXCLUDED.version, format = EXCLUDED.format, feature_version = EXCLUDED.feature_version,
             entries = EXCLUDED.entries, key_id = EXCLUDED.key_id, data = EXCLUDED.data, created_at = EXCLUDED.created_at`,
      [tenantId, snapshot.version, snapshot.format, snapshot.featureVersion, snapshot.entries, keyId, data],
    );
    await keys.destroy(tx, 'snapshot', old.rows.map((row) => row.key_id));
    return true;
  }).catch(async (err: unknown) => {
    // Rolled back: the new key goes too (kept in a file on the embedded database).
    if (made) await keys.destroy(db, 'snapshot', [made]).catch(() => undefined);
    throw err;
  });
}

/** Drops a snapshot found unusable (other format or derivation, older than pruned tombstones, unreadable) and its key. */
export async function deleteSnapshot(db: Database, keys: DataKeys, tenantId: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await tx.query<{ key_id: string }>('DELETE FROM match_snapshots WHERE tenant_id = $1 AND version = $2 RETURNING key_id::text AS key_id', [
      tenantId,
      version,
    ]);
    await keys.destroy(tx, 'snapshot', r.rows.map((row) => row.key_id));
  });
}

/** Which of these snapshot keys belong to a stored snapshot (for orphan-keys.ts). */
export async function snapshotKeysInUse(db: Queryable, keyIds: readonly string[]): Promise<Set<string>> {
  const r = await db.query<{ key_id: string }>('SELECT key_id::text AS key_id FROM match_snapshots WHERE key_id = ANY($1::uuid[])', [keyIds]);
  return new Set(r.rows.map((row) => row.key_id));
}
