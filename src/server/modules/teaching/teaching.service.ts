import {
  ACTIVE_WITHIN_DAYS,
  AT_RISK_IDLE_DAYS,
  AT_RISK_LIST_LIMIT,
  ANALYTICS_TOP_COURSES,
  type AnalyticsPeriod,
  type CourseAnalytics,
  type CourseFunnel,
  type RosterFilters,
  type RosterPage,
  type RosterQuery,
  type StudentRow,
  type TeacherAnalytics,
} from '#contracts/teaching';
import type { AppContext } from '#server/context';
import { searchText, searchTerms, type SearchTerm } from '#server/db/search';
import { DAY_MS, saoPauloDay, shiftDay } from '#server/lib/clock';
import type { AuthUser } from '#server/plugins/auth-user';
import { findCourseSummary, listCourseTitlesOfTeacher, listLessonsInOrder } from '#server/modules/courses/courses.service';
import { AppError } from '#server/lib/app-error';
import { decodePageCursor, encodePageCursor, readFromNearerEnd } from '#server/lib/page-cursor';
import {
  averageBestScoreSince,
  countEnrolmentsByCourseSince,
  countEnrolmentsByDay,
  countLessonCohort,
  countStudyingStudents,
  listAtRiskEnrolments,
  countRosterRows,
  listRosterMatches,
  listRosterRowsByIds,
  pageRosterRows,
  compareRosterKeys,
  ROSTER_ORDERS,
  rosterKeyOf,
  sumStudySecondsByDay,
  type RosterKey,
  type RosterOrder,
  type RosterKeyRow,
  type RosterRow,
  type RosterScope,
} from '#server/modules/learning/learning.service';
import { sendCourseMessage } from '#server/modules/notices/notices.service';
import { bucketsOf, bucketIndex } from './periods.ts';
import { rosterCsv } from './roster-csv.ts';

// The teacher's students (/professor/alunos) and analytics (/professor/analytics), read
// from the owners of enrolments (learning, which keeps each enrolment's roster keys), attempts
// (exams) and courses through their services. A page of the roster is read in one of
// learning's index orders and costs what it shows; a search is narrowed by the full-text
// indexes first and its few rows are ranked and sorted here.

const ROSTER_EXPORT_BATCH = 1000;

type RosterOrderOrRelevance = RosterOrder | 'relevance';
interface ResolvedOrder {
  order: RosterOrderOrRelevance;
  descending: boolean;
}

/** The order a page is read in: absent means by name, or by relevance while searching. */
function resolveOrder(filters: RosterFilters, terms: SearchTerm[]): ResolvedOrder {
  const sort = filters.sort ?? (terms.length > 0 ? undefined : 'name');
  const descending = filters.order === 'desc';
  if (!sort) return { order: 'relevance', descending: false };
  // Ativo is a recent last access: ascending status lists the most recent first.
  if (sort === 'status') return { order: 'lastAccess', descending: !descending };
  // Within one course the course is the same on every row.
  if (sort === 'course' && filters.courseId) return { order: 'name', descending };
  return { order: sort, descending };
}

function activeSinceOf(ctx: AppContext): string {
  return new Date(ctx.clock.now().getTime() - ACTIVE_WITHIN_DAYS * DAY_MS).toISOString();
}

function scopeOf(teacherId: string, filters: RosterFilters, activeSince: string): RosterScope {
  return {
    teacherId,
    courseId: filters.courseId,
    accessedSince: filters.status === 'Ativo' ? activeSince : undefined,
    notAccessedSince: filters.status === 'Inativo' ? activeSince : undefined,
  };
}

function toStudentRow(row: RosterRow, activeSince: string): StudentRow {
  return {
    id: row.id,
    studentId: row.studentId,
    name: row.name,
    email: row.email,
    courseId: row.courseId,
    course: row.course,
    progress: Number(row.progressPercent),
    lastAccess: row.lastAccessedAt,
    status: row.lastAccessedAt >= activeSince ? 'Ativo' : 'Inativo',
    grade: Number(row.bestScore) >= 0 ? Math.round(Number(row.bestScore)) : null,
  };
}

