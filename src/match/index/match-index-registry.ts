/**
 * Each process's in-memory indexes, one per tenant, kept consistent with the database: before a
 * search, the tenant's version counter is read (one small query) and any entries above the
 * index's version are applied. A profile completed or deleted through any process is therefore
 * seen by the next search in every process, on PGlite and on PostgreSQL alike.
 *
 * The first search of a tenant in a process also derives the features of profiles that have
 * none yet or were derived by an older release, so the table stays the source of truth (after
 * that search when the index came from a snapshot of this release's features, before it otherwise).
 *
 * A cold index starts from the tenant's snapshot (index-snapshot.ts, table match_snapshots) when
 * a usable one exists, then applies the entries above it; otherwise from the rows. A tenant of at
 * least `snapshotMinEntries` profiles gets a new snapshot after a load from rows, and again once
 * the changes applied since the last one reach REFRESH_SHARE of its size: the encoding (about
 * CPU_MS_PER_100K) runs after the search that triggered it has been answered.
 */
import type { Logger } from 'pino';
import { CvVault } from '../../screen/cv-vault.ts';
import { BlobCipher } from '../../store/blob-cipher.ts';
import type { Database } from '../../store/database.ts';
import type { DataKeys } from '../../store/data-keys.ts';
import { featureVersion, profileToFeatures } from '../candidate-features.ts';
import type { ScoringWeights } from '../job/match-lexicon.ts';
import type { CandidateFeatures } from '../match-types.ts';
import { decodeSnapshot, encodeSnapshot, SNAPSHOT_FORMAT, snapshotsSupported } from './index-snapshot.ts';
import * as repo from '../match-repository.ts';
import { TenantIndex } from './tenant-index.ts';

const BATCH = 5_000;
const DERIVE_BATCH = 200;
/** Tenants kept in memory per process; the least recently searched is dropped beyond this. */
const MAX_TENANTS = 64;
const FIRST_UUID = '00000000-0000-0000-0000-000000000000';
/** Tenants smaller than this load from rows fast enough: no snapshot is kept for them. */
const SNAPSHOT_MIN_ENTRIES = 2_000;
/** A snapshot is replaced once the changes applied on top of it reach this share of the index. */
const REFRESH_SHARE = 0.1;
/**
 * Least time between two snapshot saves of one tenant by one process: encoding 100,000 profiles
 * costs a few hundred ms of CPU, and a tenant with steady deletions would otherwise re-save often.
 */
const SAVE_INTERVAL_MS = 5 * 60_000;

export interface RegistryOptions {
  /** Smallest tenant that gets a snapshot (tests lower it). */
  snapshotMinEntries?: number;
  /** Least time between two saves of one tenant's snapshot (tests set 0). */
  snapshotIntervalMs?: number;
}

interface Entry {
  index: TenantIndex;
  derived: boolean;
  lastUsed: number;
  /** The sync in flight: concurrent searches of one tenant share it. */
  syncing: Promise<void> | null;
  /** Version of the tenant's stored snapshot as far as this process knows (0: none). */
  snapshotVersion: number;
  saving: Promise<void> | null;
  lastSaveAttempt: number;
}

export class MatchIndexRegistry {
  private readonly tenants = new Map<string, Entry>();
  private closed = false;
  private warming: Promise<void> | null = null;
  private readonly snapshotMinEntries: number;
  private readonly snapshotIntervalMs: number;
  /** Derivations started after a snapshot load, awaited by close and settled. */
  private readonly background = new Set<Promise<void>>();

  /** Opens Screen's stored profiles (sealed with each CV's key) for derivation. */
  private readonly vault: CvVault;

  constructor(
    private readonly db: Database,
    private readonly keys: DataKeys,
    private readonly weights: ScoringWeights,
    private readonly logger?: Logger,
    options: RegistryOptions = {},
  ) {
    this.snapshotMinEntries = options.snapshotMinEntries ?? SNAPSHOT_MIN_ENTRIES;
    this.snapshotIntervalMs = options.snapshotIntervalMs ?? SAVE_INTERVAL_MS;
    // Profiles are sealed with data keys only: the master key ring is not needed to open them.
    this.vault = new CvVault(keys, new BlobCipher([]));
  }

  /** The tenant's index, up to date with every change committed before this call. */
  async indexFor(tenantId: string): Promise<TenantIndex> {
    let entry = this.tenants.get(tenantId);
    if (!entry) {
      entry = { index: new TenantIndex(this.weights), derived: false, lastUsed: 0, syncing: null, snapshotVersion: 0, saving: null, lastSaveAttempt: 0 };
      this.tenants.set(tenantId, entry);
      this.evict();
    }
    entry.lastUsed = Date.now();
    // A sync already running may have read the version before our caller's change committed:
    // wait for it, then sync again (cheap when nothing changed).
    while (entry.syncing) await entry.syncing.catch(() => undefined);
    const e = entry;
    e.syncing = this.sync(tenantId, e).finally(() => {
      e.syncing = null;
    });
    await e.syncing;
    return e.index;
  }

