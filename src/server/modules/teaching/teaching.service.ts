import {
  ACTIVE_WITHIN_DAYS,
  AT_RISK_IDLE_DAYS,
  AT_RISK_LIST_LIMIT,
  AT_RISK_PROGRESS_BELOW,
  type AnalyticsPeriod,
  type RosterFilters,
  type RosterPage,
  type RosterQuery,
  type StudentRow,
  type TeacherAnalytics,
} from '#contracts/teaching';
import type { AppContext } from '#server/context';
import { searchText, searchTerms, type SearchTerm } from '#server/db/search';
import { DAY_MS, saoPauloDay } from '#server/lib/clock';
import type { AuthUser } from '#server/plugins/auth-user';
import { listCoursesOfTeacher, listLessonsInOrder } from '#server/modules/courses/courses.service';
import { listBestScores } from '#server/modules/exams/exams.service';
import {
  countLessonCompletionsOfCohort,
  countStudyingStudents,
  listLastStudyDays,
  listRosterRows,
  sumStudySecondsByDay,
  type RosterRow,
} from '#server/modules/learning/learning.service';
import { sendCourseMessage } from '#server/modules/notices/notices.service';
import { shiftDay } from '#server/modules/history/history.service';
import { bucketsOf, bucketIndex, saoPauloDayOf, saoPauloDayStart } from './periods.ts';
import { rosterCsv } from './roster-csv.ts';

// The teacher's students (/professor/alunos) and analytics (/professor/analytics), read
// from the owners of enrolments (learning), attempts (exams) and courses through their
// services. The search runs in the database's full-text index (one indexed query); sort
// and paging run here, in code, on the teacher's matching rows: the same pt-BR order on
// SQLite and PostgreSQL, which SQL would give only with per-dialect collations.

interface LoadedRow extends StudentRow {
  enrolledAt: string;
  completedAt: string | null;
}

