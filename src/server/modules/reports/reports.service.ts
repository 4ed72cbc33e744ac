import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PaymentMethodKind, type PaymentStatus } from '#contracts/billing';
import type { FinancialReport, ReportCsvTable, ReportTransactions } from '#contracts/reports';
import { REPORT_TRANSACTIONS_PAGE_SIZE } from '#contracts/reports';
import type { AppContext } from '#server/context';
import { DAY_MS, saoPauloDay } from '#server/lib/clock';
import { formatDatePtBR } from '#server/lib/format';
import {
  countSubscriptionsForReport, cutWindowAtDays, listPaymentsForReport, listPlansForReport, pagePaymentsForReport, paymentsForReportInBatches, readLastReconciliation,
  readPaymentTotalsByMonth, type ReportTransactionRow,
} from '#server/modules/billing/billing.service';
import { csvChunks, csvMoney, toCsv, type CsvCell } from '#server/lib/csv';

// The financial reports of /admin/relatorios, computed from billing's payments,
// subscriptions and plans for a window of the last N days ending now. What each figure
// means (and why): docs/decisions/financial-reports.md.

const MONTH_LABELS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/**
 * The payment provider's fee per approved transaction, the first part of 'despesas':
 * 2,99 % of the amount plus R$ 0,39 (a typical Brazilian gateway's card price; the sandbox
 * charges nothing, so the platform books what a real provider would).
 */
export const PROVIDER_FEE_BASIS_POINTS = 299;
export const PROVIDER_FEE_FIXED_CENTS = 39;
export const providerFeeCents = (amountCents: number): number =>
  Math.round((amountCents * PROVIDER_FEE_BASIS_POINTS) / 10_000) + PROVIDER_FEE_FIXED_CENTS;

/**
 * Revenue is money kept: only 'pago'. A refunded payment (7-day guarantee) is never revenue;
 * the refund is shown on its own date. The provider's fee was charged when the money came
 * in and is not returned with a refund, so both statuses pay it.
 */
const FEE_CHARGED = new Set<string>(['pago', 'reembolsado']);
export const statusLabelOf = (status: string): string =>
  status in PAYMENT_STATUS_LABELS ? PAYMENT_STATUS_LABELS[status as PaymentStatus] : status.charAt(0).toUpperCase() + status.slice(1);
const methodLabelOf = (method: PaymentMethodKind): string => PAYMENT_METHOD_LABELS[method];
/** "Pix", "Cartão de crédito", "Cartão de crédito em 3x". */
const methodTextOf = (row: { method: PaymentMethodKind; instalments: number }) =>
  row.method === 'card' && row.instalments > 1 ? `${methodLabelOf(row.method)} em ${row.instalments}x` : methodLabelOf(row.method);

