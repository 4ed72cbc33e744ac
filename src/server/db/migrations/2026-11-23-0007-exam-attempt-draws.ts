import type { Kysely } from 'kysely';

// Exams that mean something (issue 11): each attempt stores the questions it drew and the
// order of each question's options; each quiz may show fewer questions than it has and
// makes a student wait between attempts. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // null = every question of the quiz in each attempt.
  await db.schema.alterTable('quizzes').addColumn('questions_per_attempt', 'integer').execute();
  // Minutes between the end of one attempt and the start of the next (docs/decisions/wait-between-attempts.md).
  await db.schema.alterTable('quizzes').addColumn('retry_wait_minutes', 'integer', (c) => c.notNull().defaultTo(10)).execute();
  // JSON array of the drawn question ids in display order; null (rows from before) = all questions by position.
  await db.schema.alterTable('quiz_attempts').addColumn('question_ids', 'text').execute();
  // JSON array (one per drawn question) of original option indexes in display order; null = original order.
  await db.schema.alterTable('quiz_attempts').addColumn('option_orders', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('option_orders').execute();
  await db.schema.alterTable('quiz_attempts').dropColumn('question_ids').execute();
  await db.schema.alterTable('quizzes').dropColumn('retry_wait_minutes').execute();
  await db.schema.alterTable('quizzes').dropColumn('questions_per_attempt').execute();
}
