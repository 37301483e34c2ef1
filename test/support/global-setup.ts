/**
 * Once per integration run: say which databases the suite runs on, and prepare a migrated
 * PGlite template so each test copies a folder (~0.3 s) instead of running initdb and every
 * migration (~3 s). The migration tests still start from nothing (createTestDatabase fresh).
 */
import { mkdtempSync, rmSync } from 'node:fs';
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
  const db = await openDatabase({ dataDir: template });
  await migrate(db);
  await db.close();
  // Test processes are forked after this and inherit the environment.
  process.env.VITAE_TEST_PGLITE_TEMPLATE = join(template, 'pglite');
  return () => rmSync(template, { recursive: true, force: true });
}
