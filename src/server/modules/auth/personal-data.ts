import type { Db } from '#server/db/database';

// Sessions and devices of one person (LGPD export): never the token or device hashes.
export async function sessionDataOf(db: Db, userId: string) {
  const [sessoes, dispositivos] = await Promise.all([
    db.selectFrom('sessions').select(['createdAt', 'lastSeenAt', 'expiresAt']).where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('signInDevices').select(['failedCount', 'lockedUntil', 'updatedAt']).where('userId', '=', userId).orderBy('updatedAt').execute(),
  ]);
  return { sessoes, dispositivosComTentativasErradas: dispositivos };
}

/** Erasure: every session, link and device counter of the person. */
export async function eraseSessionData(db: Db, userId: string) {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
  await db.deleteFrom('passwordResets').where('userId', '=', userId).execute();
  await db.deleteFrom('emailVerificationTokens').where('userId', '=', userId).execute();
  await db.deleteFrom('signInDevices').where('userId', '=', userId).execute();
}

/** Retention: sessions not used since `beforeIso` (live or not). */
export async function pruneSessionsBefore(db: Db, beforeIso: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('lastSeenAt', '<', beforeIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}
