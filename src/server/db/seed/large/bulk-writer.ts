import SQLite from 'better-sqlite3';
import pg from 'pg';
import { recomputeSearch, recomputeSqliteTotals, recomputeTotals, SQLITE_TRIGGERS_RECOMPUTED_AFTER_LOAD, TRIGGERS_RECOMPUTED_AFTER_LOAD } from './kept-in-step.ts';

// Bulk inserts for the large dataset (db:seed:large), straight to the driver: the app's
// query builder builds one statement per row, far too slow for millions of rows.
// SQLite: one prepared statement, large transactions, journal in memory while loading; the
// costliest row triggers dropped during the load and made again after their totals are
// recomputed (kept-in-step.ts).
// PostgreSQL: multi-row inserts through unnest() of one array per column (a few parameters
// per 5 000 rows), sent one ahead of the generator so both sides work at once; secondary
// indexes dropped at the start and built again at the end; the row triggers that keep totals
// and search columns off during the load, their work done once at the end (kept-in-step.ts).

export type Value = string | number | null;
export type Row = Record<string, Value>;

export interface TableWriter {
  add(row: Row): Promise<void>;
  /** Rows added so far. */
  readonly count: number;
}

export interface BulkWriter {
  /** `parents`: tables whose buffered rows must reach the database before this one's (foreign keys). */
  table(name: string, parents?: string[]): TableWriter;
  /** Sends what is buffered and commits. */
  flush(): Promise<void>;
  /** Flushes, refreshes the planner's statistics and closes the connection. */
  close(): Promise<void>;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function openSqliteWriter(file: string): BulkWriter {
  const db = new SQLite(file);
  // Loading a new database: a lost load is simply run again, so no durable journal meanwhile.
  db.pragma('journal_mode = MEMORY');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  db.function('eduia_fold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() : null);
  // Kept as the migrations wrote them, to be made again word for word.
  const dropped = (db.prepare("select name, sql from sqlite_master where type = 'trigger' order by name").all() as Array<{ name: string; sql: string }>)
    .filter((trigger) => SQLITE_TRIGGERS_RECOMPUTED_AFTER_LOAD.has(trigger.name));
  db.transaction(() => {
    for (const trigger of dropped) db.exec(`drop trigger "${trigger.name}"`);
  })();
  const tables = new Map<string, TableWriter>();
  let inTransaction = false;
  let sinceCommit = 0;
  const begin = () => {
    if (!inTransaction) db.exec('begin');
    inTransaction = true;
  };
  const commit = () => {
    if (inTransaction) db.exec('commit');
    inTransaction = false;
    sinceCommit = 0;
  };
  return {
    table(name) {
      let writer = tables.get(name);
      if (writer) return writer;
      let statement: SQLite.Statement | null = null;
      let keys: string[] = [];
      let count = 0;
      writer = {
        get count() {
          return count;
        },
        add(row) {
          if (!statement) {
            keys = Object.keys(row);
            statement = db.prepare(`insert into ${name} (${keys.map(snake).join(', ')}) values (${keys.map(() => '?').join(', ')})`);
          }
          begin();
          statement.run(keys.map((k) => row[k] ?? null));
          count += 1;
          if (++sinceCommit >= 200_000) commit();
          return Promise.resolve();
        },
      };
      tables.set(name, writer);
      return writer;
    },
    flush() {
      commit();
      return Promise.resolve();
    },
    async close() {
      try {
        commit();
        // Even after a failed load: the schema keeps every trigger its migrations made.
        const makeAgain = () => {
          for (const trigger of dropped) db.exec(trigger.sql);
        };
        db.exec('begin');
        try {
          await recomputeSqliteTotals((text) => db.exec(text));
          makeAgain();
          db.exec('commit');
        } catch (error) {
          db.exec('rollback');
          db.transaction(makeAgain)();
          throw error;
        }
        db.exec('analyze');
        db.pragma('journal_mode = WAL');
      } finally {
        db.close();
      }
    },
  };
}

/** How the PostgreSQL load keeps the row triggers from firing (`null`: they fire). */
type TriggersOff = 'session' | 'tables' | null;

export async function openPostgresWriter(url: string, pgSchema?: string, log: (line: string) => void = () => {}): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url, options: pgSchema ? `-c search_path=${pgSchema}` : undefined });
  await client.connect();
  await client.query('set synchronous_commit = off');
  // Secondary indexes are built once after the load instead of updated row by row (several
  // times faster on millions of rows); the indexes behind keys and unique constraints stay.
  const { rows: deferredIndexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes i
      where schemaname = current_schema()
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = (select oid from pg_namespace where nspname = i.schemaname))`,
  );
  for (const index of deferredIndexes) await client.query(`drop index "${index.name}"`);
  const { rows: triggers } = await client.query<{ table: string; name: string }>(
    `select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())`,
  );
  const triggerTables = [...new Set(triggers.map((t) => t.table))];
  const unknown = triggers.filter((t) => !TRIGGERS_RECOMPUTED_AFTER_LOAD.has(t.name)).map((t) => t.name);
  let triggersOff: TriggersOff = null;
  if (unknown.length) log(`gatilhos sem recálculo no gerador (${unknown.join(', ')}): todos disparam linha a linha durante a carga`);
  else if (triggers.length) {
    // User triggers off for this connection only (a superuser's, or a role granted the parameter).
    try {
      await client.query('set session_replication_role = replica');
      triggersOff = 'session';
    } catch {
      // Otherwise per table, which the tables' owner may do; the load then keeps its foreign-key checks.
    }
  }
  await client.query('begin');
  if (!unknown.length && triggers.length && !triggersOff) {
    await client.query('savepoint triggers_off');
    try {
      for (const table of triggerTables) await client.query(`alter table "${table}" disable trigger user`);
      await client.query('release savepoint triggers_off');
      triggersOff = 'tables';
    } catch {
      await client.query('rollback to savepoint triggers_off');
      log('sem permissão para desligar os gatilhos: eles disparam linha a linha durante a carga (mais lenta)');
    }
  }
  if (triggersOff) log(`gatilhos de totais e busca desligados durante a carga (${triggersOff === 'session' ? 'nesta conexão' : 'por tabela'}), refeitos no fim`);
  /** After the load: the totals recomputed, the triggers on again, the search columns written by them. */
  const triggersOn = async (loaded: boolean) => {
    if (!triggersOff) return;
    const query = (text: string) => client.query(text);
    const enable = async () => {
      if (triggersOff === 'session') await client.query('set session_replication_role = default');
      else for (const table of triggerTables) await client.query(`alter table "${table}" enable trigger user`);
    };
    await client.query('begin');
    try {
      if (loaded) await recomputeTotals(query);
      await enable();
      if (loaded) await recomputeSearch(query);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      await enable();
      throw error;
    }
  };
  const inFlight: Array<Promise<unknown>> = [];
  let failure: unknown = null;
  const drain = async () => {
    while (inFlight.length) await inFlight.shift();
    if (failure) throw failure;
  };
  // One batch in the database while the next one is generated; a client runs one query at a
  // time (queuing a second on it is deprecated by pg), so the one before is awaited first.
  const send = async (text: string, values: unknown[]) => {
    await drain();
    inFlight.push(
      client.query(text, values).catch((error: unknown) => {
        failure ??= error;
      }),
    );
  };
  const tables = new Map<string, TableWriter & { send(): Promise<void> }>();
  const BATCH = 5_000;

  return {
    table(name, parents = []) {
      let writer = tables.get(name);
      if (writer) return writer;
      let keys: string[] = [];
      let columns: Value[][] = [];
      let types: string[] | null = null;
      let count = 0;
      const sendBatch = async () => {
        if (!columns.length || columns[0].length === 0) return;
        for (const parent of parents) await tables.get(parent)?.send();
        if (!types) {
          await drain();
          const { rows } = await client.query<{ column_name: string; udt_name: string }>(
            'select column_name, udt_name from information_schema.columns where table_schema = current_schema() and table_name = $1',
            [name],
          );
          const byName = new Map(rows.map((r) => [r.column_name, r.udt_name]));
          types = keys.map((k) => {
            const type = byName.get(snake(k));
            if (!type) throw new Error(`${name}.${snake(k)}: no such column`);
            return type;
          });
        }
        const list = keys.map(snake).join(', ');
        const unnest = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
        const batch = columns;
        columns = keys.map(() => []);
        await send(`insert into ${name} (${list}) select * from unnest(${unnest})`, batch);
      };
      writer = {
        get count() {
          return count;
        },
        async add(row) {
          if (count === 0 && keys.length === 0) {
            keys = Object.keys(row);
            columns = keys.map(() => []);
          }
          for (let i = 0; i < keys.length; i++) columns[i].push(row[keys[i]] ?? null);
          count += 1;
          if (columns[0].length >= BATCH) await sendBatch();
        },
        send: sendBatch,
      };
      tables.set(name, writer);
      return writer;
    },
    async flush() {
      for (const writer of tables.values()) await writer.send();
      await drain();
      await client.query('commit');
      await client.query('begin');
    },
    async close() {
      let loaded = false;
      try {
        for (const writer of tables.values()) await writer.send();
        await drain();
        await client.query('commit');
        loaded = true;
      } finally {
        // Even after a failed load: the schema keeps every trigger and index its migrations made.
        await client.query('rollback').catch(() => {});
        await triggersOn(loaded);
        await client.query(`set maintenance_work_mem = '256MB'`);
        for (const index of deferredIndexes) await client.query(index.definition);
        // Vacuumed as well as analysed: until the visibility map is written, no index-only scan can
        // skip the heap (the teacher's analytics read 15 000 heap pages, 373 ms, where the index alone
        // answers in 10 ms), and a database just loaded would be measured as no running one is.
        await client.query('vacuum (analyze)');
        await client.end();
      }
    },
  };
}
