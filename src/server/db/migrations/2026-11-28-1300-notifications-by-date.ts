import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The daily retention deletes the notifications older than the admin's period: without an index
// on their date it read every notification (707 580 on the large dataset, 600–800 ms of SQLite
// blocking the server once a day and at each start). Statistics where the database has some, as in
// 2026-11-28-0300-student-pages-indexes. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists notifications_by_date on notifications (created_at)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const analysed = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analysed.rows.length > 0) await sql`analyze notifications_by_date`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_by_date').ifExists().execute();
}
