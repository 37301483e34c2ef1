/**
 * npm run bench:soak — 1,000 generated CVs uploaded by 50 concurrent clients against one API
 * process and 2 worker processes sharing a PostgreSQL; one worker is killed with SIGKILL midway
 * (and a replacement started). Checks that every accepted upload completes exactly once.
 *
 *   VITAE_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the
 *   server; the bench creates and drops its own database. Options: --cvs N --clients N.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cvInFormat, type FixtureCv, SAMPLE_CV } from '../test/support/cv-fixtures.ts';
import { freePort, percentile, provisionViaCli, startVitae, stopVitae, token, type VitaeProcess, waitReady } from './support/bench-processes.ts';

const { values } = parseArgs({ options: { cvs: { type: 'string', default: '1000' }, clients: { type: 'string', default: '50' } } });
const TOTAL = Number(values.cvs);
const CLIENTS = Number(values.clients);
const adminUrl = process.env.VITAE_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FIRST = ['Anna', 'Luca', 'Sofia', 'Jonas', 'Claire', 'Diego', 'Inês', 'Marco', 'Elena', 'Tom'];
const LAST = ['Rossi', 'Müller', 'García', 'Dubois', 'Silva', 'Smith', 'Bianchi', 'Schmidt', 'Lopez', 'Martin'];

function variant(i: number): FixtureCv {
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;
  return { ...SAMPLE_CV, name, email: `candidate${i}@example.com` };
}

async function main(): Promise<void> {
  const dbName = `vitae_soak_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Every process of a PostgreSQL deployment shares one master key (a new one per run).
  const env = { DATABASE_URL: databaseUrl, VITAE_ENCRYPTION_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'warn', VITAE_DEMO: 'false', VITAE_JOB_LEASE_S: '10', VITAE_QUEUE_MAX_DEPTH: '0', VITAE_QUEUE_MAX_DEPTH_PER_TENANT: '0', VITAE_RATE_LIMIT_PER_MINUTE: '0', VITAE_MAX_UPLOADS_PER_CLIENT: '0' };
  const procs: VitaeProcess[] = [];
  try {
    procs.push(startVitae('api', ['serve'], { ...env, PORT: String(port), HOST: '127.0.0.1', VITAE_WORKERS: '0' }));
    await waitReady(base);
    procs.push(startVitae('worker-1', ['worker'], { ...env, VITAE_WORKERS: '2' }));
    procs.push(startVitae('worker-2', ['worker'], { ...env, VITAE_WORKERS: '2' }));
    const client = await provisionViaCli(env);
    const bearer = `Bearer ${await token(base, client)}`;

    console.log(`soak: ${TOTAL} CVs, ${CLIENTS} concurrent clients, API + 2 workers on PostgreSQL (${dbName})`);
    const formats = ['txt', 'pdf', 'docx'] as const;
    const files = await Promise.all(Array.from({ length: TOTAL }, (_, i) => cvInFormat(formats[i % formats.length]!, variant(i))));

    const accepted = new Map<number, string>();
    const uploadMs: number[] = [];
    let next = 0;
    let killed = false;
    const started = performance.now();
    const uploader = async () => {
      for (;;) {
        const i = next++;
        if (i >= TOTAL) return;
        const key = randomUUID();
        for (let attempt = 0; ; attempt++) {
          const form = new FormData();
          form.set('file', new Blob([new Uint8Array(files[i]!)]), `cv-${i}`);
          const t = performance.now();
          const res = await fetch(`${base}/cv-screening/upload`, { method: 'POST', headers: { authorization: bearer, 'idempotency-key': key }, body: form }).catch(() => null);
          if (res?.status === 202) {
            uploadMs.push(performance.now() - t);
            accepted.set(i, ((await res.json()) as { invocationId: string }).invocationId);
            break;
          }
          if (attempt > 20) throw new Error(`upload ${i} kept failing: ${res?.status}`);
          await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
        }
        if (!killed && accepted.size >= TOTAL / 2) {
          killed = true;
          const victim = procs[1]!;
          console.log(`soak: SIGKILL ${victim.name} (pid ${victim.proc.pid}) after ${accepted.size} uploads; starting a replacement`);
          victim.proc.kill('SIGKILL');
          procs.push(startVitae('worker-3', ['worker'], { ...env, VITAE_WORKERS: '2' }));
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, uploader));
    const uploadSeconds = (performance.now() - started) / 1000;

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const deadline = Date.now() + 30 * 60_000;
    for (;;) {
      const r = await db.query<{ open: number }>(`SELECT count(*)::int AS open FROM invocations WHERE status IN ('queued', 'processing')`);
      if (r.rows[0]!.open === 0 || Date.now() > deadline) break;
      await new Promise((res) => setTimeout(res, 1000));
    }
    const totalSeconds = (performance.now() - started) / 1000;

    const ids = [...accepted.values()];
    const st = await db.query<{ status: string; n: number }>(`SELECT status, count(*)::int AS n FROM invocations WHERE id = ANY($1::uuid[]) GROUP BY status`, [ids]);
    const byStatus = Object.fromEntries(st.rows.map((r) => [r.status, r.n]));
    const all = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invocations');
    const profiles = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles WHERE invocation_id = ANY($1::uuid[])', [ids]);
    const jobs = await db.query<{ jobs: number; completed: number; retried: number }>(
      `SELECT count(*)::int AS jobs, count(*) FILTER (WHERE state = 'completed')::int AS completed,
              count(*) FILTER (WHERE attempts > 1)::int AS retried
       FROM jobs WHERE name = 'screen.process'`,
    );
    const perInvocation = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT payload->>'invocationId' FROM jobs WHERE name = 'screen.process' GROUP BY 1 HAVING count(*) > 1) d`,
    );
    await db.end();

    const lost = TOTAL - (byStatus.completed ?? 0) - (byStatus.failed ?? 0);
    const duplicated = all.rows[0]!.n - accepted.size + perInvocation.rows[0]!.n;
    const sorted = [...uploadMs].sort((a, b) => a - b);
    console.log(`uploads: ${accepted.size}/${TOTAL} accepted in ${uploadSeconds.toFixed(1)} s (${(accepted.size / uploadSeconds).toFixed(1)}/s); latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`);
    console.log(`processing: all done ${totalSeconds.toFixed(1)} s after the first upload (${(TOTAL / totalSeconds).toFixed(1)} CVs/s end to end)`);
    console.log(`invocations: completed ${byStatus.completed ?? 0}, failed ${byStatus.failed ?? 0}, still open ${(byStatus.queued ?? 0) + (byStatus.processing ?? 0)}; profiles stored ${profiles.rows[0]!.n}`);
    console.log(`jobs: ${jobs.rows[0]!.jobs} (completed ${jobs.rows[0]!.completed}, taken again after the kill or a retry: ${jobs.rows[0]!.retried})`);
    console.log(`lost = ${lost}, duplicated = ${duplicated}`);
    if (lost !== 0 || duplicated !== 0 || profiles.rows[0]!.n !== (byStatus.completed ?? 0)) process.exitCode = 1;
  } finally {
    for (const p of procs) await stopVitae(p, 'SIGTERM').catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

await main();
