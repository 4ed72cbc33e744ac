import type { Db } from '#server/db/database';

/** Notifications kept this long (their signatures are only accepted for 5 minutes). */
const KEEP_MS = 24 * 3600_000;

/**
 * Claims a signed notification (id = hash of provider, request id and signed time): true the
 * first time, false when it was already claimed (a replay). One statement, so two instances
 * receiving the same delivery at once cannot both claim it. Old rows are pruned on the way.
 */
export async function claimNotification(db: Db, row: { id: string; provider: string; providerReference: string; receivedAt: Date }): Promise<boolean> {
  await db.deleteFrom('paymentProviderNotifications').where('receivedAt', '<', new Date(row.receivedAt.getTime() - KEEP_MS).toISOString()).execute();
  const inserted = await db
    .insertInto('paymentProviderNotifications')
    .values({ ...row, receivedAt: row.receivedAt.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Gives a claim back when acting on the notification failed, so the provider's retry is not taken for a replay. */
export async function releaseNotification(db: Db, id: string): Promise<void> {
  await db.deleteFrom('paymentProviderNotifications').where('id', '=', id).execute();
}
