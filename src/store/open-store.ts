/**
 * Opens the process's database for a command that only needs the store (`vitae admin`): the
 * data-folder lock on the embedded database, the connection, the migrations. It lives here, not
 * in runtime.ts, so such a command does not load the HTTP app and every module (about a second
 * of CPU at each start) to open a database.
 */
import { lockDataDir } from './data-dir-lock.ts';
import { type Database, openDatabase } from './database.ts';
import { migrate } from './migrator.ts';

export async function openStore(config: { databaseUrl?: string | undefined; dataDir: string }): Promise<{ db: Database; unlock: () => void }> {
  let unlock: () => void = () => undefined;
  if (!config.databaseUrl) unlock = lockDataDir(config.dataDir);
  try {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await migrate(db);
    return { db, unlock };
  } catch (err) {
    unlock();
    throw err;
  }
}
