/**
 * How Screen seals a CV's content with the CV's own data keys (src/store/data-keys.ts): the file
 * with the `file` key (retention may erase it alone), the profile, its original, its list label,
 * its photo and its corrections with the `cv` key. Erasing the CV destroys both keys (`shred`).
 * Each sealed value is bound to what it is and whose (`profile:<id>`), so none can be moved to
 * another row unnoticed. Content stored by earlier releases (in clear, or sealed with the master
 * key) still opens; legacy-sealing.ts seals it with the CV's keys.
 */
import type { BlobCipher, SealedBlob } from '../store/blob-cipher.ts';
import type { Queryable } from '../store/database.ts';
import { DATA_KEY_ID, type DataKeys } from '../store/data-keys.ts';
import { openJson, openWith, sealJson, sealWith } from '../store/sealed.ts';
import {
  type LabelRow,
  listCorrectionRows,
  type ProfileLabel,
  type ProfileRow,
  readProfileRow,
  type SealedProfile,
  type StoredProfile,
} from './invocation-repository.ts';
import type { Profile } from './profile-schema.ts';
import { upgradeProfile } from './profile-upgrade.ts';

export type { LabelRow, ProfileLabel, ProfileRow, SealedProfile } from './invocation-repository.ts';

export class KeyDestroyedError extends Error {
  constructor(what: string, id: string) {
    super(`the key of ${what} ${id} is gone: its content cannot be read (erased)`);
    this.name = 'KeyDestroyedError';
  }
}

export function labelOf(profile: Profile): ProfileLabel {
  return { name: profile.personal.fullName ?? null, title: profile.jobProfile.title ?? null, emails: [...profile.personal.emails] };
}

/** What `q` of the candidate list is matched against: name, e-mails and title, lower-cased. */
export function searchTextOf(label: ProfileLabel): string {
  return [label.name ?? '', ...label.emails, label.title ?? ''].join(' ').toLowerCase();
}

export class CvVault {
  constructor(
    readonly keys: DataKeys,
    private readonly ring: BlobCipher,
  ) {}

  /** At upload, in its transaction: the CV's two keys, and its file sealed with the first. */
  async sealUpload(tx: Queryable, invocationId: string, bytes: Uint8Array): Promise<SealedBlob> {
    const fileKey = await this.keys.create(tx, 'file', invocationId);
    await this.keys.create(tx, 'cv', invocationId);
    return { content: sealWith(fileKey, bytes, `file:${invocationId}`), keyId: DATA_KEY_ID };
  }

  async openFile(db: Queryable, invocationId: string, blob: SealedBlob): Promise<Uint8Array> {
    if (blob.keyId !== DATA_KEY_ID) return this.ring.open(blob);
    const key = await this.keys.get(db, 'file', invocationId);
    if (!key) throw new KeyDestroyedError('the file of invocation', invocationId);
    return openWith(key, blob.content, `file:${invocationId}`);
  }

  /** The file sealed with its own key, which is made when missing (a file of an earlier release). */
  async resealFile(tx: Queryable, invocationId: string, bytes: Uint8Array): Promise<SealedBlob> {
    const key = await this.keys.ensure(tx, 'file', invocationId);
    return { content: sealWith(key, bytes, `file:${invocationId}`), keyId: DATA_KEY_ID };
  }

  async sealPhoto(tx: Queryable, invocationId: string, bytes: Uint8Array): Promise<SealedBlob> {
    const key = await this.cvKey(tx, invocationId);
    return { content: sealWith(key, bytes, `photo:${invocationId}`), keyId: DATA_KEY_ID };
  }

  async openPhoto(db: Queryable, invocationId: string, blob: SealedBlob): Promise<Uint8Array> {
    if (blob.keyId !== DATA_KEY_ID) return this.ring.open(blob);
    return openWith(await this.needCvKey(db, invocationId), blob.content, `photo:${invocationId}`);
  }

