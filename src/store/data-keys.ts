/**
 * Data keys (envelope encryption): every CV has keys of its own — `cv` seals its profile, photo,
 * corrections and Match features, `file` seals the uploaded bytes (retention may erase the file
 * before the rest) — and each Match index snapshot has one (`snapshot`). A data key is 32 random
 * bytes, stored only wrapped by the master key ring (AES-256-GCM, bound to its purpose and owner).
 * Erasing a CV destroys its keys: whatever copy of its sealed content is left in data files, WAL
 * or free pages can no longer be read (docs/decisions.md, "Erasure that holds on disk").
 *
 * Where the wrapped keys live decides whether that holds:
 * - embedded database: in a file of fixed-size records beside the database (data-key-file.ts),
 *   overwritten in place when a key is destroyed, so no copy remains in the database's own files
 *   and WAL, which never see a key;
 * - PostgreSQL: in the table `data_keys`, written and deleted in the transaction that stores or
 *   erases the CV (every process must see them). A deleted row can survive in WAL, WAL archives
 *   and backups until they are recycled; reading it needs the master key, which never enters the
 *   database (see docs/decisions.md for what this means and how rotation closes it).
 */
import { randomBytes } from 'node:crypto';
import type { BlobCipher } from './blob-cipher.ts';
import type { Database, Queryable } from './database.ts';

export type KeyPurpose = 'cv' | 'file' | 'snapshot';
export const KEY_PURPOSES: readonly KeyPurpose[] = ['cv', 'file', 'snapshot'];

/** `key_id` of a file or photo sealed with its CV's data key (older rows name a master key or none). */
export const DATA_KEY_ID = 'data-key';

