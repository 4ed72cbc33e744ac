import { sql } from 'kysely';
import type { Db } from '#server/db/database';

// The tables behind 'Recomendados Para Você' (course_similarities, course_popularity), owned by
// the learning module with the enrollments they are computed from.

// ---------------------------------------------------------------- the refresh

/** Every course id, in a stable order (the refresh visits each once). */
export async function listCourseIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('courses').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Students of one course, Σ progress and Σ (100 + progress)² (read on enrollments_course_user_idx alone). */
export async function enrolmentTotals(db: Db, courseId: string) {
  const row = await db
    .selectFrom('enrollments')
    .select((eb) => [
      eb.fn.countAll<number>().as('students'),
      eb.fn.coalesce(eb.fn.sum<number>('progressPercent'), sql<number>`0`).as('progress'),
      eb.fn.coalesce(eb.fn.sum<number>(sql`(100 + progress_percent) * (100 + progress_percent)`), sql<number>`0`).as('squares'),
    ])
    .where('courseId', '=', courseId)
    .executeTakeFirstOrThrow();
  return { students: Number(row.students), progress: Number(row.progress), squares: Number(row.squares) };
}

/** The user id closing a page of `pageSize` students of the course after `after` (undefined: the page runs to the end). */
export async function pageEndOfStudents(db: Db, courseId: string, after: string, pageSize: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('enrollments')
    .select('userId')
    .where('courseId', '=', courseId)
    .where('userId', '>', after)
    .orderBy('userId')
    .limit(1)
    .offset(pageSize - 1)
    .executeTakeFirst();
  return row?.userId;
}

/**
 * For the course's students in (after, until], the other courses they study: how many of them
 * and Σ (100 + progress here) × (100 + progress there), so a course finished by both counts
 * four times one both only opened.
 */
export async function coEnrolments(db: Db, courseId: string, after: string, until: string | undefined) {
  let query = db
    .selectFrom('enrollments as e1')
    .innerJoin('enrollments as e2', 'e2.userId', 'e1.userId')
    .select((eb) => [
      'e2.courseId',
      eb.fn.countAll<number>().as('shared'),
      eb.fn.sum<number>(sql`(100 + e1.progress_percent) * (100 + e2.progress_percent)`).as('weight'),
    ])
    .where('e1.courseId', '=', courseId)
    .where('e1.userId', '>', after)
    .where('e2.courseId', '!=', courseId)
    .groupBy('e2.courseId');
  if (until !== undefined) query = query.where('e1.userId', '<=', until);
  const rows = await query.execute();
  return rows.map((r) => ({ courseId: r.courseId, shared: Number(r.shared), weight: Number(r.weight) }));
}

/** One course's similar courses, replaced at once (a reader sees the old list or the new one). */
export async function replaceSimilarities(db: Db, courseId: string, rows: Array<{ similarCourseId: string; score: number; sharedStudents: number }>, computedAt: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('courseSimilarities').where('courseId', '=', courseId).execute();
    if (rows.length > 0) await trx.insertInto('courseSimilarities').values(rows.map((r) => ({ courseId, ...r, computedAt }))).execute();
  });
}

export async function upsertPopularity(db: Db, rows: Array<{ courseId: string; score: number; students: number }>, computedAt: string) {
  if (rows.length === 0) return;
  await db
    .insertInto('coursePopularity')
    .values(rows.map((r) => ({ ...r, computedAt })))
    .onConflict((oc) => oc.column('courseId').doUpdateSet((eb) => ({ score: eb.ref('excluded.score'), students: eb.ref('excluded.students'), computedAt: eb.ref('excluded.computedAt') })))
    .execute();
}

/** Rows an earlier refresh wrote that this one did not (a course left without students). */
export async function deleteRowsBefore(db: Db, computedAt: string) {
  await db.deleteFrom('courseSimilarities').where('computedAt', '<', computedAt).execute();
  await db.deleteFrom('coursePopularity').where('computedAt', '<', computedAt).execute();
}

/** When the last refresh wrote (undefined: never). */
export async function lastComputedAt(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('coursePopularity').select('computedAt').orderBy('computedAt', 'desc').limit(1).executeTakeFirst();
  return row?.computedAt;
}

// ---------------------------------------------------------------- a student's row

/** What the student studied: each enrolled course with its title, category and teacher. */
export async function listStudiedCourses(db: Db, userId: string) {
  return db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .innerJoin('users as u', 'u.id', 'c.instructorId')
    .select(['e.courseId', 'e.enrolledAt', 'e.lastAccessedAt', 'e.progressPercent', 'e.completedAt', 'c.title', 'c.category', 'c.instructorId', 'u.name as instructorName'])
    .where('e.userId', '=', userId)
    .execute();
}

/** The student's favourites with the same details. */
export async function listFavouriteCourses(db: Db, userId: string) {
  return db
    .selectFrom('favorites as f')
    .innerJoin('courses as c', 'c.id', 'f.courseId')
    .innerJoin('users as u', 'u.id', 'c.instructorId')
    .select(['f.courseId', 'f.createdAt', 'c.title', 'c.category', 'c.instructorId', 'u.name as instructorName'])
    .where('f.userId', '=', userId)
    .execute();
}

/** The stored similar courses of these courses (primary-key reads). */
export async function listSimilarCourses(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db.selectFrom('courseSimilarities').select(['courseId', 'similarCourseId', 'score']).where('courseId', 'in', courseIds).execute();
}

/**
 * The most studied approved courses, best first; with `among`, only those in these categories
 * or by these teachers. Read in rank order (course_popularity_rank) and each course looked up
 * by key until `limit` pass: starting from the approved courses read them all and sorted them
 * (a cross join makes SQLite keep the popularity as the outer loop; PostgreSQL plans it as the join it is).
 */
export async function listPopularCourses(db: Db, limit: number, among?: { categories: string[]; instructorIds: string[] }) {
  let query = db
    .selectFrom('coursePopularity as p')
    .crossJoin('courses as c')
    .whereRef('c.id', '=', 'p.courseId')
    .select(['p.courseId', 'p.score', 'c.category', 'c.instructorId'])
    .where('c.status', '=', 'approved');
  if (among) {
    query = query.where((eb) =>
      eb.or([
        ...(among.categories.length > 0 ? [eb('c.category', 'in', among.categories)] : []),
        ...(among.instructorIds.length > 0 ? [eb('c.instructorId', 'in', among.instructorIds)] : []),
      ]),
    );
  }
  return query.orderBy('p.score', 'desc').orderBy('p.courseId').limit(limit).execute();
}
