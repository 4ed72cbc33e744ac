import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Reads of the student's pages served from an index alone (issue 24, 100 000 students):
// - the catalogue's order (newest approved first, ties by id) now also carries the teacher, so
//   the instructor filter and the catalogue's total find each approved course's teacher in
//   the index instead of reading the course's row; it replaces courses_catalogue_order, whose
//   columns it starts with (the first page is still read in index order);
// - the learning history read the student's study time through the table, by course and by
//   day: the day, the course and the seconds in one index of the student's rows, days in order;
// - 'Recomendados Para Você' filled its row with the most studied courses by reading every
//   approved course and sorting all by popularity: now read in rank order until the row is full.
// SQLite plans by the statistics of ANALYZE where a database has them (the large-data generator
// runs it): a new index without any looks cheaper than it is, and the replaced one's statistics
// went with it, so a database that has statistics gets them for the new indexes too (one
// index each, not the whole database). Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists courses_catalogue_teacher on courses (status, approved_at desc, id, instructor_id)`.execute(db);
  await db.schema.dropIndex('courses_catalogue_order').ifExists().execute();
  await sql`create index if not exists study_time_user_day on study_time (user_id, day, course_id, seconds)`.execute(db);
  await sql`create index if not exists course_popularity_rank on course_popularity (score desc, course_id)`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  const analysed = await sql`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`.execute(db);
  if (analysed.rows.length > 0) {
    await sql`analyze courses_catalogue_teacher`.execute(db);
    await sql`analyze study_time_user_day`.execute(db);
    await sql`analyze course_popularity_rank`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('course_popularity_rank').ifExists().execute();
  await db.schema.dropIndex('study_time_user_day').ifExists().execute();
  await sql`create index if not exists courses_catalogue_order on courses (status, approved_at desc, id)`.execute(db);
  await db.schema.dropIndex('courses_catalogue_teacher').ifExists().execute();
}
