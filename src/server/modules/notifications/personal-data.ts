import type { Db } from '#server/db/database';
import { deleteInBatches } from '#server/lib/batches';

export async function notificationRowsOf(db: Db, userId: string) {
  return db.selectFrom('notifications').select(['type', 'title', 'description', 'link', 'readAt', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
}

export async function eraseNotifications(db: Db, userId: string) {
  await db.deleteFrom('notifications').where('userId', '=', userId).execute();
}

/** How many expired notifications one statement deletes: a few milliseconds of SQLite each. */
const PRUNE_BATCH = 2000;

/**
 * Retention: notifications created before `beforeIso`, oldest first, each statement finding its
 * rows by their date's index (migration 2026-11-28-1300).
 */
export async function pruneNotificationsBefore(db: Db, beforeIso: string): Promise<number> {
  return deleteInBatches(PRUNE_BATCH, async (limit) => {
    const result = await db
      .deleteFrom('notifications')
      .where('id', 'in', (eb) => eb.selectFrom('notifications as n').select('n.id').where('n.createdAt', '<', beforeIso).orderBy('n.createdAt').limit(limit))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
