/**
 * Writes the OpenAPI document exactly as a running server serves it at /openapi.json (the app is
 * built in-process on an in-memory database; nothing listens, no network) to the file given, or
 * prints it. `npm run lint:openapi` lints what this writes.
 *
 *   npx tsx tools/openapi-dump.ts [FILE]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fetchOpenApiDocument } from '../packages/client/codegen/generate-types.ts';

const out = process.argv[2];
const text = `${JSON.stringify(await fetchOpenApiDocument(), null, 2)}\n`;
if (out) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  console.log(`wrote ${out} (${text.length} characters)`);
} else {
  process.stdout.write(text);
}