export interface DataKeys {
  /** Where the wrapped keys are kept. */
  readonly where: 'file' | 'memory' | 'database';
  /** A new key for `owner`, stored before `tx` commits (with the file store: durably, at once). */
  create(tx: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer>;
  /** The owner's key, created when it has none yet (content stored before data keys existed). */
  ensure(tx: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer>;
  /** The owners' keys, made for those that have none (one durable write for all with the file store). */
  ensureMany(tx: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<Map<string, Buffer>>;
  /** The owner's key, or null when it has none (destroyed, or never made). */
  get(db: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer | null>;
  getMany(db: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<Map<string, Buffer>>;
  /**
   * Destroys the owners' keys as part of `tx`: inside it on PostgreSQL, once it commits with the
   * file store (a rollback keeps them). Outside a transaction, at once.
   */
  destroy(tx: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<void>;
  /** The owners holding a key of this purpose, where the store can list them without the database. */
  listOwners?(purpose: KeyPurpose): string[];
  /** Wraps again with the ring's sealing key every key wrapped by an older one; returns how many. */
  rewrap(db: Database, limit: number): Promise<number>;
  /** How many keys are wrapped by a master key other than the sealing one. */
  wrappedByOlderKeys(db: Queryable): Promise<number>;
  close(): Promise<void>;
}

export const wrapAad = (purpose: KeyPurpose, owner: string) => `vitae-data-key:${purpose}:${owner}`;

/** A fresh data key. */
export const newDataKey = () => randomBytes(32);

/** Unwrapped keys a process keeps: a bounded map, emptied when full (keys are cheap to unwrap again). */
export class KeyCache {
  private readonly map = new Map<string, Buffer>();
  constructor(private readonly max = 200_000) {}
  get(purpose: KeyPurpose, owner: string): Buffer | undefined {
    return this.map.get(`${purpose}:${owner}`);
  }
  set(purpose: KeyPurpose, owner: string, key: Buffer): void {
    if (this.map.size >= this.max) this.map.clear();
    this.map.set(`${purpose}:${owner}`, key);
  }
  delete(purpose: KeyPurpose, owner: string): void {
    this.map.delete(`${purpose}:${owner}`);
  }
}

/**
 * The PostgreSQL store: table `data_keys` (migration 0010). Keys are created and deleted in the
 * caller's transaction, so a CV and its keys commit or roll back together in every process.
 */
export class TableDataKeys implements DataKeys {
  readonly where = 'database' as const;
  private readonly cache = new KeyCache();

  constructor(private readonly ring: BlobCipher) {}

  async create(tx: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer> {
    const key = newDataKey();
    const sealed = this.ring.seal(key, wrapAad(purpose, owner));
    await tx.query('INSERT INTO data_keys (purpose, owner, kek_id, wrapped) VALUES ($1, $2, $3, $4)', [purpose, owner, sealed.keyId, sealed.content]);
    this.cache.set(purpose, owner, key);
    return key;
  }

  async ensure(tx: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer> {
    const known = await this.get(tx, purpose, owner);
    if (known) return known;
    const key = newDataKey();
    const sealed = this.ring.seal(key, wrapAad(purpose, owner));
    const r = await tx.query('INSERT INTO data_keys (purpose, owner, kek_id, wrapped) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
      purpose,
      owner,
      sealed.keyId,
      sealed.content,
    ]);
    if (r.rowCount === 0) return (await this.get(tx, purpose, owner))!; // made meanwhile by another transaction
    this.cache.set(purpose, owner, key);
    return key;
  }

  async ensureMany(tx: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<Map<string, Buffer>> {
    const known = await this.getMany(tx, purpose, owners);
    const missing = owners.filter((o) => !known.has(o));
    if (!missing.length) return known;
    const made = missing.map((owner) => ({ owner, key: newDataKey() }));
    const sealed = made.map((m) => this.ring.seal(m.key, wrapAad(purpose, m.owner)));
    await tx.query(
      `INSERT INTO data_keys (purpose, owner, kek_id, wrapped) SELECT $1, u.owner, $2, u.wrapped
       FROM unnest($3::uuid[], $4::bytea[]) AS u(owner, wrapped) ON CONFLICT DO NOTHING`,
      [purpose, this.ring.currentId, missing, sealed.map((s) => s.content)],
    );
    // Those another transaction made meanwhile are read back; ours are known.
    for (const m of made) this.cache.delete(purpose, m.owner);
    return this.getMany(tx, purpose, owners);
  }

  async get(db: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer | null> {
    return (await this.getMany(db, purpose, [owner])).get(owner) ?? null;
  }

  async getMany(db: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<Map<string, Buffer>> {
    const out = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const owner of owners) {
      const k = this.cache.get(purpose, owner);
      if (k) out.set(owner, k);
      else missing.push(owner);
    }
    if (!missing.length) return out;
    const r = await db.query<{ owner: string; kek_id: string; wrapped: Uint8Array }>(
      'SELECT owner::text AS owner, kek_id, wrapped FROM data_keys WHERE purpose = $1 AND owner = ANY($2::uuid[])',
      [purpose, missing],
    );
    for (const row of r.rows) {
      const key = Buffer.from(this.ring.open({ content: new Uint8Array(row.wrapped), keyId: row.kek_id }, wrapAad(purpose, row.owner)));
      this.cache.set(purpose, row.owner, key);
      out.set(row.owner, key);
    }
    return out;
  }

  async destroy(tx: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<void> {
    if (!owners.length) return;
    for (const owner of owners) this.cache.delete(purpose, owner);
    await tx.query('DELETE FROM data_keys WHERE purpose = $1 AND owner = ANY($2::uuid[])', [purpose, owners]);
  }

  async rewrap(db: Database, limit: number): Promise<number> {
    const current = this.ring.currentId;
    if (!current) return 0;
    return db.transaction(async (tx) => {
      const r = await tx.query<{ purpose: KeyPurpose; owner: string; kek_id: string; wrapped: Uint8Array }>(
        `SELECT purpose, owner::text AS owner, kek_id, wrapped FROM data_keys WHERE kek_id <> $1 AND kek_id = ANY($3::text[])
         LIMIT $2 FOR UPDATE SKIP LOCKED`,
        [current, limit, this.ring.ids()],
      );
      for (const row of r.rows) {
        const aad = wrapAad(row.purpose, row.owner);
        const key = this.ring.open({ content: new Uint8Array(row.wrapped), keyId: row.kek_id }, aad);
        const sealed = this.ring.seal(key, aad);
        await tx.query('UPDATE data_keys SET kek_id = $3, wrapped = $4 WHERE purpose = $1 AND owner = $2', [row.purpose, row.owner, sealed.keyId, sealed.content]);
      }
      return r.rows.length;
    });
  }

  async wrappedByOlderKeys(db: Queryable): Promise<number> {
    const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_keys WHERE kek_id <> $1', [this.ring.currentId ?? '']);
    return Number(r.rows[0]?.n ?? 0);
  }

  async close(): Promise<void> {}
}
