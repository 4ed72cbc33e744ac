import type { Db } from '#server/db/database';

/** Courses waiting for moderation (status 'pending'), for the admin dashboard. */
export async function countPendingCourses(db: Db) {
  const row = await db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('count')).where('status', '=', 'pending').executeTakeFirstOrThrow();
  return Number(row.count);
}
