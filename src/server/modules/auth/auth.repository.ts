import type { Db } from '#server/db/database';

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: { id: string; tokenHash: string; userId: string; createdAt: string; lastSeenAt: string; expiresAt: string },
) {
  await db.insertInto('sessions').values(session).execute();
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string) {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

export async function recordFailedLogin(db: Db, userId: string, failedLoginCount: number, lockedUntil: string | null) {
  await db.updateTable('users').set({ failedLoginCount, lockedUntil }).where('id', '=', userId).execute();
}

export async function recordSuccessfulLogin(db: Db, userId: string, at: string) {
  await db.updateTable('users').set({ failedLoginCount: 0, lockedUntil: null, lastAccessAt: at }).where('id', '=', userId).execute();
}
