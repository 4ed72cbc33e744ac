import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The roster search counts the enrolments of the students matching the words, in the teacher's
// scope (one course, a last-access range), up to a cap, to choose how to read the page: by
// student, teacher, course and last access the count reads this index alone, never the
// enrolments' rows (a common first name matches 27 000 enrolments of the large dataset's teacher).
// It serves every lookup of enrollments_by_student_and_teacher (its first two columns), which it
// replaces. Statistics where the database has some, as in 2026-11-28-0300-student-pages-indexes.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists enrollments_by_student_teacher_course on enrollments (user_id, instructor_id, course_id, last_accessed_at)`.execute(db);
  await sql`drop index if exists enrollments_by_student_and_teacher`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const analysed = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analysed.rows.length > 0) await sql`analyze enrollments_by_student_teacher_course`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists enrollments_by_student_and_teacher on enrollments (user_id, instructor_id)`.execute(db);
  await db.schema.dropIndex('enrollments_by_student_teacher_course').ifExists().execute();
}
