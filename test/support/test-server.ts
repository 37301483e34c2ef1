/**
 * A real Vitae process for integration tests: the same runtime `vitae serve` starts, on the
 * test's own database, listening on a free loopback port. Tests talk to it over real HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { type Config, parseConfig } from '../../src/config.ts';
import { type Runtime, startRuntime } from '../../src/runtime.ts';
import { createTestDatabase, type DbKind, type TestDatabase } from './test-database.ts';

export interface TestServer {
  url: string;
  runtime: Runtime;
  config: Config;
  database: TestDatabase;
  stop(): Promise<void>;
}

/**
 * The master key of test processes on PostgreSQL, where one is required (src/store/master-key.ts):
 * every process of a test shares it. On PGlite each data folder generates its own.
 */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 0x5e).toString('base64');

/** Data folders made for servers on PostgreSQL (which has no folder of its own), removed at exit. */
const scratchDirs = new Set<string>();
function scratchDataDir(): string {
  if (scratchDirs.size === 0) {
    process.once('exit', () => {
      for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
    });
  }
  const dir = mkdtempSync(join(tmpdir(), 'vitae-data-'));
  scratchDirs.add(dir);
  return dir;
}

export function testEnv(database: TestDatabase, env: Record<string, string> = {}): Record<string, string> {
  return {
    VITAE_DATA_DIR: database.dataDir ?? scratchDataDir(),
    ...(database.url ? { DATABASE_URL: database.url, VITAE_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY } : {}),
    LOG_LEVEL: 'silent',
    VITAE_WORKERS: '1',
    VITAE_DEMO: 'false',
    // Warming the pipeline costs seconds of CPU per server; tests that need it turn it on.
    VITAE_WARMUP: 'false',
    // The auth matrix sends thousands of bad tokens from one address; the guard has its own test.
    VITAE_AUTH_FAILURES_PER_MINUTE: '0',
    ...env,
  };
}

export async function startTestServer(kind: DbKind, env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const config = parseConfig(testEnv(database, env));
  const runtime = await startRuntime(config, {
    http: true,
    workers: config.workers,
    logger: pino({ level: process.env.VITAE_TEST_LOG ?? 'silent' }),
  });
  const url = await runtime.listen(0, '127.0.0.1');
  return {
    url,
    runtime,
    config,
    database,
    async stop() {
      await runtime.stop();
      await database.dispose();
    },
  };
}

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'vitae.js');

/** Starts `vitae <args>` as a child process with the given environment (merged over ours). */
export function spawnVitae(args: string[], env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return Object.assign(child, { output: () => out });
}

export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${(last as Error).message}` : ''}`);
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((r) => child.once('exit', (code) => r(code)));
}

/** A TCP port free on loopback right now, for a child process to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}
