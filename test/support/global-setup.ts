/**
 * Once per integration run: say which databases the suite runs on, and prepare two PGlite
 * templates so each test copies a folder (~0.3 s) instead of running initdb (~6 s of CPU) and
 * every migration: an empty database (initdb done, no migration applied: createTestDatabase
 * fresh, for the migration tests) and a migrated one (every other test). A first start on an
 * empty data folder (initdb by the process itself) is still tried: createTestDatabase emptyFolder.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/store/database.ts';
import { migrate } from '../../src/store/migrator.ts';

export default async function setup(): Promise<() => void> {
  const url = process.env.VITAE_TEST_DATABASE_URL;
  if (url) {
    console.log(`\n[vitae tests] integration databases: PGlite and PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})\n`);
  } else {
    console.log('\n[vitae tests] integration databases: PGlite only — VITAE_TEST_DATABASE_URL is not set, PostgreSQL runs are skipped\n');
  }
  const template = mkdtempSync(join(tmpdir(), 'vitae-pglite-template-'));
  const empty = await openDatabase({ dataDir: template });
  await empty.close();
  cpSync(join(template, 'pglite'), join(template, 'pglite-empty'), { recursive: true });
  const db = await openDatabase({ dataDir: template });
  await migrate(db);
  await db.close();
  // Test processes are forked after this and inherit the environment.
  process.env.VITAE_TEST_PGLITE_TEMPLATE = join(template, 'pglite');
  process.env.VITAE_TEST_PGLITE_EMPTY_TEMPLATE = join(template, 'pglite-empty');
  return () => rmSync(template, { recursive: true, force: true });
}
