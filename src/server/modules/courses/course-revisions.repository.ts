import type { Insertable, Updateable } from 'kysely';
import type { Db } from '#server/db/database';
import type { CourseRevisionsTable } from '#server/db/schema';

// New versions of approved courses (course-revisions.service.ts), and applying one to the live rows.

export async function findRevision(db: Db, courseId: string) {
  return db.selectFrom('courseRevisions').selectAll().where('courseId', '=', courseId).executeTakeFirst();
}

export type RevisionRow = NonNullable<Awaited<ReturnType<typeof findRevision>>>;

export async function insertRevision(db: Db, row: Insertable<CourseRevisionsTable>) {
  await db.insertInto('courseRevisions').values(row).execute();
}

/** Saves edits of a revision not in review; false when it was sent (or decided) meanwhile. */
export async function updateOpenRevision(db: Db, id: string, values: Updateable<CourseRevisionsTable>): Promise<boolean> {
  const result = await db.updateTable('courseRevisions').set(values).where('id', '=', id).where('status', 'in', ['draft', 'rejected']).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** draft | rejected → pending. */
export async function markRevisionSubmitted(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable('courseRevisions')
    .set({ status: 'pending', submittedAt: at, rejectionReason: null, updatedAt: at })
    .where('id', '=', id).where('status', 'in', ['draft', 'rejected'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** pending → rejected with its reason, only if still pending. */
export async function rejectRevisionIfPending(db: Db, courseId: string, reason: string, at: string): Promise<boolean> {
  const result = await db.updateTable('courseRevisions')
    .set({ status: 'rejected', rejectionReason: reason, updatedAt: at })
    .where('courseId', '=', courseId).where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the pending revision (it is being applied); false when another admin decided first. */
export async function takePendingRevision(db: Db, courseId: string): Promise<boolean> {
  const result = await db.deleteFrom('courseRevisions').where('courseId', '=', courseId).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteRevision(db: Db, courseId: string) {
  await db.deleteFrom('courseRevisions').where('courseId', '=', courseId).execute();
}

export async function listPendingRevisions(db: Db, limit: number) {
  return db
    .selectFrom('courseRevisions as r')
    .innerJoin('courses', 'courses.id', 'r.courseId')
    .innerJoin('users as instructor', 'instructor.id', 'courses.instructorId')
    .select(['r.courseId', 'r.content', 'r.submittedAt', 'instructor.name as instructorName'])
    .where('r.status', '=', 'pending')
    .where('courses.status', '=', 'approved')
    .orderBy('r.submittedAt')
    .orderBy('r.courseId')
    .limit(limit)
    .execute();
}

export async function listModuleIds(db: Db, courseId: string) {
  return (await db.selectFrom('courseModules').select('id').where('courseId', '=', courseId).execute()).map((row) => row.id);
}

export async function listLessonIds(db: Db, courseId: string) {
  return (await db.selectFrom('lessons').select('id').where('courseId', '=', courseId).execute()).map((row) => row.id);
}

export async function deleteModules(db: Db, ids: string[]) {
  if (ids.length > 0) await db.deleteFrom('courseModules').where('id', 'in', ids).execute();
}

export async function deleteLessons(db: Db, ids: string[]) {
  if (ids.length > 0) await db.deleteFrom('lessons').where('id', 'in', ids).execute();
}

export async function upsertModule(db: Db, row: { id: string; courseId: string; title: string; position: number }, exists: boolean) {
  if (exists) await db.updateTable('courseModules').set({ title: row.title, position: row.position }).where('id', '=', row.id).where('courseId', '=', row.courseId).execute();
  else await db.insertInto('courseModules').values(row).execute();
}

export async function upsertLesson(
  db: Db,
  row: { id: string; courseId: string; moduleId: string; title: string; durationMinutes: number; content: string; videoUrl: string | null; position: number },
  exists: boolean,
) {
  if (exists) {
    const { id, courseId, ...values } = row;
    await db.updateTable('lessons').set(values).where('id', '=', id).where('courseId', '=', courseId).execute();
  } else {
    await db.insertInto('lessons').values(row).execute();
  }
}
