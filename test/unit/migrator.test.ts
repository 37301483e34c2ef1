import { describe, expect, it } from 'vitest';
import { listMigrations, splitStatements } from '../../src/store/migrator.ts';

describe('migration scripts', () => {
  it('split into statements at line-ending semicolons, keeping $$ bodies whole', () => {
    const sql = `-- comment; not a split\nCREATE TABLE a (x int);\nCREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\nINSERT INTO a VALUES (1);`;
    const parts = splitStatements(sql);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toContain('RETURN 1;');
    expect(parts[2]).toBe('INSERT INTO a VALUES (1);');
  });

  it('are numbered 1..n without gaps', () => {
    const m = listMigrations();
    expect(m.length).toBeGreaterThan(0);
    expect(m.map((x) => x.version)).toEqual(m.map((_, i) => i + 1));
  });
});
