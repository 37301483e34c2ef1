/**
 * All SQL of the Screen module: invocations, their files, profiles and photos.
 * Every read and delete is scoped by tenant, so another tenant's id behaves as unknown.
 * Methods take the transaction (or the database) as their first argument.
 */
import type { Queryable } from '../store/database.ts';
import type { SealedBlob } from '../store/blob-cipher.ts';
import type { CandidateListQuery } from './candidate-list.ts';
import { repointDuplicates } from './candidate-repository.ts';
import type { SourceFormat } from './extract/document.ts';
import type { Profile } from './profile-schema.ts';

/** What the candidate list shows and searches of a profile. */
export interface ProfileLabel {
  name: string | null;
  title: string | null;
  emails: string[];
}

/** A profile sealed for storage (cv-vault.ts): the profile, its original from the first correction on, its label. */
export interface SealedProfile {
  profile: Buffer;
  original: Buffer | null;
  label: Buffer;
}

/** A profiles row as stored: sealed, or in clear (written by an earlier release). */
export interface ProfileRow {
  profile: unknown;
  original: unknown;
  sealed: Uint8Array | null;
  sealedOriginal: Uint8Array | null;
}

export interface LabelRow {
  id: string;
  label: Uint8Array | null;
  /** The label of a profile stored in clear by an earlier release. */
  legacy: ProfileLabel | null;
}

export type InvocationStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface Invocation {
  id: string;
  tenantId: string;
  clientId: string;
  status: InvocationStatus;
  fileType: SourceFormat;
  fileSize: number;
  fileSha256: string;
  idempotencyKey: string | null;
  /** The client's own id for this CV, unique per tenant. */
  reference: string | null;
  /** The client's small JSON object (bounded by client-fields.ts). */
  metadata: Record<string, unknown> | null;
  /** The earliest invocation of the same person; null for a person's first CV. */
  duplicateOf: string | null;
  errorCode: string | null;
  errorDetail: string | null;
  attempts: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface InvocationRow {
  id: string;
  tenant_id: string;
  client_id: string;
  status: InvocationStatus;
  file_type: SourceFormat;
  file_size: number;
  file_sha256: string;
  idempotency_key: string | null;
  reference: string | null;
  metadata: unknown;
  duplicate_of: string | null;
  error_code: string | null;
  error_detail: string | null;
  attempts: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const COLUMNS =
  'id, tenant_id, client_id, status, file_type, file_size, file_sha256, idempotency_key, reference, metadata, duplicate_of, ' +
  'error_code, error_detail, attempts, created_at, started_at, finished_at';

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown> | null;

const toInvocation = (r: InvocationRow): Invocation => ({
  id: r.id,
  tenantId: r.tenant_id,
  clientId: r.client_id,
  status: r.status,
  fileType: r.file_type,
  fileSize: Number(r.file_size),
  fileSha256: r.file_sha256,
  idempotencyKey: r.idempotency_key,
  reference: r.reference,
  metadata: r.metadata == null ? null : json(r.metadata),
  duplicateOf: r.duplicate_of,
  errorCode: r.error_code,
  errorDetail: r.error_detail,
  attempts: Number(r.attempts),
  createdAt: new Date(r.created_at),
  startedAt: r.started_at ? new Date(r.started_at) : null,
  finishedAt: r.finished_at ? new Date(r.finished_at) : null,
});

export interface NewInvocation {
  tenantId: string;
  clientId: string;
  fileType: SourceFormat;
  fileSize: number;
  fileSha256: string;
  idempotencyKey: string | null;
  reference: string | null;
  metadata: Record<string, unknown> | null;
  duplicateOf: string | null;
}

export async function insertInvocation(tx: Queryable, inv: NewInvocation): Promise<Invocation> {
  const r = await tx.query<InvocationRow>(
    `INSERT INTO invocations (tenant_id, client_id, file_type, file_size, file_sha256, idempotency_key, reference, metadata, duplicate_of)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING ${COLUMNS}`,
    [
      inv.tenantId,
      inv.clientId,
      inv.fileType,
      inv.fileSize,
      inv.fileSha256,
      inv.idempotencyKey,
      inv.reference,
      inv.metadata === null ? null : JSON.stringify(inv.metadata),
      inv.duplicateOf,
    ],
  );
  return toInvocation(r.rows[0]!);
}

export async function insertFile(tx: Queryable, invocationId: string, blob: SealedBlob): Promise<void> {
  await tx.query('INSERT INTO invocation_files (invocation_id, content, key_id) VALUES ($1, $2, $3)', [
    invocationId,
    blob.content,
    blob.keyId,
  ]);
}

export async function findByIdempotencyKey(
  db: Queryable,
  tenantId: string,
  clientId: string,
  key: string,
): Promise<Invocation | null> {
  const r = await db.query<InvocationRow>(
    `SELECT ${COLUMNS} FROM invocations WHERE tenant_id = $1 AND client_id = $2 AND idempotency_key = $3`,
    [tenantId, clientId, key],
  );
  return r.rows[0] ? toInvocation(r.rows[0]) : null;
}

export async function findByReference(db: Queryable, tenantId: string, reference: string): Promise<Invocation | null> {
  const r = await db.query<InvocationRow>(`SELECT ${COLUMNS} FROM invocations WHERE tenant_id = $1 AND reference = $2`, [tenantId, reference]);
  return r.rows[0] ? toInvocation(r.rows[0]) : null;
}

export async function findInvocation(db: Queryable, tenantId: string, id: string): Promise<Invocation | null> {
  const r = await db.query<InvocationRow>(`SELECT ${COLUMNS} FROM invocations WHERE id = $1 AND tenant_id = $2`, [id, tenantId]);
  return r.rows[0] ? toInvocation(r.rows[0]) : null;
}

export async function invocationExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM invocations WHERE id = $1', [id])).rows.length > 0;
}

/** For the worker: the invocation by id alone, locked so a concurrent delete waits for us. */
export async function lockInvocation(tx: Queryable, id: string): Promise<Invocation | null> {
  const r = await tx.query<InvocationRow>(`SELECT ${COLUMNS} FROM invocations WHERE id = $1 FOR UPDATE`, [id]);
  return r.rows[0] ? toInvocation(r.rows[0]) : null;
}

export async function readFile(db: Queryable, invocationId: string): Promise<SealedBlob | null> {
  const r = await db.query<{ content: Uint8Array; key_id: string | null }>(
    'SELECT content, key_id FROM invocation_files WHERE invocation_id = $1',
    [invocationId],
  );
  const row = r.rows[0];
  return row ? { content: new Uint8Array(row.content), keyId: row.key_id } : null;
}

export async function markProcessing(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE invocations SET status = 'processing', attempts = attempts + 1, started_at = coalesce(started_at, now())
     WHERE id = $1 AND status IN ('queued', 'processing')`,
    [id],
  );
}

export async function markCompleted(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE invocations SET status = 'completed', finished_at = now(), error_code = NULL, error_detail = NULL WHERE id = $1`,
    [id],
  );
}

