import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The notice board's tasks tab is read a page at a time: the done tasks of a student, most
// recently done first, and their count. task_completions was keyed by task only, so finding one
// student's ticks read the ticks of every student. Statistics where the database has some, as in
// 2026-11-28-0300-student-pages-indexes. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists task_completions_by_student on task_completions (user_id, completed_at, task_id)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const analysed = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analysed.rows.length > 0) await sql`analyze task_completions_by_student`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('task_completions_by_student').ifExists().execute();
}
