/**
 * The jobs table: enqueue (inside the caller's transaction), claim with FOR UPDATE SKIP LOCKED,
 * lease renewal, completion inside the handler's result transaction, retry with backoff, and a
 * final `failed` state that stays recorded.
 */
import type { Queryable } from '../store/database.ts';
import { type Job, type JobName, type JobPayloads, LeaseLostError } from './job-registry.ts';

interface JobRow {
  id: string;
  name: string;
  tenant_id: string | null;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  created_at: Date;
}

const toJob = (r: JobRow): Job => ({
  id: r.id,
  name: r.name as JobName,
  tenantId: r.tenant_id,
  payload: (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Job['payload'],
  attempts: Number(r.attempts),
  maxAttempts: Number(r.max_attempts),
  createdAt: new Date(r.created_at),
});

export interface EnqueueOptions {
  tenantId?: string | null;
  maxAttempts?: number;
  delayMs?: number;
}

/** Inserts a job using `tx`, so it commits or rolls back with the record that needs it. */
export async function enqueue<N extends JobName>(
  tx: Queryable,
  name: N,
  payload: JobPayloads[N],
  opts: EnqueueOptions = {},
): Promise<string> {
  const r = await tx.query<{ id: string }>(
    `INSERT INTO jobs (name, tenant_id, payload, max_attempts, run_at)
     VALUES ($1, $2, $3::jsonb, $4, now() + ($5::int * interval '1 millisecond'))
     RETURNING id`,
    [name, opts.tenantId ?? null, JSON.stringify(payload), opts.maxAttempts ?? 3, Math.round(opts.delayMs ?? 0)],
  );
  return r.rows[0]!.id;
}

/**
 * Claims the next runnable job among `names`: a queued job whose time has come, or an active
 * one whose lease ran out (its worker died). The attempt counter grows on each claim.
 */
const NIL_TENANT = '00000000-0000-0000-0000-000000000000';

/**
 * Claims the next job, fairly across tenants: among the jobs ready to run (queued and due, or
 * active with an expired lease), the tenant whose last claim is oldest goes first (round-robin),
 * then the oldest job of that tenant. With `maxActivePerTenant` > 0, a tenant that already has
 * that many jobs running gets no more until one ends (jobs without a tenant are not capped).
 * SKIP LOCKED lets many workers claim at once without waiting on each other.
 */
export async function claim(
  db: Queryable,
  workerId: string,
  names: readonly string[],
  leaseMs: number,
  maxActivePerTenant = 0,
): Promise<Job | null> {
  const r = await db.query<JobRow>(
    `WITH busy AS (
       SELECT tenant_id, count(*)::int AS n FROM jobs
       WHERE state = 'active' AND lease_until >= now() AND name = ANY($3::text[]) AND tenant_id IS NOT NULL
       GROUP BY tenant_id
     ), pick AS (
       SELECT j.id FROM jobs j
       LEFT JOIN job_turns t ON t.name = j.name AND t.tenant_key = coalesce(j.tenant_id, '${NIL_TENANT}'::uuid)
       LEFT JOIN busy b ON b.tenant_id = j.tenant_id
       WHERE j.name = ANY($3::text[])
         AND ((j.state = 'queued' AND j.run_at <= now()) OR (j.state = 'active' AND j.lease_until < now()))
         AND ($4::int = 0 OR coalesce(b.n, 0) < $4::int)
       ORDER BY t.last_claim_at NULLS FIRST, j.run_at
       LIMIT 1
       FOR UPDATE OF j SKIP LOCKED
     )
     UPDATE jobs SET state = 'active', attempts = attempts + 1, locked_by = $1,
            lease_until = now() + ($2::int * interval '1 millisecond'), started_at = now()
     WHERE id = (SELECT id FROM pick)
     RETURNING id, name, tenant_id, payload, attempts, max_attempts, created_at`,
    [workerId, leaseMs, names, maxActivePerTenant],
  );
  const row = r.rows[0];
  if (!row) return null;
  await db.query(
    `INSERT INTO job_turns (name, tenant_key, last_claim_at) VALUES ($1, coalesce($2::uuid, '${NIL_TENANT}'::uuid), clock_timestamp())
     ON CONFLICT (name, tenant_key) DO UPDATE SET last_claim_at = EXCLUDED.last_claim_at`,
    [row.name, row.tenant_id],
  );
  return toJob(row);
}

/**
 * Median seconds a job of `name` took over its last `sample` runs (started to finished), or null
 * with no history: what Retry-After is sized by, instead of a guess.
 */
export async function recentJobSeconds(db: Queryable, name: JobName, sample = 20): Promise<number | null> {
  const r = await db.query<{ s: number | null }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY d) AS s FROM (
       SELECT extract(epoch FROM finished_at - started_at) AS d FROM jobs
       WHERE name = $1 AND state IN ('completed', 'failed') AND started_at IS NOT NULL AND finished_at IS NOT NULL
       ORDER BY finished_at DESC LIMIT $2) recent`,
    [name, sample],
  );
  const s = r.rows[0]?.s;
  return s == null ? null : Number(s);
}

/** Extends the lease; false when the job is no longer ours. */
export async function renewLease(db: Queryable, jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
  const r = await db.query(
    `UPDATE jobs SET lease_until = now() + ($3::int * interval '1 millisecond')
     WHERE id = $1 AND locked_by = $2 AND state = 'active'`,
    [jobId, workerId, leaseMs],
  );
  return r.rowCount > 0;
}

/** Marks the job completed inside the handler's result transaction; throws if the lease was lost. */
export async function complete(tx: Queryable, jobId: string, workerId: string): Promise<void> {
  const r = await tx.query(
    `UPDATE jobs SET state = 'completed', finished_at = now(), lease_until = NULL, last_error = NULL
     WHERE id = $1 AND locked_by = $2 AND state = 'active'`,
    [jobId, workerId],
  );
  if (r.rowCount === 0) throw new LeaseLostError(jobId);
}

/** Puts the job back in the queue after `delayMs` (transient failure). */
export async function retryLater(db: Queryable, jobId: string, workerId: string, error: string, delayMs: number): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = 'queued', locked_by = NULL, lease_until = NULL, last_error = $3,
            run_at = now() + ($4::int * interval '1 millisecond')
     WHERE id = $1 AND locked_by = $2 AND state = 'active'`,
    [jobId, workerId, error.slice(0, 2000), Math.round(delayMs)],
  );
}