export async function markFailed(tx: Queryable, id: string, code: string, detail: string): Promise<void> {
  await tx.query(
    `UPDATE invocations SET status = 'failed', finished_at = now(), error_code = $2, error_detail = $3
     WHERE id = $1 AND status <> 'completed'`,
    [id, code, detail.slice(0, 500)],
  );
}

export async function upsertProfile(tx: Queryable, invocationId: string, tenantId: string, sealed: SealedProfile): Promise<void> {
  await tx.query(
    `INSERT INTO profiles (invocation_id, tenant_id, sealed, label) VALUES ($1, $2, $3, $4)
     ON CONFLICT (invocation_id) DO UPDATE SET sealed = EXCLUDED.sealed, label = EXCLUDED.label, profile = NULL, created_at = now()`,
    [invocationId, tenantId, sealed.profile, sealed.label],
  );
}

export interface StoredProfile {
  /** The current profile (corrections applied). */
  profile: Profile;
  /** The extraction as the pipeline made it: the profile itself while never corrected. */
  original: Profile;
  /** Corrections applied (0: as extracted). */
  version: number;
}

/** The profiles row of a CV as stored (sealed, or in clear from an earlier release); see CvVault.readProfile. */
export async function readProfileRow(db: Queryable, invocationId: string, lock = false): Promise<(ProfileRow & { version: number }) | null> {
  const r = await db.query<{ profile: unknown; original: unknown; sealed: Uint8Array | null; sealed_original: Uint8Array | null; version: number }>(
    `SELECT profile, original, sealed, sealed_original, version FROM profiles WHERE invocation_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [invocationId],
  );
  const row = r.rows[0];
  if (!row || (row.profile == null && row.sealed == null)) return null;
  return {
    profile: row.profile,
    original: row.original,
    sealed: row.sealed ? new Uint8Array(row.sealed) : null,
    sealedOriginal: row.sealed_original ? new Uint8Array(row.sealed_original) : null,
    version: Number(row.version),
  };
}

export interface StoredPhoto {
  blob: SealedBlob;
  mediaType: string;
  width: number;
  height: number;
}

export async function upsertPhoto(tx: Queryable, invocationId: string, photo: StoredPhoto): Promise<void> {
  await tx.query(
    `INSERT INTO photos (invocation_id, content, key_id, media_type, width, height) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (invocation_id) DO UPDATE SET content = EXCLUDED.content, key_id = EXCLUDED.key_id,
       media_type = EXCLUDED.media_type, width = EXCLUDED.width, height = EXCLUDED.height`,
    [invocationId, photo.blob.content, photo.blob.keyId, photo.mediaType, photo.width, photo.height],
  );
}

export async function readPhoto(db: Queryable, invocationId: string): Promise<StoredPhoto | null> {
  const r = await db.query<{ content: Uint8Array; key_id: string | null; media_type: string; width: number; height: number }>(
    'SELECT content, key_id, media_type, width, height FROM photos WHERE invocation_id = $1',
    [invocationId],
  );
  const row = r.rows[0];
  return row
    ? { blob: { content: new Uint8Array(row.content), keyId: row.key_id }, mediaType: row.media_type, width: row.width, height: row.height }
    : null;
}

/**
 * Erases the invocation and, by cascade, its file, profile, photo, corrections and identity keys.
 * The person's other CVs are re-pointed first so no `duplicate_of` names it. True when it existed.
 */
export async function deleteInvocation(tx: Queryable, tenantId: string, id: string): Promise<boolean> {
  await repointDuplicates(tx, tenantId, id);
  const r = await tx.query('DELETE FROM invocations WHERE id = $1 AND tenant_id = $2', [id, tenantId]);
  return r.rowCount > 0;
}

/** Queued invocations created before this one, across the tenant: the poller's place in line. */
/**
 * How many queued CVs will be claimed before this one, given that tenants take turns (see
 * `claim` in job-queue.ts): this tenant's own earlier CVs, plus, from every other tenant, as many
 * as there are turns before ours (its queue length at most).
 */
export async function queuePosition(db: Queryable, inv: Invocation): Promise<number> {
  const r = await db.query<{ n: number }>(
    `WITH mine AS (
       SELECT count(*)::int AS k FROM invocations WHERE status = 'queued' AND tenant_id = $1 AND created_at < $2
     ), others AS (
       SELECT count(*)::int AS n FROM invocations WHERE status = 'queued' AND tenant_id <> $1 GROUP BY tenant_id
     )
     SELECT (SELECT k FROM mine) + coalesce((SELECT sum(least(n, (SELECT k FROM mine) + 1))::int FROM others), 0) AS n`,
    [inv.tenantId, inv.createdAt],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** Retention: drops stored files older than `days` (profiles stay); returns their invocations. */
export async function purgeFilesOlderThan(db: Queryable, days: number): Promise<string[]> {
  const r = await db.query<{ id: string }>(
    `DELETE FROM invocation_files f USING invocations i
     WHERE f.invocation_id = i.id AND i.status IN ('completed', 'failed')
       AND i.created_at < now() - ($1::int * interval '1 day')
     RETURNING f.invocation_id::text AS id`,
    [days],
  );
  return r.rows.map((row) => row.id);
}

/** Retention: the finished invocations older than `days`, to erase with their derived data. */
export async function expiredInvocations(db: Queryable, days: number, limit: number): Promise<{ id: string; tenantId: string }[]> {
  const r = await db.query<{ id: string; tenant_id: string }>(
    `SELECT id, tenant_id FROM invocations
     WHERE status IN ('completed', 'failed') AND created_at < now() - ($1::int * interval '1 day')
     ORDER BY created_at LIMIT $2`,
    [days, limit],
  );
  return r.rows.map((x) => ({ id: x.id, tenantId: x.tenant_id }));
}

export interface CandidateRow extends LabelRow {
  id: string;
  status: InvocationStatus;
  reference: string | null;
  metadata: Record<string, unknown> | null;
  duplicateOf: string | null;
  createdAt: Date;
  /** created_at as the database prints it: the cursor's exact position. */
  createdKey: string;
  revision: number | null;
}

/**
 * One page of the tenant's CVs, newest first, strictly after `after` (see candidate-list.ts), with
 * each profile's sealed label (CvVault.openLabels reads name and title). Conditions are added only
 * for the filters given, so every query is one the indexes on (tenant_id, created_at, id) and
 * (tenant_id, status, created_at, id) serve in order. The free text `q` is not a condition here:
 * names are sealed, so candidate-service.ts matches it on the opened labels.
 */
export async function listInvocations(db: Queryable, tenantId: string, query: CandidateListQuery): Promise<CandidateRow[]> {
  const { where, params } = listConditions(tenantId, query);
  return selectCandidates(db, where, params, `LIMIT $${params.push(query.limit)}`);
}

/** The list's CVs with these ids, newest first (the rows a `q` search matched). */
export async function candidatesByIds(db: Queryable, tenantId: string, ids: readonly string[]): Promise<CandidateRow[]> {
  if (!ids.length) return [];
  return selectCandidates(db, ['i.tenant_id = $1', 'i.id = ANY($2::uuid[])'], [tenantId, ids], '');
}

/**
 * What a `q` search reads of the list, in its order: each completed CV's id, position and sealed
 * label only (as base64: text crosses PGlite's wire much faster than bytea), or, for a profile an
 * earlier release stored in clear, its name, e-mails and title.
 */
export async function scanLabels(db: Queryable, tenantId: string, query: CandidateListQuery): Promise<Array<LabelRow & { createdKey: string }>> {
  const { where, params } = listConditions(tenantId, query);
  const r = await db.query<{ id: string; created_key: string; label: string | null; legacy_name: string | null; legacy_title: string | null; legacy_emails: unknown }>(
    `SELECT i.id::text AS id, i.created_at::text AS created_key, encode(p.label, 'base64') AS label,
            CASE WHEN p.label IS NULL THEN p.profile #>> '{personal,fullName}' END AS legacy_name,
            CASE WHEN p.label IS NULL THEN p.profile #>> '{jobProfile,title}' END AS legacy_title,
            CASE WHEN p.label IS NULL THEN p.profile #> '{personal,emails}' END AS legacy_emails
     FROM invocations i JOIN profiles p ON p.invocation_id = i.id
     WHERE ${where.join(' AND ')}
     ORDER BY i.created_at DESC, i.id DESC
     LIMIT $${params.push(query.limit)}`,
    params,
  );
  return r.rows.map((row) => ({
    id: row.id,
    createdKey: row.created_key,
    label: row.label ? Buffer.from(row.label, 'base64') : null,
    legacy: row.label ? null : legacyLabel(row.legacy_name, row.legacy_title, row.legacy_emails),
  }));
}

function listConditions(tenantId: string, query: CandidateListQuery): { where: string[]; params: unknown[] } {
  const params: unknown[] = [tenantId];
  const where = ['i.tenant_id = $1'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  const f = query.filters;
  if (f.status) add((n) => `i.status = ${n}`, f.status);
  if (f.createdFrom) add((n) => `i.created_at >= ${n}::timestamptz`, f.createdFrom.toISOString());
  if (f.createdTo) add((n) => `i.created_at < ${n}::timestamptz`, f.createdTo.toISOString());
  if (f.reference) add((n) => `i.reference = ${n}`, f.reference);
  if (query.after) {
    params.push(query.after.createdAt, query.after.id);
    where.push(`(i.created_at, i.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
  }
  return { where, params };
}

async function selectCandidates(db: Queryable, where: string[], params: unknown[], limit: string): Promise<CandidateRow[]> {
  const r = await db.query<{
    id: string;
    status: InvocationStatus;
    reference: string | null;
    metadata: unknown;
    duplicate_of: string | null;
    created_at: Date;
    created_key: string;
    label: Uint8Array | null;
    legacy_name: string | null;
    legacy_title: string | null;
    legacy_emails: unknown;
    version: number | null;
  }>(
    `SELECT i.id::text AS id, i.status, i.reference, i.metadata, i.duplicate_of::text AS duplicate_of, i.created_at,
            i.created_at::text AS created_key, p.label,
            p.profile #>> '{personal,fullName}' AS legacy_name, p.profile #>> '{jobProfile,title}' AS legacy_title,
            p.profile #> '{personal,emails}' AS legacy_emails, p.version
     FROM invocations i LEFT JOIN profiles p ON p.invocation_id = i.id
     WHERE ${where.join(' AND ')}
     ORDER BY i.created_at DESC, i.id DESC
     ${limit}`,
    params,
  );
  return r.rows.map((row) => ({
    id: row.id,
    status: row.status,
    reference: row.reference,
    metadata: row.metadata == null ? null : json(row.metadata),
    duplicateOf: row.duplicate_of,
    createdAt: new Date(row.created_at),
    createdKey: row.created_key,
    label: row.label ? new Uint8Array(row.label) : null,
    legacy: row.label || row.version == null ? null : legacyLabel(row.legacy_name, row.legacy_title, row.legacy_emails),
    revision: row.version == null ? null : Number(row.version),
  }));
}

function legacyLabel(name: string | null, title: string | null, emails: unknown): ProfileLabel {
  const list = typeof emails === 'string' ? (JSON.parse(emails) as unknown) : emails;
  return { name, title, emails: Array.isArray(list) ? list.filter((e): e is string => typeof e === 'string') : [] };
}

/**
 * Stores a corrected profile as the current one (sealed, with the extraction kept sealed as the
 * original), as version `version`, and records the sealed patch with who sent it.
 */
export async function saveCorrection(
  tx: Queryable,
  c: { invocationId: string; tenantId: string; clientId: string; version: number; sealed: SealedProfile; patch: Buffer },
): Promise<void> {
  await tx.query(
    `UPDATE profiles SET sealed = $2, sealed_original = $3, label = $4, version = $5, profile = NULL, original = NULL
     WHERE invocation_id = $1`,
    [c.invocationId, c.sealed.profile, c.sealed.original, c.sealed.label, c.version],
  );
  await tx.query(
    `INSERT INTO profile_corrections (invocation_id, version, tenant_id, client_id, sealed) VALUES ($1, $2, $3, $4, $5)`,
    [c.invocationId, c.version, c.tenantId, c.clientId.slice(0, 200), c.patch],
  );
}

export interface CorrectionRow {
  version: number;
  clientId: string;
  createdAt: Date;
  /** In clear (an earlier release's row) or null when sealed. */
  patch: unknown;
  sealed: Uint8Array | null;
}

/** The corrections of a CV as stored, oldest first (CvVault.corrections opens them). */
export async function listCorrectionRows(db: Queryable, invocationId: string): Promise<CorrectionRow[]> {
  const r = await db.query<{ version: number; client_id: string; created_at: Date; patch: unknown; sealed: Uint8Array | null }>(
    'SELECT version, client_id, created_at, patch, sealed FROM profile_corrections WHERE invocation_id = $1 ORDER BY version',
    [invocationId],
  );
  return r.rows.map((row) => ({
    version: Number(row.version),
    clientId: row.client_id,
    createdAt: new Date(row.created_at),
    patch: row.patch,
    sealed: row.sealed ? new Uint8Array(row.sealed) : null,
  }));
}

/**
 * Invocations holding content stored by a release before data keys (migration 0010): a file or
 * photo in clear or sealed with the master key, a profile or a correction in clear.
 */
export async function legacyInvocations(db: Queryable, limit: number): Promise<string[]> {
  const r = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM (
       (SELECT invocation_id AS id FROM invocation_files WHERE key_id IS DISTINCT FROM 'data-key' LIMIT $1)
       UNION (SELECT invocation_id FROM photos WHERE key_id IS DISTINCT FROM 'data-key' LIMIT $1)
       UNION (SELECT invocation_id FROM profiles WHERE profile IS NOT NULL LIMIT $1)
       UNION (SELECT invocation_id FROM profile_corrections WHERE patch IS NOT NULL LIMIT $1)
     ) legacy LIMIT $1`,
    [limit],
  );
  return r.rows.map((row) => row.id);
}

/** The invocation locked for this transaction, or false when it is gone or another holds it. */
export async function tryLockInvocation(tx: Queryable, id: string): Promise<boolean> {
  const r = await tx.query('SELECT 1 FROM invocations WHERE id = $1 FOR UPDATE SKIP LOCKED', [id]);
  return r.rows.length > 0;
}

export async function replaceFile(tx: Queryable, invocationId: string, blob: SealedBlob): Promise<void> {
  await tx.query('UPDATE invocation_files SET content = $2, key_id = $3 WHERE invocation_id = $1', [invocationId, blob.content, blob.keyId]);
}

export async function replacePhoto(tx: Queryable, invocationId: string, blob: SealedBlob): Promise<void> {
  await tx.query('UPDATE photos SET content = $2, key_id = $3 WHERE invocation_id = $1', [invocationId, blob.content, blob.keyId]);
}

/** Replaces a profile stored in clear by its sealed form (the version stays). */
export async function sealStoredProfile(tx: Queryable, invocationId: string, sealed: SealedProfile): Promise<void> {
  await tx.query('UPDATE profiles SET sealed = $2, sealed_original = $3, label = $4, profile = NULL, original = NULL WHERE invocation_id = $1', [
    invocationId,
    sealed.profile,
    sealed.original,
    sealed.label,
  ]);
}

export async function sealStoredCorrection(tx: Queryable, invocationId: string, version: number, sealed: Buffer): Promise<void> {
  await tx.query('UPDATE profile_corrections SET sealed = $3, patch = NULL WHERE invocation_id = $1 AND version = $2', [invocationId, version, sealed]);
}
