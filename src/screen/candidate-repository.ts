/**
 * SQL of candidate identity (migration 0009): each CV's identity keys, the earliest CV of a
 * person, and `duplicate_of` kept pointing at a CV that exists. Scoped by tenant throughout.
 */
import type { Queryable } from '../store/database.ts';

export async function insertKeys(tx: Queryable, tenantId: string, invocationId: string, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await tx.query(
    `INSERT INTO candidate_keys (tenant_id, key, invocation_id) SELECT $1, k, $2 FROM unnest($3::text[]) AS k
     ON CONFLICT DO NOTHING`,
    [tenantId, invocationId, keys],
  );
}

/** Replaces the CV's keys (after a correction changed its e-mail, phone or name). */
export async function replaceKeys(tx: Queryable, tenantId: string, invocationId: string, keys: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM candidate_keys WHERE invocation_id = $1', [invocationId]);
  await insertKeys(tx, tenantId, invocationId, keys);
}

/**
 * The first CV of the person these keys name, other than `exceptId`: the group (duplicate_of,
 * or the CV itself when it heads one) of the earliest CV sharing a key. Failed CVs do not count.
 */
export async function personOf(db: Queryable, tenantId: string, keys: readonly string[], exceptId: string | null): Promise<string | null> {
  return (await personWithTime(db, tenantId, keys, exceptId))?.id ?? null;
}

/** `personOf` with the upload time of that first CV. */
export async function personWithTime(
  db: Queryable,
  tenantId: string,
  keys: readonly string[],
  exceptId: string | null,
): Promise<{ id: string; createdAt: Date } | null> {
  if (!keys.length) return null;
  const r = await db.query<{ root: string; root_created: Date }>(
    `SELECT coalesce(i.duplicate_of, i.id)::text AS root,
            (SELECT created_at FROM invocations h WHERE h.id = coalesce(i.duplicate_of, i.id)) AS root_created
     FROM candidate_keys k JOIN invocations i ON i.id = k.invocation_id
     WHERE k.tenant_id = $1 AND k.key = ANY($2::text[]) AND i.status <> 'failed'
       AND ($3::uuid IS NULL OR i.id <> $3::uuid)
     ORDER BY i.created_at, i.id LIMIT 1`,
    [tenantId, keys, exceptId],
  );
  const row = r.rows[0];
  return row ? { id: row.root, createdAt: new Date(row.root_created ?? 0) } : null;
}

/** Makes `head` the first CV of the person `former` headed (its CVs, and itself, now point to `head`). */
export async function mergeInto(tx: Queryable, tenantId: string, former: string, head: string): Promise<void> {
  await tx.query('UPDATE invocations SET duplicate_of = $3 WHERE tenant_id = $1 AND (id = $2 OR duplicate_of = $2)', [tenantId, former, head]);
}

export async function setDuplicateOf(tx: Queryable, invocationId: string, duplicateOf: string): Promise<void> {
  await tx.query('UPDATE invocations SET duplicate_of = $2 WHERE id = $1', [invocationId, duplicateOf]);
}

/**
 * Before a CV that heads a person's group is erased: the next oldest CV of the group heads it,
 * and the others point to that one, so `duplicateOf` never names an erased CV.
 */
export async function repointDuplicates(tx: Queryable, tenantId: string, erasedId: string): Promise<void> {
  const r = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM invocations WHERE tenant_id = $1 AND duplicate_of = $2 ORDER BY created_at, id LIMIT 1',
    [tenantId, erasedId],
  );
  const head = r.rows[0]?.id;
  if (!head) return;
  await tx.query('UPDATE invocations SET duplicate_of = NULL WHERE id = $1', [head]);
  await tx.query('UPDATE invocations SET duplicate_of = $3 WHERE tenant_id = $1 AND duplicate_of = $2', [tenantId, erasedId, head]);
}