/**
 * Relevance of a row to a search (lower is better): the student's whole name is the
 * search, then every word is in the name (the last as a prefix), then the rest (a word
 * matched in the e-mail or the course title). Read from the folded name the enrolment keeps.
 */
function relevanceOf(terms: SearchTerm[]): (row: RosterKeyRow) => number {
  const text = searchText(terms);
  // Per name: a student's enrolments share it.
  const byName = new Map<string, number>();
  const rank = (sortName: string) => {
    const name = searchText(searchTerms(sortName).map((t) => ({ ...t, prefix: false })));
    if (name === text) return 0;
    const words = name.split(' ');
    return terms.every((t) => words.some((w) => (t.prefix ? w.startsWith(t.word) : w === t.word))) ? 1 : 2;
  };
  return (row) => {
    let found = byName.get(row.studentSortName);
    if (found === undefined) {
      found = rank(row.studentSortName);
      byName.set(row.studentSortName, found);
    }
    return found;
  };
}

/** A row's position in the order; relevance: the rank, then the name and id. */
function keyOf(order: RosterOrderOrRelevance, relevance?: (row: RosterKeyRow) => number): (row: RosterKeyRow) => RosterKey {
  if (order === 'relevance') return (row) => [relevance!(row), row.studentSortName, row.id];
  return rosterKeyOf(order);
}

// The cursor names its order, so a cursor of another order is refused rather than misread.
function encodeCursor(order: ResolvedOrder, key: RosterKey): string {
  return encodePageCursor({ o: order.order, d: order.descending ? 1 : 0, k: key });
}

function decodeCursor(cursor: string, order: ResolvedOrder): RosterKey {
  const length = order.order === 'relevance' ? 3 : ROSTER_ORDERS[order.order].length;
  return decodePageCursor(cursor, 'A posição da página (after) não vale para esta busca e ordenação. Volte à primeira página.', ({ o, d, k }) =>
    o === order.order && d === (order.descending ? 1 : 0) && Array.isArray(k) && k.length === length && k.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) ? (k as RosterKey) : null,
  );
}

/** A search's matches (chosen by the full-text indexes) in the order's sort, each beside its key (computed once: a lookup per comparison cost as much as the sort). */
async function searchRoster(ctx: AppContext, scope: RosterScope, terms: SearchTerm[], order: ResolvedOrder): Promise<Array<{ row: RosterKeyRow; key: RosterKey }>> {
  const key = keyOf(order.order, order.order === 'relevance' ? relevanceOf(terms) : undefined);
  const keyed = (await listRosterMatches(ctx.db, scope, terms)).map((row) => ({ row, key: key(row) }));
  const direction = order.descending ? -1 : 1;
  return keyed.sort((a, b) => direction * compareRosterKeys(a.key, b.key));
}

/** The shown rows of these matches, in the matches' order (names, e-mails and titles read for them only). */
async function rowsOfMatches(ctx: AppContext, teacherId: string, matches: RosterKeyRow[]): Promise<RosterRow[]> {
  const byId = new Map((await listRosterRowsByIds(ctx.db, teacherId, matches.map((m) => m.id))).map((row) => [row.id, row]));
  return matches.flatMap((m) => byId.get(m.id) ?? []);
}

export async function listRoster(ctx: AppContext, teacherId: string, query: RosterQuery): Promise<RosterPage> {
  const activeSince = activeSinceOf(ctx);
  const terms = searchTerms(query.q);
  const order = resolveOrder(query, terms);
  const after = query.after ? decodeCursor(query.after, order) : undefined;
  const scope = scopeOf(teacherId, query, activeSince);
  const limit = query.pageSize;
  const offset = after ? 0 : (query.page - 1) * limit;
  let rows: RosterRow[];
  let total: number;
  let shown: number;
  let lastKey: RosterKey | undefined;
  if (terms.length > 0) {
    const found = await searchRoster(ctx, scope, terms, order);
    total = found.length;
    const direction = order.descending ? -1 : 1;
    const rest = after ? found.filter((match) => direction * compareRosterKeys(match.key, after) > 0) : found;
    const page = rest.slice(offset, offset + limit);
    rows = await rowsOfMatches(ctx, teacherId, page.map((match) => match.row));
    shown = page.length;
    lastKey = page.at(-1)?.key;
  } else {
    const sqlOrder = order.order as RosterOrder;
    total = await countRosterRows(ctx.db, scope);
    rows = after
      ? await pageRosterRows(ctx.db, scope, { order: sqlOrder, descending: order.descending, after, offset, limit })
      : await readFromNearerEnd(total, offset, limit, (from, count, reversed) =>
          pageRosterRows(ctx.db, scope, { order: sqlOrder, descending: reversed !== order.descending, offset: from, limit: count }),
        );
    shown = rows.length;
    lastKey = rows.length > 0 ? keyOf(sqlOrder)(rows[rows.length - 1]) : undefined;
  }
  const isLast = shown < limit || (!after && offset + limit >= total);
  return {
    rows: rows.map((row) => toStudentRow(row, activeSince)),
    total,
    page: query.page,
    pageSize: limit,
    next: lastKey && !isLast ? encodeCursor(order, lastKey) : null,
  };
}

