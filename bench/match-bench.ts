/**
 * Match at scale on the embedded default (PGlite in a data folder, as `npm start` runs it):
 * seeds synthetic completed profiles for ONE tenant — 10,000, then 100,000 — and times
 * `GET /direct-search` end to end through the HTTP app (auth, tenant rule, index sync, ranking
 * of every profile, explanations of the page, audit), with a different job description per call.
 *
 *   npm run bench:match [-- --sizes 10000,100000 --queries 200 --keep]
 *
 * Prints, per size: seeding time, the first search (the process loads its index: from the
 * tenant's snapshot when one was saved, else from the rows), p50 / p95 / max of the following
 * searches, and memory (RSS, V8 heap, index); then, for a restarted API process, how long the
 * background warm-up takes and its first search, and for a cold process without warm-up, its
 * first search. CPU time of this process (PGlite runs inside it) is printed beside wall time:
 * on a shared machine it is the steadier figure.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { authServices } from '../src/auth/auth-services.ts';
import { expandScopes } from '../src/auth/scopes.ts';
import { parseConfig } from '../src/config.ts';
import { featureVersion, profileToFeatures } from '../src/match/candidate-features.ts';
import type { MatchIndexRegistry } from '../src/match/index/match-index-registry.ts';
import { putEntries } from '../src/match/match-repository.ts';
import { startRuntime } from '../src/runtime.ts';
import { seededRandom, syntheticJobDescription, syntheticProfile } from './support/synthetic-profiles.ts';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    queries: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    /** Reuse a data folder kept by an earlier run (--keep): its profiles count as seeded. */
    reuse: { type: 'string' },
  },
});
const sizes = args.sizes!.split(',').map(Number);
const QUERIES = Number(args.queries);
const BATCH = 1_000;

const dataDir = args.reuse ?? mkdtempSync(join(tmpdir(), 'vitae-match-bench-'));
const stateFile = join(dataDir, 'bench-state.json');
const state = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { tenantId: string; clientId: string; clientSecret: string; seeded: number }) : null;
const config = parseConfig({ VITAE_DATA_DIR: dataDir, VITAE_WORKERS: '0', VITAE_DEMO: 'false', LOG_LEVEL: 'silent', VITAE_RATE_LIMIT_PER_MINUTE: '0' });
const runtime = await startRuntime(config, { http: true, workers: 0, logger: pino({ level: 'silent' }) });
const app = runtime.app!;
const db = runtime.ctx.db;
const registry = (runtime.modules.find((m) => m.name === 'match') as unknown as { registry: MatchIndexRegistry }).registry;

