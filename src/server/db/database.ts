import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, sql, SqliteDialect, type CompiledQuery, type LogEvent, type RawBuilder } from 'kysely';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface OpenDatabaseOptions {
  /** `file:path`, `file::memory:` or `postgres://…` */
  url: string;
  /** PostgreSQL schema to use as search_path (tests use one fresh schema per file). */
  pgSchema?: string;
  /** SQLite only: the bytes of a database file to open in memory (tests start from a seeded copy). */
  sqliteBytes?: Buffer;
  /** Let `observeQueries` see every query (tests: query-plan.ts explains what a call ran). */
  observable?: boolean;
}

type QueryObserver = (query: CompiledQuery) => void;
const observersByDb = new WeakMap<Db, Set<QueryObserver>>();

/**
 * Calls `observer` with every query run on `db` (transactions included) until the returned
 * function is called. Only for a database opened with `observable: true`.
 */
export function observeQueries(db: Db, observer: QueryObserver): () => void {
  const observers = observersByDb.get(db);
  if (!observers) throw new Error('observeQueries: the database was not opened with observable: true');
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Kysely's query log feeding the observers; none at all unless asked for, so production pays nothing. */
function observerLog(observable: boolean | undefined) {
  if (!observable) return { log: undefined, register: () => {} };
  const observers = new Set<QueryObserver>();
  const log = (event: LogEvent) => {
    if (event.level === 'query') for (const observer of observers) observer(event.query);
  };
  return { log, register: (db: Db) => observersByDb.set(db, observers) };
}

// PostgreSQL returns BIGINT (COUNT, SUM) as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/** Lower case without accents ("Negócios" → "negocios"), for searches on both dialects. */
export const foldText = (value: string) => value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * `eduia_has_words(folded text, words)` on SQLite (db/search.ts, userRowMatches): every word a
 * whole run of letters and digits of the text, a word ending in `*` the start of one, as the
 * full-text index matches them.
 */
function hasWords(folded: string, words: string): boolean {
  const tokens: string[] = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.split(' ').every((word) => (word.endsWith('*') ? tokens.some((token) => token.startsWith(word.slice(0, -1))) : tokens.includes(word)));
}

/** Whether a connection (or transaction) is PostgreSQL's. */
export const isPostgresDb = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Condition: `column` is one of `ids`, sent as one parameter (a JSON array on SQLite, an array
 * on PostgreSQL). For long lists: a teacher's 928 courses bound one by one cost twice the
 * lookups themselves (SQLite: 4.2 → 2.1 ms for the students of each course).
 */
export function oneOf(db: Db, column: string, ids: readonly string[]): RawBuilder<boolean> {
  if (isPostgresDb(db)) return sql<boolean>`${sql.ref(column)} = any(${[...ids]}::text[])`;
  return sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

export function dialectOf(url: string): DialectName {
  return url.startsWith('postgres') ? 'postgres' : 'sqlite';
}

export function openDatabase({ url, pgSchema, sqliteBytes, observable }: OpenDatabaseOptions): Db {
  const plugins = [new CamelCasePlugin()];
  const { log, register } = observerLog(observable);
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      options: pgSchema ? `-c search_path=${pgSchema}` : undefined,
      // A database that went away fails a request after this instead of holding it for ever.
      connectionTimeoutMillis: 5000,
    });
    // An idle connection dropped by the server (restart, network) is discarded by the pool;
    // without a listener its 'error' would end the process.
    pool.on('error', () => {});
    // The same for a connection lost while checked out (a query in flight): its query fails, and the
    // client's own 'error' must not end the process either (readiness.test.ts cuts the database).
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins, log });
    poolByDb.set(db, pool);
    register(db);
    return db;
  }
  const db = openSqlite(url, sqliteBytes, plugins, log);
  register(db);
  return db;
}

const poolByDb = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL pool's connections now (metrics); null on SQLite. */
export function poolUsage(db: Db): { total: number; idle: number; waiting: number } | null {
  const pool = poolByDb.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

function openSqlite(url: string, sqliteBytes: Buffer | undefined, plugins: CamelCasePlugin[], log: ((event: LogEvent) => void) | undefined): Db {
  const file = url.slice('file:'.length);
  if (file !== ':memory:' && !sqliteBytes) mkdirSync(dirname(file), { recursive: true });
  const sqlite = sqliteBytes ? new SQLite(sqliteBytes) : new SQLite(file);
  // DESIGN.md: WAL + synchronous=FULL so an acknowledged write survives kill -9.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Accent- and case-insensitive search (admin user list): PostgreSQL does it with translate().
  sqlite.function('eduia_fold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? foldText(value) : null));
  sqlite.function('eduia_has_words', { deterministic: true }, (text: unknown, words: unknown) => (typeof text === 'string' && typeof words === 'string' && hasWords(text, words) ? 1 : 0));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins, log });
}

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable, so keep the
 * recent ones (queries are few and parameterised). Safe because Kysely runs one query at
 * a time on its single SQLite connection.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}
