import type { Insertable, RawBuilder, Updateable } from 'kysely';
import type { Db } from '#server/db/database';
import type { CoursesTable, LessonsTable } from '#server/db/schema';

// The teacher's writes on their own courses, modules and lessons (course-authoring.service.ts).

const teacherCourseColumns = [
  'id', 'title', 'description', 'category', 'thumbnail', 'isPremium', 'status', 'rejectionReason', 'unpublishedReason', 'submittedAt', 'instructorId',
] as const;

/** The course's columns and the status of its new version, if any (course-revisions.service.ts). */
function selectTeacherCourses(db: Db) {
  return db
    .selectFrom('courses')
    .select(teacherCourseColumns)
    .select((eb) => eb.selectFrom('courseRevisions').select('courseRevisions.status').whereRef('courseRevisions.courseId', '=', 'courses.id').as('revisionStatus'));
}

export async function listCoursesOfInstructor(db: Db, instructorId: string) {
  return selectTeacherCourses(db).where('instructorId', '=', instructorId).orderBy('createdAt', 'desc').orderBy('id').execute();
}

/** One page of the teacher's courses, newest first, read in the order of courses_instructor_order. */
export async function pageCoursesOfInstructor(db: Db, instructorId: string, offset: number, limit: number) {
  return selectTeacherCourses(db).where('instructorId', '=', instructorId).orderBy('createdAt', 'desc').orderBy('id').limit(limit).offset(offset).execute();
}

