import type { Category } from '#contracts/courses';
import type {
  AuthoringCourse,
  CourseInput,
  CourseOrder,
  CourseStatus,
  LessonInput,
  MarkdownPreview,
  ModuleInput,
  TeacherCourse,
  TeacherCourseOption,
  TeacherCourseOptionList,
  TeacherCourseOptionQuery,
  TeacherCoursePage,
  TeacherMaterialPage,
  TeacherMaterialQuery,
  TeacherPageQuery,
} from '#contracts/authoring';
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { COURSE_OPTIONS_LIMIT } from '#contracts/authoring';
import type { AppContext } from '#server/context';
import { courseTitleMatches, searchTerms } from '#server/db/search';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { detectImageType, MIME_BY_EXT } from '#server/lib/file-types';
import { newId } from '#server/lib/ids';
import { renderMarkdown } from '#server/lib/markdown';
import * as repo from './course-authoring.repository.ts';
import * as revisions from './course-revisions.service.ts';

// A teacher writes their own courses. Rules, in docs/decisions/course-revisions-and-quiz-changes.md:
// another teacher's course is a 404 (its existence is not told);
// a course in review is frozen. An approved course's edits go into a new version that
// students see only once the moderation approves it (course-revisions.service.ts).

/**
 * What authoring needs from modules that depend on this one (learning owns enrolments and
 * progress, exams owns quizzes): the routes pass their services in, as courses.routes does.
 */
export interface AuthoringDeps {
  countStudents(courseIds: string[]): Promise<Map<string, number>>;
  countQuizzes(courseIds: string[]): Promise<Map<string, number>>;
  /** After lessons were added or removed: every enrolment's progress against the current lessons. */
  recomputeProgress(courseId: string): Promise<void>;
}

const notFound = () => new AppError('not-found', 'Curso não encontrado.');
/** The category's illustration: a course's thumbnail until the teacher uploads one. */
const categoryThumbnail = (category: string) => `/thumbnails/${category}.svg`;
const moduleNotFound = () => new AppError('not-found', 'Módulo não encontrado.');
const lessonNotFound = () => new AppError('not-found', 'Aula não encontrada.');

/** The teacher's own course, or 404 (another teacher's course is indistinguishable from none). */
async function requireOwnCourse(db: Db, teacherId: string, courseId: string): Promise<repo.AuthoringCourseRow> {
  const course = await repo.findCourse(db, courseId);
  if (!course || course.instructorId !== teacherId) throw notFound();
  return course;
}

/** What the moderator is deciding on (the course, or its new version): content, quiz and materials. */
export function isInReview(course: { status: string; revisionStatus?: string | null }): boolean {
  return course.status === 'pending' || (course.status === 'approved' && course.revisionStatus === 'pending');
}

/** A course in review is what the moderator sees: it stays as submitted until decided. */
export function assertNotInReview(course: { status: string }): void {
  if (isInReview(course)) {
    throw new AppError('conflict', 'O curso está em análise e não pode ser alterado até a decisão da moderação.');
  }
}

export async function requireEditableCourse(db: Db, teacherId: string, courseId: string) {
  const course = await requireOwnCourse(db, teacherId, courseId);
  assertNotInReview(course);
  return course;
}

async function toTeacherCourses(ctx: AppContext, rows: repo.AuthoringCourseRow[], deps: AuthoringDeps): Promise<TeacherCourse[]> {
  const ids = rows.map((row) => row.id);
  const [students, quizzes, materials, lessons] = await Promise.all([
    deps.countStudents(ids),
    deps.countQuizzes(ids),
    repo.countMaterialsByCourse(ctx.db, ids),
    repo.countLessonsByCourse(ctx.db, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category as Category,
    thumbnail: row.thumbnail,
    isPremium: row.isPremium === 1,
    status: row.status as CourseStatus,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    unpublishedReason: row.status === 'unpublished' ? row.unpublishedReason : null,
    submittedAt: row.submittedAt,
    inReview: isInReview(row),
    students: students.get(row.id) ?? 0,
    quizzes: quizzes.get(row.id) ?? 0,
    materials: materials.get(row.id) ?? 0,
    lessons: lessons.get(row.id) ?? 0,
  }));
}

