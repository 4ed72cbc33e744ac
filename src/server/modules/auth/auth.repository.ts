import type { Db } from '#server/db/database';
import { prepareQuery } from '#server/db/prepared';

// Sessions are the auth module's table. The lookups read the user's current columns in
// the same query (status for the validity rule, display fields for request.user).

/** The session and its user, read on every signed-in /api request (hence prepared: one round trip). */
const selectSessionByTokenHash = prepareQuery((db, args: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId', 'sessions.lastSeenAt', 'sessions.expiresAt',
      'users.id', 'users.name', 'users.email', 'users.role', 'users.status', 'users.avatarFile', 'users.mustChangePassword',
    ])
    .where('sessions.tokenHash', '=', args.tokenHash),
);

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  return selectSessionByTokenHash.takeFirst(db, { tokenHash });
}

export async function findSessionById(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['sessions.lastSeenAt', 'sessions.expiresAt', 'users.status'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: { id: string; tokenHash: string; userId: string; createdAt: string; lastSeenAt: string; expiresAt: string },
) {
  await db.insertInto('sessions').values(session).execute();
}

export async function touchSession(db: Db, sessionId: string, at: string) {
  await db.updateTable('sessions').set({ lastSeenAt: at }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string) {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

/** Ends every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('id', '!=', keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
