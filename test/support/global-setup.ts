/**
 * Once per integration run: say which databases the suite runs on, and prepare two PGlite
 * templates so each test copies a folder (~0.3 s) instead of running initdb (~6 s of CPU) and
 * every migration: an empty database (initdb done, no migration applied: createTestDatabase
 * fresh, for the migration tests) and a migrated one (every other test). A first start on an
 * empty data folder (initdb by the process itself) is still tried: createTestDatabase emptyFolder.
 * On PostgreSQL likewise: one migrated database of the run, which every test database is created
 * from (CREATE DATABASE … TEMPLATE) instead of running every migration again over the wire.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/store/database.ts';
import { migrate } from '../../src/store/migrator.ts';

export default async function setup(): Promise<() => Promise<void>> {
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
  const pgTemplate = url ? await migratedPostgresTemplate(url) : undefined;
  if (pgTemplate) process.env.VITAE_TEST_PG_TEMPLATE = pgTemplate.name;
  return async () => {
    rmSync(template, { recursive: true, force: true });
    await pgTemplate?.drop();
  };
}

/** A migrated database on the server, with no connection left open (a template must have none). */
async function migratedPostgresTemplate(adminUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `vitae_tmpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: u.toString(), poolSize: 1 });
  await migrate(db);
  await db.close();
  return { name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
