import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { AT_RISK_COUNT_CAP, AT_RISK_PROGRESS_BELOW } from '#contracts/teaching';
import { foldText, isPostgresDb, type Db } from '#server/db/database';
import type { Database } from '#server/db/schema';
import { cutAtMonths } from '#server/lib/month-cut';
import { countUserMatchesUpTo, courseTitleMatches, userMatches, userMatchIds, userRowMatches, type SearchTerm } from '#server/db/search';

// Read-only queries for the teacher's roster and analytics (teaching module), on the tables
// learning owns: enrollments, lesson_completions, study_time. Names and course titles are
// display fields joined inside the query (docs/decisions/modules-talk-through-services.md).

/** Which enrolments of the teacher a roster query reads: one course or every course, optionally by last access. */
export interface RosterScope {
  teacherId: string;
  courseId?: string;
  accessedSince?: string;
  notAccessedSince?: string;
}

/**
 * The roster's orders, each served by an index (migration 2026-11-27-1430-z): enrolment columns,
 * the unique id last, so two pages never share or skip a row. Names and titles are the folded
 * keys the triggers keep (pt-BR order without accents or case, byte order on both dialects).
 */
export const ROSTER_ORDERS = {
  name: ['studentSortName', 'id'],
  course: ['courseSortTitle', 'courseId', 'studentSortName', 'id'],
  progress: ['progressPercent', 'studentSortName', 'id'],
  lastAccess: ['lastAccessedAt', 'id'],
  grade: ['bestScore', 'studentSortName', 'id'],
} as const;
export type RosterOrder = keyof typeof ROSTER_ORDERS;
/** A row's values of its order's columns: where a keyset page starts after. */
export type RosterKey = Array<string | number>;

const ROW_COLUMNS = [
  'e.id',
  'e.userId as studentId',
  'u.name',
  'u.email',
  'e.courseId',
  'c.title as course',
  'e.progressPercent',
  'e.enrolledAt',
  'e.lastAccessedAt',
  'e.completedAt',
  'e.bestScore',
  'e.studentSortName',
  'e.courseSortTitle',
] as const;

const snake = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The scope as a condition on the enrolments `e`: one course's range, or the teacher's. */
function inScope(scope: RosterScope): RawBuilder<boolean> {
  const owner = scope.courseId ? sql`e.course_id = ${scope.courseId}` : sql`e.instructor_id = ${scope.teacherId}`;
  return sql<boolean>`${owner} and ${lastAccessIn(scope)}`;
}

/**
 * The enrolments `query` reads in the order of `columns` (enrolment columns of ROSTER_ORDERS, the
 * unique id last), after the row whose key is `after` when given.
 */
function inKeyOrder<Q extends SelectQueryBuilder<Database & { e: Database['enrollments'] }, 'e', object>>(query: Q, columns: readonly string[], descending: boolean, after?: RosterKey): Q {
  const refs = columns.map((column) => sql.ref(`e.${snake(column)}`));
  let ordered = query;
  if (after) ordered = ordered.where(() => sql<boolean>`(${sql.join(refs)}) ${sql.raw(descending ? '<' : '>')} (${sql.join(after)})`) as Q;
  for (const ref of refs) ordered = ordered.orderBy(ref, descending ? 'desc' : 'asc') as Q;
  return ordered;
}

