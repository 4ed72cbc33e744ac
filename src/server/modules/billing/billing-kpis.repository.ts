import type { Db } from '#server/db/database';

// Read-only figures for the admin dashboard (issue 13 item 1) on billing's own tables.

/** Subscriptions giving access at `now`, per plan and status, with the plan's price and period. */
export async function countLiveSubscriptionsByPlan(db: Db, now: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.planId')
    .select(['subscriptions.status', 'plans.billingPriceCents', 'plans.periodMonths', (eb) => eb.fn.countAll<number>().as('count')])
    .where('subscriptions.status', 'in', ['active', 'canceled'])
    .where('subscriptions.currentPeriodEnd', '>', now)
    .groupBy(['subscriptions.status', 'plans.id', 'plans.billingPriceCents', 'plans.periodMonths'])
    .execute();
}

export async function sumPaidSince(db: Db, since: string) {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountCents'), eb.lit(0)).as('total'))
    .where('status', '=', 'pago')
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
