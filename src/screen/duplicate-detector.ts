/**
 * One person, one candidate identity. A CV's keys (candidate-identity.ts) are recorded when it is
 * uploaded (its bytes) and when its profile completes or is corrected (e-mail, phone, name with
 * birth date); a CV sharing a key with an earlier one carries `duplicateOf`, the person's first
 * CV. The tenant setting `duplicates` decides what a known person's new CV does:
 *   keep   — nothing: every CV is its own candidate (keys are still recorded, so that switching
 *            the setting later knows everyone);
 *   flag   — (default) accepted with `duplicateOf`; Match shows the person once;
 *   refuse — the same file again is refused at upload (409 `duplicate_candidate`); a known person
 *            in another file is found only once read, so that CV ends `failed` with that code.
 */
import { ConflictError } from '../errors/app-errors.ts';
import type { Queryable } from '../store/database.ts';
import { duplicatePolicy } from '../tenancy/tenant-repository.ts';
import { fileKey, profileKeys } from './candidate-identity.ts';
import * as keysRepo from './candidate-repository.ts';
import type { Profile } from './profile-schema.ts';

export type ProfileVerdict = { duplicateOf: string | null; refused: boolean };

/** At upload: the person the same bytes belong to (null under `keep`); 409 under `refuse`. */
export async function duplicateAtUpload(db: Queryable, tenantId: string, sha256: string): Promise<string | null> {
  const policy = await duplicatePolicy(db, tenantId);
  if (policy === 'keep') return null;
  const person = await keysRepo.personOf(db, tenantId, [fileKey(sha256)], null);
  if (person && policy === 'refuse') {
    throw new ConflictError(`this file was already uploaded (invocation ${person})`, 'duplicate_candidate', { duplicateOf: person });
  }
  return person;
}

/** In the upload's transaction: the CV's file key. */
export async function recordFileKey(tx: Queryable, tenantId: string, invocationId: string, sha256: string): Promise<void> {
  await keysRepo.insertKeys(tx, tenantId, invocationId, [fileKey(sha256)]);
}

/**
 * In the completing transaction: records the profile's keys and decides. A CV already flagged at
 * upload (same bytes) keeps its `duplicateOf`.
 */
export async function duplicateAtCompletion(
  tx: Queryable,
  inv: { id: string; tenantId: string; duplicateOf: string | null; createdAt: Date },
  profile: Profile,
): Promise<ProfileVerdict> {
  const keys = profileKeys(profile);
  await keysRepo.insertKeys(tx, inv.tenantId, inv.id, keys);
  const policy = await duplicatePolicy(tx, inv.tenantId);
  if (policy === 'keep' || inv.duplicateOf) return { duplicateOf: inv.duplicateOf, refused: false };
  const person = await keysRepo.personWithTime(tx, inv.tenantId, keys, inv.id);
  if (!person || person.id === inv.id) return { duplicateOf: null, refused: false };
  if (policy === 'refuse') {
    await keysRepo.setDuplicateOf(tx, inv.id, person.id);
    return { duplicateOf: person.id, refused: true };
  }
  // CVs complete out of upload order: a later CV read first heads the person until this, the
  // earlier one, completes and takes its place, so `duplicateOf` always names the earliest CV.
  if (person.createdAt > inv.createdAt) {
    await keysRepo.mergeInto(tx, inv.tenantId, person.id, inv.id);
    return { duplicateOf: null, refused: false };
  }
  await keysRepo.setDuplicateOf(tx, inv.id, person.id);
  return { duplicateOf: person.id, refused: false };
}

/** After a correction: the keys follow the corrected e-mail, phone and name (grouping stays as it was). */
export async function rekeyAfterCorrection(tx: Queryable, e: { tenantId: string; invocationId: string; profile: Profile; sha256: string }): Promise<void> {
  await keysRepo.replaceKeys(tx, e.tenantId, e.invocationId, [fileKey(e.sha256), ...profileKeys(e.profile)]);
}
