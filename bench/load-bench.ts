/**
 * npm run bench:load — drives a running-like Vitae (a real `vitae serve` child process on
 * loopback) with autocannon: token requests, uploads, result polling and searches. Prints
 * requests/s and p50/p99 latency per scenario.
 *
 *   Default: the embedded database. With DATABASE_URL set, that PostgreSQL is used instead
 *   (a fresh database is created on the server and dropped afterwards).
 *   Options: --duration S (per scenario, default 10) --connections N (default 20).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { cvText } from '../test/support/cv-fixtures.ts';
import { freePort, provisionViaCli, startVitae, stopVitae, token, waitReady } from './support/bench-processes.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);

interface Scenario {
  name: string;
  opts: Partial<autocannon.Options> & { path: string };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-load-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  if (process.env.DATABASE_URL) {
    const name = `vitae_load_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const env: Record<string, string> = {
    VITAE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    VITAE_DEMO: 'false',
    VITAE_RATE_LIMIT_PER_MINUTE: '0',
    // 20 connections share one client: the per-client upload cap would answer 429 by design.
    VITAE_MAX_UPLOADS_PER_CLIENT: '0',
    VITAE_QUEUE_MAX_DEPTH: '0',
    VITAE_QUEUE_MAX_DEPTH_PER_TENANT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, VITAE_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {}),
  };
  // On the embedded database the admin command needs the data folder before the server holds it.
  const client = await provisionViaCli(env);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startVitae('serve', ['serve'], { ...env, PORT: String(port), HOST: '127.0.0.1', VITAE_WORKERS: '1' });
  try {
    await waitReady(base);
    const bearer = `Bearer ${await token(base, client)}`;

    const boundary = 'vitaeloadboundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n`),
      cvText(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const first = await fetch(`${base}/cv-screening/upload`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const { invocationId } = (await first.json()) as { invocationId: string };
    for (let i = 0; i < 100; i++) {
      const r = await fetch(`${base}/cv-screening/${invocationId}`, { headers: { authorization: bearer } });
      if (r.status !== 202) break;
      await new Promise((res) => setTimeout(res, 200));
    }
    const searchProbe = await fetch(`${base}/direct-search?query=java`, { headers: { authorization: bearer } });

    const scenarios: Scenario[] = [
      {
        name: 'token (POST /oauth/token)',
        opts: {
          method: 'POST',
          path: '/oauth/token',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }).toString(),
        },
      },
      { name: 'result (GET /cv-screening/{id})', opts: { method: 'GET', path: `/cv-screening/${invocationId}`, headers: { authorization: bearer } } },
      {
        name: 'upload (POST /cv-screening/upload, text CV)',
        opts: {
          method: 'POST',
          path: '/cv-screening/upload',
          headers: { authorization: bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
          body,
        },
      },
    ];
    if (searchProbe.status === 200) {
      scenarios.push({
        name: 'search (GET /direct-search)',
        opts: {
          method: 'GET',
          path: `/direct-search?query=${encodeURIComponent('Senior backend engineer with Java, Spring Boot and PostgreSQL, 5+ years')}`,
          headers: { authorization: bearer },
        },
      });
    } else {
      console.log(`search scenario skipped: /direct-search answered ${searchProbe.status}`);
    }

    console.log(`load: ${connections} connections, ${duration} s per scenario, ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, 1 in-process worker`);
    console.log('scenario'.padEnd(48), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
    for (const s of scenarios) {
      const { path, ...rest } = s.opts;
      const result = await autocannon({ url: `${base}${path}`, connections, duration, ...rest });
      const non2xx = result.non2xx + result.errors + result.timeouts;
      if (non2xx > 0) console.log(`  ${s.name}: status codes ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts}`);
      console.log(
        s.name.padEnd(48),
        result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(non2xx).padStart(8),
      );
    }
  } finally {
    await stopVitae(server);
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
