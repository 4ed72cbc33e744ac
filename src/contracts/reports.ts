import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

// /admin/relatorios: financial reports computed from payments and subscriptions.
// Definitions of each figure (receita, despesas, MRR, churn, ARPU): docs/decisions/financial-reports.md.

/** Spec: period of 7, 30, 90, 180 or 365 days. */
export const REPORT_PERIODS = [7, 30, 90, 180, 365] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 30;
export const REPORT_TRANSACTIONS_PAGE_SIZE = 10;
export const PERIOD_ERROR = 'Período inválido: use 7, 30, 90, 180 ou 365 dias.';

/** The tables that can be exported as CSV. */
export const REPORT_CSV_TABLES = ['mensal', 'planos', 'assinantes', 'transacoes'] as const;
export type ReportCsvTable = (typeof REPORT_CSV_TABLES)[number];

const PeriodSchema = z.coerce
  .number({ error: PERIOD_ERROR })
  .refine((value) => (REPORT_PERIODS as readonly number[]).includes(value), PERIOD_ERROR)
  .default(DEFAULT_REPORT_PERIOD);

export const ReportQuerySchema = z.object({ period: PeriodSchema });

export const ReportTransactionsQuerySchema = z.object({
  period: PeriodSchema,
  page: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(100_000, 'Página inválida.').default(1),
});

export const ReportCsvQuerySchema = z.object({
  period: PeriodSchema,
  table: z.enum(REPORT_CSV_TABLES, { error: 'Tabela inválida: use mensal, planos, assinantes ou transacoes.' }),
});

const MonthSchema = z.object({
  /** YYYY-MM in São Paulo time */
  month: z.string(),
  /** 'Nov/26' */
  label: z.string(),
});

export const FinancialReportSchema = z.object({
  period: z.number().int(),
  /** ISO instants: the window is [from, to], to = now. */
  from: z.string(),
  to: z.string(),
  summary: z.object({
    /** Payments paid in the window and kept ('pago'); refunded, expired, pending or declined ones are never revenue. */
    revenueCents: z.number().int(),
    /** The provider's fees (charged on every payment received, refunded or not). */
    expensesCents: z.number().int(),
    feesCents: z.number().int(),
    /** Refunds made in the window, by their refund date (already out of the revenue, so not an expense). */
    refundsCents: z.number().int(),
    /** revenue − expenses */
    netCents: z.number().int(),
    paidTransactions: z.number().int(),
    /** Monthly recurring revenue now: subscriptions that will renew, each at its plan's price per month. */
    mrrCents: z.number().int(),
    /** Subscriptions that renew (the MRR's base). */
    renewingSubscribers: z.number().int(),
    /** Subscriptions with access now (renewing or cancelled but not yet ended). */
    activeSubscribers: z.number().int(),
    /** MRR ÷ renewing subscribers; null without any. */
    arpuCents: z.number().int().nullable(),
    subscribersAtStart: z.number().int(),
    newSubscribers: z.number().int(),
    cancelledSubscribers: z.number().int(),
    /** cancelled ÷ (subscribers at the start + new ones), percent with one decimal; null when there were none. */
    churnRatePercent: z.number().nullable(),
  }),
  months: z.array(
    MonthSchema.extend({
      revenueCents: z.number().int(),
      feesCents: z.number().int(),
      refundsCents: z.number().int(),
      expensesCents: z.number().int(),
    }),
  ),
  plans: z.array(
    z.object({
      planId: z.string(),
      planName: z.string(),
      /** With access now. */
      subscribers: z.number().int(),
      /** Revenue of this plan in the window. */
      revenueCents: z.number().int(),
    }),
  ),
  subscribers: z.array(MonthSchema.extend({ newSubscribers: z.number().int(), cancelledSubscribers: z.number().int() })),
  /**
   * The last daily reconciliation of money received against what was owed: payments the
   * provider confirmed that are still neither applied nor refunded. null before its first run.
   */
  reconciliation: z
    .object({
      checkedAt: z.string(),
      receivedCount: z.number().int(),
      unsettledCount: z.number().int(),
      unsettled: z.array(z.object({ id: z.string(), paymentId: z.string(), amountCents: z.number().int(), receivedAt: z.string() })),
    })
    .nullable(),
});
export type FinancialReport = z.infer<typeof FinancialReportSchema>;

export const ReportTransactionSchema = z.object({
  id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  createdAt: z.string(),
  /** as stored: 'pago', 'pendente', 'recusado', 'reembolsado', 'expirado' */
  status: z.string(),
  /** 'Pago', 'Pendente', 'Recusado', 'Reembolsado', 'Expirado' */
  statusLabel: z.string(),
  method: z.enum(['card', 'pix', 'boleto']),
  /** card instalments (1 for Pix, boleto and cash card payments) */
  instalments: z.number().int(),
  /** 'Pix', 'Boleto', 'Cartão de crédito', 'Cartão de crédito em 3x' */
  methodLabel: z.string(),
});
export type ReportTransaction = z.infer<typeof ReportTransactionSchema>;

export const ReportTransactionsSchema = z.object({
  items: z.array(ReportTransactionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReportTransactions = z.infer<typeof ReportTransactionsSchema>;

export const reportEndpoints = {
  get: defineEndpoint({
    method: 'GET', path: '/api/admin/reports', access: ['admin'],
    summary: 'Relatório financeiro do período: receita e despesas por mês, planos, assinantes novos e cancelados, MRR, churn e ARPU.',
    query: ReportQuerySchema, response: FinancialReportSchema,
  }),
  transactions: defineEndpoint({
    method: 'GET', path: '/api/admin/reports/transactions', access: ['admin'],
    summary: 'Transações do período, das mais recentes às mais antigas, paginadas.',
    query: ReportTransactionsQuerySchema, response: ReportTransactionsSchema,
  }),
  csv: defineEndpoint({
    method: 'GET', path: '/api/admin/reports/csv', access: ['admin'],
    summary: 'Uma tabela do relatório em CSV (UTF-8 com BOM, separador ;).',
    query: ReportCsvQuerySchema, response: z.any(), produces: 'text/csv',
  }),
};
