import type { Db } from '#server/db/database';

// Moderation of courses (issue 13 item 3): the admin's reads and the two conditional decisions.

function moderationCourses(db: Db) {
  return db
    .selectFrom('courses')
    .innerJoin('users as instructor', 'instructor.id', 'courses.instructorId')
    .leftJoin('users as approver', 'approver.id', 'courses.approvedBy')
    .select([
      'courses.id', 'courses.title', 'courses.description', 'courses.category', 'courses.isPremium', 'courses.status', 'courses.submittedAt',
      'courses.durationMinutes', 'courses.approvedAt', 'courses.instructorId', 'instructor.name as instructorName', 'approver.name as approvedByName',
    ])
    .select((eb) => eb.selectFrom('lessons').select((l) => l.fn.countAll<number>().as('n')).whereRef('lessons.courseId', '=', 'courses.id').as('lessons'));
}

/** The `limit` courses sent for review longest ago (index status, submitted_at). */
export async function listPendingCourses(db: Db, limit: number) {
  return moderationCourses(db).where('courses.status', '=', 'pending').orderBy('courses.submittedAt').orderBy('courses.id').limit(limit).execute();
}

/**
 * Approved courses, most recently approved first (courses approved before moderation existed
 * last): two reads in the catalogue's order index (status, approved_at desc, id), the dated ones
 * and then, if the page is not full, the undated ones, so only the page's rows are read and
 * sorted, not every approved course.
 */
export async function listApprovedCourses(db: Db, limit: number) {
  const dated = await moderationCourses(db)
    .where('courses.status', '=', 'approved')
    .where('courses.approvedAt', 'is not', null)
    .orderBy('courses.approvedAt', 'desc')
    .orderBy('courses.id')
    .limit(limit)
    .execute();
  if (dated.length >= limit) return dated;
  const undated = await moderationCourses(db)
    .where('courses.status', '=', 'approved')
    .where('courses.approvedAt', 'is', null)
    .orderBy('courses.id')
    .limit(limit - dated.length)
    .execute();
  return [...dated, ...undated];
}

export async function listModerationCoursesByIds(db: Db, ids: string[]) {
  return ids.length === 0 ? [] : moderationCourses(db).where('courses.id', 'in', ids).execute();
}

export async function findModerationCourse(db: Db, id: string) {
  return moderationCourses(db).where('courses.id', '=', id).executeTakeFirst();
}

export type ModerationCourseRow = NonNullable<Awaited<ReturnType<typeof findModerationCourse>>>;

/** pending → approved, only if still pending: false when another admin decided first. */
export async function approveIfPending(db: Db, id: string, adminId: string, at: string): Promise<boolean> {
  const result = await db.updateTable('courses')
    .set({ status: 'approved', approvedAt: at, approvedBy: adminId, rejectionReason: null })
    .where('id', '=', id).where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** pending → rejected with its reason, only if still pending. */
export async function rejectIfPending(db: Db, id: string, reason: string): Promise<boolean> {
  const result = await db.updateTable('courses')
    .set({ status: 'rejected', rejectionReason: reason })
    .where('id', '=', id).where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listMaterials(db: Db, courseId: string) {
  return db.selectFrom('courseMaterials').select(['id', 'title', 'fileName', 'sizeBytes']).where('courseId', '=', courseId).orderBy('createdAt').orderBy('id').execute();
}

/** approved → unpublished with its reason, only if still approved. */
export async function unpublishIfApproved(db: Db, id: string, adminId: string, reason: string, at: string): Promise<boolean> {
  const result = await db.updateTable('courses')
    .set({ status: 'unpublished', unpublishedReason: reason, unpublishedAt: at, unpublishedBy: adminId })
    .where('id', '=', id).where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
