import type { CourseFilters } from '#contracts/courses';
import type { Dashboard, Enrollment, FavoriteCourse, LessonCompletionResult, Note } from '#contracts/learning';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { saoPauloDay } from '#server/lib/clock';
import { newId } from '#server/lib/ids';
import { issueCertificateIfComplete } from '#server/modules/certificates/certificates.service';
import {
  accessOf,
  courseStatesOf,
  countLessons,
  getCourseOutline,
  hasSearch,
  listCourseCardsByIds,
  listNewestCourseCards,
  requireApprovedCourse,
  requireLesson,
  requireStudyAccess,
  searchCourseCards,
  toCourseCards,
} from '#server/modules/courses/courses.service';
import * as repo from './learning.repository.ts';
import { eraseLearningData, learningDataOf } from './personal-data.ts';

/** Cards in the 'Novos Cursos' row. */
const ROW_SIZE = 8;

interface Logger {
  error(obj: unknown, msg?: string): void;
}

/**
 * The dashboard: the stats (whatever the filters) and two rows (filtered); 'Recomendados Para
 * Você' is its own call (recommendations.service.ts).
 * - 'Continue Assistindo': enrolled, not 'concluido' (a course waiting for its exam stays), last opened first.
 * - 'Cursos Ativos': enrollments not 'concluido' (same rule, whatever the filters).
 * - 'Novos Cursos': newest approved first.
 */
export async function getDashboard(ctx: AppContext, userId: string, filters: CourseFilters): Promise<Dashboard> {
  const [counts, enrollments] = await Promise.all([repo.dashboardCounts(ctx.db, userId), repo.listEnrollmentsWithCourses(ctx.db, userId)]);
  // What the rows show, never the whole catalogue: the newest few, then the student's own
  // courses not among them (a search's matches are bounded by the search). Newest come first,
  // so 'Novos Cursos' is the first ROW_SIZE either way: fewer than that means the filters
  // left fewer courses, the student's among them.
  // The cards and the states of the student's courses are read side by side: each is a round
  // trip to the database, which a busy server answers late.
  const [rows, states] = await Promise.all([
    hasSearch(filters)
      ? searchCourseCards(ctx, userId, filters)
      : Promise.all([
          listNewestCourseCards(ctx, userId, filters, ROW_SIZE),
          listCourseCardsByIds(ctx, userId, enrollments.map((e) => e.courseId), filters),
        ]).then(([newest, own]) => [...newest, ...own.filter((row) => !newest.some((n) => n.id === row.id))]),
    courseStatesOf(ctx, userId, enrollments),
  ]);
  // A course taken out of the catalogue is no longer studied (it stays in the history).
  const activeCourses = enrollments.filter((e) => e.courseStatus !== 'unpublished' && states.get(e.courseId) !== 'concluido').length;
  const cardList = await toCourseCards(ctx, userId, rows, states);
  const cards = rows.map((row, i) => ({ row, card: cardList[i] }));

  const continueWatching = cards
    .filter(({ card }) => card.state === 'em-andamento' || card.state === 'simulado-pendente')
    .sort((a, b) => (b.row.lastAccessedAt ?? '').localeCompare(a.row.lastAccessedAt ?? ''))
    .map(({ card }) => card);

  // rows come newest first (approved_at desc)
  const newCourses = cards.slice(0, ROW_SIZE).map(({ card }) => card);

  return {
    stats: { activeCourses, certificates: counts.certificates, minutesStudied: Math.floor(counts.secondsStudied / 60) },
    continueWatching,
    newCourses,
  };
}

/** The one "is this student taught by this teacher" check (profiles, teacher messages). */
export async function isStudentOfTeacher(ctx: AppContext, studentId: string, teacherId: string, courseId?: string): Promise<boolean> {
  return repo.isStudentOfTeacher(ctx.db, studentId, teacherId, courseId);
}

/** Ids of the lessons of the course the student completed (the course page's ticks). */
export async function listCompletedLessonIds(ctx: AppContext, userId: string, courseId: string): Promise<Set<string>> {
  return repo.listCompletedLessonIds(ctx.db, userId, courseId);
}

export async function isLessonCompleted(ctx: AppContext, userId: string, lessonId: string): Promise<boolean> {
  return repo.isLessonCompleted(ctx.db, userId, lessonId);
}

function toEnrollment(row: { courseId: string; enrolledAt: string; lastAccessedAt: string; progressPercent: number; completedAt: string | null }): Enrollment {
  return { courseId: row.courseId, enrolledAt: row.enrolledAt, lastAccessedAt: row.lastAccessedAt, progressPercent: row.progressPercent, completedAt: row.completedAt };
}

/** Opening a course enrolls the student (once) and records the access. */
export async function openCourse(ctx: AppContext, userId: string, courseId: string): Promise<Enrollment> {
  await requireStudyAccess(ctx, userId, courseId);
  await repo.upsertEnrollment(ctx.db, { id: newId(), userId, courseId, at: ctx.clock.now().toISOString() });
  const enrollment = await repo.findEnrollment(ctx.db, userId, courseId);
  return toEnrollment(enrollment!);
}

