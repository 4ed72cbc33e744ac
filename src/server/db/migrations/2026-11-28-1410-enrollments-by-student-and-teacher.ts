import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The teacher's roster search starts from the students matching the words and reads their
// enrolments with that teacher: by the student's index alone it read every enrolment of each
// matching student and tested its teacher (7 523 rows for 1 729 shown on the large dataset's
// "Ana Araújo"). By student and teacher it reads only the teacher's. Statistics where the database
// has some, as in 2026-11-28-0300-student-pages-indexes. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists enrollments_by_student_and_teacher on enrollments (user_id, instructor_id)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const analysed = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analysed.rows.length > 0) await sql`analyze enrollments_by_student_and_teacher`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('enrollments_by_student_and_teacher').ifExists().execute();
}