  /** The profile, its list label and (from the first correction on) its original, sealed. */
  async sealProfile(tx: Queryable, invocationId: string, p: { profile: Profile; original?: Profile }): Promise<SealedProfile> {
    const key = await this.cvKey(tx, invocationId);
    return {
      profile: sealJson(key, p.profile, `profile:${invocationId}`),
      original: p.original ? sealJson(key, p.original, `original:${invocationId}`) : null,
      label: sealJson(key, labelOf(p.profile), `label:${invocationId}`),
    };
  }

  async openProfile(db: Queryable, invocationId: string, row: ProfileRow): Promise<{ profile: Profile; original: Profile | null }> {
    if (!row.sealed) {
      return { profile: upgradeProfile(row.profile), original: row.original == null ? null : upgradeProfile(row.original) };
    }
    const key = await this.needCvKey(db, invocationId);
    return {
      profile: upgradeProfile(openJson(key, row.sealed, `profile:${invocationId}`)),
      original: row.sealedOriginal ? upgradeProfile(openJson(key, row.sealedOriginal, `original:${invocationId}`)) : null,
    };
  }

  /** The CV's stored profile, opened (`lock`: FOR UPDATE, in a transaction). */
  async readProfile(db: Queryable, invocationId: string, lock = false): Promise<StoredProfile | null> {
    const row = await readProfileRow(db, invocationId, lock);
    if (!row) return null;
    const { profile, original } = await this.openProfile(db, invocationId, row);
    return { profile, original: original ?? profile, version: row.version };
  }

  /** The CV's corrections, oldest first, their patches opened. */
  async corrections(db: Queryable, invocationId: string): Promise<Array<{ version: number; clientId: string; createdAt: Date; patch: unknown }>> {
    const out = [];
    for (const row of await listCorrectionRows(db, invocationId)) {
      out.push({ version: row.version, clientId: row.clientId, createdAt: row.createdAt, patch: await this.openPatch(db, invocationId, row.version, row) });
    }
    return out;
  }

  /** Labels of list rows (sealed, or read from a profile stored in clear by an earlier release). */
  async openLabels(db: Queryable, rows: ReadonlyArray<LabelRow>): Promise<Map<string, ProfileLabel>> {
    const sealed = rows.filter((r) => r.label);
    const keys = await this.keys.getMany(db, 'cv', sealed.map((r) => r.id));
    const out = new Map<string, ProfileLabel>();
    for (const r of rows) {
      if (r.label) {
        const key = keys.get(r.id);
        if (key) out.set(r.id, openJson<ProfileLabel>(key, r.label, `label:${r.id}`));
      } else if (r.legacy) {
        out.set(r.id, r.legacy);
      }
    }
    return out;
  }

  async sealPatch(tx: Queryable, invocationId: string, version: number, patch: unknown): Promise<Buffer> {
    return sealJson(await this.cvKey(tx, invocationId), patch, `patch:${invocationId}:${version}`);
  }

  async openPatch(db: Queryable, invocationId: string, version: number, row: { patch: unknown; sealed: Uint8Array | null }): Promise<unknown> {
    if (!row.sealed) return typeof row.patch === 'string' ? JSON.parse(row.patch) : row.patch;
    return openJson(await this.needCvKey(db, invocationId), row.sealed, `patch:${invocationId}:${version}`);
  }

  /** Erasure: the CV's keys are destroyed with `tx` (see DataKeys.destroy). */
  async shred(tx: Queryable, invocationIds: readonly string[]): Promise<void> {
    await this.keys.destroy(tx, 'cv', invocationIds);
    await this.keys.destroy(tx, 'file', invocationIds);
  }

  /** Retention of files alone: their keys are destroyed, the CV's other key stays. */
  async shredFiles(tx: Queryable, invocationIds: readonly string[]): Promise<void> {
    await this.keys.destroy(tx, 'file', invocationIds);
  }

  /** The CV key, made when missing (a CV uploaded by an earlier release, completed by this one). */
  private cvKey(tx: Queryable, invocationId: string): Promise<Buffer> {
    return this.keys.ensure(tx, 'cv', invocationId);
  }

  private async needCvKey(db: Queryable, invocationId: string): Promise<Buffer> {
    const key = await this.keys.get(db, 'cv', invocationId);
    if (!key) throw new KeyDestroyedError('invocation', invocationId);
    return key;
  }
}
