import type { AppContext } from '#server/context';
import { saoPauloDay, saoPauloDayStart } from '#server/lib/clock';
import * as repo from './billing-kpis.repository.ts';

/**
 * Subscriptions that give access now (renewing, or cancelled but paid to the period's end),
 * MRR (the renewing ones: plan price ÷ months of its period) and what was paid since the
 * 1st of this month in São Paulo (UTC−3). For the admin dashboard; re-exported by billing.service.ts.
 */
export async function readBillingKpis(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const now = ctx.clock.now();
  const today = saoPauloDay(now);
  const todayStart = saoPauloDayStart(today);
  const [live, revenueThisMonthCents] = await Promise.all([
    repo.countLiveSubscriptionsByPlan(ctx.db, now.toISOString()),
    repo.sumPaidFromDay(ctx.db, `${today.slice(0, 8)}01`, todayStart, today),
  ]);
  let activeSubscriptions = 0;
  let mrr = 0;
  for (const row of live) {
    const count = Number(row.count);
    activeSubscriptions += count;
    if (row.status === 'active') mrr += (count * row.billingPriceCents) / Math.max(1, row.periodMonths);
  }
  return { activeSubscriptions, mrrCents: Math.round(mrr), revenueThisMonthCents };
}