/** Every row of the filters in the table's order, a batch at a time, each read after the last one sent. */
async function* rosterBatches(ctx: AppContext, teacherId: string, filters: RosterFilters, batchSize: number): AsyncGenerator<StudentRow[]> {
  const activeSince = activeSinceOf(ctx);
  const terms = searchTerms(filters.q);
  const order = resolveOrder(filters, terms);
  const scope = scopeOf(teacherId, filters, activeSince);
  if (terms.length > 0) {
    const rows = (await searchRoster(ctx, scope, terms, order)).map((match) => match.row);
    for (let i = 0; i < rows.length; i += batchSize) yield (await rowsOfMatches(ctx, teacherId, rows.slice(i, i + batchSize))).map((row) => toStudentRow(row, activeSince));
    return;
  }
  const sqlOrder = order.order as RosterOrder;
  const key = keyOf(sqlOrder);
  let after: RosterKey | undefined;
  for (;;) {
    const rows = await pageRosterRows(ctx.db, scope, { order: sqlOrder, descending: order.descending, after, offset: 0, limit: batchSize });
    if (rows.length > 0) yield rows.map((row) => toStudentRow(row, activeSince));
    if (rows.length < batchSize) return;
    after = key(rows[rows.length - 1]);
  }
}

/** The filtered rows (every page) as CSV, named after the day, written as they are read. */
export function exportRoster(ctx: AppContext, teacherId: string, filters: RosterFilters, batchSize = ROSTER_EXPORT_BATCH): { fileName: string; body: AsyncIterable<string> } {
  return { fileName: `alunos-${saoPauloDay(ctx.clock.now())}.csv`, body: rosterCsv(rosterBatches(ctx, teacherId, filters, batchSize)) };
}

/** Message to every student of one of the teacher's courses (notices stores and notifies). */
export async function messageCourse(ctx: AppContext, teacher: AuthUser, courseId: string, message: string) {
  return sendCourseMessage(ctx, teacher, { courseId, message });
}

// ── Analytics ────────────────────────────────────────────────────────────────

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * The courses with the most enrolments in the period (then completions, then title), from the
 * period's counts per course; only the listed ones' titles are read. `withActivity`: every
 * course with an enrolment or a completion in the period.
 */
async function topCoursesOf(ctx: AppContext, teacherId: string, counted: { courseId: string; enrollments: number; completions: number }[]): Promise<{ courses: CourseAnalytics[]; withActivity: number }> {
  const byCounts = (a: (typeof counted)[number], b: (typeof counted)[number]) => b.enrollments - a.enrollments || b.completions - a.completions;
  // Ties at the list's edge go by id (the titles of the other courses are never read).
  const top = counted.sort((a, b) => byCounts(a, b) || (a.courseId < b.courseId ? -1 : 1)).slice(0, ANALYTICS_TOP_COURSES);
  const titles = new Map((await listCourseTitlesOfTeacher(ctx.db, teacherId, top.map((c) => c.courseId))).map((c) => [c.id, c.title]));
  const courses = top
    .filter((c) => titles.has(c.courseId))
    .map((c) => ({ ...c, title: titles.get(c.courseId)! }))
    .sort((a, b) => byCounts(a, b) || collator.compare(a.title, b.title));
  return { courses, withActivity: counted.length };
}

