import {
  CATALOGUE_PAGE_SIZE,
  DURATION_RANGE_HOURS,
  INSTRUCTOR_OPTIONS_LIMIT,
  type Category,
  type CourseAccess,
  type CourseCard,
  type CourseCatalogue,
  type CourseDetail,
  type CourseFilters,
  type CourseLockReason,
  type CourseState,
  type InstructorOption,
  type InstructorQuery,
  type Lesson,
} from '#contracts/courses';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { courseMatches, courseTitlesLike, searchTerms, userRowMatches } from '#server/db/search';
import { AppError } from '#server/lib/app-error';
import { renderMarkdown } from '#server/lib/markdown';
import { getSubscriptionAccess } from '#server/modules/billing/billing.service';
import { certificateIdByCourse } from '#server/modules/certificates/certificates.service';
import { bestScoresByCourse, findQuizIdOfCourse } from '#server/modules/exams/exams.service';
import { openMaterialFile } from './course-materials.service.ts';
import * as repo from './courses.repository.ts';
import { authoredCoursesOf, passCoursesTo } from './personal-data.ts';

const COURSE_NOT_FOUND = 'Curso não encontrado.';

/**
 * A premium course the student may not study. Answered as 403 `{ message, reason }` (the
 * contract's CourseLockedErrorSchema), so the page knows which overlay to show.
 */
export class CourseLockedError extends AppError {
  constructor(public readonly reason: CourseLockReason) {
    super(
      'forbidden',
      reason === 'premium'
        ? 'Este curso é exclusivo para assinantes. Assine um plano para acessar as aulas.'
        : 'Sua assinatura expirou. Renove para continuar acessando este curso.',
      { reason },
    );
    this.name = 'CourseLockedError';
  }
}

/**
 * The state of each of the student's courses (contracts' CourseStateSchema): 'concluido'
 * once the certificate is issued (the issuer issues it exactly when every requirement is
 * met), or when every lesson is done and the exam is passed or there is none;
 * 'simulado-pendente' when every lesson is done and the exam is still to pass. Courses missing from `enrollments`
 * are 'nao-iniciado'.
 */
export async function courseStatesOf(
  ctx: AppContext,
  userId: string,
  enrollments: ReadonlyArray<{ courseId: string; enrolledAt: string | null; completedAt: string | null }>,
): Promise<Map<string, CourseState>> {
  const enrolled = enrollments.filter((e) => e.enrolledAt !== null);
  const states = new Map<string, CourseState>();
  if (enrolled.length === 0) return states;
  const certificates = await certificateIdByCourse(ctx, userId);
  // Only courses with every lesson done and no certificate need their exam looked up (few).
  const waiting = enrolled.filter((e) => e.completedAt !== null && !certificates.has(e.courseId));
  const [quizIds, scores] =
    waiting.length === 0 ? [[], new Map()] : await Promise.all([Promise.all(waiting.map((e) => findQuizIdOfCourse(ctx, e.courseId))), bestScoresByCourse(ctx, userId)]);
  const examPending = new Map(waiting.map((e, i) => [e.courseId, quizIds[i] !== null && (scores.get(e.courseId)?.bestPassing ?? null) === null]));
  for (const e of enrolled) {
    if (certificates.has(e.courseId)) states.set(e.courseId, 'concluido');
    else if (e.completedAt === null) states.set(e.courseId, 'em-andamento');
    else states.set(e.courseId, examPending.get(e.courseId) ? 'simulado-pendente' : 'concluido');
  }
  return states;
}

const stateRowOf = (row: repo.CourseCardRow) => ({ courseId: row.id, enrolledAt: row.enrolledAt ?? null, completedAt: row.completedAt ?? null });

/** Rows as the student's cards, each with its state (`states`: already computed by the caller, from courseStatesOf). */
export async function toCourseCards(ctx: AppContext, userId: string, rows: repo.CourseCardRow[], known?: Map<string, CourseState>): Promise<CourseCard[]> {
  const states = known ?? (await courseStatesOf(ctx, userId, rows.map(stateRowOf)));
  return rows.map((row) => toCourseCard(row, states.get(row.id) ?? 'nao-iniciado'));
}

