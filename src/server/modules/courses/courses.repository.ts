import type { Category } from '#contracts/courses';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '#server/db/database';
import type { CourseMatch } from '#server/db/search';
import type { Database } from '#server/db/schema';

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
    countOfferedCourses(db, userId, filters),
  ]);
  return { rows, total: count };
}

/**
 * How many approved courses passing the filters are offered to the student: all of them less
 * those of suspended teachers the student is not enrolled in. Counted as one condition per
 * course (offeredTo), every approved course was tested against the suspended teachers: 1.4 ms
 * of the catalogue's 3.6 on the large dataset, 0.4 ms this way (the first count reads the
 * (status, …) index alone, the second only the suspended teachers' courses).
 */
async function countOfferedCourses(db: Db, userId: string, filters: CourseCardFilters): Promise<number> {
  const approved = db.selectFrom('courses as c').where('c.status', '=', 'approved').where((eb) => matchesFilters(eb, filters));
  const row = await db
    .selectNoFrom((eb) => [
      approved.select(eb.fn.countAll<number>().as('n')).as('approved'),
      approved
        .innerJoin('users as su', 'su.id', 'c.instructorId')
        .where('su.status', '=', 'suspenso')
        .where((w) => w.not(w.exists(w.selectFrom('enrollments as oe').select('oe.id').whereRef('oe.courseId', '=', 'c.id').where('oe.userId', '=', userId))))
        .select(eb.fn.countAll<number>().as('n'))
        .as('withheld'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.approved) - Number(row.withheld);
}

type CourseExpressions = ExpressionBuilder<Database & { c: Database['courses'] }, 'c'>;

/**
 * The course `c` is offered to this student: its teacher is not suspended, or the student is
 * enrolled (the same rule as selectCourseCards), without reading the teacher's row: the
 * suspended teachers are few and read once, the enrolment is looked up only for their courses.
 * With the filters below, a count reads the (status, instructor) index alone.
 */
function offeredTo(eb: CourseExpressions, userId: string): Expression<SqlBool> {
  return eb.or([
    eb('c.instructorId', 'not in', eb.selectFrom('users as su').select('su.id').where('su.status', '=', 'suspenso')),
    eb.exists(eb.selectFrom('enrollments as oe').select('oe.id').whereRef('oe.courseId', '=', 'c.id').where('oe.userId', '=', userId)),
  ]);
}

/** The sheet's filters as one condition on the course `c` (true when there are none). */
function matchesFilters(eb: CourseExpressions, filters: CourseCardFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (filters.category) parts.push(eb('c.category', '=', filters.category));
  if (filters.instructorId) parts.push(eb('c.instructorId', '=', filters.instructorId));
  if (filters.minMinutes !== undefined) parts.push(eb('c.durationMinutes', '>=', filters.minMinutes));
  if (filters.maxMinutes !== undefined) parts.push(eb('c.durationMinutes', '<=', filters.maxMinutes));
  if (filters.minRating !== undefined && filters.minRating > 0) parts.push(eb('c.rating', '>=', filters.minRating));
  return eb.and(parts);
}

/** The first `limit` cards of the list (newest approved first), without counting the rest. */
export async function listNewestCourseCards(db: Db, userId: string, filters: CourseCardFilters, limit: number): Promise<CourseCardRow[]> {
  return orderCourseCards(filtered(selectCourseCards(db, userId), filters)).limit(limit).execute();
}

function filtered<Q extends ReturnType<typeof selectCourseCards>>(query: Q, filters: CourseCardFilters): Q {
  return query.where((eb) => matchesFilters(eb as unknown as CourseExpressions, filters)) as Q;
}

/**
 * The cards of the courses the search's `match` finds (db/search.ts), filtered like the list,
 * best match first (then newest approved). Only approved courses: the index holds every status.
 */
export async function searchCourseCards(
  db: Db,
  userId: string,
  filters: CourseCardFilters,
  match: CourseMatch,
): Promise<CourseCardRow[]> {
  const { query, rank } = withMatch(filtered(selectCourseCards(db, userId), filters), match);
  return query.orderBy(rank, 'desc').orderBy('c.approvedAt', 'desc').orderBy('c.id').execute();
}

/** The search applied to the courses `c` of `query`, and its rank to order by (db/search.ts, CourseMatch). */
function withMatch<Q extends SelectQueryBuilder<any, any, any>>(query: Q, match: CourseMatch): { query: Q; rank: Expression<number> } {
  if (match.kind === 'row') return { query: query.where(match.condition) as Q, rank: match.rank };
  return { query: query.innerJoin(match.matches.as('s'), 's.courseId', 'c.id') as Q, rank: sql.ref<number>('s.searchRank') };
}

/**
 * The first `limit` courses the search's `match` finds, offered to the student and passing the filters, best
 * match first (then newest approved), as cards, and how many matched in all. The ranking reads
 * only what it sorts and filters by (the count comes with it, a window over the same rows);
 * the cards, with the teacher's name and the student's enrolment, are read for the page alone.
 */
export async function pageSearchedCourseCards(
  db: Db,
  userId: string,
  filters: CourseCardFilters,
  match: CourseMatch,
  limit: number,
): Promise<{ rows: CourseCardRow[]; total: number }> {
  const { query, rank } = withMatch(
    db
      .selectFrom('courses as c')
      .select(['c.id', sql<number | string>`count(*) over ()`.as('total')])
      .where('c.status', '=', 'approved')
      .where((eb) => offeredTo(eb, userId))
      .where((eb) => matchesFilters(eb, filters)),
    match,
  );
  const ranked = await query
    .orderBy(rank, 'desc')
    .orderBy('c.approvedAt', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  if (ranked.length === 0) return { rows: [], total: 0 };
  const cards = new Map((await listCourseCardsByIds(db, userId, ranked.map((r) => r.id))).map((row) => [row.id, row]));
  return { rows: ranked.flatMap((r) => cards.get(r.id) ?? []), total: Number(ranked[0]!.total) };
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

/**
 * Teachers with at least one approved course (a suspended one offers none), by name, at most
 * `limit`: the teachers in the (role, name) index in its order, each kept when an approved
 * course of theirs exists, so the first page reads about as many teachers as it shows.
 * `matches`: a condition on the teacher's row (the words typed); `id`: that teacher only.
 */
export async function listInstructorsWithCourses(db: Db, filter: { matches?: RawBuilder<boolean>; id?: string; limit: number }) {
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where('u.role', '=', 'professor')
    .where('u.status', '!=', 'suspenso')
    // OFFSET keeps PostgreSQL from turning the test into a join: it read every teacher and every
    // approved course, then sorted (3.7 ms at 100 000 students) instead of walking the names in order (0.6 ms).
    .where((eb) => eb.exists(eb.selectFrom('courses as c').select('c.id').whereRef('c.instructorId', '=', 'u.id').where('c.status', '=', 'approved').limit(1).offset(0)));
  if (filter.id !== undefined) query = query.where('u.id', '=', filter.id);
  if (filter.matches) query = query.where(filter.matches);
  return query.orderBy('u.name').orderBy('u.id').limit(filter.limit).execute();
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