/**
 * One course's lesson funnel in the period: of the students who enrolled in it (and still are),
 * how many completed each lesson, in course order. Read from the cohorts kept per day of
 * enrolment, so a year of a class of 50 000 costs a row per day and lesson.
 */
export async function getCourseFunnel(ctx: AppContext, teacherId: string, courseId: string, days: AnalyticsPeriod): Promise<CourseFunnel> {
  const course = await findCourseSummary(ctx, courseId);
  if (!course || course.instructorId !== teacherId) throw new AppError('not-found', 'Curso não encontrado.');
  const { today, fromDay } = periodEndingToday(ctx.clock.now(), days);
  const [lessons, { cohort, byLesson }] = await Promise.all([listLessonsInOrder(ctx.db, [courseId]), countLessonCohort(ctx.db, courseId, fromDay)]);
  return {
    courseId,
    title: course.title,
    days,
    from: fromDay,
    to: today,
    cohort,
    funnel: lessons.map((l) => ({ lessonId: l.id, title: l.title, students: byLesson.get(l.id) ?? 0 })),
  };
}

/** The period's São Paulo days: the last `days`, today included. */
function periodEndingToday(now: Date, days: AnalyticsPeriod) {
  const today = saoPauloDay(now);
  return { today, fromDay: shiftDay(today, -(days - 1)) };
}

export async function getAnalytics(ctx: AppContext, teacherId: string, days: AnalyticsPeriod): Promise<TeacherAnalytics> {
  const now = ctx.clock.now();
  const { today, fromDay } = periodEndingToday(now, days);
  // Each figure comes from totals per day or per course kept in step with the rows (issue 24):
  // neither the teacher's courses nor a class of 50 000 is read row by row.
  // At risk: enrolled for more than the idle window, not finished, under 50 %, no study in the last 7 days.
  const idleSince = shiftDay(today, -(AT_RISK_IDLE_DAYS - 1));
  const enrolledBefore = new Date(now.getTime() - AT_RISK_IDLE_DAYS * DAY_MS).toISOString();
  const [enrolmentsByDay, enrolmentsByCourse, secondsByDay, activeStudents, averageBestScore, atRisk] = await Promise.all([
    countEnrolmentsByDay(ctx.db, teacherId, fromDay),
    countEnrolmentsByCourseSince(ctx.db, teacherId, fromDay),
    sumStudySecondsByDay(ctx.db, teacherId, fromDay),
    countStudyingStudents(ctx.db, teacherId, fromDay),
    averageBestScoreSince(ctx.db, teacherId, fromDay),
    listAtRiskEnrolments(ctx.db, teacherId, { enrolledBefore, idleSince, limit: AT_RISK_LIST_LIMIT }),
  ]);

  const { bucket, buckets } = bucketsOf(fromDay, today, days);
  const timeline = buckets.map((b) => ({ ...b, enrollments: 0, completions: 0, studySeconds: 0 }));
  for (const { day, enrolled, completed } of enrolmentsByDay) {
    const point = timeline[bucketIndex(buckets, day)];
    point.enrollments += enrolled;
    point.completions += completed;
  }
  for (const { day, seconds } of secondsByDay) timeline[bucketIndex(buckets, day)].studySeconds += seconds;

  const topCourses = await topCoursesOf(ctx, teacherId, enrolmentsByCourse);

  return {
    days,
    from: fromDay,
    to: today,
    kpis: {
      enrollments: timeline.reduce((sum, b) => sum + b.enrollments, 0),
      completions: timeline.reduce((sum, b) => sum + b.completions, 0),
      studySeconds: timeline.reduce((sum, b) => sum + b.studySeconds, 0),
      averageBestScore,
      activeStudents,
    },
    bucket,
    timeline,
    courses: topCourses.courses,
    coursesWithActivity: topCourses.withActivity,
    atRisk: atRisk.rows.map((r) => ({
      studentId: r.studentId, name: r.name, email: r.email, courseId: r.courseId, course: r.course, progress: Number(r.progressPercent), lastStudyDay: r.lastStudyDay,
    })),
    atRiskTotal: atRisk.total,
    atRiskTotalIsAtLeast: atRisk.totalIsAtLeast,
  };
}
