import type { Db } from '#server/db/database';

export type SubscriptionAccess = 'active' | 'expired' | 'none';

/**
 * Whether a student may open premium courses now: a subscription whose paid period has
 * not ended gives access, including one cancelled at period end. One whose period has
 * ended is 'expired' (the expired overlay); no subscription at all is 'none' (premium overlay).
 */
export async function getSubscriptionAccess(db: Db, userId: string, now: Date): Promise<SubscriptionAccess> {
  const latest = await db
    .selectFrom('subscriptions')
    .select(['status', 'currentPeriodEnd'])
    .where('userId', '=', userId)
    .orderBy('currentPeriodEnd', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return 'none';
  return latest.status !== 'expired' && new Date(latest.currentPeriodEnd) > now ? 'active' : 'expired';
}
