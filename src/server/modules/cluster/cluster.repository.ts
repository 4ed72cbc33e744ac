import type { Db } from '#server/db/database';

/** Counts one hit in the key's window (created at 1) and returns the count and the window's end. */
export async function hitRateLimit(db: Db, key: string, expiresAt: number): Promise<{ count: number; expiresAt: number }> {
  return db
    .insertInto('rateLimitHits')
    .values({ key, count: 1, expiresAt })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ count: eb('rateLimitHits.count', '+', 1) })))
    .returning(['count', 'expiresAt'])
    .executeTakeFirstOrThrow();
}

export async function pruneRateLimits(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('rateLimitHits').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The claim of one job's tick: true for the one insert that wins. */
export async function insertJobRun(db: Db, name: string, slot: number, claimedAt: string): Promise<boolean> {
  const row = await db.insertInto('jobRuns').values({ name, slot, claimedAt }).onConflict((oc) => oc.columns(['name', 'slot']).doNothing()).returning('name').executeTakeFirst();
  return row !== undefined;
}

export async function pruneJobRuns(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('jobRuns').where('claimedAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
