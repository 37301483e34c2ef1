/**
 * Where the master key comes from (docs/decisions.md, "Erasure that holds on disk"):
 *
 * - VITAE_ENCRYPTION_KEY when set (one or more keys, the first seals);
 * - otherwise, on the embedded database, a key the service generates at its first start and keeps
 *   beside the data in `<data folder>/keys/master.key` (0600, in a 0700 folder), as base64 so it
 *   can be moved into VITAE_ENCRYPTION_KEY later; once it is, the file's key still opens what it
 *   sealed until re-wrapping (key-maintenance.ts) has moved everything to the configured key;
 * - on PostgreSQL there is no default: every process of a deployment must hold the same key, and a
 *   key generated on one machine's local disk would be lost with that disk or differ between
 *   processes. The start is refused with a message saying how to make one.
 * - an in-memory database (tests) gets a key in memory, gone with it like the data.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class MasterKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MasterKeyError';
  }
}

export interface MasterKeys {
  /** The ring: the first key seals, all open. */
  keys: Buffer[];
  /** Where the sealing key comes from. */
  source: 'configured' | 'data-folder' | 'memory';
  /** The generated key file, when one exists (also when a configured key now seals). */
  file: string | null;
  /** Problems worth a warning (a key file others can read). */
  warnings: string[];
}

const KEY_B64 = /^[A-Za-z0-9+/]{43}=$/;

export function masterKeyFile(dataDir: string): string {
  return join(dataDir, 'keys', 'master.key');
}

/**
 * The master keys of a process. `store` says where its data lives: the embedded database's
 * folder, the embedded database in memory, or PostgreSQL.
 */
export function loadMasterKeys(configured: readonly Buffer[], store: { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres' }): MasterKeys {
  const warnings: string[] = [];
  const file = store.kind === 'pglite' && store.dataDir ? masterKeyFile(store.dataDir) : null;
  const fromFile = file && existsSync(file) ? readKeyFile(file, warnings) : null;
  if (configured.length) {
    const keys = [...configured];
    if (fromFile && !keys.some((k) => k.equals(fromFile))) keys.push(fromFile);
    return { keys, source: 'configured', file: fromFile ? file : null, warnings };
  }
  if (store.kind === 'postgres') {
    throw new MasterKeyError(
      'VITAE_ENCRYPTION_KEY is required with DATABASE_URL: every process of a PostgreSQL deployment must hold the same master key, ' +
        'so none is generated. Make one with `openssl rand -base64 32`, keep it in your secret store, and give it to every process. ' +
        '(Losing it makes every stored CV unreadable.)',
    );
  }
  if (!file) return { keys: [randomBytes(32)], source: 'memory', file: null, warnings };
  return { keys: [fromFile ?? generateKeyFile(file)], source: 'data-folder', file, warnings };
}

function readKeyFile(file: string, warnings: string[]): Buffer {
  const text = readFileSync(file, 'utf8').trim();
  if (!KEY_B64.test(text)) throw new MasterKeyError(`${file} does not hold a base64 32-byte key: restore it from your backup`);
  if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
    warnings.push(`${file} can be read by other users: chmod 600 it`);
  }
  return Buffer.from(text, 'base64');
}

/** Writes a new key, durably, failing if another process made one meanwhile (then reads that). */
function generateKeyFile(file: string): Buffer {
  const dir = join(file, '..');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (process.platform !== 'win32') chmodSync(dir, 0o700);
  const key = randomBytes(32);
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch {
    return readKeyFile(file, []);
  }
  try {
    writeSync(fd, `${key.toString('base64')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncDir(dir);
  return key;
}

/** Makes a directory entry change (a new or renamed file) durable; a no-op where unsupported. */
export function syncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* not supported on this platform */
  }
}
