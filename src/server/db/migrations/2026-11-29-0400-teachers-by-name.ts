import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The catalogue's instructor filter lists teachers by name, a page at a time (20, or those
// matching what the student typed): by role and name the teachers are read in that order
// without passing over the students, and each is kept when one approved course of theirs
// exists, found by teacher and status (the catalogue's index by status would pass over every
// approved course of the platform for each teacher). Statistics where the database has some, as in
// 2026-11-28-0300-student-pages-indexes. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists users_by_role_and_name on users (role, name, id)`.execute(db);
  await sql`create index if not exists courses_by_instructor_and_status on courses (instructor_id, status)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const analysed = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analysed.rows.length === 0) return;
  await sql`analyze users_by_role_and_name`.execute(db);
  await sql`analyze courses_by_instructor_and_status`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('courses_by_instructor_and_status').ifExists().execute();
  await db.schema.dropIndex('users_by_role_and_name').ifExists().execute();
}
