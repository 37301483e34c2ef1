/**
 * Scale-out on PostgreSQL: an API process without workers and two `vitae worker` processes share
 * one database; one worker is SIGKILLed while it holds a CV job. Every upload must end completed,
 * exactly once: one invocation per upload, one profile per invocation, one job per invocation.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { provisionClient } from '../support/auth-fixtures.ts';
import { cvInFormat, type FixtureCv, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { testDbKinds } from '../support/test-database.ts';
import { exited, spawnVitae, startTestServer, type TestServer, testEnv, waitFor } from '../support/test-server.ts';

const children: ReturnType<typeof spawnVitae>[] = [];
let server: TestServer | undefined;
afterEach(async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill('SIGKILL');
      await exited(c);
    }
  }
  await server?.stop();
  server = undefined;
});

describe.runIf(testDbKinds().includes('postgres'))('scale-out on postgres', () => {
  it('2 worker processes, one SIGKILLed mid-job: every CV completes, none lost or duplicated', async () => {
    server = await startTestServer('postgres', { VITAE_WORKERS: '0' });
    const client = await provisionClient(server);
    const db = server.runtime.ctx.db;
    // One job at a time per process (one pipeline process each: a start of one is ~5 s of CPU);
    // the two processes still claim from the same queue at once.
    const env = testEnv(server.database, { VITAE_WORKERS: '1', VITAE_JOB_LEASE_S: '5', LOG_LEVEL: 'info' });
    const a = spawnVitae(['worker'], env);
    const b = spawnVitae(['worker'], env);
    children.push(a, b);
    await waitFor('both workers', async () => a.output().includes('worker running') && b.output().includes('worker running'), 60_000);

    const N = 24;
    const ids: string[] = [];
    for (let i = 0; i < N; i++) {
      const cv: FixtureCv = { ...SAMPLE_CV, name: `Candidate Number${i}`, email: `c${i}@example.com` };
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await cvInFormat(i % 2 ? 'pdf' : 'docx', cv))]), `cv${i}`);
      const res = await fetch(`${server.url}/cv-screening/upload`, { method: 'POST', headers: client.headers, body: form });
      expect(res.status).toBe(202);
      ids.push(((await res.json()) as { invocationId: string }).invocationId);
    }

    // Kill whichever worker holds a running CV job first.
    const holder = await waitFor('a running CV job', async () => {
      const r = await db.query<{ locked_by: string }>(`SELECT locked_by FROM jobs WHERE name = 'screen.process' AND state = 'active' LIMIT 1`);
      return r.rows[0]?.locked_by;
    });
    const victim = holder.includes(`:${a.pid}:`) ? a : b;
    victim.kill('SIGKILL');
    await exited(victim);

    await waitFor(
      'every invocation to finish',
      async () => {
        const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM invocations WHERE status IN ('queued', 'processing')`);
        return r.rows[0]!.n === 0;
      },
      180_000,
    );
    const st = await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM invocations GROUP BY status');
    expect(st.rows).toEqual([{ status: 'completed', n: N }]);
    const profiles = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles WHERE invocation_id = ANY($1::uuid[])', [ids]);
    expect(profiles.rows[0]!.n).toBe(N);
    const jobs = await db.query<{ inv: string; n: number; completed: number }>(
      `SELECT payload->>'invocationId' AS inv, count(*)::int AS n, count(*) FILTER (WHERE state = 'completed')::int AS completed
       FROM jobs WHERE name = 'screen.process' GROUP BY 1`,
    );
    expect(jobs.rows).toHaveLength(N);
    for (const j of jobs.rows) expect([j.n, j.completed]).toEqual([1, 1]);
    const retaken = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE name = 'screen.process' AND attempts > 1`);
    expect(retaken.rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
