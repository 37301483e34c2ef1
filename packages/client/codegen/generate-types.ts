/**
 * `npm run sdk:generate`: regenerates the SDK's types from the API's own OpenAPI document. The
 * app is built in-process on an in-memory database with fixed settings (nothing listens, no
 * environment is read), `/openapi.json` is fetched through `inject`, and openapi-typescript turns
 * it into `src/generated/openapi.ts`. test/unit/sdk/generated-types.test.ts fails when the
 * committed file differs from what this produces, so the SDK cannot drift from the API.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import pino from 'pino';
import { parseConfig } from '../../../src/config.ts';
import { startRuntime } from '../../../src/runtime.ts';
import { openDatabase } from '../../../src/store/database.ts';

export const GENERATED_TYPES_FILE = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));

const HEADER = `/**
 * GENERATED from the Vitae API's /openapi.json by openapi-typescript: do not edit.
 * Regenerate with \`npm run sdk:generate\` after changing a route schema.
 */

`;

/** The OpenAPI document exactly as a running server serves it. */
export async function fetchOpenApiDocument(): Promise<OpenAPI3> {
  const db = await openDatabase({});
  const runtime = await startRuntime(parseConfig({ LOG_LEVEL: 'silent', VITAE_WORKERS: '0', VITAE_DEMO: 'false' }), {
    http: true,
    workers: 0,
    db,
    logger: pino({ level: 'silent' }),
  });
  try {
    const res = await runtime.app!.inject({ method: 'GET', url: '/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`/openapi.json answered ${res.statusCode}`);
    return res.json() as OpenAPI3;
  } finally {
    await runtime.stop();
    await db.close();
  }
}

export async function renderTypes(doc: OpenAPI3): Promise<string> {
  const ast = await openapiTS(doc, { alphabetize: true, silent: true });
  return HEADER + astToString(ast);
}

export async function generateTypes(): Promise<string> {
  return renderTypes(await fetchOpenApiDocument());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = await generateTypes();
  writeFileSync(GENERATED_TYPES_FILE, text);
  console.log(`wrote ${GENERATED_TYPES_FILE} (${text.length} characters)`);
}
