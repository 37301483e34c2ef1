/**
 * The SQL of decision records (tables decision_chains and decision_records, migration 0008).
 * Appending takes the tenant's chain-head row lock, so the records of one tenant are numbered and
 * chained one after the other however many searches run at once, on any number of processes.
 */
import type { Queryable } from '../store/database.ts';
import type { ChainAnchor, DecisionBody, StoredDecision } from './decision-record.ts';
import { RECORD_VERSION, sealRecord } from './decision-record.ts';

interface RecordRow {
  id: string;
  tenant_id: string;
  seq: string | number;
  body: string;
  hash: string;
}

const toStored = (r: RecordRow): StoredDecision => ({ id: r.id, tenantId: r.tenant_id, seq: Number(r.seq), body: r.body, hash: r.hash });
const COLUMNS = 'id::text AS id, tenant_id::text AS tenant_id, seq, body, hash';

/**
 * Appends one record inside `tx` (the caller's transaction): locks the tenant's chain head, builds
 * the body with the next number and the previous hash, stores it and moves the head.
 */
export async function appendDecision(
  tx: Queryable,
  tenantId: string,
  decisionId: string,
  content: Omit<DecisionBody, 'v' | 'decisionId' | 'tenantId' | 'seq' | 'prevHash' | 'createdAt'>,
): Promise<StoredDecision> {
  await tx.query('INSERT INTO decision_chains (tenant_id) VALUES ($1) ON CONFLICT (tenant_id) DO NOTHING', [tenantId]);
  const head = await tx.query<{ last_seq: string | number; last_hash: string | null }>(
    'SELECT last_seq, last_hash FROM decision_chains WHERE tenant_id = $1 FOR UPDATE',
    [tenantId],
  );
  const seq = Number(head.rows[0]!.last_seq) + 1;
  // Taken under the lock, so times follow the numbers.
  const createdAt = new Date();
  const body: DecisionBody = {
    v: RECORD_VERSION,
    decisionId,
    tenantId,
    seq,
    prevHash: head.rows[0]!.last_hash,
    createdAt: createdAt.toISOString(),
    ...content,
  };
  const sealed = sealRecord(body);
  await tx.query('INSERT INTO decision_records (id, tenant_id, seq, created_at, body, hash) VALUES ($1, $2, $3, $4, $5, $6)', [
    decisionId,
    tenantId,
    seq,
    createdAt,
    sealed.body,
    sealed.hash,
  ]);
  await tx.query('UPDATE decision_chains SET last_seq = $2, last_hash = $3 WHERE tenant_id = $1', [tenantId, seq, sealed.hash]);
  return { id: decisionId, tenantId, seq, body: sealed.body, hash: sealed.hash };
}

export async function findDecision(db: Queryable, tenantId: string, decisionId: string): Promise<StoredDecision | null> {
  const r = await db.query<RecordRow>(`SELECT ${COLUMNS} FROM decision_records WHERE tenant_id = $1 AND id = $2`, [tenantId, decisionId]);
  return r.rows[0] ? toStored(r.rows[0]) : null;
}

/** A page of a tenant's records in chain order, after number `afterSeq`. */
export async function listDecisions(db: Queryable, tenantId: string, afterSeq: number, limit: number): Promise<StoredDecision[]> {
  const r = await db.query<RecordRow>(`SELECT ${COLUMNS} FROM decision_records WHERE tenant_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`, [
    tenantId,
    afterSeq,
    limit,
  ]);
  return r.rows.map(toStored);
}

export interface ChainHead {
  lastSeq: number;
  lastHash: string | null;
  /** Where the records kept begin: the last record retention removed (seq 0, hash null: none). */
  anchor: ChainAnchor | null;
}

export async function chainHead(db: Queryable, tenantId: string): Promise<ChainHead | null> {
  const r = await db.query<{ last_seq: string | number; last_hash: string | null; pruned_seq: string | number; pruned_hash: string | null }>(
    'SELECT last_seq, last_hash, pruned_seq, pruned_hash FROM decision_chains WHERE tenant_id = $1',
    [tenantId],
  );
  const row = r.rows[0];
  if (!row) return null;
  const prunedSeq = Number(row.pruned_seq);
  return { lastSeq: Number(row.last_seq), lastHash: row.last_hash, anchor: prunedSeq > 0 ? { seq: prunedSeq, hash: row.pruned_hash } : null };
}

/**
 * Retention: removes, tenant by tenant, the records older than `days` days, always a prefix of the
 * chain (every record up to the newest expired one), and remembers the last one removed so the
 * first record kept still checks. Returns how many were removed.
 */
export async function pruneDecisions(tx: Queryable, days: number): Promise<number> {
  const expired = await tx.query<{ tenant_id: string; seq: string | number }>(
    `SELECT tenant_id::text AS tenant_id, max(seq) AS seq FROM decision_records
     WHERE created_at < now() - make_interval(days => $1) GROUP BY tenant_id`,
    [days],
  );
  let removed = 0;
  for (const { tenant_id: tenantId, seq } of expired.rows) {
    await tx.query('SELECT 1 FROM decision_chains WHERE tenant_id = $1 FOR UPDATE', [tenantId]);
    const last = await tx.query<{ hash: string }>('SELECT hash FROM decision_records WHERE tenant_id = $1 AND seq = $2', [tenantId, seq]);
    const gone = await tx.query('DELETE FROM decision_records WHERE tenant_id = $1 AND seq <= $2', [tenantId, seq]);
    await tx.query('UPDATE decision_chains SET pruned_seq = $2, pruned_hash = $3 WHERE tenant_id = $1 AND pruned_seq < $2', [
      tenantId,
      seq,
      last.rows[0]?.hash ?? null,
    ]);
    removed += gone.rowCount;
  }
  return removed;
}
