/**
 * The keys of a process: the master key ring (master-key.ts) and the data key store of its
 * database (data-keys.ts), opened once beside the database and handed to the modules.
 */
import { BlobCipher } from './blob-cipher.ts';
import { dataKeyFile, FileDataKeys, openDataKeyFile, releaseDataKeyFile } from './data-key-file.ts';
import { type DataKeys, TableDataKeys } from './data-keys.ts';
import type { Database } from './database.ts';
import { loadMasterKeys, type MasterKeys } from './master-key.ts';

export interface StoreKeys {
  /** The master key ring: seals signing keys and webhook secrets, wraps data keys. */
  ring: BlobCipher;
  /** Every CV's (and snapshot's) own keys. */
  data: DataKeys;
  /** Where the master key came from. */
  master: MasterKeys;
  /** This runtime alone uses the data key file: it may destroy orphan keys (orphan-keys.ts). */
  exclusive: boolean;
  close(): Promise<void>;
}

const inMemory = new WeakMap<Database, StoreKeys>();

export async function openStoreKeys(configured: readonly Buffer[], db: Database): Promise<StoreKeys> {
  if (db.kind === 'postgres') {
    const master = loadMasterKeys(configured, { kind: 'postgres' });
    const ring = new BlobCipher(master.keys);
    return { ring, master, data: new TableDataKeys(ring), exclusive: false, close: async () => undefined };
  }
  if (!db.dataDir) {
    // An in-memory database: its keys live and die with it (runtimes sharing it share them).
    let keys = inMemory.get(db);
    if (!keys) {
      const master = loadMasterKeys(configured, { kind: 'pglite', dataDir: undefined });
      const ring = new BlobCipher(master.keys);
      keys = { ring, master, data: FileDataKeys.inMemory(ring), exclusive: false, close: async () => undefined };
      inMemory.set(db, keys);
    }
    return keys;
  }
  const master = loadMasterKeys(configured, { kind: 'pglite', dataDir: db.dataDir });
  const ring = new BlobCipher(master.keys);
  const file = dataKeyFile(db.dataDir);
  const data = await openDataKeyFile(file, ring);
  let closed = false;
  return {
    ring,
    master,
    data,
    exclusive: data.users === 1,
    async close() {
      if (closed) return;
      closed = true;
      await releaseDataKeyFile(file, data);
    },
  };
}
