import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/store/database.ts';
import { appliedVersions, isUpToDate, listMigrations, migrate } from '../../src/store/migrator.ts';
import { createTestDatabase, type TestDatabase, testDbKinds } from '../support/test-database.ts';

/** The structure of the public schema, in a stable order: what two databases must share. */
async function schemaOf(db: Queryable): Promise<string[]> {
  const cols = await db.query<{ d: string }>(
    `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS d
     FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
  );
  const idx = await db.query<{ d: string }>(`SELECT indexdef AS d FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`);
  const cons = await db.query<{ d: string }>(
    `SELECT c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS d
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public' ORDER BY 1`,
  );
  return [...cols.rows, ...idx.rows, ...cons.rows].map((r) => r.d);
}

describe.each(testDbKinds())('migrations on %s', (kind) => {
  const made: TestDatabase[] = [];
  afterEach(async () => {
    for (const t of made.splice(0)) await t.dispose();
  });

  it('a fresh database and one migrated step by step (reopened between steps) end identical', async () => {
    const all = listMigrations();
    const fresh = await createTestDatabase(kind, { fresh: true });
    made.push(fresh);
    const a = await fresh.open();
    expect(await migrate(a)).toEqual(all.map((m) => m.version));
    const expected = await schemaOf(a);
    expect(await isUpToDate(a)).toBe(true);
    await a.close();

    const stepped = await createTestDatabase(kind, { fresh: true });
    made.push(stepped);
    for (const m of all) {
      const b = await stepped.open();
      expect(await isUpToDate(b)).toBe(m.version > all.length);
      expect(await migrate(b, { target: m.version })).toEqual([m.version]);
      await b.close();
    }
    const b = await stepped.open();
    expect(await appliedVersions(b)).toEqual(all.map((m) => m.version));
    expect(await schemaOf(b)).toEqual(expected);
    expect(await migrate(b)).toEqual([]);
    await b.close();
    // One PGlite reopen per migration: the time grows with their number (nine now).
  }, 300_000);
});
