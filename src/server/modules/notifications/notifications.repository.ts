import type { Db } from '#server/db/database';
import { prepareQuery } from '#server/db/prepared';
import type { NotificationsTable } from '#server/db/schema';

export async function insertNotification(db: Db, row: NotificationsTable) {
  await db.insertInto('notifications').values(row).execute();
}

// The bell asks for these on every page (prepared).
const selectNotificationsOfUser = prepareQuery((db, args: { userId: string; limit: number; offset: number }) =>
  db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', args.userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(args.limit)
    .offset(args.offset),
);

const selectNotificationCounts = prepareQuery((db, args: { userId: string }) =>
  db
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('readAt', 'is', null).then(1).else(0).end()).as('unread'),
    ])
    .where('userId', '=', args.userId),
);

export async function listNotificationsOfUser(db: Db, userId: string, limit: number, offset: number) {
  return selectNotificationsOfUser.all(db, { userId, limit, offset });
}

export async function countNotificationsOfUser(db: Db, userId: string) {
  const row = (await selectNotificationCounts.takeFirst(db, { userId }))!;
  return { total: Number(row.total), unread: Number(row.unread ?? 0) };
}

export async function markAllRead(db: Db, userId: string, at: string) {
  await db.updateTable('notifications').set({ readAt: at }).where('userId', '=', userId).where('readAt', 'is', null).execute();
}

export async function markOneRead(db: Db, userId: string, id: string, at: string) {
  const result = await db
    .updateTable('notifications')
    .set({ readAt: at })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const exists = await db.selectFrom('notifications').select('id').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Boolean(exists);
}

export async function findNotification(db: Db, id: string) {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The users' notifications created since `since` (oldest first): the catch-up after a lost LISTEN connection. */
export async function listNotificationsSince(db: Db, userIds: string[], since: string, limit: number) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', 'in', userIds)
    .where('createdAt', '>=', since)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}
