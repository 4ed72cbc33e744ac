import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The notice board's announcements were read by a full scan of every announcement of the
// platform (each course's, each plan's) to keep those that reach the student: their audience
// is 'all', a course the student is enrolled in, or the student's plan. One index per kind of
// audience, so each branch of that condition is an index search (SQLite's multi-index OR,
// PostgreSQL's bitmap OR) and the cost follows what the board shows. Statistics for them where
// the database has some, as in 2026-11-28-0300-student-pages-indexes. Frozen in time: never
// import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists announcements_course_audience on announcements (audience, course_id, published_at)`.execute(db);
  await sql`create index if not exists announcements_plan_audience on announcements (audience, plan_id, published_at)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const analysed = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analysed.rows.length > 0) {
    await sql`analyze announcements_course_audience`.execute(db);
    await sql`analyze announcements_plan_audience`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('announcements_plan_audience').ifExists().execute();
  await db.schema.dropIndex('announcements_course_audience').ifExists().execute();
}