export async function countCoursesOfInstructor(db: Db, instructorId: string): Promise<number> {
  const row = await db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('n')).where('instructorId', '=', instructorId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A batch of the teacher's courses as choices in a form, newest first from the key `after`
 * (read in the order of courses_instructor_order): those whose title has the words `title`
 * when given, or the one of `id`.
 */
export async function listCourseOptionsOfInstructor(
  db: Db,
  instructorId: string,
  filter: { title?: RawBuilder<boolean>; id?: string; after?: { createdAt: string; id: string }; limit: number },
) {
  let query = db
    .selectFrom('courses as c')
    .select(['c.id', 'c.title', 'c.status', 'c.createdAt'])
    .select((eb) => eb.selectFrom('courseRevisions').select('courseRevisions.status').whereRef('courseRevisions.courseId', '=', 'c.id').as('revisionStatus'))
    .where('c.instructorId', '=', instructorId);
  if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
  if (filter.title) query = query.where(filter.title);
  const after = filter.after;
  if (after) query = query.where((eb) => eb.or([eb('c.createdAt', '<', after.createdAt), eb.and([eb('c.createdAt', '=', after.createdAt), eb('c.id', '>', after.id)])]));
  return query.orderBy('c.createdAt', 'desc').orderBy('c.id').limit(filter.limit).execute();
}

export async function findCourse(db: Db, id: string) {
  return selectTeacherCourses(db).where('id', '=', id).executeTakeFirst();
}

export type AuthoringCourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

export async function countMaterialsByCourse(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return new Map<string, number>();
  const rows = await db.selectFrom('courseMaterials').select((eb) => ['courseId', eb.fn.countAll<number>().as('n')]).where('courseId', 'in', courseIds).groupBy('courseId').execute();
  return new Map(rows.map((row) => [row.courseId, Number(row.n)]));
}

export async function countLessonsByCourse(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return new Map<string, number>();
  const rows = await db.selectFrom('lessons').select((eb) => ['courseId', eb.fn.countAll<number>().as('n')]).where('courseId', 'in', courseIds).groupBy('courseId').execute();
  return new Map(rows.map((row) => [row.courseId, Number(row.n)]));
}

export async function insertCourse(db: Db, row: Insertable<CoursesTable>) {
  await db.insertInto('courses').values(row).execute();
}

export async function updateCourse(db: Db, id: string, values: Updateable<CoursesTable>) {
  await db.updateTable('courses').set(values).where('id', '=', id).execute();
}

/** draft | rejected | unpublished → pending, only from those states (a concurrent submit updates nothing). */
export async function markSubmitted(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('courses')
    .set({ status: 'pending', submittedAt: at, rejectionReason: null })
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'rejected', 'unpublished'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps the course's total duration equal to the sum of its lessons (the catalogue's duration filter reads it). */
export async function refreshCourseDuration(db: Db, courseId: string) {
  const row = await db.selectFrom('lessons').select((eb) => eb.fn.sum<number>('durationMinutes').as('total')).where('courseId', '=', courseId).executeTakeFirst();
  await db.updateTable('courses').set({ durationMinutes: Number(row?.total ?? 0) }).where('id', '=', courseId).execute();
}

export async function listModules(db: Db, courseId: string) {
  return db.selectFrom('courseModules').select(['id', 'title', 'position']).where('courseId', '=', courseId).orderBy('position').orderBy('id').execute();
}

export async function listLessons(db: Db, courseId: string) {
  return db
    .selectFrom('lessons')
    .select(['id', 'moduleId', 'title', 'durationMinutes', 'content', 'videoUrl', 'position'])
    .where('courseId', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function nextModulePosition(db: Db, courseId: string): Promise<number> {
  const row = await db.selectFrom('courseModules').select((eb) => eb.fn.max('position').as('max')).where('courseId', '=', courseId).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function nextLessonPosition(db: Db, moduleId: string): Promise<number> {
  const row = await db.selectFrom('lessons').select((eb) => eb.fn.max('position').as('max')).where('moduleId', '=', moduleId).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertModule(db: Db, row: { id: string; courseId: string; title: string; position: number }) {
  await db.insertInto('courseModules').values(row).execute();
}

export async function findModule(db: Db, courseId: string, moduleId: string) {
  return db.selectFrom('courseModules').select(['id']).where('id', '=', moduleId).where('courseId', '=', courseId).executeTakeFirst();
}

export async function renameModule(db: Db, moduleId: string, title: string) {
  await db.updateTable('courseModules').set({ title }).where('id', '=', moduleId).execute();
}

export async function deleteModule(db: Db, moduleId: string) {
  // Lessons, their completions and notes go by cascade (migration 0002).
  await db.deleteFrom('courseModules').where('id', '=', moduleId).execute();
}

export async function setModulePosition(db: Db, moduleId: string, position: number) {
  await db.updateTable('courseModules').set({ position }).where('id', '=', moduleId).execute();
}

export async function insertLesson(db: Db, row: Insertable<LessonsTable>) {
  await db.insertInto('lessons').values(row).execute();
}

export async function findLesson(db: Db, courseId: string, lessonId: string) {
  return db.selectFrom('lessons').select(['id', 'moduleId']).where('id', '=', lessonId).where('courseId', '=', courseId).executeTakeFirst();
}

export async function updateLesson(db: Db, lessonId: string, values: Updateable<LessonsTable>) {
  await db.updateTable('lessons').set(values).where('id', '=', lessonId).execute();
}

export async function deleteLesson(db: Db, lessonId: string) {
  await db.deleteFrom('lessons').where('id', '=', lessonId).execute();
}

/**
 * One page of the teacher's materials (or of one of their courses): by course as the courses tab
 * orders them, then newest first. That order walks courses_instructor_order and, per course,
 * course_materials_course_order, so a page reads its own rows and those before it, never a sort
 * of every material of the teacher.
 */
export async function pageMaterialsOfInstructor(db: Db, instructorId: string, filter: { courseId?: string }, offset: number, limit: number) {
  let query = db
    .selectFrom('courses as c')
    .innerJoin('courseMaterials as m', 'm.courseId', 'c.id')
    .select(['m.id', 'm.courseId', 'c.title as courseTitle', 'c.status as courseStatus', 'm.title', 'm.fileName', 'm.sizeBytes', 'm.createdAt'])
    .select((eb) => eb.selectFrom('courseRevisions as r').select('r.status').whereRef('r.courseId', '=', 'c.id').as('revisionStatus'))
    .where('c.instructorId', '=', instructorId);
  if (filter.courseId) query = query.where('c.id', '=', filter.courseId);
  return query.orderBy('c.createdAt', 'desc').orderBy('c.id').orderBy('m.createdAt', 'desc').orderBy('m.id').limit(limit).offset(offset).execute();
}

export async function countMaterialsOfInstructor(db: Db, instructorId: string, filter: { courseId?: string }): Promise<number> {
  let query = db
    .selectFrom('courses as c')
    .innerJoin('courseMaterials as m', 'm.courseId', 'c.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.instructorId', '=', instructorId);
  if (filter.courseId) query = query.where('c.id', '=', filter.courseId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
