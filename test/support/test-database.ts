/**
 * Databases for integration tests: always PGlite, and PostgreSQL when VITAE_TEST_DATABASE_URL
 * names a server. Each test gets its own database (a fresh PGlite, or a new database on the
 * server, dropped afterwards unless VITAE_TEST_KEEP_DB=1 keeps it for inspection).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/store/database.ts';

export type DbKind = 'pglite' | 'postgres';

export function testDbKinds(): DbKind[] {
  return process.env.VITAE_TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  kind: DbKind;
  /** postgres:// URL of this test's own database (postgres only). */
  url: string | undefined;
  /** Folder of this test's PGlite files (pglite only); a process may reopen it. */
  dataDir: string | undefined;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * `fresh`: an empty database (no migrations applied). Otherwise a test database starts as a copy
 * of the run's migrated template when there is one (see global-setup.ts): a PGlite folder copied,
 * a PostgreSQL database created with the template's name as its TEMPLATE. A fresh PGlite one is a
 * copy of the run's empty template (initdb done, nothing else). `emptyFolder` (PGlite): a
 * data folder with nothing in it, so the process that opens it runs initdb itself.
 */
export async function createTestDatabase(kind: DbKind, opts: { fresh?: boolean; emptyFolder?: boolean } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitae-test-'));
    const template = opts.fresh ? process.env.VITAE_TEST_PGLITE_EMPTY_TEMPLATE : process.env.VITAE_TEST_PGLITE_TEMPLATE;
    if (!opts.emptyFolder && template && existsSync(template)) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return {
      kind,
      url: undefined,
      dataDir,
      open: () => openDatabase({ dataDir }),
      async dispose() {
        if (process.env.VITAE_TEST_KEEP_DB !== '1') rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.VITAE_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('VITAE_TEST_DATABASE_URL is not set');
  const name = `vitae_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = opts.fresh ? undefined : process.env.VITAE_TEST_PG_TEMPLATE;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    kind,
    url,
    dataDir: undefined,
    open: () => openDatabase({ databaseUrl: url, poolSize: 5 }),
    async dispose() {
      if (process.env.VITAE_TEST_KEEP_DB === '1') return;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