/**
 * Completes a lesson and stores the course progress (completed ÷ lessons, rounded down so
 * 100 % means every lesson). Idempotent. The certificate check runs after the commit.
 */
export async function completeLesson(ctx: AppContext, userId: string, courseId: string, lessonId: string, log?: Logger): Promise<LessonCompletionResult> {
  await requireStudyAccess(ctx, userId, courseId);
  await requireLesson(ctx, courseId, lessonId);
  const now = ctx.clock.now().toISOString();
  const result = await ctx.db.transaction().execute(async (trx) => {
    await repo.upsertEnrollment(trx, { id: newId(), userId, courseId, at: now });
    await repo.insertLessonCompletion(trx, { userId, lessonId, courseId, completedAt: now });
    const total = await countLessons(ctx, courseId, trx);
    const done = await repo.countCompletedLessons(trx, userId, courseId);
    const enrollment = await repo.findEnrollment(trx, userId, courseId);
    const progressPercent = total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 0;
    const courseCompletedAt = total > 0 && done >= total ? (enrollment?.completedAt ?? now) : null;
    await repo.updateEnrollmentProgress(trx, userId, courseId, { progressPercent, completedAt: courseCompletedAt, lastAccessedAt: now });
    return { lessonId, progressPercent, completedLessons: done, totalLessons: total, courseCompletedAt };
  });
  try {
    await issueCertificateIfComplete(ctx, userId, courseId);
  } catch (error) {
    // The completion is committed; a failed certificate check must not undo or hide it.
    log?.error({ err: error, userId, courseId }, 'certificate check after lesson completion failed');
  }
  return result;
}

/**
 * Adds study time for today (São Paulo). A heartbeat is credited at most the time elapsed
 * since the student's previous credited one, so time is never counted twice: the previous
 * one is a row (every instance sees it), moved with a compare-and-set, so two tabs on two
 * instances at the same moment credit the shared time once.
 */
export async function recordStudyTime(ctx: AppContext, userId: string, courseId: string, seconds: number) {
  await requireStudyAccess(ctx, userId, courseId);
  const now = ctx.clock.now();
  const day = saoPauloDay(now);
  const credited = await creditHeartbeat(ctx, userId, now.getTime(), seconds);
  if (credited > 0) await repo.addStudySeconds(ctx.db, { userId, courseId, day, seconds: credited });
  return { day, secondsToday: await repo.secondsStudiedOnDay(ctx.db, userId, day), secondsCredited: credited };
}

/** The seconds this heartbeat may add (0 when another one already covered them). */
async function creditHeartbeat(ctx: AppContext, userId: string, at: number, seconds: number): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const previous = await repo.findStudyHeartbeat(ctx.db, userId);
    if (previous === undefined) {
      if (await repo.insertStudyHeartbeat(ctx.db, userId, at)) return seconds;
      continue; // another heartbeat made the row first: credit against it
    }
    const credited = Math.max(0, Math.min(seconds, Math.floor((at - previous) / 1000)));
    if (credited === 0) return 0;
    if (await repo.moveStudyHeartbeat(ctx.db, userId, previous, at)) return credited;
  }
  return 0; // lost every race: the heartbeats that won counted this time
}

/** The student's own notes of a course (readable even if a premium subscription ended). */
export async function listNotes(ctx: AppContext, userId: string, courseId: string): Promise<Note[]> {
  await requireApprovedCourse(ctx, userId, courseId);
  return repo.listNotes(ctx.db, userId, courseId);
}

export async function saveNote(ctx: AppContext, userId: string, courseId: string, lessonId: string, content: string): Promise<Note> {
  await requireStudyAccess(ctx, userId, courseId);
  await requireLesson(ctx, courseId, lessonId);
  const updatedAt = ctx.clock.now().toISOString();
  await repo.upsertNote(ctx.db, { userId, courseId, lessonId, content, updatedAt });
  return { courseId, lessonId, content, updatedAt };
}

const exportDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Notes as Markdown: a section per module and per lesson, in course order. A premium course
 * the student cannot open (no or an ended subscription) lists only the lessons they wrote
 * notes on: their own notes stay theirs, the rest of the outline is not theirs to read.
 */
export async function exportNotes(ctx: AppContext, userId: string, courseId: string) {
  const course = await requireApprovedCourse(ctx, userId, courseId);
  const [{ modules, lessons }, notes, access] = await Promise.all([getCourseOutline(ctx, courseId), repo.listNotes(ctx.db, userId, courseId), accessOf(ctx, userId, course)]);
  const noteOf = new Map(notes.map((n) => [n.lessonId, n.content.trim()]));
  const listed = access === 'granted' ? lessons : lessons.filter((l) => noteOf.has(l.id));
  const lines = [`# Anotações — ${course.title}`, '', `Professor: ${course.instructorName}  `, `Exportado em ${exportDate.format(ctx.clock.now())}`, ''];
  modules.forEach((module, moduleIndex) => {
    const moduleLessons = listed.filter((l) => l.moduleId === module.id);
    if (moduleLessons.length === 0 && access !== 'granted') return;
    lines.push(`## Módulo ${moduleIndex + 1}: ${module.title}`, '');
    for (const lesson of moduleLessons) {
      lines.push(`### ${lesson.title}`, '', noteOf.get(lesson.id) || '_Sem anotações._', '');
    }
  });
  if (listed.length === 0) lines.push('_Sem anotações._', '');
  return { fileName: `${slugify(course.title) || 'curso'}-anotacoes.md`, body: `${lines.join('\n').trimEnd()}\n` };
}

