/**
 * The embedded database's data keys (see data-keys.ts): one file of fixed-size records beside the
 * database, `<data folder>/keys/data-keys`, never seen by the database (so never in its WAL).
 *
 *   header   64 bytes: "VITAE-DATA-KEYS" NUL, format (u32 LE), record size (u32 LE), zeros
 *   record   96 bytes: state (1 = in use), purpose (1 cv, 2 file, 3 snapshot), owner (16, the
 *            UUID's bytes), master key id (8 ASCII hex), wrapped key (60: iv, tag, ciphertext),
 *            zeros
 *
 * A new key is written into a free record (or appended) and synced before the transaction that
 * uses it commits; a destroyed key's record is overwritten with zeros in place and synced once the
 * erasing transaction has committed. The file is read whole at start; one process owns it (the
 * data folder's lock), and runtimes of one process on one folder share one instance.
 *
 * What in-place overwriting cannot reach: copies the file system or the disk keep by themselves
 * (copy-on-write file systems, snapshots, SSD remapping) and backups of the folder; see
 * docs/decisions.md.
 */
import { closeSync, existsSync, fstatSync, fsyncSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlobCipher } from './blob-cipher.ts';
import type { Database, Queryable } from './database.ts';
import { afterCommit } from './database.ts';
import { type DataKeys, KeyCache, type KeyPurpose, newDataKey, wrapAad } from './data-keys.ts';
import { syncDir } from './master-key.ts';

const MAGIC = Buffer.from('VITAE-DATA-KEYS\0', 'latin1');
const FORMAT = 1;
const HEADER = 64;
export const RECORD = 96;
const WRAPPED = 60;

const PURPOSE_CODE: Record<KeyPurpose, number> = { cv: 1, file: 2, snapshot: 3 };
const PURPOSE_OF = new Map(Object.entries(PURPOSE_CODE).map(([p, c]) => [c, p as KeyPurpose]));

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidText = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

interface Slot {
  slot: number;
  kekId: string;
  wrapped: Buffer;
}

export function dataKeyFile(dataDir: string): string {
  return join(dataDir, 'keys', 'data-keys');
}

/** A record as stored: for tests that look for its bytes on disk. */
export function readRecords(file: string): Array<{ purpose: KeyPurpose; owner: string; kekId: string; wrapped: Buffer; record: Buffer }> {
  const out: Array<{ purpose: KeyPurpose; owner: string; kekId: string; wrapped: Buffer; record: Buffer }> = [];
  const bytes = readWhole(file);
  for (let at = HEADER; at + RECORD <= bytes.length; at += RECORD) {
    const rec = bytes.subarray(at, at + RECORD);
    const purpose = PURPOSE_OF.get(rec[1]!);
    if (rec[0] !== 1 || !purpose) continue;
    out.push({ purpose, owner: uuidText(rec.subarray(2, 18)), kekId: rec.toString('latin1', 18, 26), wrapped: Buffer.from(rec.subarray(26, 26 + WRAPPED)), record: Buffer.from(rec) });
  }
  return out;
}

