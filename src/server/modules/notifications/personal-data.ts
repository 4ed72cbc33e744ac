import type { Db } from '#server/db/database';

export async function notificationRowsOf(db: Db, userId: string) {
  return db.selectFrom('notifications').select(['type', 'title', 'description', 'link', 'readAt', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
}

export async function eraseNotifications(db: Db, userId: string) {
  await db.deleteFrom('notifications').where('userId', '=', userId).execute();
}
