import type { AppContext } from '#server/context';
import { saoPauloDay, saoPauloDayStart, shiftDay } from '#server/lib/clock';
import { cutAtMonths } from '#server/lib/month-cut';
import { readFromNearerEnd } from '#server/lib/page-cursor';
import { countStartedAfter, countStartedAndEndedAt, countSubscriptionsIn, justAfter, type SubscriptionCount } from './subscription-counts.repository.ts';

// Billing's reads for the financial reports (modules/reports), re-exported by
// billing.service.ts. Kept in their own file (not billing.repository.ts) so the reports
// and the payment-methods work can change billing side by side; billing owns these
// tables, so the queries stay in billing. The users join brings display fields only.

/** A month's daily totals of one kind, plan and amount (migration 2026-11-27-1301: kept by triggers on payments). */
interface PaymentMonthTotalRow {
  /** YYYY-MM, São Paulo */
  month: string;
  kind: 'cobrado' | 'pago' | 'reembolsado';
  planId: string;
  amountCents: number;
  count: number;
}

const REPORT_KINDS = ['cobrado', 'pago', 'reembolsado'] as const;

/**
 * The payments' totals of the São Paulo days firstDay..lastDay (YYYY-MM-DD, both included),
 * summed per month: the monthly totals of the whole months (migration 2026-11-28-1510) and the
 * daily ones of a partial first and last month, a few rows per month or day whatever the
 * number of payments.
 */
export async function readPaymentTotalsByMonth(ctx: Pick<AppContext, 'db'>, firstDay: string, lastDay: string): Promise<PaymentMonthTotalRow[]> {
  const { days, months } = cutAtMonths(firstDay, lastDay);
  const parts = await Promise.all([
    ...days.map(async (span) => {
      const rows = await ctx.db
        .selectFrom('paymentDayTotals')
        .select((eb) => ['kind', 'planId', 'amountCents', eb.fn.sum<number | string>('count').as('count')])
        .where('day', '>=', span.first)
        .where('day', '<=', span.last)
        .where('kind', 'in', REPORT_KINDS)
        .groupBy(['kind', 'planId', 'amountCents'])
        .execute();
      return rows.map((row) => ({ ...row, month: span.first.slice(0, 7) }));
    }),
    months
      ? ctx.db.selectFrom('paymentMonthTotals').select(['month', 'kind', 'planId', 'amountCents', 'count'])
        .where('month', '>=', months.first).where('month', '<=', months.last!).where('kind', 'in', REPORT_KINDS).execute()
      : [],
  ]);
  return parts.flat()
    .map((row) => ({ ...row, count: Number(row.count) }))
    .filter((row): row is PaymentMonthTotalRow => row.kind !== 'emitido' && row.count !== 0);
}

interface ReportPaymentRow {
  amountCents: number;
  status: string;
  createdAt: string;
  /** when the money came in (a Pix/boleto is paid after it is issued); null for rows from before payment methods */
  paidAt: string | null;
  /** when a 'reembolsado' payment was refunded */
  refundedAt: string | null;
  planId: string;
}

/**
 * Payments whose money moved in [fromIso, toIso]: issued or paid in it, or refunded in it
 * (a refund is booked on its own date, not on the payment's).
 */
export async function listPaymentsForReport(ctx: AppContext, fromIso: string, toIso: string): Promise<ReportPaymentRow[]> {
  return ctx.db
    .selectFrom('payments')
    .select(['amountCents', 'status', 'createdAt', 'paidAt', 'refundedAt', 'planId'])
    .where((eb) => eb.or([
      eb.and([eb('createdAt', '>=', fromIso), eb('createdAt', '<=', toIso)]),
      eb.and([eb('paidAt', '>=', fromIso), eb('paidAt', '<=', toIso)]),
      eb.and([eb('refundedAt', '>=', fromIso), eb('refundedAt', '<=', toIso)]),
    ]))
    .execute();
}

/** The subscription figures of the report for [fromIso, toIso], counted by the database (index-only). */
export interface ReportSubscriptionCounts {
  /** giving access at toIso, per plan, status and whether it ends with its period */
  live: Array<{ planId: string; status: string; cancelAtPeriodEnd: number; count: number }>;
  /** subscribers when the window opened */
  atStart: number;
  /** started in the window, per month of the start */
  startedByMonth: Array<{ month: string; count: number }>;
  /** cancelled or expired subscriptions whose access ended in the window, per month of that end */
  endedByMonth: Array<{ month: string; count: number }>;
}