const actor = { clientId: 'bench', issuer: 'cli' };
const { provisioning } = authServices(runtime.ctx);
const tenantId = state?.tenantId ?? (await provisioning.createTenant(actor, 'Match bench')).tenantId;
const client = state ?? (await provisioning.createClient(actor, { tenants: [tenantId], scopes: expandScopes(['match']), name: 'bench' }));
const tokenRes = await app.inject({
  method: 'POST',
  url: '/oauth/token',
  payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const token = (tokenRes.json() as { access_token: string }).access_token;

const random = seededRandom(20_251_121);
const version = featureVersion();
let seeded = state?.seeded ?? 0;

/** Completed invocations with their profiles and Match entries, as Screen leaves them, in bulk. */
async function seed(upTo: number): Promise<number> {
  const started = performance.now();
  while (seeded < upTo) {
    const n = Math.min(BATCH, upTo - seeded);
    const rows = Array.from({ length: n }, () => {
      const profile = syntheticProfile(random);
      return { id: randomUUID(), profile, features: profileToFeatures(profile) };
    });
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO invocations (id, tenant_id, client_id, status, file_type, file_size, file_sha256, started_at, finished_at)
         SELECT u.id, $1, $2, 'completed', 'pdf', 50000, 'synthetic', now(), now() FROM unnest($3::uuid[]) AS u(id)`,
        [tenantId, client.clientId, rows.map((r) => r.id)],
      );
      await tx.query(
        `INSERT INTO profiles (invocation_id, tenant_id, profile) SELECT u.id, $1, u.p FROM unnest($2::uuid[], $3::jsonb[]) AS u(id, p)`,
        [tenantId, rows.map((r) => r.id), rows.map((r) => JSON.stringify(r.profile))],
      );
      await putEntries(tx, runtime.ctx.keys.data, tenantId, version, rows.map((r) => ({ invocationId: r.id, features: r.features })));
    });
    seeded += n;
    writeFileSync(stateFile, JSON.stringify({ tenantId, clientId: client.clientId, clientSecret: client.clientSecret, seeded }));
    if (seeded % 10_000 === 0) process.stderr.write(`  seeded ${seeded}\n`);
  }
  return performance.now() - started;
}

const jdRandom = seededRandom(7);
const descriptions = Array.from({ length: 50 }, () => syntheticJobDescription(jdRandom));

async function searchOnce(i: number, on = app): Promise<{ ms: number; cpuMs: number; total: number }> {
  const qs = new URLSearchParams({ query: descriptions[i % descriptions.length]!, tenantId, limit: '20' });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const res = await on.inject({ method: 'GET', url: `/direct-search?${qs}`, headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { ms, cpuMs: (used.user + used.system) / 1000, total: (res.json() as { total: number }).total };
}

/** Snapshot saves still running in the background (a registry without them has none). */
const settled = (r: MatchIndexRegistry) => (r as { settled?: () => Promise<void> }).settled?.();

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

console.log(`Match scale benchmark — embedded PGlite in ${dataDir}, ${QUERIES} searches per size, one tenant`);
console.log('profiles  seed(s)  first search(ms)  (cpu ms)  p50(ms)  p95(ms)  max(ms)  RSS      heap     index');
for (const size of sizes) {
  if (seeded > size) continue;
  const seedMs = await seed(size);
  global.gc?.();
  const first = await searchOnce(0);
  if (first.total !== size) throw new Error(`expected ${size} profiles, the search saw ${first.total}`);
  for (let i = 1; i <= 10; i++) await searchOnce(i);
  const times: number[] = [];
  for (let i = 0; i < QUERIES; i++) times.push((await searchOnce(i + 11)).ms);
  times.sort((a, b) => a - b);
  const mem = process.memoryUsage();
  console.log(
    `${String(size).padEnd(9)} ${(seedMs / 1000).toFixed(0).padStart(7)}  ${first.ms.toFixed(0).padStart(16)}  ${first.cpuMs.toFixed(0).padStart(8)}  ${pct(times, 50).toFixed(1).padStart(7)}  ${pct(times, 95)
      .toFixed(1)
      .padStart(7)}  ${times.at(-1)!.toFixed(1).padStart(7)}  ${mb(mem.rss).padEnd(8)} ${mb(mem.heapUsed).padEnd(8)} ${mb(registry.memoryBytes())}`,
  );
}

await settled(registry);

// A restart: a new API process on the same data loads the busiest tenants' indexes in the
// background once it listens (VITAE_MATCH_WARMUP_TENANTS); its first search then finds them ready.
{
  const restarted = await startRuntime(config, { http: true, workers: 0, db, logger: pino({ level: 'silent' }) });
  const started = performance.now();
  await restarted.listen(0, '127.0.0.1');
  const listening = performance.now() - started;
  const warm = (restarted.modules.find((m) => m.name === 'match') as unknown as { registry: MatchIndexRegistry }).registry;
  const cpu = process.cpuUsage();
  await warm.warmUp(config.matchWarmupTenants);
  const loadedMs = performance.now() - started;
  const loadCpu = process.cpuUsage(cpu);
  const qs = new URLSearchParams({ query: descriptions[1]!, tenantId, limit: '20' });
  const t0 = performance.now();
  const res = await restarted.app!.inject({ method: 'GET', url: `/direct-search?${qs}`, headers: { authorization: `Bearer ${token}` } });
  const firstMs = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}`);
  console.log(
    `after a restart: listening in ${listening.toFixed(0)} ms, index of ${warm.loaded()[0]?.size ?? 0} profiles loaded in the background by ${(loadedMs / 1000).toFixed(1)} s (cpu ${((loadCpu.user + loadCpu.system) / 1000).toFixed(0)} ms), first search then ${firstMs.toFixed(0)} ms`,
  );
  await restarted.stop();
}

// A cold process that does not warm up: its first search loads the index itself.
{
  const coldConfig = { ...config, matchWarmupTenants: 0 };
  const cold = await startRuntime(coldConfig, { http: true, workers: 0, db, logger: pino({ level: 'silent' }) });
  await cold.listen(0, '127.0.0.1');
  const first = await searchOnce(2, cold.app!);
  console.log(`cold process, no warm-up: first search ${first.ms.toFixed(0)} ms (cpu ${first.cpuMs.toFixed(0)} ms) over ${first.total} profiles`);
  await cold.stop();
}
await runtime.stop();
if (!args.keep) rmSync(dataDir, { recursive: true, force: true });
