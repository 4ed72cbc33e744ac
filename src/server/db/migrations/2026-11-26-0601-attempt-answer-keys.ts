import type { Kysely } from 'kysely';

// Past grades stay as graded (issue 22 item 4): each submitted attempt keeps the answer key
// of the questions it drew, as it was at submission, so a teacher correcting an answer later
// changes neither its score nor how its review marks the answers. Frozen in time: never
// import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  // JSON array, one per slot of question_ids: the right option's original index at submission
  // (null for a question deleted before it). null (rows from before) = today's key is used.
  await db.schema.alterTable('quiz_attempts').addColumn('answer_key', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('answer_key').execute();
}
