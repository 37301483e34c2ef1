/**
 * The one database handle of a process: PGlite (Postgres in WebAssembly, embedded, the default)
 * or a real PostgreSQL when DATABASE_URL is set. Both speak the same SQL; repositories only see
 * `Queryable` and `Database`, never the driver.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /**
   * Inside a transaction: runs `fn` once it has committed, never when it rolls back (work outside
   * the database that must follow the commit, such as destroying a data key kept in a file).
   * Absent outside a transaction: use `afterCommit` below, which then runs `fn` at once.
   */
  afterCommit?(fn: () => Promise<void>): void;
}

/** Runs `fn` once `q`'s transaction commits, or now when `q` is not a transaction. */
export async function afterCommit(q: Queryable, fn: () => Promise<void>): Promise<void> {
  if (q.afterCommit) q.afterCommit(fn);
  else await fn();
}

/** A transaction's after-commit work: collected while it runs, run in order once it committed. */
function commitHooks(): { add(fn: () => Promise<void>): void; run(): Promise<void> } {
  const hooks: Array<() => Promise<void>> = [];
  return {
    add: (fn) => void hooks.push(fn),
    async run() {
      for (const fn of hooks) await fn();
    },
  };
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** PGlite's data folder (the one that holds `pglite/`); undefined in memory and on PostgreSQL. */
  readonly dataDir: string | undefined;
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

// int8 (counts, sums) as numbers: values stay far below 2^53 here.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
// numeric as numbers (scores); we never store money.
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  readonly dataDir = undefined;
  constructor(private readonly pool: pg.Pool) {}

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    const r = await this.pool.query(sql, params as unknown[]);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const hooks = commitHooks();
    const tx: Queryable = {
      async query<R>(sql: string, params: readonly unknown[] = []) {
        const r = await client.query(sql, params as unknown[]);
        return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
      },
      afterCommit: hooks.add,
    };
    let out: T;
    try {
      await client.query('BEGIN');
      out = await fn(tx);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    await hooks.run();
    return out;
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(
    private readonly db: PGlite,
    readonly dataDir: string | undefined,
  ) {}

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
    const r = await this.db.query<T>(sql, params as unknown[]);
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const hooks = commitHooks();
    const out = await this.db.transaction(async (t) =>
      fn({
        async query<R>(sql: string, params: readonly unknown[] = []) {
          const r = await t.query<R>(sql, params as unknown[]);
          return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
        },
        afterCommit: hooks.add,
      }),
    );
    await hooks.run();
    return out;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; `undefined` with no URL means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      application_name: 'vitae',
    });
    // A broken idle connection must not take the process down; the next query reconnects.
    pool.on('error', () => undefined);
    const db = new PostgresDatabase(pool);
    await db.query('SELECT 1');
    return db;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  if (dir && !existsSync(join(dir, 'PG_VERSION'))) {
    // A fresh folder runs initdb, which grows the WebAssembly heap to ~850 MB, and that memory
    // is never given back while the instance lives. Initialise, close, and open again: the
    // serving instance then starts at about half the resident size.
    await (await PGlite.create({ dataDir: dir })).close();
  }
  const db = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), serializers: { [BYTEA]: byteaToHex }, parsers: { [BYTEA]: byteaFromHex } });
  return new PgliteDatabase(db, dir ? opts.dataDir : undefined);
}

/** PostgreSQL's type id of bytea. */
const BYTEA = 17;

/**
 * bytea to and from PostgreSQL's hex text form with Node's native hex codec. PGlite's own
 * serializer builds an array of one string per byte: a 3.5 MB CV file took ~240 MB of JS heap
 * to insert (enough to take a server past 1 GiB resident), and its parser one parseInt per byte.
 * Same bytes in and out; reads return a Buffer, as node-postgres does on PostgreSQL.
 */
function byteaToHex(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

function byteaFromHex(text: string): Uint8Array {
  return Buffer.from(text.slice(2), 'hex');
}
