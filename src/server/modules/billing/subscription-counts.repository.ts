import type { Db } from '#server/db/database';
import { saoPauloDay, saoPauloDayStart, shiftDay } from '#server/lib/clock';
import { cutAtMonths } from '#server/lib/month-cut';

// Subscriptions counted over a span of time without reading one entry per subscription: the
// whole São Paulo days of the span from subscription_day_totals (kept by triggers, migration
// 2026-11-28-0300-z-b; whole months from their monthly sums, 2026-11-28-1510), its partial first and last days from the subscriptions of those hours.
// The figures equal a count over the subscriptions; the cost follows the days of the span
// (a few rows per day), not the number of subscribers. Used by the admin dashboard and the
// financial reports.

export interface SubscriptionCount {
  /** YYYY-MM, São Paulo */
  month: string;
  /** '' for starts */
  status: string;
  /** '' for starts */
  planId: string;
  cancelAtPeriodEnd: number;
  count: number;
}

/** 'ends': by current_period_end (per status, plan, cancel_at_period_end); 'starts': by started_at (no other key). */
export type SubscriptionInstant = 'ends' | 'starts';


/** The instant just after `iso` (instants are stored to the millisecond): turns `> iso` into `>= after(iso)`. */
export const justAfter = (iso: string) => new Date(Date.parse(iso) + 1).toISOString();

/**
 * Subscriptions whose instant (`kind`) lies in [fromIso, toIso) — toIso null: no end — per
 * São Paulo month and, for 'ends', status, plan and cancel_at_period_end; `statuses` limits
 * 'ends' to those statuses.
 */
export async function countSubscriptionsIn(
  db: Db,
  kind: SubscriptionInstant,
  fromIso: string,
  toIso: string | null,
  statuses?: readonly string[],
): Promise<SubscriptionCount[]> {
  if (toIso !== null && toIso <= fromIso) return [];
  const firstDay = saoPauloDay(new Date(fromIso));
  const lastDay = toIso === null ? null : saoPauloDay(new Date(toIso));
  const secondStart = saoPauloDayStart(shiftDay(firstDay, 1));
  const parts: Array<Promise<SubscriptionCount[]>> = [];
  if (lastDay === firstDay) {
    parts.push(rowsIn(db, kind, fromIso, toIso!, statuses));
  } else {
    parts.push(rowsIn(db, kind, fromIso, secondStart, statuses));
    const wholeLast = lastDay === null ? null : shiftDay(lastDay, -1);
    if (wholeLast === null || wholeLast >= shiftDay(firstDay, 1)) parts.push(daysIn(db, kind, shiftDay(firstDay, 1), wholeLast, statuses));
    if (lastDay !== null) parts.push(rowsIn(db, kind, saoPauloDayStart(lastDay), toIso!, statuses));
  }
  const merged = new Map<string, SubscriptionCount>();
  for (const row of (await Promise.all(parts)).flat()) {
    const key = `${row.month}|${row.status}|${row.planId}|${row.cancelAtPeriodEnd}`;
    const found = merged.get(key);
    if (found) found.count += row.count;
    else merged.set(key, { ...row });
  }
  return [...merged.values()].filter((row) => row.count !== 0);
}

/**
 * The totals of the whole days firstDay..lastDay (null: every later day), per month: the
 * monthly totals of the whole months (migration 2026-11-28-1510), the daily ones of a partial
 * first and last month.
 */
