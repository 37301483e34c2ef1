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
  const lines: string[] = [];
  const capture = (...parts: unknown[]) => {
    lines.push(parts.map(String).join(' '));
  };
  const log = vi.spyOn(console, 'log').mockImplementation(capture);
  const error = vi.spyOn(console, 'error').mockImplementation(capture);
  try {
    Object.assign(process.env, env);
    vi.resetModules();
    const { main } = await import('../../src/main.ts');
    const code = await main(args);
    const out = lines.join('\n');
    return { code, out, json: () => JSON.parse(out) };
  } finally {
    log.mockRestore();
    error.mockRestore();
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}
