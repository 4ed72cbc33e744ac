import type { Kysely } from 'kysely';

// Indexes for the teacher's roster and analytics (issue 12 items 5 and 6), so both stay
// fast with thousands of enrolments: the teacher's courses by instructor (then
// enrollments_course_idx and study_time's primary key take over), attempts by quiz (best
// score per student and course), study time by course and day (the period's hours and
// active students). A message to a whole course is one row per student sharing a
// batch_id, so the per-sender limits count it as one send.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('teacher_messages').addColumn('batch_id', 'text').execute();
  await db.schema.createIndex('courses_instructor_idx').on('courses').column('instructor_id').execute();
  await db.schema.createIndex('quiz_attempts_quiz_user_idx').on('quiz_attempts').columns(['quiz_id', 'user_id']).execute();
  await db.schema.createIndex('study_time_course_day_idx').on('study_time').columns(['course_id', 'day']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('study_time_course_day_idx').execute();
  await db.schema.dropIndex('quiz_attempts_quiz_user_idx').execute();
  await db.schema.dropIndex('courses_instructor_idx').execute();
  await db.schema.alterTable('teacher_messages').dropColumn('batch_id').execute();
}
