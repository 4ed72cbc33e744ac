import type { Db } from '#server/db/database';

export async function notificationRowsOf(db: Db, userId: string) {
  return db.selectFrom('notifications').select(['type', 'title', 'description', 'link', 'readAt', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
}

export async function eraseNotifications(db: Db, userId: string) {
  await db.deleteFrom('notifications').where('userId', '=', userId).execute();
}

/** Retention: notifications created before `beforeIso`. */
export async function pruneNotificationsBefore(db: Db, beforeIso: string): Promise<number> {
  const result = await db.deleteFrom('notifications').where('createdAt', '<', beforeIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
