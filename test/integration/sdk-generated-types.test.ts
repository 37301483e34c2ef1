/**
 * The SDK stays in step with the API: its generated types are exactly what `npm run
 * sdk:generate` makes from the current /openapi.json, and the package builds to plain
 * JavaScript that Node runs without any TypeScript loader.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES_FILE, generateTypes } from '../../packages/client/codegen/generate-types.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');

describe('the client SDK', () => {
  it('has generated types matching the current OpenAPI document (run `npm run sdk:generate` when this fails)', async () => {
    const fresh = await generateTypes();
    const committed = readFileSync(GENERATED_TYPES_FILE, 'utf8');
    if (committed !== fresh) {
      const a = committed.split('\n');
      const b = fresh.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      expect.fail(
        `packages/client/src/generated/openapi.ts is stale: run \`npm run sdk:generate\`.\n` +
          `First difference at line ${line + 1}:\n  committed: ${a[line]}\n  generated: ${b[line]}`,
      );
    }
  });

  it('builds to JavaScript with declarations that Node imports as is', async () => {
    const out = mkdtempSync(join(tmpdir(), 'vitae-sdk-'));
    try {
      await run(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(ROOT, 'packages/client/tsconfig.build.json'), '--outDir', out], { cwd: ROOT });
      const { stdout } = await run(process.execPath, [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(join(out, 'index.js'))}); console.log(Object.keys(m).sort().join(','));`,
      ]);
      expect(stdout.trim().split(',')).toEqual(expect.arrayContaining(['VitaeClient', 'VitaeError', 'VitaeNotFoundError', 'verifyWebhookSignature', 'parseWebhookEvent']));
      expect(readFileSync(join(out, 'index.d.ts'), 'utf8')).toContain('VitaeClient');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