export async function listFavorites(ctx: AppContext, userId: string): Promise<FavoriteCourse[]> {
  const favorites = await repo.listFavorites(ctx.db, userId);
  // Only approved courses are cards: a favourite whose course left the catalogue is not listed.
  const rows = await listCourseCardsByIds(ctx, userId, favorites.map((f) => f.courseId));
  const cards = new Map((await toCourseCards(ctx, userId, rows)).map((card) => [card.id, card]));
  return favorites.flatMap((favorite) => {
    const card = cards.get(favorite.courseId);
    return card ? [{ ...card, favoritedAt: favorite.createdAt }] : [];
  });
}

export async function addFavorite(ctx: AppContext, userId: string, courseId: string) {
  await requireApprovedCourse(ctx, userId, courseId);
  await repo.addFavorite(ctx.db, { userId, courseId, createdAt: ctx.clock.now().toISOString() });
}

export async function removeFavorite(ctx: AppContext, userId: string, courseId: string) {
  await requireApprovedCourse(ctx, userId, courseId);
  await repo.removeFavorite(ctx.db, userId, courseId);
}

// ---------------------------------------------------------------- for the history page

export async function listEnrollmentsWithCourses(ctx: AppContext, userId: string) {
  return repo.listEnrollmentsWithCourses(ctx.db, userId);
}

/** Seconds studied per course id, all time. */
export async function sumStudyTimeByCourse(ctx: AppContext, userId: string) {
  return repo.sumStudyTimeByCourse(ctx.db, userId);
}

/** Seconds studied per São Paulo day (YYYY-MM-DD), newest first; from `since` (a day) on when given. */
export async function sumStudyTimeByDay(ctx: AppContext, userId: string, since?: string) {
  return repo.sumStudyTimeByDay(ctx.db, userId, since);
}

/** Whether the student is enrolled and how many of the course's lessons they completed; `db` may be the caller's transaction. */
export async function getLessonProgress(ctx: AppContext, userId: string, courseId: string, db = ctx.db) {
  return repo.findLessonProgress(db, userId, courseId);
}

// ── Teacher authoring (issue 12) ──────────────────────────────────────────────

/** Enrolments (the teacher's "students") per course. */
export async function countEnrollmentsByCourse(ctx: AppContext, courseIds: string[]): Promise<Map<string, number>> {
  return repo.countEnrollmentsByCourse(ctx.db, courseIds);
}

/** After a teacher adds or removes lessons: progress = completed current lessons ÷ current lessons. */
export async function recomputeCourseProgress(ctx: AppContext, courseId: string): Promise<void> {
  await repo.recomputeCourseProgress(ctx.db, courseId, await countLessons(ctx, courseId));
}

// The teaching module's roster and analytics read enrolments, completions and study time through this door.
export {
  averageBestScoreSince, compareRosterKeys, countEnrolmentsByCourseSince, countEnrolmentsByDay, countLessonCohort, countMatchEnrolmentsUpTo, countRosterRows, countRosterRowsOfCourses, countStudentMatchesUpTo, countStudyingStudents, countWalkedRosterMatches, listAtRiskEnrolments, listCourseTitleHits, listRosterKeysOfStudents, listRosterMatches, listRosterRowsByIds, listStudentIdsOfCourse, pageRosterRows, ROSTER_ORDERS, rosterKeyOf, rosterRowMatches, walkRosterMatches, sumStudySecondsByDay,
} from './teacher-reports.repository.ts';
export type { RosterKey, RosterKeyRow, RosterOrder, RosterRow, RosterScope } from './teacher-reports.repository.ts';
// ── Notice publishing (issue 12 item 7): who the students of a course are ─────

/** The courses the student is enrolled in (the board shows what was published for them). */
export async function listEnrolledCourseIds(ctx: AppContext, userId: string): Promise<string[]> {
  return repo.listEnrolledCourseIds(ctx.db, userId);
}

/** Enrolments, completions, study time, notes and favourites of one person (LGPD export). */
export async function exportLearningData(ctx: Pick<AppContext, 'db'>, userId: string) {
  return learningDataOf(ctx.db, userId);
}

/** Erasure: progress, study time, notes and favourites (`db`: the erasure's transaction). */
export async function eraseLearning(db: Db, userId: string) {
  await eraseLearningData(db, userId);
}
