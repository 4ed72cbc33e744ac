import { sql, type Kysely } from 'kysely';

// The teacher's analytics count the enrolments begun and finished in the period by the database
// (issue 24): these indexes hold exactly the period's rows of one teacher, so the counts read
// those and not every enrolment of a class of 50 000.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists enrollments_teacher_enrolled on enrollments (instructor_id, enrolled_at, course_id)`.execute(db);
  await sql`create index if not exists enrollments_teacher_completed on enrollments (instructor_id, completed_at, course_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('enrollments_teacher_completed').ifExists().execute();
  await db.schema.dropIndex('enrollments_teacher_enrolled').ifExists().execute();
}
