import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The financial reports (365 days) and the admin dashboard's revenue of the month read daily
// totals instead of every payment of the window: per São Paulo day, what each payment adds —
// 'cobrado' (the provider's fee was charged: pago or reembolsado, on the day it was paid),
// 'pago' (revenue, same day) and 'reembolsado' (on the day of the refund) — counted per plan
// and amount (the fee is rounded per payment, so the amount is kept to compute it exactly).
// Kept by triggers in the statement that writes the payment (so in its transaction): every
// path that writes a payment, the seeds and the bulk generator included, keeps them in step.
// The day is the São Paulo day at UTC−3 (no daylight saving since 2019), the same on both
// dialects. Why triggers and not a sum per request: docs/decisions/report-daily-totals.md.
// The report's subscription counts and the admin's moderation count get their indexes here too.
// Frozen in time: never import app code here.

const SQLITE_DAY = (at: string) => `date(${at}, '-3 hours')`;
const PG_DAY = (at: string) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM-DD')`;

/** The three contributions of one payment row (`r` is new or old), as (day, kind) pairs with the condition they apply under. */
function contributions(r: string, day: (at: string) => string) {
  return [
    { kind: 'cobrado', day: day(`coalesce(${r}.paid_at, ${r}.created_at)`), when: `${r}.status in ('pago', 'reembolsado')` },
    { kind: 'pago', day: day(`coalesce(${r}.paid_at, ${r}.created_at)`), when: `${r}.status = 'pago'` },
    { kind: 'reembolsado', day: day(`coalesce(${r}.refunded_at, ${r}.paid_at, ${r}.created_at)`), when: `${r}.status = 'reembolsado'` },
  ];
}

const RELEVANT = 'status, paid_at, refunded_at, created_at, amount_cents, plan_id';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('payment_day_totals')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_day_totals_pk', ['day', 'kind', 'plan_id', 'amount_cents'])
    .execute();
  // The two ends of a report's window and today's revenue read payments by these instants.
  await db.schema.createIndex('payments_paid_idx').on('payments').column('paid_at').execute();
  await db.schema.createIndex('payments_refunded_idx').on('payments').column('refunded_at').execute();
  // The report's subscription counts, index-only: live at an instant, started, ended.
  await db.schema.createIndex('subscriptions_period_end_report').on('subscriptions').columns(['current_period_end', 'started_at', 'status', 'plan_id', 'cancel_at_period_end']).execute();
  await db.schema.createIndex('subscriptions_started_idx').on('subscriptions').column('started_at').execute();
  await db.schema.createIndex('users_role_identity_status').on('users').columns(['role', 'identity_status']).execute();

  if (postgres) await upPostgres(db);
  else await upSqlite(db);

  const day = postgres ? PG_DAY : SQLITE_DAY;
  for (const c of contributions('p', day)) {
    await sql.raw(`insert into payment_day_totals (day, kind, plan_id, amount_cents, count)
        select ${c.day}, '${c.kind}', p.plan_id, p.amount_cents, count(*) from payments p where ${c.when}
        group by 1, 3, 4`).execute(db);
  }
}

function upserts(table: string, r: string, sign: 1 | -1, day: (at: string) => string) {
  return contributions(r, day)
    .map((c) => `insert into ${table} (day, kind, plan_id, amount_cents, count)
        select ${c.day}, '${c.kind}', ${r}.plan_id, ${r}.amount_cents, ${sign} where ${c.when}
        on conflict (day, kind, plan_id, amount_cents) do update set count = payment_day_totals.count + excluded.count;`)
    .join('\n');
}

async function upSqlite(db: Kysely<any>) {
  await sql.raw(`create trigger payment_day_totals_insert after insert on payments begin
      ${upserts('payment_day_totals', 'new', 1, SQLITE_DAY)}
    end`).execute(db);
  await sql.raw(`create trigger payment_day_totals_update after update of ${RELEVANT} on payments begin
      ${upserts('payment_day_totals', 'old', -1, SQLITE_DAY)}
      ${upserts('payment_day_totals', 'new', 1, SQLITE_DAY)}
    end`).execute(db);
  await sql.raw(`create trigger payment_day_totals_delete after delete on payments begin
      ${upserts('payment_day_totals', 'old', -1, SQLITE_DAY)}
    end`).execute(db);
}

async function upPostgres(db: Kysely<any>) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
  await sql.raw(`create function ${s}.payment_day_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          ${upserts(`${s}.payment_day_totals`, 'old', -1, PG_DAY)}
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          ${upserts(`${s}.payment_day_totals`, 'new', 1, PG_DAY)}
        end if;
        return null;
      end $$`).execute(db);
  await sql.raw(`create trigger payment_day_totals_keep after insert or delete or update of ${RELEVANT} on payments
      for each row execute function payment_day_totals_keep()`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists payment_day_totals_keep on payments`.execute(db);
    await sql`drop function if exists payment_day_totals_keep()`.execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists payment_day_totals_${name}`).execute(db);
  }
  await db.schema.dropIndex('users_role_identity_status').execute();
  await db.schema.dropIndex('subscriptions_started_idx').execute();
  await db.schema.dropIndex('subscriptions_period_end_report').execute();
  await db.schema.dropIndex('payments_refunded_idx').execute();
  await db.schema.dropIndex('payments_paid_idx').execute();
  await db.schema.dropTable('payment_day_totals').execute();
}