async function loadRoster(ctx: AppContext, teacherId: string, filters: Pick<RosterFilters, 'courseId' | 'status' | 'q'> = {}): Promise<LoadedRow[]> {
  const activeSince = new Date(ctx.clock.now().getTime() - ACTIVE_WITHIN_DAYS * DAY_MS).toISOString();
  // Course, status and search narrow the query itself (the search in the database's index).
  const rows = await listRosterRows(ctx.db, teacherId, {
    terms: searchTerms(filters.q),
    courseId: filters.courseId,
    accessedSince: filters.status === 'Ativo' ? activeSince : undefined,
    notAccessedSince: filters.status === 'Inativo' ? activeSince : undefined,
  });
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  const best = new Map((await listBestScores(ctx.db, courseIds)).map((s) => [`${s.userId}\u0000${s.courseId}`, s.best]));
  return rows.map((r: RosterRow) => ({
    id: r.id,
    studentId: r.studentId,
    name: r.name,
    email: r.email,
    courseId: r.courseId,
    course: r.course,
    progress: Number(r.progress),
    lastAccess: r.lastAccessedAt,
    status: r.lastAccessedAt >= activeSince ? 'Ativo' : 'Inativo',
    grade: best.has(`${r.studentId}\u0000${r.courseId}`) ? Math.round(best.get(`${r.studentId}\u0000${r.courseId}`)!) : null,
    enrolledAt: r.enrolledAt,
    completedAt: r.completedAt,
  }));
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Compares one column; an empty grade sorts after every score in either order. */
function compareBy(sort: NonNullable<RosterFilters['sort']>): (a: StudentRow, b: StudentRow) => number {
  switch (sort) {
    case 'progress':
      return (a, b) => a.progress - b.progress;
    case 'lastAccess':
      return (a, b) => a.lastAccess.localeCompare(b.lastAccess);
    case 'grade':
      return (a, b) => (a.grade ?? -1) - (b.grade ?? -1);
    default:
      return (a, b) => collator.compare(a[sort], b[sort]);
  }
}

/**
 * Relevance of a row to a search (lower is better): the student's whole name is the
 * search, then every word is in the name (the last as a prefix), then the rest (a word
 * matched in the e-mail or the course title).
 */
function relevanceOf(terms: SearchTerm[]): (row: StudentRow) => number {
  const text = searchText(terms);
  return (row) => {
    const name = searchText(searchTerms(row.name).map((t) => ({ ...t, prefix: false })));
    if (name === text) return 0;
    const words = name.split(' ');
    return terms.every((t) => words.some((w) => (t.prefix ? w.startsWith(t.word) : w === t.word))) ? 1 : 2;
  };
}

/** Rows already match the search (the query did it); sorted by the column, or by relevance when searching without one. */
function sortRows(rows: LoadedRow[], filters: RosterFilters): LoadedRow[] {
  const terms = searchTerms(filters.q);
  const sort = filters.sort ?? (terms.length > 0 ? undefined : 'name');
  let primary: (a: StudentRow, b: StudentRow) => number;
  if (sort) primary = compareBy(sort);
  else {
    const relevance = relevanceOf(terms);
    const score = new Map(rows.map((r) => [r, relevance(r)]));
    primary = (a, b) => score.get(a as LoadedRow)! - score.get(b as LoadedRow)!;
  }
  const direction = sort && filters.order === 'desc' ? -1 : 1;
  // Ties: by name, then course, then id, so pages never overlap or skip a row.
  return rows.sort((a, b) => direction * primary(a, b) || collator.compare(a.name, b.name) || collator.compare(a.course, b.course) || a.id.localeCompare(b.id));
}

const toStudentRow = ({ id, studentId, name, email, courseId, course, progress, lastAccess, status, grade }: LoadedRow): StudentRow => ({
  id, studentId, name, email, courseId, course, progress, lastAccess, status, grade,
});

export async function listRoster(ctx: AppContext, teacherId: string, query: RosterQuery): Promise<RosterPage> {
  const rows = sortRows(await loadRoster(ctx, teacherId, query), query);
  const start = (query.page - 1) * query.pageSize;
  return { rows: rows.slice(start, start + query.pageSize).map(toStudentRow), total: rows.length, page: query.page, pageSize: query.pageSize };
}

/** The filtered rows (every page) as CSV, named after the day. */
export async function exportRoster(ctx: AppContext, teacherId: string, filters: RosterFilters): Promise<{ fileName: string; body: string }> {
  const rows = sortRows(await loadRoster(ctx, teacherId, filters), filters);
  return { fileName: `alunos-${saoPauloDay(ctx.clock.now())}.csv`, body: rosterCsv(rows.map(toStudentRow)) };
}

/** Message to every student of one of the teacher's courses (notices stores and notifies). */
export async function messageCourse(ctx: AppContext, teacher: AuthUser, courseId: string, message: string) {
  return sendCourseMessage(ctx, teacher, { courseId, message });
}

// ── Analytics ────────────────────────────────────────────────────────────────

export async function getAnalytics(ctx: AppContext, teacherId: string, days: AnalyticsPeriod): Promise<TeacherAnalytics> {
  const now = ctx.clock.now();
  const today = saoPauloDay(now);
  const fromDay = shiftDay(today, -(days - 1));
  const since = saoPauloDayStart(fromDay);
  const [courses, roster] = await Promise.all([listCoursesOfTeacher(ctx.db, teacherId), loadRoster(ctx, teacherId)]);
  // Courses with students (drafts and unpublished ones have none and would only show zeros).
  const withStudents = new Set(roster.map((r) => r.courseId));
  const courseIds = courses.filter((c) => withStudents.has(c.id)).map((c) => c.id);

  const [secondsByDay, activeStudents, bestScores, cohortCompletions, lessons, lastStudy] = await Promise.all([
    sumStudySecondsByDay(ctx.db, courseIds, fromDay),
    countStudyingStudents(ctx.db, courseIds, fromDay),
    listBestScores(ctx.db, courseIds, since),
    countLessonCompletionsOfCohort(ctx.db, courseIds, since),
    listLessonsInOrder(ctx.db, courseIds),
    listLastStudyDays(ctx.db, courseIds),
  ]);
  const lastStudyDayOf = new Map(lastStudy.map((s) => [`${s.userId}\u0000${s.courseId}`, s.lastDay]));

  const inPeriod = (iso: string | null) => iso !== null && iso >= since;
  const { bucket, buckets } = bucketsOf(fromDay, today, days);
  const timeline = buckets.map((b) => ({ ...b, enrollments: 0, completions: 0, studySeconds: 0 }));
  for (const r of roster) {
    if (inPeriod(r.enrolledAt)) timeline[bucketIndex(buckets, saoPauloDayOf(r.enrolledAt))].enrollments++;
    if (inPeriod(r.completedAt)) timeline[bucketIndex(buckets, saoPauloDayOf(r.completedAt!))].completions++;
  }
  for (const { day, seconds } of secondsByDay) timeline[bucketIndex(buckets, day)].studySeconds += seconds;

  const completedByLesson = new Map(cohortCompletions.map((c) => [c.lessonId, c.students]));
  const courseAnalytics = courses
    .filter((c) => withStudents.has(c.id))
    .sort((a, b) => collator.compare(a.title, b.title))
    .map((c) => {
      const rows = roster.filter((r) => r.courseId === c.id);
      return {
        courseId: c.id,
        title: c.title,
        enrollments: rows.filter((r) => inPeriod(r.enrolledAt)).length,
        completions: rows.filter((r) => inPeriod(r.completedAt)).length,
        funnel: lessons.filter((l) => l.courseId === c.id).map((l) => ({ lessonId: l.id, title: l.title, students: completedByLesson.get(l.id) ?? 0 })),
      };
    });

  // At risk: enrolled for more than the idle window, not finished, under 50 %, no study in the last 7 days.
  const idleSince = shiftDay(today, -(AT_RISK_IDLE_DAYS - 1));
  const enrolledBefore = new Date(now.getTime() - AT_RISK_IDLE_DAYS * DAY_MS).toISOString();
  const atRisk = roster
    .map((r) => ({ ...r, lastStudyDay: lastStudyDayOf.get(`${r.studentId}\u0000${r.courseId}`) ?? null }))
    .filter((r) => r.completedAt === null && r.progress < AT_RISK_PROGRESS_BELOW && r.enrolledAt < enrolledBefore && (r.lastStudyDay === null || r.lastStudyDay < idleSince))
    .sort((a, b) => (a.lastStudyDay ?? '').localeCompare(b.lastStudyDay ?? '') || collator.compare(a.name, b.name) || a.id.localeCompare(b.id));

  const scores = bestScores.map((s) => s.best);
  return {
    days,
    from: fromDay,
    to: today,
    kpis: {
      enrollments: timeline.reduce((sum, b) => sum + b.enrollments, 0),
      completions: timeline.reduce((sum, b) => sum + b.completions, 0),
      studySeconds: timeline.reduce((sum, b) => sum + b.studySeconds, 0),
      averageBestScore: scores.length > 0 ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      activeStudents,
    },
    bucket,
    timeline,
    courses: courseAnalytics,
    atRisk: atRisk.slice(0, AT_RISK_LIST_LIMIT).map((r) => ({
      studentId: r.studentId, name: r.name, email: r.email, courseId: r.courseId, course: r.course, progress: r.progress, lastStudyDay: r.lastStudyDay,
    })),
    atRiskTotal: atRisk.length,
  };
}
