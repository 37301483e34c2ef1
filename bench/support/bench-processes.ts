/**
 * Processes and credentials for the load and soak benchmarks: real `vitae` processes started
 * like an operator would, and a client provisioned through the real admin command line.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'vitae.js');
const run = promisify(execFile);

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface VitaeProcess {
  proc: ChildProcess;
  name: string;
  output(): string;
}

export function startVitae(name: string, args: string[], env: Record<string, string>): VitaeProcess {
  const proc = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d).slice(-20_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return { proc, name, output: () => out };
}

export async function waitReady(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${baseUrl}/health/ready`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${baseUrl} did not become ready`);
}

export async function stopVitae(p: VitaeProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.proc.exitCode !== null || p.proc.signalCode !== null) return;
  const done = new Promise((r) => p.proc.once('exit', r));
  p.proc.kill(signal);
  await done;
}

export interface BenchClient {
  tenantId: string;
  clientId: string;
  clientSecret: string;
}

/** A tenant and a client with every scope, made with `vitae admin … --json`. */
export async function provisionViaCli(env: Record<string, string>): Promise<BenchClient> {
  const opts = { env: { ...process.env, ...env } };
  const tenant = JSON.parse((await run(process.execPath, [BIN, 'admin', 'tenant', 'create', '--name', 'bench', '--json'], opts)).stdout);
  const client = JSON.parse(
    (await run(process.execPath, [BIN, 'admin', 'client', 'create', '--tenant', tenant.tenantId, '--scopes', 'screen,match', '--json'], opts))
      .stdout,
  );
  return { tenantId: tenant.tenantId, clientId: client.clientId, clientSecret: client.clientSecret };
}

export async function token(baseUrl: string, c: BenchClient): Promise<string> {
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
