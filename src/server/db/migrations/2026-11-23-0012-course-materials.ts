import type { Kysely } from 'kysely';

// Issue 12 (teacher area), items 3 and 8. Course materials already have their table
// (0002); uploads need no new column. The teacher profile's professional information
// (spec "Teacher profile": specialties, qualification) lives on the account row:
// `specialties` is a JSON array of short texts, `qualification` free text; both optional.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('specialties', 'text').execute();
  await db.schema.alterTable('users').addColumn('qualification', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('qualification').execute();
  await db.schema.alterTable('users').dropColumn('specialties').execute();
}
