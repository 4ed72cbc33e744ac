import type { Kysely } from 'kysely';

// A new version of an approved course (issue 22 item 4): the teacher's edits are kept here,
// as one JSON document (course fields, modules and lessons), until the moderation approves
// them (then applied to the live rows and removed) or rejects them (kept, with the reason).
// At most one per course. Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('course_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('course_id', 'text', (c) => c.notNull().unique().references('courses.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_revisions_status_submitted').on('course_revisions').columns(['status', 'submitted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('course_revisions').execute();
}
