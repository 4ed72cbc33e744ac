import type { Db } from '#server/db/database';

export async function notificationRowsOf(db: Db, userId: string) {
  return db.selectFrom('notifications').select(['type', 'title', 'description', 'link', 'readAt', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
}

export async function eraseNotifications(db: Db, userId: string) {
  await db.deleteFrom('notifications').where('userId', '=', userId).execute();
}

/** How many expired notifications one statement deletes: a few milliseconds of SQLite each. */
const PRUNE_BATCH = 2000;

/**
 * Retention: notifications created before `beforeIso`, oldest first, a batch per statement found
 * by their date's index (migration 2026-11-28-1300), the event loop free between batches: a first
 * run after a long period, or a shorter period set by the admin, deletes a year of notifications
 * without holding every request of the server behind one statement.
 */
export async function pruneNotificationsBefore(db: Db, beforeIso: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom('notifications')
      .where('id', 'in', (eb) => eb.selectFrom('notifications as n').select('n.id').where('n.createdAt', '<', beforeIso).orderBy('n.createdAt').limit(PRUNE_BATCH))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < PRUNE_BATCH) return deleted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
