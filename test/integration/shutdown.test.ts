/**
 * SIGTERM to a real `vitae serve` process: idle, it exits within 2 s (pipeline processes, pool
 * timers, keep-alive sockets and the database all closed); with a job running it stops taking
 * connections at once, lets the job finish within VITAE_SHUTDOWN_GRACE_S, and hands back a job
 * still running when the grace is over, so the next process runs it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as queue from '../../src/queue/job-queue.ts';
import type { Database } from '../../src/store/database.ts';
import { migrate } from '../../src/store/migrator.ts';
import { createTestDatabase, type TestDatabase, testDbKinds } from '../support/test-database.ts';
import { exited, freePort, spawnVitae, testEnv, waitFor } from '../support/test-server.ts';

const children: ReturnType<typeof spawnVitae>[] = [];
const dbs: TestDatabase[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill('SIGKILL');
      await exited(c);
    }
  }
  for (const d of dbs.splice(0)) await d.dispose();
});

/** A database with a long `system.echo` job queued before the server starts. */
async function withQueuedJob(kind: 'pglite' | 'postgres', sleepMs: number): Promise<{ tdb: TestDatabase; jobId: string }> {
  const tdb = await createTestDatabase(kind);
  dbs.push(tdb);
  const db = await tdb.open();
  await migrate(db);
  const jobId = await queue.enqueue(db, 'system.echo', { value: 'shutdown', sleepMs }, { maxAttempts: 1 });
  await db.close();
  return { tdb, jobId };
}

async function serve(tdb: TestDatabase, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawnVitae(['serve'], testEnv(tdb, { PORT: String(port), HOST: '127.0.0.1', VITAE_WORKERS: '1', LOG_LEVEL: 'info', ...env }));
  children.push(child);
  await waitFor('ready', async () => (await fetch(`${base}/health/ready`).catch(() => null))?.ok, 120_000);
  return { child, base };
}

/** SIGTERM, then the milliseconds until the process has exited, and its exit code. */
async function terminate(child: ReturnType<typeof spawnVitae>): Promise<{ ms: number; code: number | null }> {
  const started = performance.now();
  child.kill('SIGTERM');
  const code = await exited(child);
  return { ms: performance.now() - started, code };
}

async function jobState(tdb: TestDatabase, jobId: string): Promise<{ state: string; attempts: number }> {
  let db: Database | undefined;
  try {
    db = await tdb.open();
    const job = await queue.getJob(db, jobId);
    return { state: job!.state, attempts: job!.attempts };
  } finally {
    await db?.close();
  }
}

const activeEcho = async (base: string) =>
  /vitae_queue_depth\{name="system.echo",state="active"\} 1/.test(await (await fetch(`${base}/metrics`)).text());

describe.each(testDbKinds())('shutdown on %s', (kind) => {
  // On PGlite startup.test.ts does this with the server it has warmed up already (a warm-up is
  // several seconds of CPU): the same check, after a first start and two CVs.
  it.runIf(kind === 'postgres')('an idle server with warm pipeline processes exits within 2 s of SIGTERM, with code 0', async () => {
    const tdb = await createTestDatabase(kind);
    dbs.push(tdb);
    const { child, base } = await serve(tdb, { VITAE_WARMUP: 'true' });
    await waitFor('the pipeline to warm up', async () => child.output().includes('pipeline process warmed up'), 180_000);
    // A keep-alive connection left open by a client must not hold the process.
    const agentless = await fetch(`${base}/health/live`, { headers: { connection: 'keep-alive' } });
    expect(agentless.status).toBe(200);
    const { ms, code } = await terminate(child);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(2000);
    expect(child.output()).not.toContain('still running after a clean stop');
  }, 240_000);

  it('with a job running, stops taking connections, lets the job finish within the grace, and exits', async () => {
    const { tdb, jobId } = await withQueuedJob(kind, 3000);
    const { child, base } = await serve(tdb, { VITAE_SHUTDOWN_GRACE_S: '30' });
    await waitFor('the job to run', () => activeEcho(base), 60_000);
    const started = performance.now();
    child.kill('SIGTERM');
    await waitFor('the shutdown to begin', async () => child.output().includes('shutting down'), 10_000);
    // No new work: a new connection is refused (or answered 503 while the listener closes).
    const late = await fetch(`${base}/health/live`).then((r) => r.status, () => 'refused');
    expect([503, 'refused']).toContain(late);
    expect(await exited(child)).toBe(0);
    const ms = performance.now() - started;
    expect(await jobState(tdb, jobId)).toMatchObject({ state: 'completed' });
    // It waited for the job (about 3 s from its start) and no longer than the job needed.
    expect(ms).toBeLessThan(3000 + 4000);
  }, 180_000);

  it('hands a job still running at the end of the grace back to the queue (any worker takes it again) and exits', async () => {
    const { tdb, jobId } = await withQueuedJob(kind, 50_000);
    const first = await serve(tdb, { VITAE_SHUTDOWN_GRACE_S: '1' });
    await waitFor('the job to run', () => activeEcho(first.base), 60_000);
    const { ms, code } = await terminate(first.child);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(1000 + 2500);
    expect(first.child.output()).toContain('handing the running jobs back to the queue');
    // Handed back: queued again, and the interrupted attempt not counted against it.
    expect(await jobState(tdb, jobId)).toEqual({ state: 'queued', attempts: 0 });
  }, 180_000);
});
