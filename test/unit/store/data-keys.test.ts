/**
 * The key store of erasure on disk (src/store/): the master key (generated once, 0600, reused;
 * required on PostgreSQL), content sealed with a data key and bound to what it is, and the file of
 * wrapped data keys — durable across reopening, a destroyed key's record overwritten with zeros in
 * place, re-wrapped in place after a master key rotation, destroyed only once a transaction commits.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobCipher } from '../../../src/store/blob-cipher.ts';
import { FileDataKeys, RECORD, readRecords } from '../../../src/store/data-key-file.ts';
import type { Queryable } from '../../../src/store/database.ts';
import { loadMasterKeys, MasterKeyError, masterKeyFile } from '../../../src/store/master-key.ts';
import { openJson, openWith, sealJson, sealWith } from '../../../src/store/sealed.ts';

/** Outside a transaction: destruction happens at once. */
const NO_TX: Queryable = { query: async () => ({ rows: [], rowCount: 0 }) };

/** A transaction stand-in: after-commit work is held until `commit()`, dropped by `rollback()`. */
function fakeTx(): Queryable & { commit(): Promise<void>; rollback(): void } {
  let hooks: Array<() => Promise<void>> = [];
  return {
    query: async () => ({ rows: [], rowCount: 0 }),
    afterCommit: (fn) => void hooks.push(fn),
    async commit() {
      for (const fn of hooks) await fn();
      hooks = [];
    },
    rollback() {
      hooks = [];
    },
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitae-keys-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('master key', () => {
  it('is generated once in the data folder (0600, base64), then reused', () => {
    const first = loadMasterKeys([], { kind: 'pglite', dataDir: dir });
    expect(first.source).toBe('data-folder');
    expect(first.keys[0]).toHaveLength(32);
    const file = masterKeyFile(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'keys')).mode & 0o777).toBe(0o700);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first.keys[0]!)).toBe(true);
    expect(loadMasterKeys([], { kind: 'pglite', dataDir: dir }).keys[0]!.equals(first.keys[0]!)).toBe(true);
  });

  it('a configured key seals; the generated one still opens what it sealed', () => {
    const generated = loadMasterKeys([], { kind: 'pglite', dataDir: dir }).keys[0]!;
    const configured = randomBytes(32);
    const ring = loadMasterKeys([configured], { kind: 'pglite', dataDir: dir });
    expect(ring.source).toBe('configured');
    expect(ring.keys.map((k) => k.toString('hex'))).toEqual([configured.toString('hex'), generated.toString('hex')]);
  });

  it('is never generated for PostgreSQL, and a damaged file stops the start', () => {
    expect(() => loadMasterKeys([], { kind: 'postgres' })).toThrow(MasterKeyError);
    expect(loadMasterKeys([randomBytes(32)], { kind: 'postgres' }).source).toBe('configured');
    loadMasterKeys([], { kind: 'pglite', dataDir: dir });
    writeFileSync(masterKeyFile(dir), 'not a key\n');
    expect(() => loadMasterKeys([], { kind: 'pglite', dataDir: dir })).toThrow(/does not hold a base64 32-byte key/);
  });

  it('an in-memory database gets a key in memory only', () => {
    const m = loadMasterKeys([], { kind: 'pglite', dataDir: undefined });
    expect(m.source).toBe('memory');
    expect(m.file).toBeNull();
  });
});

describe('content sealed with a data key', () => {
  it('opens only with its key and the same binding', () => {
    const key = randomBytes(32);
    const sealed = sealJson(key, { name: 'Anna' }, 'profile:1');
    expect(sealed[0]).toBe(1);
    expect(sealed.includes(Buffer.from('Anna'))).toBe(false);
    expect(openJson(key, sealed, 'profile:1')).toEqual({ name: 'Anna' });
    expect(() => openJson(key, sealed, 'profile:2')).toThrow();
    expect(() => openJson(randomBytes(32), sealed, 'profile:1')).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => openWith(key, tampered, 'profile:1')).toThrow();
    expect(openWith(key, sealWith(key, new Uint8Array(0), 'x'), 'x')).toHaveLength(0);
  });
});

