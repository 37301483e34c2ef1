import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.ts';
import * as queue from '../../src/queue/job-queue.ts';
import { JobWorker } from '../../src/queue/job-worker.ts';
import { systemModule } from '../../src/queue/system-module.ts';
import { createMetrics } from '../../src/observability/metrics.ts';
import type { Database } from '../../src/store/database.ts';
import { migrate } from '../../src/store/migrator.ts';
import { createTestDatabase, type TestDatabase, testDbKinds } from '../support/test-database.ts';
import { waitFor } from '../support/test-server.ts';
import type { AppContext } from '../../src/app-context.ts';

/** The system module's jobs touch no CV content: they need no keys. */
const NO_KEYS = {} as AppContext['keys'];

const logger = pino({ level: 'silent' });

describe.each(testDbKinds())('job queue on %s', (kind) => {
  let tdb: TestDatabase;
  let db: Database;
  const workers: JobWorker[] = [];

  const newWorker = (leaseMs = 10_000) => {
    const ctx = { config: parseConfig({}), db, keys: NO_KEYS, logger, metrics: createMetrics(), notifyJobs: () => undefined };
    const w = new JobWorker(db, { concurrency: 2, leaseMs, pollMs: 50, logger, shutdownGraceMs: 200 });
    w.register('system.echo', systemModule(ctx).jobs!['system.echo']!);
    workers.push(w);
    return w;
  };
  const stateOf = async (id: string) => (await queue.getJob(db, id))?.state;

  // One database for the file, its queue tables emptied before each test (a new PGlite per test
  // cost a copy and an open, seconds of wall time on a busy machine, for the same clean tables).
  beforeAll(async () => {
    tdb = await createTestDatabase(kind);
    db = await tdb.open();
    await migrate(db);
  });
  beforeEach(async () => {
    await db.query('TRUNCATE jobs, job_turns');
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
  });
  afterAll(async () => {
    await db?.close();
    await tdb?.dispose();
  });

  it('enqueues in the caller’s transaction: a rollback leaves no job behind', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue(tx, 'system.echo', { value: 'x' });
        throw new Error('the record failed to save');
      }),
    ).rejects.toThrow('the record failed to save');
    expect((await db.query('SELECT * FROM jobs')).rows).toHaveLength(0);

    const id = await db.transaction((tx) => queue.enqueue(tx, 'system.echo', { value: 'y' }));
    expect(await stateOf(id)).toBe('queued');
  });

  it('runs a job to completion', async () => {
    const id = await queue.enqueue(db, 'system.echo', { value: 'hello' });
    newWorker().start();
    await waitFor('completion', async () => (await stateOf(id)) === 'completed');
    const job = await queue.getJob(db, id);
    expect(job?.attempts).toBe(1);
  });

  it('retries a transient failure with backoff, then completes', async () => {
    const id = await queue.enqueue(db, 'system.echo', { value: 'flaky', failTimes: 1 }, { maxAttempts: 3 });
    newWorker().start();
    await waitFor('the retry to be scheduled', async () => {
      const j = await queue.getJob(db, id);
      return j?.state === 'queued' && j.attempts === 1 && j.lastError?.includes('fail 1 time');
    });
    const { rows } = await db.query<{ wait: number }>('SELECT extract(epoch FROM run_at - now())::float AS wait FROM jobs WHERE id = $1', [id]);
    expect(rows[0]!.wait).toBeGreaterThan(0.5);
    // Do not wait out the backoff in the test: make it due now.
    await db.query('UPDATE jobs SET run_at = now() WHERE id = $1', [id]);
    await waitFor('completion', async () => (await stateOf(id)) === 'completed');
    expect((await queue.getJob(db, id))?.attempts).toBe(2);
  });

  it('records a final failure when attempts run out, and at once for a permanent error', async () => {
    const transient = await queue.enqueue(db, 'system.echo', { value: 'always', failTimes: 99 }, { maxAttempts: 1 });
    const permanent = await queue.enqueue(db, 'system.echo', { value: 'never', failTimes: 99, permanent: true }, { maxAttempts: 5 });
    newWorker().start();
    await waitFor('both failures', async () => (await stateOf(transient)) === 'failed' && (await stateOf(permanent)) === 'failed');
    expect((await queue.getJob(db, permanent))?.attempts).toBe(1);
    expect((await queue.getJob(db, permanent))?.lastError).toContain('echo_refused');
  });

  it('takes over a job whose worker stopped renewing its lease', async () => {
    const id = await queue.enqueue(db, 'system.echo', { value: 'orphan' });
    // A worker that claims the job and then "dies": it never renews nor completes.
    const dead = await queue.claim(db, 'dead-worker', ['system.echo'], 300);
    expect(dead?.id).toBe(id);
    newWorker().start();
    await waitFor('takeover', async () => (await stateOf(id)) === 'completed');
    const { rows } = await db.query<{ locked_by: string; attempts: number }>('SELECT locked_by, attempts FROM jobs WHERE id = $1', [id]);
    expect(rows[0]!.locked_by).not.toBe('dead-worker');
    expect(rows[0]!.attempts).toBe(2);
  });

  it('fails a job that was lost on every attempt instead of running it forever', async () => {
    const id = await queue.enqueue(db, 'system.echo', { value: 'poison' }, { maxAttempts: 2 });
    await queue.claim(db, 'dead-1', ['system.echo'], 1);
    await new Promise((r) => setTimeout(r, 20));
    await queue.claim(db, 'dead-2', ['system.echo'], 1);
    await new Promise((r) => setTimeout(r, 20));
    newWorker().start();
    await waitFor('failure', async () => (await stateOf(id)) === 'failed');
    expect((await queue.getJob(db, id))?.lastError).toContain('worker_lost');
  });

  it('a late completion by a worker that lost its lease does not land', async () => {
    const id = await queue.enqueue(db, 'system.echo', { value: 'contended' });
    await queue.claim(db, 'slow-worker', ['system.echo'], 1);
    await new Promise((r) => setTimeout(r, 20));
    const winner = await queue.claim(db, 'fast-worker', ['system.echo'], 10_000);
    expect(winner?.id).toBe(id);
    await expect(db.transaction((tx) => queue.complete(tx, id, 'slow-worker'))).rejects.toThrow(/lease/);
    await db.transaction((tx) => queue.complete(tx, id, 'fast-worker'));
    expect(await stateOf(id)).toBe('completed');
  });

  it('each job is claimed by exactly one of many concurrent claimers', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => queue.enqueue(db, 'system.echo', { value: String(i) })));
    const claims = await Promise.all(Array.from({ length: 40 }, (_, i) => queue.claim(db, `w${i}`, ['system.echo'], 10_000)));
    const got = claims.filter((c) => c !== null).map((c) => c!.id);
    expect(new Set(got).size).toBe(got.length);
    expect(got.sort()).toEqual([...ids].sort());
  });

  it('runs light jobs in their own lane while every heavy slot is busy', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const w = new JobWorker(db, { concurrency: 1, leaseMs: 10_000, pollMs: 50, logger, shutdownGraceMs: 200 });
    w.register('screen.process', { run: () => held }); // heavy: a CV job that does not end yet
    const ctx = { config: parseConfig({}), db, keys: NO_KEYS, logger, metrics: createMetrics(), notifyJobs: () => undefined };
    w.register('system.echo', systemModule(ctx).jobs!['system.echo']!);
    workers.push(w);
    const heavy = await queue.enqueue(db, 'screen.process', { invocationId: '00000000-0000-4000-8000-000000000001', tenantId: '00000000-0000-4000-8000-000000000002' });
    const heavy2 = await queue.enqueue(db, 'screen.process', { invocationId: '00000000-0000-4000-8000-000000000003', tenantId: '00000000-0000-4000-8000-000000000002' });
    const light = await queue.enqueue(db, 'system.echo', { value: 'ping' });
    w.start();
    await waitFor('the light job', async () => (await stateOf(light)) === 'completed');
    expect(await stateOf(heavy)).toBe('active');
    expect(await stateOf(heavy2)).toBe('queued'); // the only heavy slot is taken
    release();
    await waitFor('both heavy jobs', async () => (await stateOf(heavy)) === 'completed' && (await stateOf(heavy2)) === 'completed');
  });

  it('a graceful stop releases a job that does not finish in the grace period', async () => {
    const id = await queue.enqueue(db, 'system.echo', { value: 'long', sleepMs: 30_000 });
    const w = newWorker();
    w.start();
    await waitFor('start', async () => (await stateOf(id)) === 'active');
    await w.stop();
    const job = await queue.getJob(db, id);
    expect(job?.state).toBe('queued');
    expect(job?.attempts).toBe(0);
  });

  it('serves tenants in turns: a backlog of one tenant does not delay another tenant queued after it', async () => {
    const [heavy, light] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    for (let i = 0; i < 4; i++) await queue.enqueue(db, 'system.echo', { value: `heavy-${i}` }, { tenantId: heavy });
    await queue.enqueue(db, 'system.echo', { value: 'light-0' }, { tenantId: light });
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      const job = await queue.claim(db, 'w', ['system.echo'], 10_000);
      order.push((job!.payload as { value: string }).value);
      await db.transaction((tx) => queue.complete(tx, job!.id, 'w'));
    }
    // The heavy tenant's first job was claimed first (queued first); the light tenant's comes next.
    expect(order).toEqual(['heavy-0', 'light-0', 'heavy-1', 'heavy-2', 'heavy-3']);
  });

  it('caps the jobs one tenant runs at once, leaving the slots to others', async () => {
    const [a, b] = ['33333333-3333-4333-8333-333333333333', '44444444-4444-4444-8444-444444444444'];
    for (let i = 0; i < 3; i++) await queue.enqueue(db, 'system.echo', { value: `a-${i}` }, { tenantId: a });
    await queue.enqueue(db, 'system.echo', { value: 'b-0' }, { tenantId: b });
    const first = await queue.claim(db, 'w1', ['system.echo'], 10_000, 1);
    const second = await queue.claim(db, 'w2', ['system.echo'], 10_000, 1);
    const third = await queue.claim(db, 'w3', ['system.echo'], 10_000, 1);
    expect([first, second].map((j) => (j!.payload as { value: string }).value).sort()).toEqual(['a-0', 'b-0']);
    expect(third).toBeNull(); // a has one running, b has nothing left
    expect(await queue.recentJobSeconds(db, 'system.echo')).toBeNull();
    await db.transaction((tx) => queue.complete(tx, first!.id, 'w1'));
    expect(await queue.recentJobSeconds(db, 'system.echo')).toBeGreaterThanOrEqual(0);
  });
});