function readWhole(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const buf = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buf, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buf.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

interface PendingWrite {
  offset: number;
  bytes: Buffer;
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * The file store, or with no file the same store in memory (an in-memory database's keys, gone
 * with it).
 */
export class FileDataKeys implements DataKeys {
  readonly where: 'file' | 'memory';
  private readonly slots = new Map<string, Slot>();
  private readonly free: number[] = [];
  private count = 0;
  private readonly cache = new KeyCache();
  private handle: FileHandle | null = null;
  private pending: PendingWrite[] = [];
  private flushing: Promise<void> | null = null;
  /** Runtimes of this process sharing the instance (see openDataKeyFile). */
  users = 0;

  private constructor(
    public ring: BlobCipher,
    private readonly file: string | null,
  ) {
    this.where = file ? 'file' : 'memory';
  }

  static inMemory(ring: BlobCipher): FileDataKeys {
    return new FileDataKeys(ring, null);
  }

  static async open(file: string, ring: BlobCipher): Promise<FileDataKeys> {
    const store = new FileDataKeys(ring, file);
    const dir = join(file, '..');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!existsSync(file)) {
      const header = Buffer.alloc(HEADER);
      MAGIC.copy(header, 0);
      header.writeUInt32LE(FORMAT, 16);
      header.writeUInt32LE(RECORD, 20);
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, header);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      syncDir(dir);
    }
    const bytes = readWhole(file);
    if (bytes.length < HEADER || !bytes.subarray(0, 16).equals(MAGIC)) throw new Error(`${file} is not a Vitae data key file`);
    if (bytes.readUInt32LE(16) !== FORMAT || bytes.readUInt32LE(20) !== RECORD) throw new Error(`${file} has a format this release does not read`);
    store.count = Math.floor((bytes.length - HEADER) / RECORD);
    for (let slot = 0; slot < store.count; slot++) {
      const rec = bytes.subarray(HEADER + slot * RECORD, HEADER + (slot + 1) * RECORD);
      const purpose = PURPOSE_OF.get(rec[1]!);
      if (rec[0] !== 1 || !purpose) {
        store.free.push(slot);
        continue;
      }
      const name = `${purpose}:${uuidText(rec.subarray(2, 18))}`;
      const known = store.slots.get(name);
      // Never written twice; should it be, the later record is the one in use.
      if (known) store.free.push(known.slot);
      store.slots.set(name, { slot, kekId: rec.toString('latin1', 18, 26), wrapped: Buffer.from(rec.subarray(26, 26 + WRAPPED)) });
    }
    // Lowest slots first: the file stays as short as the live keys allow.
    store.free.sort((a, b) => b - a);
    store.handle = await open(file, 'r+');
    return store;
  }

  async create(_tx: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer> {
    const key = newDataKey();
    await this.store(purpose, owner, key);
    return key;
  }

  async ensure(tx: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer> {
    return (await this.get(tx, purpose, owner)) ?? (await this.create(tx, purpose, owner));
  }

  async ensureMany(tx: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<Map<string, Buffer>> {
    const out = await this.getMany(tx, purpose, owners);
    // Created together: their writes share one sync.
    await Promise.all(owners.filter((o) => !out.has(o)).map(async (o) => out.set(o, await this.create(tx, purpose, o))));
    return out;
  }

  async get(_db: Queryable, purpose: KeyPurpose, owner: string): Promise<Buffer | null> {
    return this.unwrap(purpose, owner);
  }

  async getMany(_db: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<Map<string, Buffer>> {
    const out = new Map<string, Buffer>();
    for (const owner of owners) {
      const key = this.unwrap(purpose, owner);
      if (key) out.set(owner, key);
    }
    return out;
  }

  async destroy(tx: Queryable, purpose: KeyPurpose, owners: readonly string[]): Promise<void> {
    if (!owners.length) return;
    await afterCommit(tx, () => this.destroyNow(purpose, owners));
  }

  listOwners(purpose: KeyPurpose): string[] {
    const prefix = `${purpose}:`;
    return [...this.slots.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  }

  async rewrap(_db: Database, limit: number): Promise<number> {
    const current = this.ring.currentId;
    if (!current) return 0;
    const writes: Promise<void>[] = [];
    for (const [name, s] of this.slots) {
      if (writes.length >= limit) break;
      if (s.kekId === current || !this.ring.has(s.kekId)) continue;
      const [purpose, owner] = name.split(':') as [KeyPurpose, string];
      const key = this.unwrap(purpose, owner)!;
      const sealed = this.ring.seal(key, wrapAad(purpose, owner));
      const next = { slot: s.slot, kekId: sealed.keyId!, wrapped: Buffer.from(sealed.content) };
      this.slots.set(name, next);
      // In place: the record wrapped by the old key is overwritten, not left behind.
      writes.push(this.write(next.slot, record(purpose, owner, next)));
    }
    await Promise.all(writes);
    return writes.length;
  }

  async wrappedByOlderKeys(): Promise<number> {
    let n = 0;
    for (const s of this.slots.values()) if (s.kekId !== this.ring.currentId) n++;
    return n;
  }

  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.handle?.close();
    this.handle = null;
  }

  private unwrap(purpose: KeyPurpose, owner: string): Buffer | null {
    const cached = this.cache.get(purpose, owner);
    if (cached) return cached;
    const s = this.slots.get(`${purpose}:${owner}`);
    if (!s) return null;
    const key = Buffer.from(this.ring.open({ content: s.wrapped, keyId: s.kekId }, wrapAad(purpose, owner)));
    this.cache.set(purpose, owner, key);
    return key;
  }

  private async store(purpose: KeyPurpose, owner: string, key: Buffer): Promise<void> {
    const name = `${purpose}:${owner}`;
    if (this.slots.has(name)) throw new Error(`a ${purpose} key for ${owner} exists already`);
    const sealed = this.ring.seal(key, wrapAad(purpose, owner));
    const slot = this.free.pop() ?? this.count++;
    const entry = { slot, kekId: sealed.keyId!, wrapped: Buffer.from(sealed.content) };
    this.slots.set(name, entry);
    this.cache.set(purpose, owner, key);
    try {
      await this.write(slot, record(purpose, owner, entry));
    } catch (err) {
      this.slots.delete(name);
      this.cache.delete(purpose, owner);
      throw err;
    }
  }

  private async destroyNow(purpose: KeyPurpose, owners: readonly string[]): Promise<void> {
    const writes: Array<Promise<number>> = [];
    for (const owner of owners) {
      const name = `${purpose}:${owner}`;
      const s = this.slots.get(name);
      this.cache.delete(purpose, owner);
      if (!s) continue;
      this.slots.delete(name);
      writes.push(this.write(s.slot, Buffer.alloc(RECORD)).then(() => s.slot));
    }
    // A slot is reused only once its zeros are on disk. A failed write leaves the record on disk
    // without an entry here: the orphan collection of the next start destroys it.
    const done = await Promise.allSettled(writes);
    for (const d of done) if (d.status === 'fulfilled') this.free.push(d.value);
    this.free.sort((a, b) => b - a);
    const failed = done.find((d) => d.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }

  /** Writes one record, then syncs: concurrent writes share one sync (group commit). */
  private write(slot: number, bytes: Buffer): Promise<void> {
    if (!this.file) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.pending.push({ offset: HEADER + slot * RECORD, bytes, resolve, reject });
      this.kick();
    });
  }

  private kick(): void {
    if (this.flushing) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      if (this.pending.length) this.kick();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    try {
      if (!this.handle) throw new Error('the data key file is closed');
      for (const w of batch) await this.handle.write(w.bytes, 0, w.bytes.length, w.offset);
      await this.handle.datasync();
      for (const w of batch) w.resolve();
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}

function record(purpose: KeyPurpose, owner: string, s: Slot): Buffer {
  const rec = Buffer.alloc(RECORD);
  rec[0] = 1;
  rec[1] = PURPOSE_CODE[purpose];
  uuidBytes(owner).copy(rec, 2);
  rec.write(s.kekId.padEnd(8, '0').slice(0, 8), 18, 'latin1');
  s.wrapped.copy(rec, 26);
  return rec;
}

const shared = new Map<string, Promise<FileDataKeys>>();

/**
 * The store of a data folder, shared by the runtimes of this process that open it (a restarted
 * runtime in tests and benchmarks); closed when the last one closes it.
 */
export async function openDataKeyFile(file: string, ring: BlobCipher): Promise<FileDataKeys> {
  let opening = shared.get(file);
  if (!opening) {
    opening = FileDataKeys.open(file, ring);
    shared.set(file, opening);
    opening.catch(() => shared.delete(file));
  }
  const store = await opening;
  store.ring = ring;
  store.users++;
  return store;
}

export async function releaseDataKeyFile(file: string, store: FileDataKeys): Promise<void> {
  store.users--;
  if (store.users > 0) return;
  shared.delete(file);
  await store.close();
}