/** Records the final failure. Runs in the transaction that records the failure on the domain side. */
export async function fail(tx: Queryable, jobId: string, workerId: string, error: string): Promise<void> {
  await tx.query(
    `UPDATE jobs SET state = 'failed', finished_at = now(), lease_until = NULL, last_error = $3
     WHERE id = $1 AND locked_by = $2 AND state = 'active'`,
    [jobId, workerId, error.slice(0, 2000)],
  );
}

/** Hands a job back untouched (graceful shutdown): the attempt it used is returned too. */
export async function release(db: Queryable, jobId: string, workerId: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = 'queued', locked_by = NULL, lease_until = NULL, run_at = now(),
            attempts = GREATEST(attempts - 1, 0)
     WHERE id = $1 AND locked_by = $2 AND state = 'active'`,
    [jobId, workerId],
  );
}

export interface QueueDepth {
  name: string;
  state: string;
  count: number;
}

export async function depth(db: Queryable): Promise<QueueDepth[]> {
  const r = await db.query<QueueDepth>(
    `SELECT name, state, count(*)::int AS count FROM jobs
     WHERE state IN ('queued', 'active') GROUP BY name, state`,
  );
  return r.rows.map((x) => ({ ...x, count: Number(x.count) }));
}

/** Open (queued or active) jobs of one name, overall and for one tenant: for backpressure. */
// Arbitrary constant naming "the Vitae queue-capacity lock" among advisory locks.
const CAPACITY_LOCK = 7_311_902_451;

/**
 * Serializes the last step of enqueuing work that is subject to a queue limit, across every
 * process: taken at the end of the enqueuing transaction and held to its commit, so the count that
 * follows sees every competing job that got in before, and a burst of concurrent uploads cannot
 * overshoot the limit. Held for a count only, not for the upload's inserts.
 */
export async function lockQueueCapacity(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CAPACITY_LOCK]);
}

export async function openCount(db: Queryable, name: JobName, tenantId?: string): Promise<{ total: number; tenant: number }> {
  const r = await db.query<{ total: number; tenant: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE tenant_id = $2)::int AS tenant
     FROM jobs WHERE name = $1 AND state IN ('queued', 'active')`,
    [name, tenantId ?? null],
  );
  return { total: Number(r.rows[0]?.total ?? 0), tenant: Number(r.rows[0]?.tenant ?? 0) };
}

export async function getJob(db: Queryable, id: string): Promise<(Job & { state: string; lastError: string | null }) | null> {
  const r = await db.query<JobRow & { state: string; last_error: string | null }>(
    'SELECT id, name, tenant_id, payload, attempts, max_attempts, created_at, state, last_error FROM jobs WHERE id = $1',
    [id],
  );
  const row = r.rows[0];
  return row ? { ...toJob(row), state: row.state, lastError: row.last_error } : null;
}

/** Deletes finished jobs older than `days` (their outcome lives on in the domain records). */
export async function pruneFinished(db: Queryable, days: number): Promise<number> {
  const r = await db.query(
    `DELETE FROM jobs WHERE state IN ('completed', 'failed') AND finished_at < now() - ($1::int * interval '1 day')`,
    [days],
  );
  return r.rowCount;
}

/**
 * Embedded database only: the data-folder lock guarantees no other process runs jobs, so every
 * job still marked active was held by a process that died. Queue them again at once.
 */
export async function requeueOrphans(db: Queryable): Promise<number> {
  const r = await db.query(
    `UPDATE jobs SET state = 'queued', locked_by = NULL, lease_until = NULL, run_at = now() WHERE state = 'active'`,
  );
  return r.rowCount;
}

/**
 * Drops queued (not yet running) jobs: one by id, or those of a name whose payload holds the given
 * value under `key`. A job already taken by a worker is left to finish. Returns how many went.
 */
export async function dropQueued(db: Queryable, which: { id: string } | { name: JobName; key: string; value: string }): Promise<number> {
  const r =
    'id' in which
      ? await db.query(`DELETE FROM jobs WHERE id = $1 AND state = 'queued'`, [which.id])
      : await db.query(`DELETE FROM jobs WHERE name = $1 AND state = 'queued' AND payload->>$2 = $3`, [which.name, which.key, which.value]);
  return r.rowCount;
}
