/**
 * The candidate list's free-text search (`q`) over sealed labels, on the embedded database:
 * seeds N completed CVs of one tenant (profiles and labels sealed with each CV's key, as Screen
 * stores them), then times a search that matches nothing (it reads the whole list) and one that
 * fills its page at once, and a page without `q`. CPU time of this process (PGlite runs inside
 * it) is printed beside wall time: on a shared machine it is the steadier figure.
 *
 *   node bin/bench.js bench/candidate-list-bench.ts [N=10000]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { parseConfig } from '../src/config.ts';
import { startRuntime } from '../src/runtime.ts';
import { CandidateService } from '../src/screen/candidate-service.ts';
import { CvVault } from '../src/screen/cv-vault.ts';
import { seededRandom, syntheticProfile } from './support/synthetic-profiles.ts';

const N = Number(process.argv[2] ?? 10000);
const dir = mkdtempSync(join(tmpdir(), 'vitae-listq-'));
const config = parseConfig({ VITAE_DATA_DIR: dir, VITAE_WORKERS: '0', VITAE_DEMO: 'false', LOG_LEVEL: 'silent' });
const rt = await startRuntime(config, { http: false, workers: 0, logger: pino({ level: 'silent' }) });
const { db, keys } = rt.ctx;
const vault = new CvVault(keys.data, keys.ring);
const tenantId = randomUUID();
const r = seededRandom(3);
for (let i = 0; i < N; i += 500) {
  await db.transaction(async (tx) => {
    for (let j = 0; j < 500; j++) {
      const id = randomUUID();
      const profile = syntheticProfile(r);
      await tx.query(`INSERT INTO invocations (id, tenant_id, client_id, status, file_type, file_size, file_sha256) VALUES ($1, $2, 'c', 'completed', 'pdf', 1, 'x')`, [id, tenantId]);
      await keys.data.create(tx, 'cv', id);
      const s = await vault.sealProfile(tx, id, { profile });
      await tx.query('INSERT INTO profiles (invocation_id, tenant_id, sealed, label) VALUES ($1, $2, $3, $4)', [id, tenantId, s.profile, s.label]);
    }
  });
}
const svc = new CandidateService(db, vault);
const auth = { clientId: 'b', issuer: null } as never;
for (const q of ['zzzznomatch', 'a']) {
  for (let k = 0; k < 3; k++) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    const page = await svc.list(auth, tenantId, { filters: { q }, after: null, limit: 20 });
    const c = process.cpuUsage(cpu);
    console.log(`${N} CVs, q=${q}: ${page.items.length} items in ${(performance.now() - t).toFixed(0)} ms (cpu ${((c.user + c.system) / 1000).toFixed(0)} ms)`);
  }
}
const t = performance.now();
await svc.list(auth, tenantId, { filters: {}, after: null, limit: 100 });
console.log(`page of 100 without q: ${(performance.now() - t).toFixed(0)} ms`);
await rt.stop();
rmSync(dir, { recursive: true, force: true });
