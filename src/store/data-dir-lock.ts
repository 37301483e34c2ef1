/**
 * PGlite is one process's database: two processes opening the same folder would corrupt it.
 * A pid file in the data folder makes the second one stop with a clear message instead.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that process first, or use its /admin/v1 API, or set DATABASE_URL to share a PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'vitae.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isFinite(holder) && holder !== process.pid && alive(holder)) throw new DataDirLockedError(dataDir, holder);
    // A stale lock from a process that died: take it over.
    writeFileSync(file, String(process.pid));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
    } catch {
      /* already gone */
    }
  };
}
