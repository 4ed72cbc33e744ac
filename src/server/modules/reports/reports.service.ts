import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, type PaymentMethodKind, type PaymentStatus } from '#contracts/billing';
import type { FinancialReport, ReportCsvTable, ReportTransactions } from '#contracts/reports';
import { REPORT_TRANSACTIONS_PAGE_SIZE } from '#contracts/reports';
import type { AppContext } from '#server/context';
import { saoPauloDay } from '#server/lib/clock';
import { formatDatePtBR } from '#server/lib/format';
import {
  listPaymentsForReport, listPlansForReport, listSubscriptionsForReport, pagePaymentsForReport, readLastReconciliation, type ReportTransactionRow,
} from '#server/modules/billing/billing.service';
import { csvMoney, toCsv } from './reports-csv.ts';

// The financial reports of /admin/relatorios, computed from billing's payments,
// subscriptions and plans for a window of the last N days ending now. What each figure
// means (and why): docs/decisions/financial-reports.md.

const DAY_MS = 86_400_000;
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

export async function getFinancialReport(ctx: AppContext, period: number): Promise<FinancialReport> {
  const { fromIso, toIso } = windowOf(ctx, period);
  const [payments, subscriptions, plans, reconciliation] = await Promise.all([
    listPaymentsForReport(ctx, fromIso, toIso),
    listSubscriptionsForReport(ctx, fromIso, toIso),
    listPlansForReport(ctx),
    readLastReconciliation(ctx),
  ]);

  const months = monthsBetween(fromIso, toIso).map((month) => ({
    month, label: monthLabel(month), revenueCents: 0, feesCents: 0, refundsCents: 0, expensesCents: 0,
  }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const revenueByPlan = new Map<string, number>();
  let paidTransactions = 0;
  const inWindow = (iso: string) => iso >= fromIso && iso <= toIso;
  for (const payment of payments) {
    if (!FEE_CHARGED.has(payment.status)) continue;
    const paidAt = payment.paidAt ?? payment.createdAt;
    const paidBucket = inWindow(paidAt) ? byMonth.get(monthOf(paidAt)) : undefined;
    if (paidBucket) {
      paidBucket.feesCents += providerFeeCents(payment.amountCents);
      if (payment.status === 'pago') {
        paidTransactions += 1;
        paidBucket.revenueCents += payment.amountCents;
        revenueByPlan.set(payment.planId, (revenueByPlan.get(payment.planId) ?? 0) + payment.amountCents);
      }
    }
    if (payment.status === 'reembolsado') {
      const refundedAt = payment.refundedAt ?? paidAt;
      const refundBucket = inWindow(refundedAt) ? byMonth.get(monthOf(refundedAt)) : undefined;
      if (refundBucket) refundBucket.refundsCents += payment.amountCents;
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
  for (const sub of subscriptions) {
    const hasAccess = sub.status !== 'expired' && sub.startedAt <= toIso && sub.currentPeriodEnd > toIso;
    if (hasAccess) {
      activeSubscribers += 1;
      subscribersByPlan.set(sub.planId, (subscribersByPlan.get(sub.planId) ?? 0) + 1);
      const plan = planById.get(sub.planId);
      if (sub.status === 'active' && sub.cancelAtPeriodEnd === 0 && plan) {
        renewingSubscribers += 1;
        mrrCents += Math.round(plan.billingPriceCents / plan.periodMonths);
      }
    }
    if (sub.startedAt < fromIso && sub.currentPeriodEnd > fromIso) subscribersAtStart += 1;
    if (sub.startedAt >= fromIso && sub.startedAt <= toIso) {
      newSubscribers += 1;
      const entry = flow.get(monthOf(sub.startedAt));
      if (entry) entry.newSubscribers += 1;
    }
    // A subscriber is lost when the access of a cancelled or expired subscription ends.
    if ((sub.status === 'canceled' || sub.status === 'expired') && sub.currentPeriodEnd >= fromIso && sub.currentPeriodEnd <= toIso) {
      cancelledSubscribers += 1;
      const entry = flow.get(monthOf(sub.currentPeriodEnd));
      if (entry) entry.cancelledSubscribers += 1;
    }
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

/** One table of the report as CSV, with its file name. */
export async function reportCsv(ctx: AppContext, period: number, table: ReportCsvTable): Promise<{ fileName: string; csv: string }> {
  const fileName = `relatorio-${table}-${period}-dias-${saoPauloDay(ctx.clock.now())}.csv`;
  if (table === 'transacoes') {
    const { fromIso, toIso } = windowOf(ctx, period);
    const { rows } = await pagePaymentsForReport(ctx, fromIso, toIso, null);
    return {
      fileName,
      csv: toCsv(
        ['Data', 'Usuário', 'E-mail', 'Plano', 'Valor (R$)', 'Forma de pagamento', 'Parcelas', 'Status'],
        rows.map((r) => [formatDatePtBR(r.createdAt), r.userName, r.userEmail, r.planName, csvMoney(r.amountCents), methodLabelOf(r.method), r.instalments, statusLabelOf(r.status)]),
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
