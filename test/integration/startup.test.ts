/**
 * A first start of a real `vitae serve` process on a fresh data folder: /health/ready answers 200
 * only once the demo credentials file is written (503 `starting` before), the credentials are
 * printed as a plain banner, and the Screen pipeline warms up in the background without any
 * upload, so the first CV's pipeline time is in line with the next one's. Then, idle with its
 * warm pipeline process, it exits within 2 s of SIGTERM with code 0: the PGlite case of
 * shutdown.test.ts's idle test, here because this server has warmed up already (a warm-up is
 * several seconds of CPU).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cvPdf, SAMPLE_CV } from '../support/cv-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { exited, freePort, spawnVitae, testEnv, waitFor } from '../support/test-server.ts';

describe('first start', () => {
  let child: ReturnType<typeof spawnVitae> | undefined;
  let tdb: TestDatabase | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await tdb?.dispose();
  });

  it('is ready only with the demo credentials written, prints them, and warms the pipeline before the first CV', async () => {
    tdb = await createTestDatabase('pglite', { fresh: true, emptyFolder: true });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = testEnv(tdb, { PORT: String(port), HOST: '127.0.0.1', VITAE_WORKERS: '1', VITAE_DEMO: 'true', VITAE_WARMUP: 'true', LOG_LEVEL: 'info' });
    const file = join(env.VITAE_DATA_DIR!, 'demo-credentials.json');
    child = spawnVitae(['serve'], env);

    // Poll readiness closely: every answer before the file exists must be a 503 `starting`.
    const early: string[] = [];
    await waitFor(
      'ready',
      async () => {
        const res = await fetch(`${base}/health/ready`).catch(() => null);
        if (!res) return false;
        if (res.status === 200) return true;
        early.push(`${res.status} ${(await res.json()).code}`);
        return false;
      },
      180_000,
    );
    // A failure here shows what the server printed (another server on the port, a failed demo client).
    if (!existsSync(file)) expect.fail(`ready without ${file}; exit code ${child.exitCode}; server output:\n${child.output()}`);
    expect(new Set(early).size <= 1 && early.every((e) => e === '503 starting')).toBe(true);
    const creds = JSON.parse(readFileSync(file, 'utf8'));
    const banner = child.output();
    expect(banner).toContain(`Client ID      ${creds.clientId}`);
    expect(banner).toContain(`Client secret  ${creds.clientSecret}`);
    expect(banner).toContain(`Console        ${base}/console`);

    // Warmed with no upload at all.
    await waitFor('the warm-up', async () => child!.output().includes('pipeline process warmed up'), 180_000);
    expect(child.output()).not.toContain('some steps failed');

    const tokenRes = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: creds.clientId, client_secret: creds.clientSecret }),
    });
    const headers = { authorization: `Bearer ${(await tokenRes.json()).access_token}` };
    const screen = async (name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await cvPdf({ ...SAMPLE_CV, name }))], { type: 'application/pdf' }), `${name}.pdf`);
      const up = await fetch(`${base}/cv-screening/upload`, { method: 'POST', headers, body: form });
      const { invocationId } = await up.json();
      const done = await waitFor(`${name} to complete`, async () => {
        const r = await fetch(`${base}/cv-screening/${invocationId}`, { headers });
        return r.status === 200 ? r.json() : null;
      }, 120_000);
      expect(done.status).toBe('completed');
      return done.profile.meta.timingsMs.total as number;
    };
    const first = await screen('Ada First');
    const second = await screen('Bea Second');
    // Cold, the first paid for loading pdf.js and the knowledge base (about a second, far more
    // than a warm PDF's few tens of ms); warm, it is in line with the next.
    expect(first).toBeLessThan(3 * second + 300);

    // Idle, with a warm pipeline process: SIGTERM ends it within 2 s, code 0. A keep-alive
    // connection left open by a client must not hold the process.
    const agentless = await fetch(`${base}/health/live`, { headers: { connection: 'keep-alive' } });
    expect(agentless.status).toBe(200);
    const started = performance.now();
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(child.output()).not.toContain('still running after a clean stop');
  }, 420_000);
});