function toCourseCard(row: repo.CourseCardRow, state: CourseState): CourseCard {
  return {
    id: row.id,
    title: row.title,
    thumbnail: row.thumbnail,
    category: row.category as Category,
    instructorId: row.instructorId,
    instructorName: row.instructorName,
    durationMinutes: row.durationMinutes,
    rating: Number(row.rating),
    isPremium: row.isPremium === 1,
    progress: row.progressPercent ?? 0,
    lastAccessedAt: row.lastAccessedAt ?? null,
    state,
  };
}

/**
 * The sheet's filters as a query: the full 0–100 h range is no filter; 100 h means "or
 * more"; a minimum rating of 0 is no filter.
 */
function toCardFilters(filters: CourseFilters): repo.CourseCardFilters {
  return {
    category: filters.category,
    instructorId: filters.instructor,
    minMinutes: filters.minHours !== undefined && filters.minHours > DURATION_RANGE_HOURS.min ? filters.minHours * 60 : undefined,
    maxMinutes: filters.maxHours !== undefined && filters.maxHours < DURATION_RANGE_HOURS.max ? filters.maxHours * 60 : undefined,
    minRating: filters.minRating ? filters.minRating : undefined,
  };
}

/**
 * The approved courses the search finds, as cards for the student, filtered: in the database's
 * full-text index (title, instructor, category, description; accents and case ignored; the last
 * word may be a prefix), best match first; on PostgreSQL, a search that finds nothing is tried
 * again by trigram similarity of the titles (misspellings). No words, no courses: the lists
 * without a search are paged (pageCourseCards, listNewestCourseCards).
 */
export async function searchCourseCards(ctx: AppContext, userId: string, filters: CourseFilters): Promise<repo.CourseCardRow[]> {
  const terms = searchTerms(filters.q);
  if (terms.length === 0) return [];
  const found = await repo.searchCourseCards(ctx.db, userId, toCardFilters(filters), courseMatches(ctx.db, terms));
  if (found.length > 0) return found;
  const similar = await courseTitlesLike(ctx.db, terms);
  return similar ? repo.searchCourseCards(ctx.db, userId, toCardFilters(filters), similar) : found;
}

/**
 * The catalogue's first page and how many courses were found, the search's (ranked, as
 * searchCourseCards) or the whole catalogue's (newest approved first). Either way only the
 * page is read as cards; the total is counted from the indexes.
 */
export async function searchCatalogue(ctx: AppContext, userId: string, filters: CourseFilters): Promise<CourseCatalogue> {
  const cardFilters = toCardFilters(filters);
  const terms = searchTerms(filters.q);
  let page: { rows: repo.CourseCardRow[]; total: number };
  if (terms.length === 0) page = await repo.pageCourseCards(ctx.db, userId, cardFilters, CATALOGUE_PAGE_SIZE);
  else {
    page = await repo.pageSearchedCourseCards(ctx.db, userId, cardFilters, courseMatches(ctx.db, terms), CATALOGUE_PAGE_SIZE);
    const similar = page.total === 0 ? await courseTitlesLike(ctx.db, terms) : null;
    if (similar) page = await repo.pageSearchedCourseCards(ctx.db, userId, cardFilters, similar, CATALOGUE_PAGE_SIZE);
  }
  return { items: await toCourseCards(ctx, userId, page.rows), total: page.total };
}

/** The newest approved courses offered to the student, filtered (the dashboard's 'Novos Cursos'; the search text is not applied). */
export async function listNewestCourseCards(ctx: AppContext, userId: string, filters: CourseFilters, limit: number): Promise<repo.CourseCardRow[]> {
  return repo.listNewestCourseCards(ctx.db, userId, toCardFilters(filters), limit);
}

