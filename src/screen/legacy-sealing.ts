/**
 * CVs stored by releases before data keys (migration 0010) keep their file, photo, profile and
 * corrections in clear, or (files and photos) sealed with the master key alone: readable, but not
 * erasable by destroying a key. In the background of processes that run workers, they are sealed
 * here with keys of their own, a batch at a time, each CV in a transaction that holds its row (one
 * a worker holds is left for a later round). What earlier releases wrote stays in the database's
 * old pages and WAL until those are reused: docs/decisions.md says what that means.
 */
import type { Logger } from 'pino';
import type { Database, Queryable } from '../store/database.ts';
import { DATA_KEY_ID } from '../store/data-keys.ts';
import type { CvVault } from './cv-vault.ts';
import * as repo from './invocation-repository.ts';

const BATCH = 50;

/** Seals one batch; returns how many CVs were sealed and whether more may remain. */
export async function sealLegacyBatch(db: Database, vault: CvVault, logger?: Logger): Promise<{ sealed: number; more: boolean }> {
  const ids = await repo.legacyInvocations(db, BATCH);
  let sealed = 0;
  for (const id of ids) {
    try {
      if (await db.transaction((tx) => sealOne(tx, vault, id))) sealed++;
    } catch (err) {
      // Content this process cannot open (a master key missing from the ring): left as it is.
      logger?.warn({ err, invocationId: id }, 'could not seal a CV stored by an earlier release');
    }
  }
  // A batch that sealed nothing (all held by workers, or unreadable) ends the round.
  return { sealed, more: ids.length === BATCH && sealed > 0 };
}

/** Seals everything left, batch after batch; stops early when `stopped()` says so. */
export async function sealLegacy(db: Database, vault: CvVault, logger: Logger, stopped: () => boolean): Promise<number> {
  let total = 0;
  for (;;) {
    if (stopped()) break;
    const { sealed, more } = await sealLegacyBatch(db, vault, logger);
    total += sealed;
    if (!more) break;
  }
  if (total) logger.info({ cvs: total }, 'sealed with their own keys the CVs an earlier release stored');
  return total;
}

async function sealOne(tx: Queryable, vault: CvVault, id: string): Promise<boolean> {
  if (!(await repo.tryLockInvocation(tx, id))) return false;
  const file = await repo.readFile(tx, id);
  if (file && file.keyId !== DATA_KEY_ID) await repo.replaceFile(tx, id, await vault.resealFile(tx, id, await vault.openFile(tx, id, file)));
  const photo = await repo.readPhoto(tx, id);
  if (photo && photo.blob.keyId !== DATA_KEY_ID) await repo.replacePhoto(tx, id, await vault.sealPhoto(tx, id, await vault.openPhoto(tx, id, photo.blob)));
  const row = await repo.readProfileRow(tx, id, true);
  if (row && row.profile != null && !row.sealed) {
    const { profile, original } = await vault.openProfile(tx, id, row);
    await repo.sealStoredProfile(tx, id, await vault.sealProfile(tx, id, { profile, ...(original ? { original } : {}) }));
  }
  for (const c of await repo.listCorrectionRows(tx, id)) {
    if (c.sealed || c.patch == null) continue;
    await repo.sealStoredCorrection(tx, id, c.version, await vault.sealPatch(tx, id, c.version, await vault.openPatch(tx, id, c.version, c)));
  }
  return true;
}
