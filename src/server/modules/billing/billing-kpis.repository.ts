import { sql } from 'kysely';
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

/**
 * Revenue of the São Paulo days firstDay..today: the daily totals of the whole days before
 * today (migration 2026-11-27-1301), today's payments from the payments themselves.
 */
export async function sumPaidFromDay(db: Db, firstDay: string, todayStartIso: string, today: string) {
  const [days, todayRow] = await Promise.all([
    db.selectFrom('paymentDayTotals')
      .select(sql<number | string | null>`sum(amount_cents * count)`.as('total'))
      .where('kind', '=', 'pago').where('day', '>=', firstDay).where('day', '<', today)
      .executeTakeFirstOrThrow(),
    db.selectFrom('payments')
      .select((eb) => eb.fn.sum<number | string | null>('amountCents').as('total'))
      .where('paidAt', '>=', todayStartIso).where('status', '=', 'pago')
      .executeTakeFirstOrThrow(),
  ]);
  return Number(days.total ?? 0) + Number(todayRow.total ?? 0);
}