/** Whether the filters hold a search (words the index can match). */
export const hasSearch = (filters: CourseFilters) => searchTerms(filters.q).length > 0;

/** The filter's teachers with courses in the catalogue, by name: the first page, those matching `q`, or the one of `id`. */
export async function listInstructors(ctx: AppContext, query: InstructorQuery): Promise<InstructorOption[]> {
  const terms = searchTerms(query.q);
  return repo.listInstructorsWithCourses(ctx.db, { matches: terms.length > 0 ? userRowMatches(ctx.db, 'u', terms) : undefined, id: query.id, limit: INSTRUCTOR_OPTIONS_LIMIT });
}

/** Title and instructor of a course, whatever its status (a teacher writes about their own courses). */
export async function findCourseSummary(ctx: AppContext, id: string) {
  return repo.findCourseSummary(ctx.db, id);
}

/**
 * Approved courses with these ids as the student's cards (any order; unknown ids are left out),
 * narrowed by the sheet's filters when given (the search text is not applied here).
 */
export async function listCourseCardsByIds(ctx: AppContext, userId: string, courseIds: string[], filters: CourseFilters = {}): Promise<repo.CourseCardRow[]> {
  return courseIds.length === 0 ? [] : repo.listCourseCardsByIds(ctx.db, userId, courseIds, toCardFilters(filters));
}

/**
 * The approved course, for a student who may see it: 404 when there is none; 409 for a
 * student not enrolled in a course whose teacher is suspended (no longer offered to new
 * students; those enrolled keep it).
 */
export async function requireApprovedCourse(ctx: AppContext, userId: string, courseId: string): Promise<repo.CourseRow> {
  const course = await repo.findCourseCard(ctx.db, userId, courseId);
  if (!course) throw new AppError('not-found', COURSE_NOT_FOUND);
  if (course.instructorStatus === 'suspenso' && course.enrolledAt === null) {
    throw new AppError('conflict', 'Este curso não está recebendo novas matrículas no momento. Escolha outro curso no catálogo.');
  }
  return course;
}

export async function accessOf(ctx: AppContext, userId: string, course: Pick<repo.CourseCardRow, 'isPremium'>): Promise<CourseAccess> {
  if (course.isPremium !== 1) return 'granted';
  const subscription = await getSubscriptionAccess(ctx.db, userId, ctx.clock.now());
  if (subscription === 'active') return 'granted';
  return subscription === 'expired' ? 'expired' : 'premium';
}

/** The course, if it exists and the student may study it; otherwise 404 or CourseLockedError. */
export async function requireStudyAccess(ctx: AppContext, userId: string, courseId: string): Promise<repo.CourseRow> {
  const course = await requireApprovedCourse(ctx, userId, courseId);
  const access = await accessOf(ctx, userId, course);
  if (access !== 'granted') throw new CourseLockedError(access);
  return course;
}

/**
 * The student's completed lessons. Lesson completions belong to the learning module, which
 * depends on this one (learning → courses), so the route passes learning's readers in.
 */
export interface CompletedLessons {
  ofCourse(userId: string, courseId: string): Promise<Set<string>>;
  has(userId: string, lessonId: string): Promise<boolean>;
}

export async function getCourseDetail(ctx: AppContext, userId: string, courseId: string, completedLessons: CompletedLessons): Promise<CourseDetail> {
  const course = await requireApprovedCourse(ctx, userId, courseId);
  const access = await accessOf(ctx, userId, course);
  const [modules, lessons, completed, materials, quizId, states] = await Promise.all([
    repo.listModules(ctx.db, courseId),
    repo.listLessonOutlines(ctx.db, courseId),
    completedLessons.ofCourse(userId, courseId),
    access === 'granted' ? repo.listMaterials(ctx.db, courseId) : Promise.resolve([]),
    findQuizIdOfCourse(ctx, courseId),
    courseStatesOf(ctx, userId, [stateRowOf(course)]),
  ]);
  const outline =
    access === 'granted'
      ? modules.map((module) => ({
          id: module.id,
          title: module.title,
          position: module.position,
          lessons: lessons
            .filter((lesson) => lesson.moduleId === module.id)
            .map((lesson) => ({ id: lesson.id, title: lesson.title, durationMinutes: lesson.durationMinutes, position: lesson.position, completed: completed.has(lesson.id) })),
        }))
      : [];
  return {
    course: { ...toCourseCard(course, states.get(courseId) ?? 'nao-iniciado'), description: course.description },
    access,
    modules: outline,
    materials,
    quizId,
    totalLessons: lessons.length,
    completedLessons: lessons.filter((lesson) => completed.has(lesson.id)).length,
    enrolled: course.enrolledAt !== null,
    completedAt: course.completedAt ?? null,
  };
}

