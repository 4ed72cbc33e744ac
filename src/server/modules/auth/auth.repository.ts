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
      'sessions.id as sessionId', 'sessions.lastSeenAt', 'sessions.expiresAt', 'sessions.endedReason',
      'users.id', 'users.name', 'users.email', 'users.role', 'users.status', 'users.avatarFile', 'users.mustChangePassword',
      'users.passwordChangedAt', 'users.emailVerifiedAt', 'users.totpEnabled', 'users.createdAt',
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
    .select(['sessions.lastSeenAt', 'sessions.expiresAt', 'sessions.endedReason', 'users.status'])
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

/** Ends the session of a cookie; the ended session (for closing its streams), or undefined when there was none. */
export async function deleteSessionByTokenHash(db: Db, tokenHash: string) {
  return db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).returning(['id', 'userId']).executeTakeFirst();
}

/** Ends every session of the user but `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('id', '!=', keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Ends every live session of the user by a suspension: kept, marked, until its own expiry (or
 * the next sign-in that meets it), so a page still open under it is told why; returns how many ended.
 */
export async function markUserSessionsSuspended(db: Db, userId: string) {
  const result = await db.updateTable('sessions').set({ endedReason: 'account-suspended' }).where('userId', '=', userId).where('endedReason', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends every session of the user (password reset); returns how many ended. */
export async function deleteUserSessions(db: Db, userId: string) {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---------------------------------------------------------------- password-reset links (issue 13)

export async function insertPasswordReset(db: Db, row: { id: string; userId: string; tokenHash: string; createdBy: string | null; createdAt: string; expiresAt: string }) {
  await db.insertInto('passwordResets').values({ ...row, usedAt: null }).execute();
}

/** A newer link replaces the older ones still unused. */
export async function retirePasswordResets(db: Db, userId: string, at: string) {
  await db.updateTable('passwordResets').set({ usedAt: at }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}

/** Uses a link once (one conditional UPDATE); null when unknown, used or expired. */
export async function usePasswordReset(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId'])
    .executeTakeFirst();
}

// ---------------------------------------------------------------- e-mail verification links

export async function insertEmailVerificationToken(
  db: Db,
  row: { id: string; userId: string; tokenHash: string; email: string; createdAt: string; expiresAt: string },
) {
  await db.insertInto('emailVerificationTokens').values({ ...row, usedAt: null }).execute();
}

/** Whether the user has an unused, unexpired link for this address. */
export async function hasLiveEmailVerificationToken(db: Db, userId: string, email: string, now: string) {
  const row = await db
    .selectFrom('emailVerificationTokens')
    .select('id')
    .where('userId', '=', userId)
    .where('email', '=', email)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Boolean(row);
}

/** Uses a link once (one conditional UPDATE: two clicks cannot both use it); null when unknown, used or expired. */
export async function useEmailVerificationToken(db: Db, tokenHash: string, now: string) {
  return db
    .updateTable('emailVerificationTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'email'])
    .executeTakeFirst();
}

// ---------------------------------------------------------------- device cookies (device-cookies.ts)

/**
 * Claims one sign-in attempt for a device cookie, like the account's claim (users module):
 * one atomic UPDATE, refused (null) while the device is within its delay; otherwise the
 * failure count it would make. The row is created on the device's first attempt.
 */
export async function claimDeviceAttempt(db: Db, device: { deviceHash: string; userId: string }, args: { max: number; now: string; lockUntilByExcess: string[] }) {
  const { max, now, lockUntilByExcess } = args;
  await db.insertInto('signInDevices').values({ ...device, failedCount: 0, lockedUntil: null, updatedAt: now }).onConflict((oc) => oc.column('deviceHash').doNothing()).execute();
  const row = await db
    .updateTable('signInDevices')
    .set((eb) => {
      const next = eb('failedCount', '+', 1);
      let lock = eb.case().when(next, '<', max).then(eb.ref('lockedUntil'));
      lockUntilByExcess.slice(0, -1).forEach((until, i) => {
        lock = lock.when(next, '=', max + i).then(until);
      });
      return { failedCount: next, lockedUntil: lock.else(lockUntilByExcess.at(-1)!).end(), updatedAt: now };
    })
    .where('deviceHash', '=', device.deviceHash)
    .where('userId', '=', device.userId)
    .where((eb) => eb.or([eb('failedCount', '<', max), eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', now)]))
    .returning('failedCount')
    .executeTakeFirst();
  return row ? row.failedCount : null;
}

export async function findDeviceLock(db: Db, deviceHash: string) {
  return (await db.selectFrom('signInDevices').select('lockedUntil').where('deviceHash', '=', deviceHash).executeTakeFirst())?.lockedUntil ?? null;
}

/** Gives back a claimed device attempt that was not a failure. */
export async function releaseDeviceAttempt(db: Db, deviceHash: string) {
  await db.updateTable('signInDevices').set((eb) => ({ failedCount: eb('failedCount', '-', 1) })).where('deviceHash', '=', deviceHash).where('failedCount', '>', 0).execute();
}

/** A successful sign-in from the device clears its failures. */
export async function clearDeviceFailures(db: Db, deviceHash: string) {
  await db.deleteFrom('signInDevices').where('deviceHash', '=', deviceHash).execute();
}
