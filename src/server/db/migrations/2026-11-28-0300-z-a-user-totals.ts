import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The admin dashboard shows the users per role and per status (docs/decisions/admin-dashboard-figures.md):
// counted on each request, that read every user (100 000 at the large size, ≈ 30 ms of CPU).
// `user_totals` (users module) keeps how many users have each role and status, written by
// triggers in the statement that inserts, deletes or changes a user's role or status, so
// every writer (sign-up, the admin, moderation, erasure, the seeds, the bulk generator) keeps
// it right (docs/decisions/totals-kept-in-step.md). Frozen in time: never import app code here.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('user_totals')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_totals_pk', ['role', 'status'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    const s = `"${rows[0].schema.replace(/"/g, '""')}"`;
    await sql.raw(`create function ${s}.user_totals_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then
          insert into ${s}.user_totals (role, status, count) values (new.role, new.status, 1)
            on conflict (role, status) do update set count = user_totals.count + 1;
        end if;
        if tg_op in ('DELETE', 'UPDATE') then
          update ${s}.user_totals set count = count - 1 where role = old.role and status = old.status;
        end if;
        return null;
      end $$`).execute(db);
    await sql`create trigger user_totals_keep after insert or delete on users for each row execute function user_totals_keep()`.execute(db);
    await sql`create trigger user_totals_move after update of role, status on users for each row
      when (old.role is distinct from new.role or old.status is distinct from new.status) execute function user_totals_keep()`.execute(db);
  } else {
    const add = (r: string) => `insert into user_totals (role, status, count) values (${r}.role, ${r}.status, 1) on conflict (role, status) do update set count = count + 1;`;
    const remove = (r: string) => `update user_totals set count = count - 1 where role = ${r}.role and status = ${r}.status;`;
    await sql.raw(`create trigger user_totals_insert after insert on users begin ${add('new')} end`).execute(db);
    await sql.raw(`create trigger user_totals_delete after delete on users begin ${remove('old')} end`).execute(db);
    await sql.raw(`create trigger user_totals_move after update of role, status on users
      when old.role is not new.role or old.status is not new.status begin ${remove('old')} ${add('new')} end`).execute(db);
  }

  await sql`insert into user_totals (role, status, count) select role, status, count(*) from users group by role, status`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists user_totals_keep on users`.execute(db);
    await sql`drop trigger if exists user_totals_move on users`.execute(db);
    await sql`drop function if exists user_totals_keep()`.execute(db);
  } else {
    for (const name of ['user_totals_insert', 'user_totals_delete', 'user_totals_move']) await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  }
  await db.schema.dropTable('user_totals').execute();
}
