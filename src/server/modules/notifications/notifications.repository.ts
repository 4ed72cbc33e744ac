import type { Db } from '#server/db/database';
import { prepareQuery } from '#server/db/prepared';
import type { NotificationPreferences } from '#contracts/users';
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

/** The user's address and notification preferences (null when they never saved them). */
export async function findRecipient(db: Db, userId: string) {
  const row = await db
    .selectFrom('users')
    .leftJoin('notificationPreferences as p', 'p.userId', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'p.email as prefEmail', 'p.push', 'p.newCourses', 'p.certificates', 'p.promotions'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const preferences: NotificationPreferences | null =
    row.prefEmail === null
      ? null
      : { email: row.prefEmail === 1, push: row.push === 1, newCourses: row.newCourses === 1, certificates: row.certificates === 1, promotions: row.promotions === 1 };
  return { id: row.id, name: row.name, email: row.email, preferences };
}

/** The session is still valid: not ended, not expired, not idle too long, user not suspended. */
export async function isSessionAlive(db: Db, sessionId: string, now: Date, idleTimeoutMs: number) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.lastSeenAt', 'sessions.expiresAt', 'users.status'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row || row.status === 'suspenso') return false;
  return now <= new Date(row.expiresAt) && now.getTime() <= new Date(row.lastSeenAt).getTime() + idleTimeoutMs;
}
