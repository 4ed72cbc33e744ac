import { type Kysely } from 'kysely';

// Recommendations (learning module; docs/decisions/recommendations-from-co-enrolment.md): the
// scheduler's refresh keeps, per course, the courses most often studied by the same students
// (weighted by how far each got), and each course's completion-weighted enrolment count (the
// fallback for a student with no history). A dashboard reads a few rows by primary key.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('course_similarities')
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('similar_course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('score', 'real', (c) => c.notNull())
    // Students enrolled in both: the reason is told only with real evidence behind it.
    .addColumn('shared_students', 'integer', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('course_similarities_pk', ['course_id', 'similar_course_id'])
    .execute();
  await db.schema
    .createTable('course_popularity')
    .addColumn('course_id', 'text', (c) => c.primaryKey().references('courses.id').onDelete('cascade'))
    .addColumn('score', 'real', (c) => c.notNull())
    .addColumn('students', 'integer', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_popularity_score_idx').on('course_popularity').columns(['score']).execute();
  // The refresh walks one course's students in user order, with their progress, a page at a
  // time; the index covers that walk and every query the course-only index served.
  await db.schema.createIndex('enrollments_course_user_idx').on('enrollments').columns(['course_id', 'user_id', 'progress_percent']).execute();
  await db.schema.dropIndex('enrollments_course_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();
  await db.schema.dropIndex('enrollments_course_user_idx').execute();
  await db.schema.dropTable('course_popularity').execute();
  await db.schema.dropTable('course_similarities').execute();
}
