/**
 * Ordered plain-SQL migrations (`migrations/NNNN_name.sql`), the same files for PGlite and
 * PostgreSQL. Each file runs in its own transaction under an advisory lock, so several processes
 * starting at once against one PostgreSQL apply each migration exactly once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Arbitrary constant naming "the Vitae migration lock" among advisory locks.
const MIGRATION_LOCK_KEY = 774_211_901;

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const out = files.map((file) => ({
    version: Number(file.slice(0, 4)),
    name: file.slice(5, -4),
    sql: readFileSync(join(dir, file), 'utf8'),
  }));
  out.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migration numbering has a gap or duplicate at ${m.version}_${m.name}`);
  });
  return out;
}

async function ensureTable(db: Queryable): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
}

export async function appliedVersions(db: Queryable): Promise<number[]> {
  const exists = await db.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`);
  if (!exists.rows[0]?.t) return [];
  const r = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
  return r.rows.map((row) => Number(row.version));
}

/**
 * Applies pending migrations up to `target` (all by default). Returns the versions applied.
 * Statements run one by one inside the transaction so the same file works on both drivers.
 */
export async function migrate(db: Database, opts: { target?: number; migrations?: Migration[] } = {}): Promise<number[]> {
  const migrations = (opts.migrations ?? listMigrations()).filter((m) => m.version <= (opts.target ?? Infinity));
  // Under the lock too: processes starting together on a fresh server would race on CREATE TABLE.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await ensureTable(tx);
  });
  const applied: number[] = [];
  for (const m of migrations) {
    const did = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.rows.length > 0) return false;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (did) applied.push(m.version);
  }
  return applied;
}

/** True when every migration shipped with this build is applied (readiness). */
export async function isUpToDate(db: Queryable): Promise<boolean> {
  const versions = await appliedVersions(db);
  const expected = listMigrations().map((m) => m.version);
  return expected.every((v) => versions.includes(v));
}

/**
 * Splits a migration script on semicolons at the end of a line, outside dollar-quoted bodies.
 * Migrations are written by us, so this simple grammar is a rule of the folder: one statement
 * ends with `;` at the end of its last line; function bodies use $$…$$.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let inDollar = false;
  for (const line of sql.split('\n')) {
    const stripped = line.replace(/--.*$/, '');
    if ((stripped.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    current.push(line);
    if (!inDollar && /;\s*$/.test(stripped)) {
      const text = current.join('\n').trim();
      if (text.replace(/--.*$/gm, '').trim()) out.push(text);
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest.replace(/--.*$/gm, '').trim()) out.push(rest);
  return out;
}
