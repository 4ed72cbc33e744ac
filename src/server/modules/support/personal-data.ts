import type { Db } from '#server/db/database';

export async function supportMessagesOf(db: Db, userId: string) {
  return db.selectFrom('supportMessages').select(['subject', 'message', 'context', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute();
}

export async function eraseSupportMessages(db: Db, userId: string) {
  await db.deleteFrom('supportMessages').where('userId', '=', userId).execute();
}