/** The status filter as a condition on the enrolments `e` (true when none). */
function lastAccessIn(scope: RosterScope): RawBuilder<boolean> {
  const parts = [sql`1 = 1`];
  if (scope.accessedSince) parts.push(sql`e.last_accessed_at >= ${scope.accessedSince}`);
  if (scope.notAccessedSince) parts.push(sql`e.last_accessed_at < ${scope.notAccessedSince}`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** The columns of every roster order (ROSTER_ORDERS) and the ranking of a search: what a match is sorted by. */
const KEY_COLUMNS = ['e.id', 'e.courseId', 'e.progressPercent', 'e.lastAccessedAt', 'e.bestScore', 'e.studentSortName', 'e.courseSortTitle'] as const;

/**
 * The teacher's courses in scope whose title has at least one of the search words (the courses'
 * full-text index, title column), each with its folded title (the roster's course key) and which
 * of the words its title has.
 */
export async function listCourseTitleHits(db: Db, scope: RosterScope, terms: SearchTerm[]): Promise<Array<{ id: string; sortTitle: string; words: boolean[] }>> {
  // SQLite's eduia_fold is foldText called back from the database: folded here, without a call per row.
  const foldedHere = !isPostgresDb(db);
  let query = db
    .selectFrom('courses as sc')
    .select(['sc.id', foldedHere ? sql<string>`sc.title`.as('sortTitle') : sql<string>`eduia_fold(sc.title)`.as('sortTitle')])
    .where('sc.instructorId', '=', scope.teacherId)
    .where((eb) => eb.or(terms.map((term) => courseTitleMatches(db, 'sc', [term]))));
  // With one word every hit has it (a letter typed hits most of a teacher's courses); with more, which of them each title has.
  if (terms.length > 1) query = query.select(terms.map((term, i) => sql<number>`case when ${courseTitleMatches(db, 'sc', [term])} then 1 else 0 end`.as(`word${i}`)));
  if (scope.courseId) query = query.where('sc.id', '=', scope.courseId);
  const rows = (await query.execute()) as Array<{ id: string; sortTitle: string } & Record<string, unknown>>;
  return rows.map((row) => ({
    id: row.id,
    sortTitle: foldedHere ? foldText(row.sortTitle) : row.sortTitle,
    words: terms.map((_, i) => terms.length === 1 || Number(row[`word${i}`]) === 1),
  }));
}

/**
 * The enrolment `e` is the teacher's, in the scope's course or in one of `courseIds`: for a
 * student's enrolments read by enrollments_by_student_teacher_course, one course is a key, several
 * are tested on the index's entries (`|| ''`: as keys, a list of 100 courses was 100 lookups per student).
 */
function ownedBy(scope: RosterScope, courseIds?: string[]): RawBuilder<boolean> {
  const courses = courseIds ?? (scope.courseId ? [scope.courseId] : []);
  if (courses.length === 0) return sql`e.instructor_id = ${scope.teacherId}`;
  if (courses.length === 1) return sql`e.instructor_id = ${scope.teacherId} and e.course_id = ${courses[0]}`;
  return sql`e.instructor_id = ${scope.teacherId} and e.course_id || '' in (${sql.join(courses)})`;
}

/**
 * The enrolments with the teacher (in scope; only in `courseIds` when given) of the students
 * whose name or e-mail has every one of `terms`, with only what they are sorted by. Read through
 * the users' full-text index first, then each matching student's enrolments with the teacher.
 */
function enrolmentsOfMatchingStudents(db: Db, scope: RosterScope, terms: SearchTerm[], courseIds?: string[]) {
  // Cross joins: the matches are the outer loop on SQLite, each student's enrolments with the
  // teacher (and course) read by enrollments_by_student_teacher_course (migration 2026-11-29-0900).
  const students = db.selectFrom('users as su').select('su.id').where(userMatches(db, 'su', terms));
  // PostgreSQL planned the matches inside the join as a parallel scan of every user (81 ms for the
  // large dataset's "Ana Araújo"); planned apart, as a materialised CTE, they come from the search
  // index (18 ms). SQLite's plan already starts from its full-text index.
  const matching = isPostgresDb(db) ? db.with((cte) => cte('m').materialized(), () => students).selectFrom('m') : db.selectFrom(students.as('m'));
  return matching
    .crossJoin('enrollments as e')
    .whereRef('e.userId', '=', 'm.id')
    .select(KEY_COLUMNS)
    .where(ownedBy(scope, courseIds))
    .where(lastAccessIn(scope));
}

/**
 * The enrolments a search finds that are few enough to read whole: those of the students whose
 * name or e-mail has every word, and, in each course of `partial` (a title with some of the
 * words), those of its students who have the rest. A course whose title has every word matches
 * its whole class: it is never read here but paged in its own index (walkRosterMatches).
 */
export async function listRosterMatches(db: Db, scope: RosterScope, terms: SearchTerm[], partial: Array<{ terms: SearchTerm[]; courseIds: string[] }> = []) {
  const found = await Promise.all([enrolmentsOfMatchingStudents(db, scope, terms).execute(), ...partial.map((group) => enrolmentsOfMatchingStudents(db, scope, group.terms, group.courseIds).execute())]);
  const byId = new Map(found.flat().map((row) => [row.id, row]));
  return [...byId.values()];
}

type MatchIds = SelectQueryBuilder<Database & { m: { id: string } }, 'm', object>;

/** The enrolments in scope (only in `courseIds` when given) of the matching students `matches`, at most `cap` + 1. */
function enrolmentsOfMatches<M extends MatchIds>(matches: M, scope: RosterScope, cap: number, courseIds?: string[]) {
  return matches
    .crossJoin('enrollments as e')
    .whereRef('e.userId', '=', 'm.id')
    .select(sql.lit(1).as('one'))
    .where(ownedBy(scope, courseIds))
    .where(lastAccessIn(scope))
    .limit(cap + 1);
}

/**
 * How many enrolments in scope (only in `courseIds` when given) the students whose name or e-mail
 * has every one of `terms` have, counted up to `caps.enrolments` + 1 from the index of enrolments
 * by student, teacher, course and last access alone (migration 2026-11-29-0900), of the first
 * `caps.students` + 1 matching students: what a search costs to read whole, known before reading it.
 */
export async function countMatchEnrolmentsUpTo(db: Db, scope: RosterScope, terms: SearchTerm[], caps: { enrolments: number; students: number }, courseIds?: string[]): Promise<number> {
  const enrolments = enrolmentsOfMatches(db.selectFrom(userMatchIds(db, terms, caps.students + 1).as('m')), scope, caps.enrolments, courseIds);
  const row = await db.selectFrom(enrolments.as('k')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many students have every one of `terms` in their name or e-mail, counted up to
 * `caps.students` + 1 from the search index, and their enrolments as `countMatchEnrolmentsUpTo`
 * counts them. PostgreSQL reads the search index once for both (each reading is a scan of the
 * matching users' rows: 15–20 ms for "maria"); SQLite counts twice from its full-text index
 * (≈ 1 ms each), because over a materialised list of the matches it filtered the join through a
 * Bloom filter of every enrolment.
 */
export async function countStudentMatchesUpTo(db: Db, scope: RosterScope, terms: SearchTerm[], caps: { enrolments: number; students: number }, courseIds?: string[]): Promise<{ students: number; enrolments: number }> {
  if (!isPostgresDb(db)) {
    const [students, enrolments] = await Promise.all([countUserMatchesUpTo(db, terms, caps.students), countMatchEnrolmentsUpTo(db, scope, terms, caps, courseIds)]);
    return { students, enrolments };
  }
  const row = await db
    .with((cte) => cte('m').materialized(), (qc) => qc.selectFrom(userMatchIds(db, terms, caps.students + 1).as('u')).select('u.id'))
    .selectNoFrom((eb) => [
      eb.selectFrom('m').select(eb.fn.countAll<number | string>().as('n')).as('students'),
      eb.selectFrom(enrolmentsOfMatches(eb.selectFrom('m'), scope, caps.enrolments, courseIds).as('k')).select(eb.fn.countAll<number | string>().as('n')).as('enrolments'),
    ])
    .executeTakeFirstOrThrow();
  return { students: Number(row.students), enrolments: Number(row.enrolments) };
}

/**
 * The enrolments in scope (only in `courseIds` when given) of these students with the teacher,
 * with only what they are sorted by; with `page`, the first `limit` of them in an order (`columns`
 * of ROSTER_ORDERS) after `after`, sorted by the database.
 */
export async function listRosterKeysOfStudents(db: Db, scope: RosterScope, studentIds: string[], courseIds?: string[], page?: { columns: readonly RosterColumn[]; descending: boolean; after?: RosterKey; limit: number }) {
  if (studentIds.length === 0) return [];
  const query = db.selectFrom('enrollments as e').select(KEY_COLUMNS).where('e.userId', 'in', studentIds).where(ownedBy(scope, courseIds)).where(lastAccessIn(scope));
  if (!page) return query.execute();
  return inKeyOrder(query, page.columns, page.descending, page.after).limit(page.limit).execute();
}

/**
 * Condition on a roster row (enrolment `e`, student `u`): it matches the search, tested on the
 * row alone: the student's name or e-mail has every word, or the course is one whose title has
 * every word (`whole`), or one whose title has some (`partial`) and the student has the rest.
 */
export function rosterRowMatches(db: Db, terms: SearchTerm[], whole: string[], partial: Array<{ terms: SearchTerm[]; courseIds: string[] }>): RawBuilder<boolean> {
  const parts = [userRowMatches(db, 'u', terms)];
  if (whole.length > 0) parts.push(sql<boolean>`e.course_id in (${sql.join(whole)})`);
  for (const group of partial) parts.push(sql<boolean>`(e.course_id in (${sql.join(group.courseIds)}) and ${userRowMatches(db, 'u', group.terms)})`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/**
 * The enrolment `e` with its student `u` passes `matches`, the student read by its key for each
 * row walked: as a join SQLite first built a Bloom filter of every user (120 ms) for a page of 20.
 */
const rowOfStudentMatches = (matches: RawBuilder<boolean>) => sql<boolean>`exists (select 1 from users u where u.id = e.user_id and ${matches})`;

/**
 * The roster rows in scope (passing `matches` when given) in an order (`columns` of
 * ROSTER_ORDERS, the scope's roster index walked from `after`), skipping `offset` of them, at most
 * `limit`. A search whose matches are too many to read whole tests each row walked, so a page
 * costs about its size divided by the share of rows that match; a course whose whole class
 * matches reads a page. `sortName`: only the rows whose student's folded name is (or is not) `text`.
 */
export async function walkRosterMatches(
  db: Db,
  scope: RosterScope,
  matches: RawBuilder<boolean> | null,
  page: { columns: readonly RosterColumn[]; descending: boolean; after?: RosterKey; offset: number; limit: number; sortName?: { text: string; equal: boolean } },
) {
  let query = db.selectFrom('enrollments as e').select(KEY_COLUMNS).where(inScope(scope));
  if (matches) query = query.where(rowOfStudentMatches(matches));
  if (page.sortName) query = query.where('e.studentSortName', page.sortName.equal ? '=' : '<>', page.sortName.text);
  return inKeyOrder(query, page.columns, page.descending, page.after).limit(page.limit).offset(page.offset).execute();
}
type RosterColumn = (typeof ROSTER_ORDERS)[RosterOrder][number];

/** How many roster rows in scope pass `matches`, counted up to `cap` + 1 by the same walk. */
export async function countWalkedRosterMatches(db: Db, scope: RosterScope, matches: RawBuilder<boolean>, cap: number): Promise<number> {
  const walked = db.selectFrom('enrollments as e').select(sql.lit(1).as('one')).where(inScope(scope)).where(rowOfStudentMatches(matches)).limit(cap + 1);
  const row = await db.selectFrom(walked.as('k')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many enrolments in scope these courses hold: their kept totals, or an index-only count of the last-access range. */
export async function countRosterRowsOfCourses(db: Db, scope: RosterScope, courseIds: string[]): Promise<number> {
  if (courseIds.length === 0) return 0;
  if (!scope.accessedSince && !scope.notAccessedSince) {
    const row = await db.selectFrom('enrollmentTotals as t').select((eb) => eb.fn.sum<number | string | null>('t.students').as('n')).where('t.courseId', 'in', courseIds).executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  const row = await db.selectFrom('enrollments as e').select((eb) => eb.fn.countAll<number | string>().as('n')).where('e.courseId', 'in', courseIds).where(lastAccessIn(scope)).executeTakeFirstOrThrow();
  return Number(row.n);
}
/** What a roster row is sorted by (a search's match, or a row of a page). */
export type RosterKeyRow = Awaited<ReturnType<typeof listRosterMatches>>[number];

/** The roster rows of these enrolments of the teacher's courses (a search's shown page), in no order. */
export async function listRosterRowsByIds(db: Db, teacherId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('enrollments as e')
    .innerJoin('courses as c', 'c.id', 'e.courseId')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .select(ROW_COLUMNS)
    .where('e.id', 'in', ids)
    .where('c.instructorId', '=', teacherId)
    .execute();
}
export type RosterRow = Awaited<ReturnType<typeof listRosterRowsByIds>>[number];

/**
 * One page of the roster in index order: `after` (a row's key in this order) for the page
 * after that row, else `offset`. The page's ids are read from the enrolments' index alone, so
 * skipped rows cost an index entry each, not a join; the names and titles are joined for the
 * page's rows only.
 */
export async function pageRosterRows(db: Db, scope: RosterScope, page: { order: RosterOrder; descending: boolean; after?: RosterKey; offset: number; limit: number }): Promise<RosterRow[]> {
  const ids = inKeyOrder(db.selectFrom('enrollments as e').select('e.id as pageId').where(inScope(scope)), ROSTER_ORDERS[page.order], page.descending, page.after).limit(page.limit).offset(page.offset);
  // Cross joins keep the page's ids the outer loop on SQLite (which otherwise started from the
  // teacher's courses and probed the page for each of their enrolments).
  const query = db
    .selectFrom(ids.as('p'))
    .crossJoin('enrollments as e')
    .crossJoin('courses as c')
    .crossJoin('users as u')
    .whereRef('e.id', '=', 'p.pageId')
    .whereRef('c.id', '=', 'e.courseId')
    .whereRef('u.id', '=', 'e.userId')
    .select(ROW_COLUMNS)
    // Another teacher's course id reads nothing.
    .where('c.instructorId', '=', scope.teacherId);
  // The page's few rows put back in order here: the plan then has no sort at all.
  const key = rosterKeyOf(page.order);
  const sign = page.descending ? -1 : 1;
  return (await query.execute()).sort((a, b) => sign * compareRosterKeys(key(a), key(b)));
}

/** A row's position in an order: the values of the order's columns (the unique id last). */
export function rosterKeyOf(order: RosterOrder): (row: RosterKeyRow) => RosterKey {
  const columns = ROSTER_ORDERS[order];
  return (row) => columns.map((column) => (typeof row[column] === 'string' ? row[column] : Number(row[column])));
}

/** Numbers by value, text by code point, as both databases compare the keys. */
export function compareRosterKeys(a: RosterKey, b: RosterKey): number {
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

/**
 * How many enrolments the scope holds: the courses' kept totals (one lookup per course) when
 * no status narrows it; else an index-only count of the last-access range.
 */
export async function countRosterRows(db: Db, scope: RosterScope): Promise<number> {
  if (!scope.accessedSince && !scope.notAccessedSince) {
    let totals = db
      .selectFrom('enrollmentTotals as t')
      .innerJoin('courses as c', 'c.id', 't.courseId')
      .select((eb) => eb.fn.sum<number | string | null>('t.students').as('n'))
      .where('c.instructorId', '=', scope.teacherId);
    if (scope.courseId) totals = totals.where('t.courseId', '=', scope.courseId);
    const row = await totals.executeTakeFirst();
    return Number(row?.n ?? 0);
  }
  let count = db.selectFrom('enrollments as e').select((eb) => eb.fn.countAll<number | string>().as('n')).where(inScope(scope));
  // Ownership through the course's row (one lookup), so the count reads that course's own range.
  if (scope.courseId) count = count.where(sql<boolean>`exists (select 1 from courses c where c.id = ${scope.courseId} and c.instructor_id = ${scope.teacherId})`);
  const row = await count.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids of the students enrolled in one course (a message to the whole class). */
export async function listStudentIdsOfCourse(db: Db, courseId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('enrollments as e')
    .innerJoin('users as u', 'u.id', 'e.userId')
    .select('e.userId')
    .where('e.courseId', '=', courseId)
    .where('u.role', '=', 'aluno')
    .orderBy('e.userId')
    .execute();
  return rows.map((r) => r.userId);
}

// The analytics' KPIs and timeline read totals per (teacher, São Paulo day) that triggers keep
// in step with study time, enrolments and attempts (migration 2026-11-28-1200-a): a period costs
// one row per day, whatever the size of the classes.

/** Seconds studied per São Paulo day in the teacher's courses, from `fromDay` on. */
export async function sumStudySecondsByDay(db: Db, teacherId: string, fromDay: string) {
  const rows = await db
    .selectFrom('teacherStudyDayTotals')
    .select(['day', 'seconds'])
    .where('instructorId', '=', teacherId)
    .where('day', '>=', fromDay)
    .where('seconds', '<>', 0)
    .execute();
  return rows.map((r) => ({ day: r.day, seconds: Number(r.seconds) }));
}

/** Distinct students with study time in the teacher's courses from `fromDay` on: those whose last study day with the teacher is on or after it. */
export async function countStudyingStudents(db: Db, teacherId: string, fromDay: string): Promise<number> {
  const row = await db
    .selectFrom('teacherStudyingDayTotals')
    .select((eb) => eb.fn.sum<number | string | null>('students').as('n'))
    .where('instructorId', '=', teacherId)
    .where('day', '>=', fromDay)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The average best score of the teacher's enrolments whose latest submitted attempt was on or
 * after `fromDay` (each enrolment's best over all its attempts in the course), rounded; null
 * when none.
 */
export async function averageBestScoreSince(db: Db, teacherId: string, fromDay: string): Promise<number | null> {
  const row = await db
    .selectFrom('teacherScoreDayTotals')
    .select((eb) => [eb.fn.sum<number | string | null>('enrolments').as('n'), eb.fn.sum<number | string | null>('scoreSum').as('total')])
    .where('instructorId', '=', teacherId)
    .where('day', '>=', fromDay)
    .executeTakeFirst();
  const n = Number(row?.n ?? 0);
  return n > 0 ? Math.round(Number(row?.total ?? 0) / n) : null;
}

/**
 * One course's funnel since `fromDay` (a São Paulo day), from the cohorts kept per day and per
 * month of enrolment (lesson_cohort_totals and lesson_cohort_month_totals, migrations
 * 2026-11-28-1200-b and 2026-11-29-2230): the students who enrolled (`cohort`) and, per lesson,
 * how many of them completed it. The days of the period's first month when it begins after the
 * 1st, then a row per month and lesson: at most 30 days and 13 months of rows per lesson,
 * whatever the size of the class.
 */
export async function countLessonCohort(db: Db, courseId: string, fromDay: string) {
  // With no end, the span always has whole months from the first one on.
  const firstWholeMonth = cutAtMonths(fromDay, null).months!.first;
  const days = db
    .selectFrom('lessonCohortTotals')
    .select(['lessonId', 'students'])
    .where('courseId', '=', courseId)
    .where('enrolDay', '>=', fromDay)
    .where('enrolDay', '<', `${firstWholeMonth}-01`);
  const months = db
    .selectFrom('lessonCohortMonthTotals')
    .select(['lessonId', 'students'])
    .where('courseId', '=', courseId)
    .where('enrolMonth', '>=', firstWholeMonth);
  const rows = await db
    .selectFrom(days.unionAll(months).as('c'))
    .select((eb) => ['c.lessonId', eb.fn.sum<number | string>('c.students').as('students')])
    .groupBy('c.lessonId')
    .execute();
  const byLesson = new Map(rows.map((r) => [r.lessonId, Number(r.students)]));
  const cohort = byLesson.get('') ?? 0;
  byLesson.delete('');
  return { cohort, byLesson };
}

// ── Analytics in aggregates (issue 24): a class of 50 000 is counted by the database, never loaded ──

/**
 * The teacher's enrolments begun and finished per São Paulo day from `fromDay` on: one
 * primary-key range of teacher_enrolment_day_totals (migration 2026-11-28-1400), a row per day.
 */
export async function countEnrolmentsByDay(db: Db, teacherId: string, fromDay: string) {
  const rows = await db
    .selectFrom('teacherEnrolmentDayTotals')
    .select(['day', 'enrolled', 'completed'])
    .where('instructorId', '=', teacherId)
    .where('day', '>=', fromDay)
    .where((eb) => eb.or([eb('enrolled', '<>', 0), eb('completed', '<>', 0)]))
    .execute();
  return rows.map((r) => ({ day: r.day, enrolled: Number(r.enrolled), completed: Number(r.completed) }));
}

/**
 * Per course of the teacher, the enrolments begun and finished from `fromDay` on (only courses
 * with either): the course's latest row of course_enrolment_running_totals less its latest row
 * before `fromDay` (migration 2026-11-28-1400), two key lookups per course whatever the period
 * or the class; no enrolment is read.
 */
export async function countEnrolmentsByCourseSince(db: Db, teacherId: string, fromDay: string) {
  // A scalar subquery yields one value: both counts travel as enrolled × 2³² + completed (exact
  // in a double up to 2²¹ enrolments per course), so each lookup is made once.
  const latest = (beforeFromDay: boolean) => sql<number | string | null>`(select r.enrolled * ${sql.lit(PACKED_COUNTS)} + r.completed
    from course_enrolment_running_totals r where r.course_id = c.id ${beforeFromDay ? sql`and r.day < ${fromDay}` : sql``}
    order by r.day desc limit 1)`;
  const rows = await db
    .selectFrom('courses as c')
    .select(['c.id', latest(false).as('now'), latest(true).as('before')])
    .where('c.instructorId', '=', teacherId)
    .execute();
  const counts = (packed: number | string | null) => {
    const value = Number(packed ?? 0);
    return { enrolled: Math.floor(value / PACKED_COUNTS), completed: value % PACKED_COUNTS };
  };
  return rows
    .map((r) => {
      const [now, before] = [counts(r.now), counts(r.before)];
      return { courseId: r.id, enrollments: now.enrolled - before.enrolled, completions: now.completed - before.completed };
    })
    .filter((r) => r.enrollments > 0 || r.completions > 0);
}

const PACKED_COUNTS = 2 ** 32;

/**
 * Students at risk in the teacher's courses: enrolled before `enrolledBefore`, not finished,
 * under 50 %, and no study since `idleSince` (a São Paulo day). Both read the partial index
 * enrollments_at_risk (migration 2026-11-28-1100), whose rows are exactly the teacher's
 * unfinished enrolments under 50 % in the list's order (last study day, '' for never, then
 * name and id): the page is its first `limit` rows, with only their names and titles joined;
 * the total is counted from the index alone up to AT_RISK_COUNT_CAP + 1, so neither grows with
 * the class. The 50 % is written as a literal: the partial index serves only that condition.
 */
export async function listAtRiskEnrolments(db: Db, teacherId: string, filter: { enrolledBefore: string; idleSince: string; limit: number }) {
  const idle = db
    .selectFrom('enrollments as e')
    .where('e.instructorId', '=', teacherId)
    .where('e.completedAt', 'is', null)
    .where(sql<boolean>`e.progress_percent < ${sql.lit(AT_RISK_PROGRESS_BELOW)}`)
    .where('e.lastStudyDay', '<', filter.idleSince)
    .where('e.enrolledAt', '<', filter.enrolledBefore);
  const [count, rows] = await Promise.all([
    // In the index's order, so the planner walks that index (and stops at the cap).
    db.selectFrom(idle.select(sql.lit(1).as('one')).orderBy('e.lastStudyDay').orderBy('e.studentSortName').orderBy('e.id').limit(AT_RISK_COUNT_CAP + 1).as('k'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    db.selectFrom(idle.select(['e.id', 'e.userId', 'e.courseId', 'e.progressPercent', 'e.lastStudyDay', 'e.studentSortName'])
      .orderBy('e.lastStudyDay').orderBy('e.studentSortName').orderBy('e.id')
      .limit(filter.limit).as('k'))
      .innerJoin('users as u', 'u.id', 'k.userId')
      .innerJoin('courses as c', 'c.id', 'k.courseId')
      .select(['k.userId as studentId', 'u.name', 'u.email', 'k.courseId', 'c.title as course', 'k.progressPercent', 'k.lastStudyDay'])
      .orderBy('k.lastStudyDay').orderBy('k.studentSortName').orderBy('k.id')
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    total: Math.min(total, AT_RISK_COUNT_CAP),
    totalIsAtLeast: total > AT_RISK_COUNT_CAP,
    // '' is "never studied" in the index; the page says it as null.
    rows: rows.map((r) => ({ ...r, lastStudyDay: r.lastStudyDay === '' ? null : r.lastStudyDay })),
  };
}