  private async sync(tenantId: string, entry: Entry): Promise<void> {
    const { version, prunedVersion } = await repo.tenantVersion(this.db, tenantId);
    if (entry.derived && version === entry.index.version) return this.scheduleSnapshot(tenantId, entry);
    if (entry.index.version < prunedVersion || version < entry.index.version) {
      entry.index = new TenantIndex(this.weights);
    }
    if (entry.index.version === 0 && entry.index.size === 0) {
      const stored = await this.fromSnapshot(tenantId, version, prunedVersion);
      if (stored) {
        entry.index = stored;
        entry.snapshotVersion = stored.version;
        // The snapshot's features are of this release's derivation: profiles still lacking
        // features (rare) are derived after this search instead of before it, as counting them
        // costs more than loading the snapshot; their entries reach the index at a later sync.
        if (!entry.derived) {
          entry.derived = true;
          this.deriveLater(tenantId);
        }
      } else {
        await this.ensureDerived(tenantId, entry);
        // A new index: one consistent read of the live entries, then the changes after it.
        const fresh = entry.index;
        fresh.version = await repo.loadSnapshot(this.db, this.keys, tenantId, BATCH, (batch) => {
          for (const e of batch) fresh.upsert(e.invocationId, e.features);
        });
        entry.snapshotVersion = 0;
      }
    }
    await this.ensureDerived(tenantId, entry);
    const index = entry.index;
    for (;;) {
      const changes = await repo.changesSince(this.db, this.keys, tenantId, index.version, BATCH);
      for (const c of changes) {
        if (c.features) index.upsert(c.invocationId, c.features);
        else {
          index.remove(c.invocationId);
          // The deletion removed the tenant's snapshot (match-repository.ts removeEntry).
          entry.snapshotVersion = 0;
        }
        index.version = c.version;
      }
      if (changes.length < BATCH) break;
    }
    this.scheduleSnapshot(tenantId, entry);
  }

  /** The index of the tenant's stored snapshot, or null when there is none or it is unusable. */
  private async fromSnapshot(tenantId: string, version: number, prunedVersion: number): Promise<TenantIndex | null> {
    if (!snapshotsSupported) return null;
    const stored = await repo.readSnapshot(this.db, this.keys, tenantId);
    if (!stored) return null;
    let why: string | null = null;
    if (stored.unreadable) why = `unreadable: ${stored.unreadable}`;
    else if (stored.format !== SNAPSHOT_FORMAT) why = `format ${stored.format}`;
    else if (stored.featureVersion !== featureVersion(this.weights)) why = 'features of another derivation';
    else if (stored.version < prunedVersion) why = 'older than pruned deletions';
    else if (stored.version > version) why = 'newer than the tenant';
    let index: TenantIndex | null = null;
    if (!why) {
      const state = decodeSnapshot(stored.data);
      if (state instanceof Error) why = state.message;
      else if (state.ids.length !== stored.entries) why = `${state.ids.length} entries instead of ${stored.entries}`;
      else {
        index = TenantIndex.fromState(this.weights, state);
        index.version = stored.version;
      }
    }
    if (why) {
      this.logger?.info({ tenantId, why }, 'match: index snapshot not usable; loading from rows');
      await repo.deleteSnapshot(this.db, this.keys, tenantId, stored.version);
      return null;
    }
    return index;
  }

  /** Saves a snapshot in the background when the tenant is large and its last one is missing or old. */
  private scheduleSnapshot(tenantId: string, entry: Entry): void {
    const index = entry.index;
    if (!snapshotsSupported || this.closed || entry.saving || index.size < this.snapshotMinEntries) return;
    if (entry.snapshotVersion > 0 && index.version - entry.snapshotVersion < REFRESH_SHARE * index.size) return;
    if (entry.lastSaveAttempt > 0 && Date.now() - entry.lastSaveAttempt < this.snapshotIntervalMs) return;
    entry.lastSaveAttempt = Date.now();
    entry.saving = (async () => {
      // After the current search has been answered: encoding is synchronous work.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.closed || entry.index !== index) return;
      const version = index.version;
      const data = encodeSnapshot(index.exportState());
      const saved = await repo.writeSnapshot(this.db, this.keys, tenantId, {
        version,
        format: SNAPSHOT_FORMAT,
        featureVersion: featureVersion(this.weights),
        entries: index.size,
        data,
      });
      if (saved) {
        entry.snapshotVersion = version;
        this.logger?.info({ tenantId, entries: index.size, bytes: data.byteLength }, 'match: index snapshot saved');
      }
    })()
      .catch((err: unknown) => {
        if (!this.closed) this.logger?.warn({ err, tenantId }, 'match: could not save the index snapshot');
      })
      .finally(() => {
        entry.saving = null;
      });
  }