export async function getLesson(ctx: AppContext, userId: string, courseId: string, lessonId: string, completedLessons: CompletedLessons): Promise<Lesson> {
  await requireStudyAccess(ctx, userId, courseId);
  const lesson = await requireLesson(ctx, courseId, lessonId);
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    moduleId: lesson.moduleId,
    title: lesson.title,
    durationMinutes: lesson.durationMinutes,
    contentHtml: renderMarkdown(lesson.content, 'lesson'),
    videoUrl: lesson.videoUrl,
    completed: await completedLessons.has(userId, lesson.id),
  };
}

export async function readMaterial(ctx: AppContext, userId: string, courseId: string, materialId: string) {
  const course = await requireStudyAccess(ctx, userId, courseId);
  const material = await repo.findMaterial(ctx.db, courseId, materialId);
  if (!material) throw new AppError('not-found', 'Material não encontrado.');
  // The course row carries the student's enrollment (one query, see selectCourseCards).
  if (course.enrolledAt === null) {
    throw new AppError('forbidden', 'Abra o curso para se matricular antes de baixar os materiais.');
  }
  return openMaterialFile(ctx, material);
}

/** The lesson, if it belongs to the course; otherwise 404. */
export async function requireLesson(ctx: AppContext, courseId: string, lessonId: string) {
  const lesson = await repo.findLesson(ctx.db, courseId, lessonId);
  if (!lesson) throw new AppError('not-found', 'Aula não encontrada.');
  return lesson;
}

/** Modules and lesson titles in course order (no lesson content). */
export async function getCourseOutline(ctx: AppContext, courseId: string) {
  const [modules, lessons] = await Promise.all([repo.listModules(ctx.db, courseId), repo.listLessonOutlines(ctx.db, courseId)]);
  return { modules, lessons };
}

/** How many lessons the course has; `db` may be the caller's transaction. */
export async function countLessons(ctx: AppContext, courseId: string, db = ctx.db): Promise<number> {
  return repo.countLessons(db, courseId);
}

/** Title and workload of a course, whatever its status (its certificate states them); `db` may be the caller's transaction. */
export async function findCourseWorkload(ctx: AppContext, courseId: string, db = ctx.db) {
  const course = await repo.findCourseSummary(db, courseId);
  return course ? { id: course.id, title: course.title, durationMinutes: course.durationMinutes } : null;
}

// The quiz editor (exams module) checks a course is the teacher's through this door.
export { findOwnCourse, listOwnCourses } from './course-authoring.service.ts';

// The teaching module's roster and analytics read the teacher's courses and lessons through this door.
export { listCourseTitlesOfTeacher, listLessonsInOrder } from './teacher-reports.repository.ts';

export { countPendingCourses } from './course-counts.service.ts';

/** Courses this person is the teacher of (LGPD export). */
export async function exportAuthoredCourses(ctx: Pick<AppContext, 'db'>, userId: string) {
  return authoredCoursesOf(ctx.db, userId);
}

/** Erasure of a teacher: the courses pass to the admin who inherits them (`db`: the erasure's transaction). */
export async function passCourses(db: Db, userId: string, heirId: string) {
  return passCoursesTo(db, userId, heirId);
}
