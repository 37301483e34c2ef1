/**
 * Each process's in-memory indexes, one per tenant, kept consistent with the database: before a
 * search, the tenant's version counter is read (one small query) and any entries above the
 * index's version are applied. A profile completed or deleted through any process is therefore
 * seen by the next search in every process, on PGlite and on PostgreSQL alike.
 *
 * The first search of a tenant in a process also derives the features of profiles that have
 * none yet or were derived by an older release, so the table stays the source of truth.
 */
import type { Logger } from 'pino';
import type { Database } from '../store/database.ts';
import { featureVersion, profileToFeatures } from './candidate-features.ts';
import type { ScoringWeights } from './match-lexicon.ts';
import type { CandidateFeatures } from './match-types.ts';
import * as repo from './match-repository.ts';
import { TenantIndex } from './tenant-index.ts';
import { upgradeProfile } from '../screen/profile-upgrade.ts';

const BATCH = 5_000;
const DERIVE_BATCH = 200;
/** Tenants kept in memory per process; the least recently searched is dropped beyond this. */
const MAX_TENANTS = 64;
const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

interface Entry {
  index: TenantIndex;
  derived: boolean;
  lastUsed: number;
  /** The sync in flight: concurrent searches of one tenant share it. */
  syncing: Promise<void> | null;
}

export class MatchIndexRegistry {
  private readonly tenants = new Map<string, Entry>();
  private closed = false;
  private warming: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly weights: ScoringWeights,
    private readonly logger?: Logger,
  ) {}

  /** The tenant's index, up to date with every change committed before this call. */
  async indexFor(tenantId: string): Promise<TenantIndex> {
    let entry = this.tenants.get(tenantId);
    if (!entry) {
      entry = { index: new TenantIndex(this.weights), derived: false, lastUsed: 0, syncing: null };
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
    if (!entry.derived) {
      await this.deriveMissing(tenantId);
      entry.derived = true;
    }
    const { version, prunedVersion } = await repo.tenantVersion(this.db, tenantId);
    if (version === entry.index.version) return;
    if (entry.index.version < prunedVersion || version < entry.index.version) {
      entry.index = new TenantIndex(this.weights);
    }
    const index = entry.index;
    if (index.version === 0 && index.size === 0) {
      // A new index: one snapshot of the live entries, then the changes after it.
      index.version = await repo.loadSnapshot(this.db, tenantId, BATCH, (batch) => {
        for (const e of batch) index.upsert(e.invocationId, e.features);
      });
    }
    for (;;) {
      const changes = await repo.changesSince(this.db, tenantId, index.version, BATCH);
      for (const c of changes) {
        if (c.features) index.upsert(c.invocationId, c.features);
        else index.remove(c.invocationId);
        index.version = c.version;
      }
      if (changes.length < BATCH) break;
    }
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
      for (const { invocationId, profile } of batch) {
        try {
          // Stored by any earlier version: upgraded to the current shape first.
          entries.push({ invocationId, features: profileToFeatures(upgradeProfile(profile), this.weights) });
        } catch (err) {
          this.logger?.warn({ err, invocationId }, 'match: could not derive the features of a profile');
        }
      }
      await this.db.transaction((tx) => repo.putEntries(tx, tenantId, version, entries));
      derived += entries.length;
      after = batch[batch.length - 1]!.invocationId;
      if (batch.length < DERIVE_BATCH) break;
    }
    if (derived) this.logger?.info({ tenantId, derived }, 'match: derived candidate features');
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
