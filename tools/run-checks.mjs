#!/usr/bin/env node
// The static checks of `npm test`, run at the same time: the two type checks, the linters and the
// OpenAPI lint are each one process on one core, ~45 s one after the other on a 2-core machine.
// Each one's output is printed in one piece when it ends; the exit code is 1 if any failed.
//
//   node tools/run-checks.mjs            (what `npm test` runs before vitest)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = `"${process.execPath}" "${createRequire(import.meta.url).resolve('typescript/bin/tsc')}"`;
const CHECKS = [
  ['typecheck', `${tsc} --noEmit`],
  ['typecheck (console)', `${tsc} --noEmit -p src/console`],
  ['lint', 'npm run --silent lint'],
  ['lint:openapi', 'npm run --silent lint:openapi'],
];

const started = Date.now();
const results = await Promise.all(
  CHECKS.map(
    ([name, command]) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
        });
        child.stderr.on('data', (d) => {
          out += d;
        });
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`\n> ${name} — ${code === 0 ? 'ok' : `FAILED (exit ${code})`} after ${seconds} s\n${out.trimEnd() ? `${out.trimEnd()}\n` : ''}`);
          resolve(code);
        });
      }),
  ),
);
const failed = CHECKS.filter((_, i) => results[i] !== 0).map(([name]) => name);
if (failed.length > 0) {
  console.error(`\nchecks failed: ${failed.join(', ')}`);
  process.exit(1);
}
