import { sql, type Kysely } from 'kysely';

// The teacher's dashboard tabs are pages: courses newest first, and materials and quizzes by
// course in that order, then newest first. These indexes serve those orders, so a page reads
// its own rows (and those before it) instead of sorting every course, material or quiz of the
// teacher on each request.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists courses_instructor_order on courses (instructor_id, created_at desc, id)`.execute(db);
  await sql`create index if not exists course_materials_course_order on course_materials (course_id, created_at desc, id)`.execute(db);
  await sql`create index if not exists quizzes_course_order on quizzes (course_id, updated_at desc, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quizzes_course_order').ifExists().execute();
  await db.schema.dropIndex('course_materials_course_order').ifExists().execute();
  await db.schema.dropIndex('courses_instructor_order').ifExists().execute();
}