/**
 * The window's subscriber figures from the daily totals of its whole days and the
 * subscriptions of its partial first and last days (subscription-counts.repository.ts): the
 * cost follows the window's days, not the number of subscribers. Subscribers at the start are
 * those whose period ends after it, less those started at or after it (a period never ends
 * before it starts, so only one started exactly then and already ended is in the second
 * count without being in the first); live at the end are those whose period ends after it,
 * less any started after it.
 */
export async function countSubscriptionsForReport(ctx: Pick<AppContext, 'db'>, fromIso: string, toIso: string): Promise<ReportSubscriptionCounts> {
  const db = ctx.db;
  const untilTo = justAfter(toIso);
  const [live, notYetLive, endingAfterStart, startedFromStart, startedAndEndedAtStart, started, ended] = await Promise.all([
    countSubscriptionsIn(db, 'ends', untilTo, null, ['active', 'canceled']),
    countStartedAfter(db, toIso),
    countSubscriptionsIn(db, 'ends', justAfter(fromIso), null),
    countSubscriptionsIn(db, 'starts', fromIso, null),
    countStartedAndEndedAt(db, fromIso),
    countSubscriptionsIn(db, 'starts', fromIso, untilTo),
    countSubscriptionsIn(db, 'ends', fromIso, untilTo, ['canceled', 'expired']),
  ]);
  const sum = (rows: SubscriptionCount[]) => rows.reduce((total, row) => total + row.count, 0);
  const byMonth = (rows: SubscriptionCount[]) => {
    const months = new Map<string, number>();
    for (const row of rows) months.set(row.month, (months.get(row.month) ?? 0) + row.count);
    return [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, count]) => ({ month, count }));
  };
  const liveByKey = new Map<string, { planId: string; status: string; cancelAtPeriodEnd: number; count: number }>();
  const add = (row: { planId: string; status: string; cancelAtPeriodEnd: number; count: number }, sign: 1 | -1) => {
    const key = `${row.planId}|${row.status}|${row.cancelAtPeriodEnd}`;
    const found = liveByKey.get(key);
    if (found) found.count += sign * row.count;
    else liveByKey.set(key, { planId: row.planId, status: row.status, cancelAtPeriodEnd: row.cancelAtPeriodEnd, count: sign * row.count });
  };
  for (const row of live) add(row, 1);
  for (const row of notYetLive) add(row, -1);
  return {
    live: [...liveByKey.values()].filter((row) => row.count !== 0),
    atStart: sum(endingAfterStart) - sum(startedFromStart) + startedAndEndedAtStart,
    startedByMonth: byMonth(started),
    endedByMonth: byMonth(ended),
  };
}

interface ReportPlanRow {
  id: string;
  name: string;
  billingPriceCents: number;
  periodMonths: number;
}

export async function listPlansForReport(ctx: AppContext): Promise<ReportPlanRow[]> {
  return ctx.db.selectFrom('plans').select(['id', 'name', 'billingPriceCents', 'periodMonths']).orderBy('position').orderBy('id').execute();
}

export interface ReportTransactionRow {
  id: string;
  userName: string;
  userEmail: string;
  planName: string;
  amountCents: number;
  status: string;
  method: 'card' | 'pix' | 'boleto';
  instalments: number;
  createdAt: string;
}

/** The window's payments with their buyer and plan, newest first (`reversed`: oldest first); id breaks ties so pages never overlap. */
function reportTransactions(ctx: AppContext, fromIso: string, toIso: string, reversed = false) {
  const direction = reversed ? 'asc' : 'desc';
  return ctx.db
    .selectFrom('payments')
    .where('payments.createdAt', '>=', fromIso)
    .where('payments.createdAt', '<=', toIso)
    .innerJoin('users', 'users.id', 'payments.userId')
    .innerJoin('plans', 'plans.id', 'payments.planId')
    .select([
      'payments.id as id', 'users.name as userName', 'users.email as userEmail', 'plans.name as planName',
      'payments.amountCents as amountCents', 'payments.status as status', 'payments.method as method', 'payments.instalments as instalments',
      'payments.createdAt as createdAt',
    ])
    .orderBy('payments.createdAt', direction)
    .orderBy('payments.id', direction);
}

