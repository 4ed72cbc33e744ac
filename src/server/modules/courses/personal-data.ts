import type { Db } from '#server/db/database';

export async function authoredCoursesOf(db: Db, userId: string) {
  return db.selectFrom('courses').select(['id', 'title', 'status', 'createdAt']).where('instructorId', '=', userId).orderBy('createdAt').execute();
}

/** Erasure of a teacher: the courses outlive them, under the admin who inherits them. */
export async function passCoursesTo(db: Db, userId: string, heirId: string) {
  const result = await db.updateTable('courses').set({ instructorId: heirId }).where('instructorId', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