  private async ensureDerived(tenantId: string, entry: Entry): Promise<void> {
    if (entry.derived) return;
    await this.deriveMissing(tenantId);
    entry.derived = true;
  }

  /** deriveMissing in the background (close waits for it); failures are logged. */
  private deriveLater(tenantId: string): void {
    const run = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (!this.closed) await this.deriveMissing(tenantId);
    })()
      .catch((err: unknown) => {
        if (!this.closed) this.logger?.warn({ err, tenantId }, 'match: deriving missing features failed');
      })
      .finally(() => this.background.delete(run));
    this.background.add(run);
  }

  /** Features for profiles that lack them or carry another derivation version. */
  private async deriveMissing(tenantId: string): Promise<void> {
    const version = featureVersion(this.weights);
    if (!(await repo.needsDerivation(this.db, tenantId, version))) return;
    let after = FIRST_UUID;
    let derived = 0;
    for (;;) {
      const batch = await repo.profilesToDerive(this.db, tenantId, version, after, DERIVE_BATCH);
      if (!batch.length) break;
      const entries: Array<{ invocationId: string; features: CandidateFeatures }> = [];
      for (const row of batch) {
        const { invocationId } = row;
        try {
          // Stored by any earlier version: opened and upgraded to the current shape first.
          const { profile } = await this.vault.openProfile(this.db, invocationId, row);
          entries.push({ invocationId, features: profileToFeatures(profile, this.weights) });
        } catch (err) {
          this.logger?.warn({ err, invocationId }, 'match: could not derive the features of a profile');
        }
      }
      await this.db.transaction((tx) => repo.putEntries(tx, this.keys, tenantId, version, entries));
      derived += entries.length;
      after = batch[batch.length - 1]!.invocationId;
      if (batch.length < DERIVE_BATCH) break;
    }
    if (derived) this.logger?.info({ tenantId, derived }, 'match: derived candidate features');
  }

  /**
   * Seals the entries an earlier release stored in clear, tenant by tenant (they are derived again
   * from their profiles, as at a tenant's first load). Returns how many tenants were done.
   */
  async sealClearEntries(): Promise<number> {
    let done = 0;
    for (const tenantId of await repo.tenantsWithClearEntries(this.db, MAX_TENANTS * 16)) {
      if (this.closed) break;
      await this.deriveMissing(tenantId);
      done++;
    }
    return done;
  }

  /**
   * Loads the indexes of the busiest tenants, one after the other, so that their first search
   * after a start does not pay for it (seconds at 100,000 profiles). Searches meanwhile share
   * the load in flight. Runs in the background; `close` stops it between tenants.
   */
  warmUp(limit: number): Promise<void> {
    this.warming ??= (async () => {
      if (limit <= 0) return;
      const started = performance.now();
      let loaded = 0;
      try {
        for (const tenantId of await repo.busiestTenants(this.db, Math.min(limit, MAX_TENANTS))) {
          if (this.closed) return;
          await this.indexFor(tenantId);
          loaded++;
        }
        if (loaded) this.logger?.info({ tenants: loaded, ms: Math.round(performance.now() - started) }, 'match: indexes loaded');
      } catch (err) {
        if (!this.closed) this.logger?.warn({ err }, 'match: loading indexes at start failed; they load at their first search');
      }
    })();
    return this.warming;
  }

  /** Stops a warm-up in progress and waits for the tenant it is loading. */
  async close(): Promise<void> {
    this.closed = true;
    await this.warming;
    await this.settled();
  }

  /** Waits for the snapshot saves and derivations in flight (tests, benchmarks, close). */
  async settled(): Promise<void> {
    await Promise.all([...this.background, ...[...this.tenants.values()].map((e) => e.saving)]);
  }

  private evict(): void {
    if (this.tenants.size <= MAX_TENANTS) return;
    let oldest: string | undefined;
    let at = Number.POSITIVE_INFINITY;
    for (const [id, e] of this.tenants) {
      if (!e.syncing && e.lastUsed < at) {
        oldest = id;
        at = e.lastUsed;
      }
    }
    if (oldest) this.tenants.delete(oldest);
  }

  /** Tenants whose index this process holds, with how many profiles each. */
  loaded(): Array<{ tenantId: string; size: number }> {
    return [...this.tenants].filter(([, e]) => e.index.version > 0).map(([tenantId, e]) => ({ tenantId, size: e.index.size }));
  }

  /** Memory held by the indexes (for the benchmark and metrics). */
  memoryBytes(): number {
    let n = 0;
    for (const e of this.tenants.values()) n += e.index.memoryBytes();
    return n;
  }
}
