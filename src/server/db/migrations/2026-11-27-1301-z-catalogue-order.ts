import { sql, type Kysely } from 'kysely';

// The catalogue's first page (newest approved first, ties by id) read in index order: without
// it every approved course was read and sorted on each visit to answer with 48 of them.
// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists courses_catalogue_order on courses (status, approved_at desc, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('courses_catalogue_order').ifExists().execute();
}
