import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The report's transaction list says how many payments its window holds: counted over the
// payments, a year of a large platform read 150 000 index entries on every page (PostgreSQL
// walked the table). The daily totals of 2026-11-27-1301 get a fourth kind, 'emitido': one per
// payment on the São Paulo day it was issued (created_at), whatever its status, so the count is
// a range of the totals for the window's whole days and the payments of its two partial days.
// The triggers are those of 2026-11-27-1301 with that kind added. Frozen in time: never import
// app code here.

const SQLITE_DAY = (at: string) => `date(${at}, '-3 hours')`;
const PG_DAY = (at: string) => `to_char((${at})::timestamptz at time zone 'UTC' - interval '3 hours', 'YYYY-MM-DD')`;

/** The contributions of one payment row (`r` is new or old), as (day, kind) pairs with the condition they apply under. */
function contributions(r: string, day: (at: string) => string) {
  return [
    { kind: 'cobrado', day: day(`coalesce(${r}.paid_at, ${r}.created_at)`), when: `${r}.status in ('pago', 'reembolsado')` },
    { kind: 'pago', day: day(`coalesce(${r}.paid_at, ${r}.created_at)`), when: `${r}.status = 'pago'` },
    { kind: 'reembolsado', day: day(`coalesce(${r}.refunded_at, ${r}.paid_at, ${r}.created_at)`), when: `${r}.status = 'reembolsado'` },
    { kind: 'emitido', day: day(`${r}.created_at`), when: 'true' },
  ];
}

const RELEVANT = 'status, paid_at, refunded_at, created_at, amount_cents, plan_id';

function upserts(table: string, r: string, sign: 1 | -1, day: (at: string) => string, only?: string) {
  return contributions(r, day)
    .filter((c) => !only || c.kind === only)
    .map((c) => `insert into ${table} (day, kind, plan_id, amount_cents, count)
        select ${c.day}, '${c.kind}', ${r}.plan_id, ${r}.amount_cents, ${sign} where ${c.when}
        on conflict (day, kind, plan_id, amount_cents) do update set count = payment_day_totals.count + excluded.count;`)
    .join('\n');
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
    await sql.raw(`create or replace function ${s}.payment_day_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          ${upserts(`${s}.payment_day_totals`, 'old', -1, PG_DAY)}
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          ${upserts(`${s}.payment_day_totals`, 'new', 1, PG_DAY)}
        end if;
        return null;
      end $$`).execute(db);
  } else {
    for (const name of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists payment_day_totals_${name}`).execute(db);
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
  await sql.raw(`insert into payment_day_totals (day, kind, plan_id, amount_cents, count)
      select ${(postgres ? PG_DAY : SQLITE_DAY)('p.created_at')}, 'emitido', p.plan_id, p.amount_cents, count(*) from payments p
      group by 1, 3, 4`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`delete from payment_day_totals where kind = 'emitido'`.execute(db);
  const without = (r: string, sign: 1 | -1, day: (at: string) => string) =>
    ['cobrado', 'pago', 'reembolsado'].map((kind) => upserts('payment_day_totals', r, sign, day, kind)).join('\n');
  if (postgres) {
    await sql.raw(`create or replace function payment_day_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          ${without('old', -1, PG_DAY)}
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          ${without('new', 1, PG_DAY)}
        end if;
        return null;
      end $$`).execute(db);
    return;
  }
  for (const name of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists payment_day_totals_${name}`).execute(db);
  await sql.raw(`create trigger payment_day_totals_insert after insert on payments begin ${without('new', 1, SQLITE_DAY)} end`).execute(db);
  await sql.raw(`create trigger payment_day_totals_update after update of ${RELEVANT} on payments begin
      ${without('old', -1, SQLITE_DAY)}
      ${without('new', 1, SQLITE_DAY)}
    end`).execute(db);
  await sql.raw(`create trigger payment_day_totals_delete after delete on payments begin ${without('old', -1, SQLITE_DAY)} end`).execute(db);
}