/** One page of the teacher's courses (newest first) with its counts, and how many courses they have. */
export async function listTeacherCourses(ctx: AppContext, teacherId: string, query: TeacherPageQuery, deps: AuthoringDeps): Promise<TeacherCoursePage> {
  const [rows, total] = await Promise.all([
    repo.pageCoursesOfInstructor(ctx.db, teacherId, (query.page - 1) * query.pageSize, query.pageSize),
    repo.countCoursesOfInstructor(ctx.db, teacherId),
  ]);
  return { items: await toTeacherCourses(ctx, rows, deps), total, page: query.page, pageSize: query.pageSize };
}

/** The teacher's courses as choices in a form (newest first): the students are a kept total each. */
/** Courses read per batch while looking for a scope's options (most of a teacher's courses are in every scope). */
const OPTION_BATCH = 50;

/**
 * The teacher's courses for a form (COURSE_OPTIONS_LIMIT of them, newest first, and whether
 * more match): every one, those with students, or those not frozen by a review, narrowed by
 * the words of the title or asked for by id. The scope depends on counts kept by another
 * module, so the courses are read in batches and kept while they belong to it.
 */
export async function listTeacherCourseOptions(ctx: AppContext, teacherId: string, query: TeacherCourseOptionQuery, deps: AuthoringDeps): Promise<TeacherCourseOptionList> {
  const terms = searchTerms(query.q);
  const title = terms.length > 0 ? courseTitleMatches(ctx.db, 'c', terms) : undefined;
  const inScope = (option: TeacherCourseOption) =>
    query.scope === 'withStudents' ? option.students > 0 : query.scope === 'editable' ? !option.inReview : true;
  const items: TeacherCourseOption[] = [];
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const rows = await repo.listCourseOptionsOfInstructor(ctx.db, teacherId, { title, id: query.id, after, limit: OPTION_BATCH });
    const students = await deps.countStudents(rows.map((row) => row.id));
    for (const row of rows) {
      const option = { id: row.id, title: row.title, status: row.status as CourseStatus, inReview: isInReview(row), students: students.get(row.id) ?? 0 };
      if (!inScope(option)) continue;
      if (items.length === COURSE_OPTIONS_LIMIT) return { items, more: true };
      items.push(option);
    }
    if (rows.length < OPTION_BATCH) return { items, more: false };
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export async function getAuthoringCourse(ctx: AppContext, teacherId: string, courseId: string, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireOwnCourse(ctx.db, teacherId, courseId);
  const [[summary], modules, lessons, revision] = await Promise.all([
    toTeacherCourses(ctx, [course], deps),
    repo.listModules(ctx.db, courseId),
    repo.listLessons(ctx.db, courseId),
    course.status === 'approved' && course.revisionStatus ? revisions.findRevision(ctx, courseId) : Promise.resolve(null),
  ]);
  if (revision) {
    // The editor shows the new version; the live course stays what students see.
    const { content } = revision;
    return {
      ...summary,
      title: content.title,
      category: content.category as Category,
      isPremium: content.isPremium,
      description: content.description,
      lessons: content.modules.reduce((n, module) => n + module.lessons.length, 0),
      modules: content.modules.map((module, moduleIndex) => ({
        id: module.id,
        title: module.title,
        position: moduleIndex + 1,
        lessons: module.lessons.map((lesson, lessonIndex) => ({ ...lesson, moduleId: module.id, position: lessonIndex + 1 })),
      })),
      revision: { status: revision.status, rejectionReason: revision.rejectionReason, submittedAt: revision.submittedAt, liveTitle: course.title },
    };
  }
  return {
    ...summary,
    description: course.description,
    modules: modules.map((module) => ({ ...module, lessons: lessons.filter((lesson) => lesson.moduleId === module.id) })),
    revision: null,
  };
}

export async function createCourse(ctx: AppContext, teacherId: string, input: CourseInput, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const id = newId();
  await repo.insertCourse(ctx.db, {
    id,
    title: input.title,
    description: input.description,
    category: input.category,
    thumbnail: categoryThumbnail(input.category),
    instructorId: teacherId,
    isPremium: input.isPremium ? 1 : 0,
    status: 'draft',
    rejectionReason: null,
    submittedAt: null,
    approvedAt: null,
    approvedBy: null,
    createdAt: ctx.clock.now().toISOString(),
    unpublishedReason: null,
    unpublishedAt: null,
    unpublishedBy: null,
  });
  return getAuthoringCourse(ctx, teacherId, id, deps);
}

export async function updateCourse(ctx: AppContext, teacherId: string, courseId: string, input: CourseInput, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  if (course.status === 'approved') {
    await revisions.editRevision(ctx, courseId, (content) => Object.assign(content, { title: input.title, description: input.description, category: input.category, isPremium: input.isPremium }));
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  const thumbnail = course.thumbnail === categoryThumbnail(course.category) ? categoryThumbnail(input.category) : course.thumbnail;
  await repo.updateCourse(ctx.db, courseId, { title: input.title, description: input.description, category: input.category, isPremium: input.isPremium ? 1 : 0, thumbnail });
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

export async function submitCourse(ctx: AppContext, teacherId: string, courseId: string, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireOwnCourse(ctx.db, teacherId, courseId);
  if (course.status === 'pending') throw new AppError('conflict', 'O curso já está em análise.');
  if (course.status === 'approved') {
    await revisions.submitRevision(ctx, courseId);
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  const lessons = await repo.countLessonsByCourse(ctx.db, [courseId]);
  if ((lessons.get(courseId) ?? 0) === 0) throw new AppError('conflict', 'Adicione pelo menos uma aula antes de enviar para análise.');
  if (!(await repo.markSubmitted(ctx.db, courseId, ctx.clock.now().toISOString()))) throw new AppError('conflict', 'O curso já está em análise.');
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

export async function addModule(ctx: AppContext, teacherId: string, courseId: string, input: ModuleInput, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  if (course.status === 'approved') {
    await revisions.editRevision(ctx, courseId, (content) => content.modules.push({ id: newId(), title: input.title, lessons: [] }));
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertModule(trx, { id: newId(), courseId, title: input.title, position: await repo.nextModulePosition(trx, courseId) });
  });
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

export async function renameModule(ctx: AppContext, teacherId: string, courseId: string, moduleId: string, input: ModuleInput, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  if (course.status === 'approved') {
    await revisions.editRevision(ctx, courseId, (content) => {
      draftModule(content, moduleId).title = input.title;
    });
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  if (!(await repo.findModule(ctx.db, courseId, moduleId))) throw moduleNotFound();
  await repo.renameModule(ctx.db, moduleId, input.title);
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

export async function deleteModule(ctx: AppContext, teacherId: string, courseId: string, moduleId: string, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  if (course.status === 'approved') {
    await revisions.editRevision(ctx, courseId, (content) => {
      draftModule(content, moduleId);
      content.modules = content.modules.filter((module) => module.id !== moduleId);
    });
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  if (!(await repo.findModule(ctx.db, courseId, moduleId))) throw moduleNotFound();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteModule(trx, moduleId);
    await repo.refreshCourseDuration(trx, courseId);
  });
  await deps.recomputeProgress(courseId);
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

/** The editor's preview: the lesson's Markdown as the player shows it (nothing is stored). */
export function previewLessonMarkdown(content: string): MarkdownPreview {
  return { html: renderMarkdown(content, 'lesson') };
}

/** A module of the new version, or 404. */
function draftModule(content: revisions.RevisionContent, moduleId: string) {
  const module = content.modules.find((m) => m.id === moduleId);
  if (!module) throw moduleNotFound();
  return module;
}

/** A lesson of the new version with its module, or 404. */
function draftLesson(content: revisions.RevisionContent, lessonId: string) {
  for (const module of content.modules) {
    const index = module.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (index >= 0) return { module, index };
  }
  throw lessonNotFound();
}

const draftLessonValues = (input: LessonInput) => ({ title: input.title, durationMinutes: input.durationMinutes, content: input.content, videoUrl: input.videoUrl === '' ? null : input.videoUrl });

function lessonValues(input: LessonInput) {
  return { moduleId: input.moduleId, title: input.title, durationMinutes: input.durationMinutes, content: input.content, videoUrl: input.videoUrl === '' ? null : input.videoUrl };
}

export async function addLesson(ctx: AppContext, teacherId: string, courseId: string, input: LessonInput, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  if (course.status === 'approved') {
    await revisions.editRevision(ctx, courseId, (content) => draftModule(content, input.moduleId).lessons.push({ id: newId(), ...draftLessonValues(input) }));
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  if (!(await repo.findModule(ctx.db, courseId, input.moduleId))) throw moduleNotFound();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertLesson(trx, { id: newId(), courseId, ...lessonValues(input), position: await repo.nextLessonPosition(trx, input.moduleId) });
    await repo.refreshCourseDuration(trx, courseId);
  });
  await deps.recomputeProgress(courseId);
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

export async function updateLesson(ctx: AppContext, teacherId: string, courseId: string, lessonId: string, input: LessonInput, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  if (course.status === 'approved') {
    await revisions.editRevision(ctx, courseId, (content) => {
      const { module, index } = draftLesson(content, lessonId);
      const target = draftModule(content, input.moduleId);
      const lesson = { id: lessonId, ...draftLessonValues(input) };
      if (target === module) module.lessons[index] = lesson;
      else {
        module.lessons.splice(index, 1);
        target.lessons.push(lesson);
      }
    });
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  const lesson = await repo.findLesson(ctx.db, courseId, lessonId);
  if (!lesson) throw lessonNotFound();
  if (!(await repo.findModule(ctx.db, courseId, input.moduleId))) throw moduleNotFound();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = lesson.moduleId !== input.moduleId;
    await repo.updateLesson(trx, lessonId, { ...lessonValues(input), ...(moved ? { position: await repo.nextLessonPosition(trx, input.moduleId) } : {}) });
    await repo.refreshCourseDuration(trx, courseId);
  });
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

export async function deleteLesson(ctx: AppContext, teacherId: string, courseId: string, lessonId: string, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  if (course.status === 'approved') {
    await revisions.editRevision(ctx, courseId, (content) => {
      const { module, index } = draftLesson(content, lessonId);
      module.lessons.splice(index, 1);
    });
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  if (!(await repo.findLesson(ctx.db, courseId, lessonId))) throw lessonNotFound();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteLesson(trx, lessonId);
    await repo.refreshCourseDuration(trx, courseId);
  });
  await deps.recomputeProgress(courseId);
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

/** A new order for the whole outline; a lesson may move to another module. */
export async function reorderCourse(ctx: AppContext, teacherId: string, courseId: string, order: CourseOrder, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  const moduleIds = order.modules.map((module) => module.id);
  const lessonIds = order.modules.flatMap((module) => module.lessonIds);
  const badOrder = () => new AppError('bad-request', 'A nova ordem deve conter cada módulo e cada aula do curso exatamente uma vez. Recarregue a página e tente de novo.');
  if (course.status === 'approved') {
    await revisions.editRevision(ctx, courseId, (content) => {
      const lessons = new Map(content.modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, lesson] as const)));
      if (!sameSet(moduleIds, content.modules.map((m) => m.id)) || !sameSet(lessonIds, [...lessons.keys()])) throw badOrder();
      const modules = new Map(content.modules.map((module) => [module.id, module]));
      content.modules = order.modules.map((entry) => ({ ...modules.get(entry.id)!, lessons: entry.lessonIds.map((id) => lessons.get(id)!) }));
    });
    return getAuthoringCourse(ctx, teacherId, courseId, deps);
  }
  const [modules, lessons] = await Promise.all([repo.listModules(ctx.db, courseId), repo.listLessons(ctx.db, courseId)]);
  if (!sameSet(moduleIds, modules.map((m) => m.id)) || !sameSet(lessonIds, lessons.map((l) => l.id))) throw badOrder();
  await ctx.db.transaction().execute(async (trx) => {
    for (const [moduleIndex, module] of order.modules.entries()) {
      await repo.setModulePosition(trx, module.id, moduleIndex + 1);
      for (const [lessonIndex, lessonId] of module.lessonIds.entries()) {
        await repo.updateLesson(trx, lessonId, { moduleId: module.id, position: lessonIndex + 1 });
      }
    }
  });
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

// ---------------------------------------------------------------- thumbnail (issue 12 item 2)

const THUMBNAIL_URL_PREFIX = '/api/course-thumbnails/';
const THUMBNAIL_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
const thumbnailDir = (ctx: AppContext) => join(ctx.config.UPLOAD_DIR, 'thumbnails');

/** The stored name of an uploaded thumbnail, or null for the category's illustration. */
function uploadedThumbnailName(thumbnail: string): string | null {
  if (!thumbnail.startsWith(THUMBNAIL_URL_PREFIX)) return null;
  const name = thumbnail.slice(THUMBNAIL_URL_PREFIX.length);
  return THUMBNAIL_NAME.test(name) ? name : null;
}

async function removeStoredThumbnail(ctx: AppContext, thumbnail: string) {
  const name = uploadedThumbnailName(thumbnail);
  if (name) await unlink(join(thumbnailDir(ctx), name)).catch(() => undefined);
}

/** A PNG, JPEG or WebP (by content) becomes the course's thumbnail everywhere its card is shown. */
export async function saveThumbnail(ctx: AppContext, teacherId: string, courseId: string, bytes: Buffer, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  const type = detectImageType(bytes);
  if (!type) throw new AppError('unsupported-media-type', 'Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.');
  const name = `${newId()}.${type.ext}`;
  await mkdir(thumbnailDir(ctx), { recursive: true });
  const handle = await open(join(thumbnailDir(ctx), name), 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await repo.updateCourse(ctx.db, courseId, { thumbnail: `${THUMBNAIL_URL_PREFIX}${name}` });
  await removeStoredThumbnail(ctx, course.thumbnail);
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

export async function removeThumbnail(ctx: AppContext, teacherId: string, courseId: string, deps: AuthoringDeps): Promise<AuthoringCourse> {
  const course = await requireEditableCourse(ctx.db, teacherId, courseId);
  await repo.updateCourse(ctx.db, courseId, { thumbnail: categoryThumbnail(course.category) });
  await removeStoredThumbnail(ctx, course.thumbnail);
  return getAuthoringCourse(ctx, teacherId, courseId, deps);
}

/** An uploaded thumbnail by its generated name (public: a card image, named by the server). */
export async function readThumbnail(ctx: AppContext, name: string): Promise<{ bytes: Buffer; mime: string }> {
  const notFound = new AppError('not-found', 'Imagem não encontrada.');
  if (!THUMBNAIL_NAME.test(name)) throw notFound;
  try {
    return { bytes: await readFile(join(thumbnailDir(ctx), name)), mime: MIME_BY_EXT[name.split('.').pop()!] };
  } catch {
    throw notFound;
  }
}

/** One page of the teacher's materials (by course, then newest first), and how many there are. */
export async function listTeacherMaterials(ctx: AppContext, teacherId: string, query: TeacherMaterialQuery): Promise<TeacherMaterialPage> {
  const filter = { courseId: query.courseId };
  const [rows, total] = await Promise.all([
    repo.pageMaterialsOfInstructor(ctx.db, teacherId, filter, (query.page - 1) * query.pageSize, query.pageSize),
    repo.countMaterialsOfInstructor(ctx.db, teacherId, filter),
  ]);
  return {
    items: rows.map(({ courseStatus, revisionStatus, ...row }) => ({ ...row, courseInReview: isInReview({ status: courseStatus, revisionStatus }) })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * The teacher's course (id, title, whether it is in review), for the quiz editor's ownership
 * and lock checks; null when not theirs.
 */
export async function findOwnCourse(ctx: AppContext, teacherId: string, courseId: string): Promise<{ id: string; title: string; inReview: boolean } | null> {
  const course = await repo.findCourse(ctx.db, courseId);
  return course && course.instructorId === teacherId ? { id: course.id, title: course.title, inReview: isInReview(course) } : null;
}

/** The teacher's courses (id and title), any status: the courses they may publish notices for (issue 12 item 7). */
export async function listOwnCourses(ctx: AppContext, teacherId: string): Promise<Array<{ id: string; title: string }>> {
  return (await repo.listCoursesOfInstructor(ctx.db, teacherId)).map((row) => ({ id: row.id, title: row.title }));
}
