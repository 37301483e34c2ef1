/**
 * A job survives the death of the process running it: on PostgreSQL another worker process
 * takes it over when its lease runs out; on the embedded database the next start queues it again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as queue from '../../src/queue/job-queue.ts';
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

describe.runIf(testDbKinds().includes('postgres'))('worker crash on postgres', () => {
  it('a job whose worker process is SIGKILLed mid-job is completed by the other worker process', async () => {
    const tdb = await createTestDatabase('postgres');
    dbs.push(tdb);
    const db = await tdb.open();
    await migrate(db);
    const env = testEnv(tdb, { VITAE_JOB_LEASE_S: '5', VITAE_WORKERS: '1', LOG_LEVEL: 'info' });
    const a = spawnVitae(['worker'], env);
    const b = spawnVitae(['worker'], env);
    children.push(a, b);
    await waitFor('both workers', async () => a.output().includes('worker running') && b.output().includes('worker running'), 60_000);

    const id = await queue.enqueue(db, 'system.echo', { value: 'survive', sleepMs: 6000 });
    const holder = await waitFor('the job to be claimed', async () => {
      const r = await db.query<{ locked_by: string; state: string }>('SELECT locked_by, state FROM jobs WHERE id = $1', [id]);
      return r.rows[0]?.state === 'active' ? r.rows[0].locked_by : undefined;
    });
    const [victim, survivor] = holder.includes(`:${a.pid}:`) ? [a, b] : [b, a];
    victim.kill('SIGKILL');
    await exited(victim);

    await waitFor('completion by the survivor', async () => (await queue.getJob(db, id))?.state === 'completed', 60_000);
    const r = await db.query<{ locked_by: string; attempts: number }>('SELECT locked_by, attempts FROM jobs WHERE id = $1', [id]);
    expect(r.rows[0]!.locked_by).toContain(`:${survivor.pid}:`);
    expect(r.rows[0]!.attempts).toBe(2);
    await db.close();
  });
});

describe.runIf(testDbKinds().includes('pglite'))('worker crash on pglite', () => {
  it('a job interrupted by killing the serving process is completed after a restart', async () => {
    const tdb = await createTestDatabase('pglite');
    dbs.push(tdb);
    let db = await tdb.open();
    await migrate(db);
    const id = await queue.enqueue(db, 'system.echo', { value: 'survive', sleepMs: 3000 });
    await db.close();

    const port = await freePort();
    const env = testEnv(tdb, { PORT: String(port), HOST: '127.0.0.1', VITAE_WORKERS: '1' });
    const metrics = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();

    const first = spawnVitae(['serve'], env);
    children.push(first);
    await waitFor('the job to run', async () => /vitae_queue_depth\{name="system.echo",state="active"\} 1/.test(await metrics()), 60_000);
    first.kill('SIGKILL');
    await exited(first);

    const second = spawnVitae(['serve'], env);
    children.push(second);
    await waitFor('the queue to drain', async () => {
      const m = await metrics();
      return m.includes('vitae_queue_depth') && !/vitae_queue_depth\{name="system.echo"/.test(m);
    }, 60_000);
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    db = await tdb.open();
    const job = await queue.getJob(db, id);
    expect(job?.state).toBe('completed');
    expect(job?.attempts).toBe(2);
    await db.close();
  });
});
