import type { Category } from '#contracts/courses';
import type { RawBuilder } from 'kysely';
import type { Db } from '#server/db/database';

export interface CourseCardFilters {
  category?: Category;
  instructorId?: string;
  minMinutes?: number;
  /** undefined: no upper bound */
  maxMinutes?: number;
  minRating?: number;
}

/**
 * Approved courses as cards, with the instructor's name and the student's enrollment in
 * one query (no N+1). Only what a card
 * shows: lists read every approved course on each dashboard and catalogue visit, and
 * each column of each row costs (the description is read for one course, below).
 * Lists show only courses offered to this student: a suspended teacher's courses are
 * no longer offered to new students, but stay with those already enrolled.
 */
function selectCourseCards(db: Db, userId: string) {
  return selectApprovedCourses(db, userId).where((eb) => eb.or([eb('u.status', '!=', 'suspenso'), eb('e.enrolledAt', 'is not', null)]));
}

/** Approved courses with the student's enrollment, whoever teaches them. */
function selectApprovedCourses(db: Db, userId: string) {
  return db
    .selectFrom('courses as c')
    .innerJoin('users as u', 'u.id', 'c.instructorId')
    .leftJoin('enrollments as e', (join) => join.onRef('e.courseId', '=', 'c.id').on('e.userId', '=', userId))
    .where('c.status', '=', 'approved')
    .select([
      'c.id',
      'c.title',
      'c.thumbnail',
      'c.category',
      'c.instructorId',
      'u.name as instructorName',
      'c.durationMinutes',
      'c.rating',
      'c.isPremium',
      'e.progressPercent',
      'e.enrolledAt',
      'e.lastAccessedAt',
      'e.completedAt',
    ]);
}

export type CourseCardRow = Awaited<ReturnType<ReturnType<typeof selectCourseCards>['execute']>>[number];

/** Newest approved first; ties by id so pages are stable. */
const orderCourseCards = <Q extends ReturnType<typeof selectCourseCards>>(query: Q) => query.orderBy('c.approvedAt', 'desc').orderBy('c.id');

/** The first `limit` cards of the list (newest approved first) and how many there are in all. */
export async function pageCourseCards(db: Db, userId: string, filters: CourseCardFilters, limit: number): Promise<{ rows: CourseCardRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    orderCourseCards(filtered(selectCourseCards(db, userId), filters)).limit(limit).execute(),
    filtered(selectCourseCards(db, userId), filters).clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The first `limit` cards of the list (newest approved first), without counting the rest. */
export async function listNewestCourseCards(db: Db, userId: string, filters: CourseCardFilters, limit: number): Promise<CourseCardRow[]> {
  return orderCourseCards(filtered(selectCourseCards(db, userId), filters)).limit(limit).execute();
}

function filtered<Q extends ReturnType<typeof selectCourseCards>>(query: Q, filters: CourseCardFilters): Q {
  let q = query;
  if (filters.category) q = q.where('c.category', '=', filters.category) as Q;
  if (filters.instructorId) q = q.where('c.instructorId', '=', filters.instructorId) as Q;
  if (filters.minMinutes !== undefined) q = q.where('c.durationMinutes', '>=', filters.minMinutes) as Q;
  if (filters.maxMinutes !== undefined) q = q.where('c.durationMinutes', '<=', filters.maxMinutes) as Q;
  if (filters.minRating !== undefined && filters.minRating > 0) q = q.where('c.rating', '>=', filters.minRating) as Q;
  return q;
}

/**
 * The cards of the courses in `matches` (the search index's subquery, db/search.ts), filtered
 * like the list, best match first (then newest approved). Only approved courses: the index
 * holds every status.
 */
export async function searchCourseCards(
  db: Db,
  userId: string,
  filters: CourseCardFilters,
  matches: RawBuilder<{ courseId: string; searchRank: number }>,
): Promise<CourseCardRow[]> {
  return filtered(selectCourseCards(db, userId), filters)
    .innerJoin(matches.as('s'), 's.courseId', 'c.id')
    .orderBy('s.searchRank', 'desc')
    .orderBy('c.approvedAt', 'desc')
    .orderBy('c.id')
    .execute();
}

export async function listCourseCardsByIds(db: Db, userId: string, courseIds: string[], filters: CourseCardFilters = {}): Promise<CourseCardRow[]> {
  return filtered(selectCourseCards(db, userId), filters).where('c.id', 'in', courseIds).execute();
}

/**
 * One approved course as a card, with its description (the course page shows it) and
 * whether its teacher is suspended (the service tells a new student it is not offered).
 */
export async function findCourseCard(db: Db, userId: string, courseId: string) {
  return selectApprovedCourses(db, userId).select(['c.description', 'u.status as instructorStatus']).where('c.id', '=', courseId).executeTakeFirst();
}

export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourseCard>>>;

/** Instructors with at least one approved course, by name (a suspended one offers none). */
export async function listInstructorsWithCourses(db: Db) {
  return db
    .selectFrom('courses as c')
    .innerJoin('users as u', 'u.id', 'c.instructorId')
    .select(['u.id', 'u.name'])
    .distinct()
    .where('c.status', '=', 'approved')
    .where('u.status', '!=', 'suspenso')
    .orderBy('u.name')
    .execute();
}

export async function findCourseSummary(db: Db, id: string) {
  return db.selectFrom('courses').select(['id', 'title', 'instructorId', 'durationMinutes']).where('id', '=', id).executeTakeFirst();
}

export async function listModules(db: Db, courseId: string) {
  return db.selectFrom('courseModules').select(['id', 'title', 'position']).where('courseId', '=', courseId).orderBy('position').orderBy('id').execute();
}

export async function listLessonOutlines(db: Db, courseId: string) {
  return db
    .selectFrom('lessons')
    .select(['id', 'moduleId', 'title', 'durationMinutes', 'position'])
    .where('courseId', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function findLesson(db: Db, courseId: string, lessonId: string) {
  return db.selectFrom('lessons').selectAll().where('id', '=', lessonId).where('courseId', '=', courseId).executeTakeFirst();
}

export async function listMaterials(db: Db, courseId: string) {
  return db
    .selectFrom('courseMaterials')
    .select(['id', 'title', 'fileName', 'mimeType', 'sizeBytes'])
    .where('courseId', '=', courseId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function findMaterial(db: Db, courseId: string, materialId: string) {
  return db.selectFrom('courseMaterials').selectAll().where('id', '=', materialId).where('courseId', '=', courseId).executeTakeFirst();
}

export async function countLessons(db: Db, courseId: string): Promise<number> {
  const row = await db.selectFrom('lessons').select((eb) => eb.fn.countAll<number>().as('n')).where('courseId', '=', courseId).executeTakeFirstOrThrow();
  return Number(row.n);
}
