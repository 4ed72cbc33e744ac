import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The admin dashboard's live subscriptions and the financial reports' subscriber figures
// (live now, subscribers at the window's start, started and ended per month) counted every
// subscription in range on each request: index-only, but still one entry per subscription, so
// their cost grew with the platform (≈ 20 ms of CPU for the dashboard, ≈ 40 ms for a year's
// report at 100 000 students). `subscription_day_totals` (billing) keeps, per São Paulo day
// (UTC−3, as payment_day_totals), how many subscriptions:
//   'ends'   — have their current_period_end that day, per status, plan and cancel_at_period_end;
//   'starts' — started that day (status, plan and cancel left empty: the reports count starts only).
// A window then reads its whole days from the totals and its partial first and last days from
// the subscriptions of those hours. Kept by triggers in the statement that writes the
// subscription (docs/decisions/totals-kept-in-step.md); the 'ends' index of the partial days is
// subscriptions_period_end_report (migration 2026-11-27-1301). Frozen in time: never import app code here.

const SQLITE_DAY = (at: string) => `date(${at}, '-3 hours')`;
const PG_DAY = (at: string) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM-DD')`;

const RELEVANT = 'status, plan_id, cancel_at_period_end, current_period_end, started_at';

/** The two contributions of one subscription row (`r` is new or old). */
function contributions(r: string, day: (at: string) => string) {
  return [
    { kind: 'ends', day: day(`${r}.current_period_end`), status: `${r}.status`, plan: `${r}.plan_id`, cancel: `${r}.cancel_at_period_end` },
    { kind: 'starts', day: day(`${r}.started_at`), status: "''", plan: "''", cancel: '0' },
  ];
}

function upserts(table: string, r: string, sign: 1 | -1, day: (at: string) => string) {
  return contributions(r, day)
    .map((c) => `insert into ${table} (kind, day, status, plan_id, cancel_at_period_end, count)
        values ('${c.kind}', ${c.day}, ${c.status}, ${c.plan}, ${c.cancel}, ${sign})
        on conflict (kind, day, status, plan_id, cancel_at_period_end) do update set count = subscription_day_totals.count + excluded.count;`)
    .join('\n');
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('subscription_day_totals')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_day_totals_pk', ['kind', 'day', 'status', 'plan_id', 'cancel_at_period_end'])
    .execute();

  if (postgres) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
    await sql.raw(`create function ${s}.subscription_day_totals_keep() returns trigger language plpgsql as $$
        begin
          if tg_op in ('UPDATE', 'DELETE') then
            ${upserts(`${s}.subscription_day_totals`, 'old', -1, PG_DAY)}
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            ${upserts(`${s}.subscription_day_totals`, 'new', 1, PG_DAY)}
          end if;
          return null;
        end $$`).execute(db);
    await sql.raw(`create trigger subscription_day_totals_keep after insert or delete or update of ${RELEVANT} on subscriptions
        for each row execute function subscription_day_totals_keep()`).execute(db);
  } else {
    await sql.raw(`create trigger subscription_day_totals_insert after insert on subscriptions begin
        ${upserts('subscription_day_totals', 'new', 1, SQLITE_DAY)}
      end`).execute(db);
    await sql.raw(`create trigger subscription_day_totals_update after update of ${RELEVANT} on subscriptions begin
        ${upserts('subscription_day_totals', 'old', -1, SQLITE_DAY)}
        ${upserts('subscription_day_totals', 'new', 1, SQLITE_DAY)}
      end`).execute(db);
    await sql.raw(`create trigger subscription_day_totals_delete after delete on subscriptions begin
        ${upserts('subscription_day_totals', 'old', -1, SQLITE_DAY)}
      end`).execute(db);
  }

  const day = postgres ? PG_DAY : SQLITE_DAY;
  await sql.raw(`insert into subscription_day_totals (kind, day, status, plan_id, cancel_at_period_end, count)
      select 'ends', ${day('s.current_period_end')}, s.status, s.plan_id, s.cancel_at_period_end, count(*) from subscriptions s group by 2, 3, 4, 5`).execute(db);
  await sql.raw(`insert into subscription_day_totals (kind, day, status, plan_id, cancel_at_period_end, count)
      select 'starts', ${day('s.started_at')}, '', '', 0, count(*) from subscriptions s group by 2`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists subscription_day_totals_keep on subscriptions`.execute(db);
    await sql`drop function if exists subscription_day_totals_keep()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists subscription_day_totals_${name}`).execute(db);
  }
  await db.schema.dropTable('subscription_day_totals').execute();
}
