import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import { countSubscriptionsIn, justAfter } from './subscription-counts.repository.ts';

// Read-only figures for the admin dashboard (issue 13 item 1) on billing's own tables.

/**
 * Subscriptions giving access at `now` (current period ending after it), per plan and status,
 * with the plan's price and period: from the daily totals of the days ahead and today's
 * remaining hours (subscription-counts.repository.ts), not one entry per subscriber.
 */
export async function countLiveSubscriptionsByPlan(db: Db, now: string) {
  const [live, plans] = await Promise.all([
    countSubscriptionsIn(db, 'ends', justAfter(now), null, ['active', 'canceled']),
    db.selectFrom('plans').select(['id', 'billingPriceCents', 'periodMonths']).execute(),
  ]);
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const byPlanAndStatus = new Map<string, { status: string; billingPriceCents: number; periodMonths: number; count: number }>();
  for (const row of live) {
    const plan = planById.get(row.planId);
    if (!plan) continue;
    const key = `${row.status}|${row.planId}`;
    const found = byPlanAndStatus.get(key);
    if (found) found.count += row.count;
    else byPlanAndStatus.set(key, { status: row.status, billingPriceCents: plan.billingPriceCents, periodMonths: plan.periodMonths, count: row.count });
  }
  return [...byPlanAndStatus.values()];
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
