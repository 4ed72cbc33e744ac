import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A year's financial report read every daily total of the year: about 2 400 rows of
// payment_day_totals and 1 000 of subscription_day_totals (subscriptions ending up to a year
// ahead), grouped per month on each request (≈ 10 ms of the report's 13 on the large dataset).
// Monthly totals beside them — the same keys with the month (YYYY-MM, São Paulo) instead of
// the day — let a window read the days of its partial first and last months and one row per key
// for each whole month between. They are kept from the daily totals by triggers on those
// tables (each change of a day's count added to its month), so whatever writes the daily
// totals, their triggers or a recount, moves the months in the same statement.
// Frozen in time: never import app code here.

interface Totals {
  /** the daily table, and the monthly one kept from it */
  day: string;
  month: string;
  /** key columns other than the day / month, in primary-key order, and where the day sits among them */
  keys: string[];
  dayFirst: boolean;
}

const TABLES: Totals[] = [
  { day: 'payment_day_totals', month: 'payment_month_totals', keys: ['kind', 'plan_id', 'amount_cents'], dayFirst: true },
  { day: 'subscription_day_totals', month: 'subscription_month_totals', keys: ['kind', 'status', 'plan_id', 'cancel_at_period_end'], dayFirst: false },
];

/** Primary-key columns of the monthly table: the month where the day is in the daily one. */
const monthKey = (t: Totals) => (t.dayFirst ? ['month', ...t.keys] : [t.keys[0]!, 'month', ...t.keys.slice(1)]);

/** Adds `count` (an SQL expression) to the month of row `r` (new or old) of the daily table. */
function addToMonth(t: Totals, table: string, r: string, count: string) {
  const columns = monthKey(t);
  const values = columns.map((c) => (c === 'month' ? `substr(${r}.day, 1, 7)` : `${r}.${c}`));
  return `insert into ${table} (${columns.join(', ')}, count) values (${values.join(', ')}, ${count})
      on conflict (${columns.join(', ')}) do update set count = ${t.month}.count + excluded.count;`;
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = postgres ? `"${(await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema.replace(/"/g, '""')}".` : '';
  for (const t of TABLES) {
    const columns = monthKey(t);
    let create = db.schema.createTable(t.month);
    for (const c of columns) create = create.addColumn(c, c === 'amount_cents' || c === 'cancel_at_period_end' ? 'integer' : 'text', (col) => col.notNull());
    await create.addColumn('count', 'integer', (c) => c.notNull()).addPrimaryKeyConstraint(`${t.month}_pk`, columns as never).execute();
    const table = `${schema}${t.month}`;
    if (postgres) {
      await sql.raw(`create function ${schema}${t.month}_keep() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            ${addToMonth(t, table, 'old', '-old.count')}
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            ${addToMonth(t, table, 'new', 'new.count')}
          end if;
          return null;
        end $$`).execute(db);
      await sql.raw(`create trigger ${t.month}_keep after insert or delete or update on ${t.day}
        for each row execute function ${t.month}_keep()`).execute(db);
    } else {
      await sql.raw(`create trigger ${t.month}_insert after insert on ${t.day} begin ${addToMonth(t, table, 'new', 'new.count')} end`).execute(db);
      await sql.raw(`create trigger ${t.month}_update after update on ${t.day} begin
          ${addToMonth(t, table, 'old', '-old.count')}
          ${addToMonth(t, table, 'new', 'new.count')}
        end`).execute(db);
      await sql.raw(`create trigger ${t.month}_delete after delete on ${t.day} begin ${addToMonth(t, table, 'old', '-old.count')} end`).execute(db);
    }
    const selected = columns.map((c) => (c === 'month' ? 'substr(day, 1, 7)' : c));
    await sql.raw(`insert into ${t.month} (${columns.join(', ')}, count)
        select ${selected.join(', ')}, sum(count) from ${t.day} group by ${selected.join(', ')}`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const t of TABLES) {
    if (postgres) {
      await sql.raw(`drop trigger if exists ${t.month}_keep on ${t.day}`).execute(db);
      await sql.raw(`drop function if exists ${t.month}_keep()`).execute(db);
    } else {
      for (const name of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists ${t.month}_${name}`).execute(db);
    }
    await db.schema.dropTable(t.month).execute();
  }
}
