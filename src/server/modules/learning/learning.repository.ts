import { sql } from 'kysely';
import { oneOf, type Db } from '#server/db/database';
import { prepareQuery } from '#server/db/prepared';

/** The student is enrolled in a course the teacher gives (that course, when given). */
export async function isStudentOfTeacher(db: Db, studentId: string, teacherId: string, courseId?: string) {
  let query = db
    .selectFrom('enrollments as en')
    .innerJoin('courses as c', 'c.id', 'en.courseId')
    .select('en.id')
    .where('en.userId', '=', studentId)
    .where('c.instructorId', '=', teacherId);
  if (courseId) query = query.where('c.id', '=', courseId);
  return Boolean(await query.executeTakeFirst());
}

export async function findEnrollment(db: Db, userId: string, courseId: string) {
  return db.selectFrom('enrollments').selectAll().where('userId', '=', userId).where('courseId', '=', courseId).executeTakeFirst();
}

/** Enrolls once (the unique pair makes concurrent opens safe) and records the access. */
export async function upsertEnrollment(db: Db, row: { id: string; userId: string; courseId: string; at: string }) {
  await db
    .insertInto('enrollments')
    .values({ id: row.id, userId: row.userId, courseId: row.courseId, enrolledAt: row.at, lastAccessedAt: row.at, progressPercent: 0, completedAt: null })
    .onConflict((oc) => oc.columns(['userId', 'courseId']).doUpdateSet({ lastAccessedAt: row.at }))
    .execute();
}

export async function insertLessonCompletion(db: Db, row: { userId: string; lessonId: string; courseId: string; completedAt: string }) {
  await db.insertInto('lessonCompletions').values(row).onConflict((oc) => oc.columns(['userId', 'lessonId']).doNothing()).execute();
}

export async function listCompletedLessonIds(db: Db, userId: string, courseId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('lessonCompletions').select('lessonId').where('userId', '=', userId).where('courseId', '=', courseId).execute();
  return new Set(rows.map((r) => r.lessonId));
}

export async function isLessonCompleted(db: Db, userId: string, lessonId: string): Promise<boolean> {
  const row = await db.selectFrom('lessonCompletions').select('lessonId').where('userId', '=', userId).where('lessonId', '=', lessonId).executeTakeFirst();
  return Boolean(row);
}

export async function countCompletedLessons(db: Db, userId: string, courseId: string): Promise<number> {
  const row = await db
    .selectFrom('lessonCompletions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateEnrollmentProgress(db: Db, userId: string, courseId: string, values: { progressPercent: number; completedAt: string | null; lastAccessedAt: string }) {
  await db.updateTable('enrollments').set(values).where('userId', '=', userId).where('courseId', '=', courseId).execute();
}

/** Adds seconds to the student's day for the course (one row per user, course and day). */
export async function addStudySeconds(db: Db, row: { userId: string; courseId: string; day: string; seconds: number }) {
  await db
    .insertInto('studyTime')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'courseId', 'day']).doUpdateSet({ seconds: sql<number>`study_time.seconds + ${row.seconds}` }))
    .execute();
}

export async function secondsStudiedOnDay(db: Db, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('studyTime')
    .select((eb) => eb.fn.sum<number>('seconds').as('total'))
    .where('userId', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Two of the stats in one round trip (active courses need each course's state: learning.service) (prepared: every dashboard visit asks). */
const selectDashboardCounts = prepareQuery((db, { userId }: { userId: string }) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('certificates').select((sub) => sub.fn.countAll<number>().as('n')).where('userId', '=', userId).as('certificates'),
    eb.selectFrom('studyTime').select((sub) => sub.fn.sum<number>('seconds').as('n')).where('userId', '=', userId).as('secondsStudied'),
  ]),
);

export async function dashboardCounts(db: Db, userId: string) {
  const row = (await selectDashboardCounts.takeFirst(db, { userId }))!;
  return { certificates: Number(row.certificates ?? 0), secondsStudied: Number(row.secondsStudied ?? 0) };
}

export async function listNotes(db: Db, userId: string, courseId: string) {
  return db.selectFrom('notes').select(['courseId', 'lessonId', 'content', 'updatedAt']).where('userId', '=', userId).where('courseId', '=', courseId).execute();
}

export async function upsertNote(db: Db, row: { userId: string; courseId: string; lessonId: string; content: string; updatedAt: string }) {
  await db
    .insertInto('notes')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'lessonId']).doUpdateSet({ content: row.content, updatedAt: row.updatedAt }))
    .execute();
}

/** Newest first; ties by course id. */
export async function listFavorites(db: Db, userId: string) {
  return db.selectFrom('favorites').select(['courseId', 'createdAt']).where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('courseId').execute();
}

export async function addFavorite(db: Db, row: { userId: string; courseId: string; createdAt: string }) {
  await db.insertInto('favorites').values(row).onConflict((oc) => oc.columns(['userId', 'courseId']).doNothing()).execute();
}

export async function removeFavorite(db: Db, userId: string, courseId: string) {
  await db.deleteFrom('favorites').where('userId', '=', userId).where('courseId', '=', courseId).execute();
}

// ---------------------------------------------------------------- history page

