/**
 * Hostile input against a real `vitae serve` process: every generated file ends refused at
 * intake or failed with a stable code (never completed with garbage, never a 500), the process
 * stays up and its resident memory stays under 1 GiB throughout.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileFiles } from '../support/hostile-files.ts';
import { exited, freePort, spawnVitae, waitFor } from '../support/test-server.ts';

const ADMIN = 'hostile-input-admin-token-0123456789abcdef';
const STABLE_CODES = new Set([
  'unsupported_format',
  'empty_file',
  'file_too_large',
  'unreadable_file',
  'encrypted_pdf',
  'no_text_found',
  'too_many_pages',
  'too_many_pixels',
  'file_too_complex',
  'timeout',
]);

/** Files whose code is certain; the others may fail in more than one honest way. */
const EXPECTED: Record<string, string> = {
  'docx zip bomb (300 MB document.xml)': 'file_too_complex',
  'docx with 30,000 entries': 'file_too_complex',
  'docx memory bomb (60 MB of tiny paragraphs)': 'file_too_complex',
  'png claiming 20000×20000': 'too_many_pixels',
  'png claiming 65535×65535': 'too_many_pixels',
  'doc truncated': 'unreadable_file',
  'doc with a looping sector chain': 'unreadable_file',
  'rtf truncated': 'unreadable_file',
  'rtf 100,000-deep groups': 'file_too_complex',
  'odt zip bomb (60 MB content.xml)': 'file_too_complex',
  'html 50,000-deep elements': 'file_too_complex',
  'html with only a script': 'no_text_found',
};


function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

describe('hostile input', () => {
  let server: ReturnType<typeof spawnVitae>;
  let base: string;
  let auth: { authorization: string };
  let dataDir: string;
  let peakRss = 0;
  let sampler: NodeJS.Timeout;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vitae-hostile-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnVitae(['serve'], {
      VITAE_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      VITAE_DEMO: 'false',
      VITAE_WORKERS: '2',
      // Not warmed (the default warms both pipeline processes: pdf.js, face models, OCR): the
      // test is about the files and the server's memory, which the warm-up in the children is not.
      VITAE_WARMUP: 'false',
      VITAE_ADMIN_TOKEN: ADMIN,
      VITAE_JOB_TIMEOUT_S: '60',
      VITAE_MAX_DOCX_UNZIPPED_MB: '50',
    });
    await waitFor('the server', async () => (await fetch(`${base}/health/ready`)).ok, 60_000);
    sampler = setInterval(() => {
      if (server.pid && server.exitCode === null) peakRss = Math.max(peakRss, rssMb(server.pid));
    }, 100);
    const admin = { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' };
    const tenant = await (await fetch(`${base}/admin/v1/tenants`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'hostile' }) })).json();
    const client = await (
      await fetch(`${base}/admin/v1/clients`, { method: 'POST', headers: admin, body: JSON.stringify({ tenants: [tenant.tenantId], scopes: ['screen'] }) })
    ).json();
    const tok = await (
      await fetch(`${base}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }),
      })
    ).json();
    auth = { authorization: `Bearer ${tok.access_token}` };
  });

  afterAll(async () => {
    clearInterval(sampler);
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses or fails every hostile file with a stable code, stays up and under 1 GiB', async () => {
    const files = await hostileFiles();
    const outcomes: string[] = [];
    const pending: { name: string; location: string }[] = [];
    for (const f of files) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(f.bytes)]), 'cv');
      const res = await fetch(`${base}/cv-screening/upload`, { method: 'POST', headers: auth, body: form });
      if (res.status === 202) {
        pending.push({ name: f.name, location: res.headers.get('location')! });
        continue;
      }
      const body = await res.json();
      expect(res.status, f.name).toBeGreaterThanOrEqual(400);
      expect(res.status, f.name).toBeLessThan(500);
      expect(STABLE_CODES.has(body.code), `${f.name}: ${body.code}`).toBe(true);
      if (EXPECTED[f.name]) expect(body.code, f.name).toBe(EXPECTED[f.name]);
      outcomes.push(`${f.name}: refused ${res.status} ${body.code}`);
    }
    for (const p of pending) {
      const result = await waitFor(
        `${p.name} to finish`,
        async () => {
          const r = await fetch(`${base}${p.location}`, { headers: auth });
          return r.status === 202 ? undefined : { status: r.status, body: await r.json() };
        },
        120_000,
      );
      expect(result.status, `${p.name} completed instead of failing`).toBe(422);
      expect(result.body.invocationStatus).toBe('failed');
      expect(STABLE_CODES.has(result.body.code), `${p.name}: ${result.body.code}`).toBe(true);
      if (EXPECTED[p.name]) expect(result.body.code, p.name).toBe(EXPECTED[p.name]);
      outcomes.push(`${p.name}: failed ${result.body.code}`);
    }
    console.log(`hostile input outcomes (peak RSS of the server ${peakRss.toFixed(0)} MB):\n  ${outcomes.join('\n  ')}`);
    expect(server.exitCode).toBeNull();
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    expect(peakRss).toBeGreaterThan(0);
    expect(peakRss).toBeLessThan(1024);
  });
});