/**
 * A report window cut where São Paulo days begin: its whole days (first..last, YYYY-MM-DD, or
 * null when it has none) and the instants of its partial ends.
 */
interface ReportWindowDays {
  wholeDays: { first: string; last: string } | null;
  ends: Array<{ fromIso: string; toIso: string }>;
}

/**
 * The window [fromIso, toIso] cut for the daily totals: its whole São Paulo days are read from
 * the totals, its partial first and last days (the window runs from an instant to now) from the
 * payments of those hours, so the figures are those of the exact window.
 */
export function cutWindowAtDays(fromIso: string, toIso: string): ReportWindowDays {
  const firstDay = saoPauloDay(new Date(fromIso));
  const lastDay = saoPauloDay(new Date(toIso));
  if (firstDay === lastDay) return { wholeDays: null, ends: [{ fromIso, toIso }] };
  const justBefore = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();
  return {
    wholeDays: { first: shiftDay(firstDay, 1), last: shiftDay(lastDay, -1) },
    ends: [{ fromIso, toIso: justBefore(saoPauloDayStart(shiftDay(firstDay, 1))) }, { fromIso: saoPauloDayStart(lastDay), toIso }],
  };
}

/**
 * How many payments were issued in the window: the 'emitido' daily totals of its whole days
 * (migration 2026-11-28-1500) and the payments of its partial ends, so the cost follows the
 * window's days, not its payments.
 */
async function countPaymentsIssued(ctx: AppContext, fromIso: string, toIso: string): Promise<number> {
  const { wholeDays, ends } = cutWindowAtDays(fromIso, toIso);
  const counts = await Promise.all([
    wholeDays
      ? ctx.db.selectFrom('paymentDayTotals').select((eb) => eb.fn.sum<number | string | null>('count').as('n'))
        .where('day', '>=', wholeDays.first).where('day', '<=', wholeDays.last).where('kind', '=', 'emitido').executeTakeFirstOrThrow()
      : { n: 0 },
    ...ends.map((end) => ctx.db.selectFrom('payments').select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('createdAt', '>=', end.fromIso).where('createdAt', '<=', end.toIso).executeTakeFirstOrThrow()),
  ]);
  return counts.reduce((total, row) => total + Number(row.n ?? 0), 0);
}

/** One page of the window's payments, newest first, and how many the window holds. A page past the middle is read from the oldest end. */
export async function pagePaymentsForReport(
  ctx: AppContext,
  fromIso: string,
  toIso: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ReportTransactionRow[]; total: number }> {
  const total = await countPaymentsIssued(ctx, fromIso, toIso);
  const rows = await readFromNearerEnd(total, page.offset, page.limit, (offset, limit, reversed) =>
    reportTransactions(ctx, fromIso, toIso, reversed).limit(limit).offset(offset).execute());
  return { rows, total };
}

/** Rows read per query by the export: a year of a large platform is never held in memory at once. */
export const REPORT_EXPORT_BATCH = 1000;

/**
 * Every payment of the window, in the listing's order, a batch at a time: each batch is read
 * after the last row of the one before (by key, so the cost of a batch does not grow with
 * how far into the window it is, and a payment written meanwhile never shifts a row into the
 * next batch twice).
 */
export async function* paymentsForReportInBatches(ctx: AppContext, fromIso: string, toIso: string, batchSize = REPORT_EXPORT_BATCH): AsyncGenerator<ReportTransactionRow[]> {
  let last: ReportTransactionRow | undefined;
  for (;;) {
    let query = reportTransactions(ctx, fromIso, toIso).limit(batchSize);
    if (last) {
      const after = last;
      // The first condition alone is the index's range; the second drops the rows already sent.
      query = query.where('payments.createdAt', '<=', after.createdAt).where((eb) => eb.or([eb('payments.createdAt', '<', after.createdAt), eb.and([eb('payments.createdAt', '=', after.createdAt), eb('payments.id', '<', after.id)])]));
    }
    const rows = await query.execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}
