import type { Kysely } from 'kysely';

// An approved course can be taken out of the catalogue by an admin, with a reason kept
// for the teacher (status 'unpublished'; issue 22 item 4). Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('courses').addColumn('unpublished_reason', 'text').execute();
  await db.schema.alterTable('courses').addColumn('unpublished_at', 'text').execute();
  await db.schema.alterTable('courses').addColumn('unpublished_by', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['unpublished_by', 'unpublished_at', 'unpublished_reason']) await db.schema.alterTable('courses').dropColumn(column).execute();
}