const monthOf = (iso: string) => saoPauloDay(new Date(iso)).slice(0, 7);
const monthLabel = (month: string) => `${MONTH_LABELS[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every YYYY-MM from the month of `fromIso` to the month of `toIso`, in São Paulo time. */
export function monthsBetween(fromIso: string, toIso: string): string[] {
  const months: string[] = [];
  const last = monthOf(toIso);
  let [year, month] = monthOf(fromIso).split('-').map(Number) as [number, number];
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    months.push(current);
    if (current >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

function windowOf(ctx: AppContext, period: number) {
  const now = ctx.clock.now();
  return { fromIso: new Date(now.getTime() - period * DAY_MS).toISOString(), toIso: now.toISOString() };
}

/**
 * The report is the same for every admin: requests that arrive while one is being computed
 * (admins opening the page at once, a refresh) share that computation instead of each reading
 * a year of totals again, and get the figures as of the moment it began, a few milliseconds
 * before theirs. Per database (tests open many).
 */
const reportsInFlight = new WeakMap<AppContext['db'], Map<number, Promise<FinancialReport>>>();

export function getFinancialReport(ctx: AppContext, period: number): Promise<FinancialReport> {
  let byPeriod = reportsInFlight.get(ctx.db);
  if (!byPeriod) {
    byPeriod = new Map();
    reportsInFlight.set(ctx.db, byPeriod);
  }
  const running = byPeriod.get(period);
  if (running) return running;
  const inFlight = byPeriod;
  const computing = computeFinancialReport(ctx, period).finally(() => inFlight.delete(period));
  inFlight.set(period, computing);
  return computing;
}

async function computeFinancialReport(ctx: AppContext, period: number): Promise<FinancialReport> {
  const { fromIso, toIso } = windowOf(ctx, period);
  const { wholeDays, ends } = cutWindowAtDays(fromIso, toIso);
  const [totals, endPayments, subscriptions, plans, reconciliation] = await Promise.all([
    wholeDays ? readPaymentTotalsByMonth(ctx, wholeDays.first, wholeDays.last) : [],
    Promise.all(ends.map(async (end) => ({ end, payments: await listPaymentsForReport(ctx, end.fromIso, end.toIso) }))),
    countSubscriptionsForReport(ctx, fromIso, toIso),
    listPlansForReport(ctx),
    readLastReconciliation(ctx),
  ]);

  const months = monthsBetween(fromIso, toIso).map((month) => ({
    month, label: monthLabel(month), revenueCents: 0, feesCents: 0, refundsCents: 0, expensesCents: 0,
  }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const revenueByPlan = new Map<string, number>();
  let paidTransactions = 0;
  const addRevenue = (bucket: (typeof months)[number], planId: string, amountCents: number, count: number) => {
    paidTransactions += count;
    bucket.revenueCents += amountCents * count;
    revenueByPlan.set(planId, (revenueByPlan.get(planId) ?? 0) + amountCents * count);
  };
  for (const row of totals) {
    const bucket = byMonth.get(row.month);
    if (!bucket) continue;
    if (row.kind === 'cobrado') bucket.feesCents += providerFeeCents(row.amountCents) * row.count;
    else if (row.kind === 'pago') addRevenue(bucket, row.planId, row.amountCents, row.count);
    else bucket.refundsCents += row.amountCents * row.count;
  }
  for (const { end, payments } of endPayments) {
    const inEnd = (iso: string) => iso >= end.fromIso && iso <= end.toIso;
    // An end lies inside one São Paulo day, so inside one month.
    const endBucket = byMonth.get(monthOf(end.fromIso));
    for (const payment of payments) {
      if (!FEE_CHARGED.has(payment.status)) continue;
      const paidAt = payment.paidAt ?? payment.createdAt;
      const paidBucket = inEnd(paidAt) ? endBucket : undefined;
      if (paidBucket) {
        paidBucket.feesCents += providerFeeCents(payment.amountCents);
        if (payment.status === 'pago') addRevenue(paidBucket, payment.planId, payment.amountCents, 1);
      }
      if (payment.status === 'reembolsado') {
        const refundedAt = payment.refundedAt ?? paidAt;
        const refundBucket = inEnd(refundedAt) ? endBucket : undefined;
        if (refundBucket) refundBucket.refundsCents += payment.amountCents;
      }
    }
  }
  for (const bucket of months) bucket.expensesCents = bucket.feesCents;

  const planById = new Map(plans.map((p) => [p.id, p]));
  const subscribersByPlan = new Map<string, number>();
  const flow = new Map(months.map((m) => [m.month, { newSubscribers: 0, cancelledSubscribers: 0 }]));
  let mrrCents = 0;
  let renewingSubscribers = 0;
  let activeSubscribers = 0;
  let subscribersAtStart = 0;
  let newSubscribers = 0;
  let cancelledSubscribers = 0;
  for (const row of subscriptions.live) {
    activeSubscribers += row.count;
    subscribersByPlan.set(row.planId, (subscribersByPlan.get(row.planId) ?? 0) + row.count);
    const plan = planById.get(row.planId);
    if (row.status === 'active' && row.cancelAtPeriodEnd === 0 && plan) {
      renewingSubscribers += row.count;
      mrrCents += Math.round(plan.billingPriceCents / plan.periodMonths) * row.count;
    }
  }
  subscribersAtStart = subscriptions.atStart;
  for (const row of subscriptions.startedByMonth) {
    newSubscribers += row.count;
    const entry = flow.get(row.month);
    if (entry) entry.newSubscribers += row.count;
  }
  // A subscriber is lost when the access of a cancelled or expired subscription ends.
  for (const row of subscriptions.endedByMonth) {
    cancelledSubscribers += row.count;
    const entry = flow.get(row.month);
    if (entry) entry.cancelledSubscribers += row.count;
  }

  const revenueCents = months.reduce((sum, m) => sum + m.revenueCents, 0);
  const feesCents = months.reduce((sum, m) => sum + m.feesCents, 0);
  const refundsCents = months.reduce((sum, m) => sum + m.refundsCents, 0);
  return {
    period,
    from: fromIso,
    to: toIso,
    summary: {
      revenueCents,
      expensesCents: feesCents,
      feesCents,
      refundsCents,
      netCents: revenueCents - feesCents,
      paidTransactions,
      mrrCents,
      renewingSubscribers,
      activeSubscribers,
      arpuCents: renewingSubscribers > 0 ? Math.round(mrrCents / renewingSubscribers) : null,
      subscribersAtStart,
      newSubscribers,
      cancelledSubscribers,
      // Lost ÷ everyone who was a subscriber at some point of the window (at its start or joining in it).
      churnRatePercent: subscribersAtStart + newSubscribers > 0 ? round1((cancelledSubscribers / (subscribersAtStart + newSubscribers)) * 100) : null,
    },
    months,
    plans: plans.map((plan) => ({
      planId: plan.id,
      planName: plan.name,
      subscribers: subscribersByPlan.get(plan.id) ?? 0,
      revenueCents: revenueByPlan.get(plan.id) ?? 0,
    })),
    subscribers: months.map((m) => ({ month: m.month, label: m.label, ...flow.get(m.month)! })),
    reconciliation,
  };
}

const toTransaction = (row: ReportTransactionRow) => ({ ...row, statusLabel: statusLabelOf(row.status), methodLabel: methodTextOf(row) });

export async function listReportTransactions(ctx: AppContext, period: number, page: number): Promise<ReportTransactions> {
  const { fromIso, toIso } = windowOf(ctx, period);
  const pageSize = REPORT_TRANSACTIONS_PAGE_SIZE;
  const { rows, total } = await pagePaymentsForReport(ctx, fromIso, toIso, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map(toTransaction), page, pageSize, total };
}

/** Transaction rows as the CSV writes them, a batch at a time. */
async function* transactionCells(batches: AsyncIterable<ReportTransactionRow[]>): AsyncGenerator<CsvCell[][]> {
  for await (const rows of batches) {
    yield rows.map((r) => [formatDatePtBR(r.createdAt), r.userName, r.userEmail, r.planName, csvMoney(r.amountCents), methodLabelOf(r.method), r.instalments, statusLabelOf(r.status)]);
  }
}

/**
 * One table of the report as CSV, with its file name. The transactions (every payment of up to
 * a year) are written as they are read, never held whole in memory; the other tables have a
 * row per month or plan.
 */
export async function reportCsv(ctx: AppContext, period: number, table: ReportCsvTable, batchSize?: number): Promise<{ fileName: string; csv: string | AsyncIterable<string> }> {
  const fileName = `relatorio-${table}-${period}-dias-${saoPauloDay(ctx.clock.now())}.csv`;
  if (table === 'transacoes') {
    const { fromIso, toIso } = windowOf(ctx, period);
    return {
      fileName,
      csv: csvChunks(
        ['Data', 'Usuário', 'E-mail', 'Plano', 'Valor (R$)', 'Forma de pagamento', 'Parcelas', 'Status'],
        transactionCells(paymentsForReportInBatches(ctx, fromIso, toIso, batchSize)),
      ),
    };
  }
  const report = await getFinancialReport(ctx, period);
  if (table === 'mensal') {
    return {
      fileName,
      csv: toCsv(
        ['Mês', 'Receita (R$)', 'Taxas (R$)', 'Reembolsos (R$)', 'Despesas (R$)', 'Resultado (R$)'],
        report.months.map((m) => [m.label, csvMoney(m.revenueCents), csvMoney(m.feesCents), csvMoney(m.refundsCents), csvMoney(m.expensesCents), csvMoney(m.revenueCents - m.expensesCents)]),
      ),
    };
  }
  if (table === 'planos') {
    return {
      fileName,
      csv: toCsv(['Plano', 'Assinantes', 'Receita no período (R$)'], report.plans.map((p) => [p.planName, p.subscribers, csvMoney(p.revenueCents)])),
    };
  }
  return {
    fileName,
    csv: toCsv(['Mês', 'Novos assinantes', 'Cancelados'], report.subscribers.map((s) => [s.label, s.newSubscribers, s.cancelledSubscribers])),
  };
}
