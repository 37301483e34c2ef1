/**
 * `vitae <args>` run in the test process: src/main.ts, which bin/vitae.js calls, with `env` as
 * the environment and the modules loaded afresh (settings are read once per process, as in a new
 * one), stdout and stderr captured. A child process costs about 2 s of CPU (node, tsx, imports)
 * for the same code; tests that are about the process itself (exit code of bin/vitae.js, signals,
 * a lock held by another process) keep spawnVitae.
 */
import { vi } from 'vitest';

export interface CliRun {
  code: number | null;
  out: string;
  // biome-ignore lint/suspicious/noExplicitAny: the CLI's JSON is whatever the test asserts it to be
  json: () => any;
}

export async function vitaeInProcess(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const saved = { ...process.env };
  let out = '';
  const capture = (...parts: unknown[]) => {
    out += `${parts.map(String).join(' ')}\n`;
  };
  const write = (chunk: unknown) => {
    out += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    return true;
  };
  const log = vi.spyOn(console, 'log').mockImplementation(capture);
  const error = vi.spyOn(console, 'error').mockImplementation(capture);
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(write);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(write);
  try {
    Object.assign(process.env, env);
    vi.resetModules();
    const { main } = await import('../../src/main.ts');
    const code = await main(args);
    return { code, out, json: () => JSON.parse(out) };
  } finally {
    log.mockRestore();
    error.mockRestore();
    stdout.mockRestore();
    stderr.mockRestore();
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}