/** The student's enrollments with the course's title, duration and instructor. */
export async function listEnrollmentsWithCourses(db: Db, userId: string) {
  return db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.courseId')
    .innerJoin('users as instructors', 'instructors.id', 'courses.instructorId')
    .select([
      'enrollments.courseId', 'enrollments.enrolledAt', 'enrollments.completedAt', 'enrollments.progressPercent',
      'courses.title', 'courses.durationMinutes', 'instructors.name as instructorName', 'courses.status as courseStatus',
    ])
    .where('enrollments.userId', '=', userId)
    .execute();
}

/** Seconds studied per course, all time. */
export async function sumStudyTimeByCourse(db: Db, userId: string) {
  const rows = await db
    .selectFrom('studyTime')
    .select((eb) => ['courseId', eb.fn.sum<number>('seconds').as('seconds')])
    .where('userId', '=', userId)
    .groupBy('courseId')
    .execute();
  return new Map(rows.map((r) => [r.courseId, Number(r.seconds ?? 0)]));
}

/** Seconds studied per São Paulo day (YYYY-MM-DD), newest first; from `since` on when given (read in order on study_time_user_day). */
export async function sumStudyTimeByDay(db: Db, userId: string, since?: string) {
  let query = db
    .selectFrom('studyTime')
    .select((eb) => ['day', eb.fn.sum<number>('seconds').as('seconds')])
    .where('userId', '=', userId);
  if (since !== undefined) query = query.where('day', '>=', since);
  const rows = await query.groupBy('day').orderBy('day', 'desc').execute();
  return rows.map((r) => ({ day: r.day, seconds: Number(r.seconds ?? 0) }));
}

/** Enrolment and completed lessons of one student in one course (certificates decide completion from them). */
export async function findLessonProgress(db: Db, userId: string, courseId: string) {
  const [enrollment, done] = await Promise.all([
    db.selectFrom('enrollments').select('id').where('userId', '=', userId).where('courseId', '=', courseId).executeTakeFirst(),
    // Only completions of lessons that still belong to the course count (a read join on lessons).
    db
      .selectFrom('lessonCompletions')
      .innerJoin('lessons', 'lessons.id', 'lessonCompletions.lessonId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lessonCompletions.userId', '=', userId)
      .where('lessons.courseId', '=', courseId)
      .executeTakeFirstOrThrow(),
  ]);
  return { enrolled: enrollment !== undefined, completedLessons: Number(done.n) };
}

// ── Teacher authoring (issue 12) ──────────────────────────────────────────────

export async function countEnrollmentsByCourse(db: Db, courseIds: string[]): Promise<Map<string, number>> {
  if (courseIds.length === 0) return new Map();
  // Kept in step by triggers (docs/decisions/totals-kept-in-step.md): counting read every enrolment.
  const rows = await db.selectFrom('enrollmentTotals').select(['courseId', 'students']).where(oneOf(db, 'courseId', courseIds)).execute();
  return new Map(rows.map((row) => [row.courseId, Number(row.students)]));
}

/**
 * Every enrolment's progress of the course against its current lessons (completions of a
 * deleted lesson went with it, by cascade, so the count never exceeds the lessons). One
 * statement; completedAt is kept: a course once completed stays completed (certificates).
 */
export async function recomputeCourseProgress(db: Db, courseId: string, lessonCount: number) {
  await db
    .updateTable('enrollments')
    .set((eb) => ({
      progressPercent:
        lessonCount === 0
          ? sql<number>`0`
          : sql<number>`((${eb.selectFrom('lessonCompletions as lc').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('lc.userId', '=', 'enrollments.userId').where('lc.courseId', '=', courseId)} * 100) / ${sql.lit(Math.trunc(lessonCount))})`,
    }))
    .where('courseId', '=', courseId)
    .execute();
}

// ── Notice publishing (issue 12 item 7): a course's audience ──────────────────

export async function listEnrolledCourseIds(db: Db, userId: string): Promise<string[]> {
  return (await db.selectFrom('enrollments').select('courseId').where('userId', '=', userId).execute()).map((row) => row.courseId);
}

// ---------------------------------------------------------------- study heartbeats (shared by every instance)

export async function findStudyHeartbeat(db: Db, userId: string): Promise<number | undefined> {
  const row = await db.selectFrom('studyHeartbeats').select('lastAt').where('userId', '=', userId).executeTakeFirst();
  return row ? Number(row.lastAt) : undefined;
}

/** The student's first heartbeat: true when this insert made the row. */
export async function insertStudyHeartbeat(db: Db, userId: string, at: number): Promise<boolean> {
  const row = await db.insertInto('studyHeartbeats').values({ userId, lastAt: at }).onConflict((oc) => oc.column('userId').doNothing()).returning('userId').executeTakeFirst();
  return row !== undefined;
}

/** Moves the heartbeat from `from` to `to` only if no one moved it meanwhile (compare-and-set). */
export async function moveStudyHeartbeat(db: Db, userId: string, from: number, to: number): Promise<boolean> {
  const result = await db.updateTable('studyHeartbeats').set({ lastAt: to }).where('userId', '=', userId).where('lastAt', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