describe('the file of wrapped data keys', () => {
  const ring = new BlobCipher([randomBytes(32)]);
  const file = () => join(dir, 'keys', 'data-keys');

  it('keeps keys across reopening, wrapped (never in clear), bound to purpose and owner', async () => {
    const store = await FileDataKeys.open(file(), ring);
    const owner = randomUUID();
    const cv = await store.create(NO_TX, 'cv', owner);
    const fileKey = await store.create(NO_TX, 'file', owner);
    expect(cv.equals(fileKey)).toBe(false);
    await expect(store.create(NO_TX, 'cv', owner)).rejects.toThrow(/exists already/);
    await store.close();
    expect(readFileSync(file()).includes(cv)).toBe(false);
    expect(statSync(file()).mode & 0o777).toBe(0o600);

    const again = await FileDataKeys.open(file(), ring);
    expect((await again.get(NO_TX, 'cv', owner))?.equals(cv)).toBe(true);
    expect((await again.ensure(NO_TX, 'file', owner)).equals(fileKey)).toBe(true);
    expect(await again.get(NO_TX, 'snapshot', owner)).toBeNull();
    expect(again.listOwners('cv')).toEqual([owner]);
    await again.close();
    // Another master key opens nothing.
    const stranger = await FileDataKeys.open(file(), new BlobCipher([randomBytes(32)]));
    await expect(stranger.get(NO_TX, 'cv', owner)).rejects.toThrow();
    await stranger.close();
  });

  it('destroys a key by overwriting its record with zeros in place, once the transaction commits', async () => {
    const store = await FileDataKeys.open(file(), ring);
    const owners = [randomUUID(), randomUUID(), randomUUID()];
    for (const o of owners) await store.create(NO_TX, 'cv', o);
    const [victim] = readRecords(file()).filter((r) => r.owner === owners[1]);
    const sizeBefore = statSync(file()).size;

    const rolledBack = fakeTx();
    await store.destroy(rolledBack, 'cv', [owners[1]!]);
    rolledBack.rollback();
    expect(await store.get(NO_TX, 'cv', owners[1]!)).not.toBeNull();

    const tx = fakeTx();
    await store.destroy(tx, 'cv', [owners[1]!]);
    expect(readFileSync(file()).includes(victim!.record), 'still there until the commit').toBe(true);
    await tx.commit();
    const bytes = readFileSync(file());
    expect(bytes.includes(victim!.wrapped)).toBe(false);
    expect(bytes.length).toBe(sizeBefore);
    expect(bytes.subarray(64 + RECORD, 64 + 2 * RECORD).equals(Buffer.alloc(RECORD))).toBe(true);
    expect(await store.get(NO_TX, 'cv', owners[1]!)).toBeNull();
    // The freed record is the next one used: the file does not grow.
    await store.create(NO_TX, 'file', randomUUID());
    expect(statSync(file()).size).toBe(sizeBefore);
    await store.close();
    const reopened = await FileDataKeys.open(file(), ring);
    expect(await reopened.get(NO_TX, 'cv', owners[1]!)).toBeNull();
    expect(await reopened.get(NO_TX, 'cv', owners[2]!)).not.toBeNull();
    await reopened.close();
  });

  it('after a master key rotation, re-wraps every key in place with the new one', async () => {
    const oldKey = randomBytes(32);
    const store = await FileDataKeys.open(file(), new BlobCipher([oldKey]));
    const owners = [randomUUID(), randomUUID()];
    const keys = await Promise.all(owners.map((o) => store.create(NO_TX, 'cv', o)));
    const oldRecords = readRecords(file());
    await store.close();

    const newKey = randomBytes(32);
    const rotated = await FileDataKeys.open(file(), new BlobCipher([newKey, oldKey]));
    expect(await rotated.wrappedByOlderKeys()).toBe(2);
    expect(await rotated.rewrap({} as never, 100)).toBe(2);
    expect(await rotated.wrappedByOlderKeys()).toBe(0);
    await rotated.close();
    const bytes = readFileSync(file());
    for (const r of oldRecords) expect(bytes.includes(r.wrapped)).toBe(false);
    const newOnly = await FileDataKeys.open(file(), new BlobCipher([newKey]));
    for (const [i, o] of owners.entries()) expect((await newOnly.get(NO_TX, 'cv', o))?.equals(keys[i]!)).toBe(true);
    await newOnly.close();
  });

  it('keeps concurrent writes apart (one sync for many) and writes nothing in memory mode', async () => {
    const store = await FileDataKeys.open(file(), ring);
    const owners = Array.from({ length: 50 }, () => randomUUID());
    const keys = await Promise.all(owners.map((o) => store.create(NO_TX, 'cv', o)));
    expect(new Set(readRecords(file()).map((r) => r.owner)).size).toBe(50);
    await store.destroy(NO_TX, 'cv', owners.slice(0, 25));
    expect(readRecords(file()).map((r) => r.owner).sort()).toEqual(owners.slice(25).sort());
    for (const [i, o] of owners.entries()) expect(Boolean(await store.get(NO_TX, 'cv', o)) && (await store.get(NO_TX, 'cv', o))!.equals(keys[i]!)).toBe(i >= 25);

    const batch = [...owners.slice(25, 30), randomUUID(), randomUUID()];
    const ensured = await store.ensureMany(NO_TX, 'cv', batch);
    expect(ensured.get(owners[25]!)?.equals(keys[25]!)).toBe(true);
    expect(ensured.size).toBe(7);
    expect(readRecords(file()).length).toBe(27);
    await store.close();

    const memory = FileDataKeys.inMemory(ring);
    const k = await memory.create(NO_TX, 'cv', owners[0]!);
    expect((await memory.get(NO_TX, 'cv', owners[0]!))?.equals(k)).toBe(true);
    await memory.destroy(NO_TX, 'cv', [owners[0]!]);
    expect(await memory.get(NO_TX, 'cv', owners[0]!)).toBeNull();
  });
});
