/**
 * Data keys left without their owner: a key made for an upload whose transaction then failed, or
 * one whose destruction after an erasure did not happen (the process stopped between the commit
 * and the overwrite). Only the file store can have them; they are destroyed when a process takes
 * the data folder, before it serves or works, while no transaction of its own is open.
 */
import type { Queryable } from './database.ts';
import { type DataKeys, KEY_PURPOSES, type KeyPurpose } from './data-keys.ts';

/** Which of these owners still exist (each module answers for its own tables). */
export type OwnerCheck = (db: Queryable, owners: readonly string[]) => Promise<Set<string>>;

const BATCH = 1_000;

export async function destroyOrphanKeys(data: DataKeys, db: Queryable, checks: Partial<Record<KeyPurpose, OwnerCheck>>): Promise<number> {
  if (!data.listOwners) return 0;
  let destroyed = 0;
  for (const purpose of KEY_PURPOSES) {
    const check = checks[purpose];
    if (!check) continue;
    const owners = data.listOwners(purpose);
    for (let i = 0; i < owners.length; i += BATCH) {
      const batch = owners.slice(i, i + BATCH);
      const alive = await check(db, batch);
      const dead = batch.filter((o) => !alive.has(o));
      if (dead.length) await data.destroy(db, purpose, dead);
      destroyed += dead.length;
    }
  }
  return destroyed;
}