async function daysIn(db: Db, kind: SubscriptionInstant, firstDay: string, lastDay: string | null, statuses?: readonly string[]): Promise<SubscriptionCount[]> {
  const { days, months } = cutAtMonths(firstDay, lastDay);
  const byStatus = kind === 'ends' && statuses ? statuses : null;
  const parts = await Promise.all([
    ...days.map(async (span) => {
      let query = db.selectFrom('subscriptionDayTotals')
        .select((eb) => ['status', 'planId', 'cancelAtPeriodEnd', eb.fn.sum<number | string>('count').as('count')])
        .where('kind', '=', kind).where('day', '>=', span.first).where('day', '<=', span.last);
      if (byStatus) query = query.where('status', 'in', byStatus);
      const rows = await query.groupBy(['status', 'planId', 'cancelAtPeriodEnd']).execute();
      return rows.map((row) => ({ ...row, month: span.first.slice(0, 7) }));
    }),
    (async () => {
      if (!months) return [];
      let query = db.selectFrom('subscriptionMonthTotals').select(['month', 'status', 'planId', 'cancelAtPeriodEnd', 'count'])
        .where('kind', '=', kind).where('month', '>=', months.first);
      if (months.last !== null) query = query.where('month', '<=', months.last);
      if (byStatus) query = query.where('status', 'in', byStatus);
      return query.execute();
    })(),
  ]);
  return parts.flat().map((row) => ({ ...row, cancelAtPeriodEnd: Number(row.cancelAtPeriodEnd), count: Number(row.count) }));
}

/** The subscriptions themselves, for a partial day [fromIso, toIso) (inside one São Paulo day, so one month), counted by the database. */
async function rowsIn(db: Db, kind: SubscriptionInstant, fromIso: string, toIso: string, statuses?: readonly string[]): Promise<SubscriptionCount[]> {
  const month = saoPauloDay(new Date(fromIso)).slice(0, 7);
  if (kind === 'starts') {
    const row = await db.selectFrom('subscriptions').select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('startedAt', '>=', fromIso).where('startedAt', '<', toIso).executeTakeFirstOrThrow();
    return [{ month, status: '', planId: '', cancelAtPeriodEnd: 0, count: Number(row.count) }];
  }
  let query = db.selectFrom('subscriptions').select((eb) => ['status', 'planId', 'cancelAtPeriodEnd', eb.fn.countAll<number | string>().as('count')])
    .where('currentPeriodEnd', '>=', fromIso).where('currentPeriodEnd', '<', toIso);
  if (statuses) query = query.where('status', 'in', statuses as Array<'active' | 'canceled' | 'expired'>);
  const rows = await query.groupBy(['status', 'planId', 'cancelAtPeriodEnd']).execute();
  return rows.map((row) => ({ month, status: row.status, planId: row.planId, cancelAtPeriodEnd: Number(row.cancelAtPeriodEnd), count: Number(row.count) }));
}

/**
 * Subscriptions started exactly at `iso` whose period ends by then: the only ones both started
 * at or after an instant and ended by it, as a period never ends before it starts.
 */
export async function countStartedAndEndedAt(db: Db, iso: string): Promise<number> {
  const row = await db.selectFrom('subscriptions').select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('startedAt', '=', iso).where('currentPeriodEnd', '<=', iso).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Subscriptions started after `iso` and still current then, per plan, status and
 * cancel_at_period_end: what the count of periods ending after `iso` holds that was not yet
 * live at `iso` (none when `iso` is now; read by the start's index).
 */
export async function countStartedAfter(db: Db, iso: string) {
  // Only the start's condition in SQL, so the start's index serves it (the end's would read every current subscription).
  const rows = await db.selectFrom('subscriptions').select(['planId', 'status', 'cancelAtPeriodEnd', 'currentPeriodEnd']).where('startedAt', '>', iso).execute();
  const counts = new Map<string, { planId: string; status: string; cancelAtPeriodEnd: number; count: number }>();
  for (const row of rows) {
    if (row.currentPeriodEnd <= iso || row.status === 'expired') continue;
    const key = `${row.planId}|${row.status}|${Number(row.cancelAtPeriodEnd)}`;
    const found = counts.get(key);
    if (found) found.count += 1;
    else counts.set(key, { planId: row.planId, status: row.status, cancelAtPeriodEnd: Number(row.cancelAtPeriodEnd), count: 1 });
  }
  return [...counts.values()];
}
