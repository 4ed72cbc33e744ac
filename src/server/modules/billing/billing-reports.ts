import type { AppContext } from '#server/context';

// Billing's reads for the financial reports (modules/reports), re-exported by
// billing.service.ts. Kept in their own file (not billing.repository.ts) so the reports
// and the payment-methods work can change billing side by side; billing owns these
// tables, so the queries stay in billing. The users join brings display fields only.

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

interface ReportSubscriptionRow {
  planId: string;
  status: string;
  startedAt: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: number;
}

/** Subscriptions that existed at some point of [fromIso, toIso] (started before its end, not ended before its start). */
export async function listSubscriptionsForReport(ctx: AppContext, fromIso: string, toIso: string): Promise<ReportSubscriptionRow[]> {
  return ctx.db
    .selectFrom('subscriptions')
    .select(['planId', 'status', 'startedAt', 'currentPeriodEnd', 'cancelAtPeriodEnd'])
    .where('startedAt', '<=', toIso)
    .where('currentPeriodEnd', '>=', fromIso)
    .execute();
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

/** One page of the window's payments, newest first (id breaks ties so pages never overlap). */
export async function pagePaymentsForReport(
  ctx: AppContext,
  fromIso: string,
  toIso: string,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: ReportTransactionRow[]; total: number }> {
  const base = ctx.db.selectFrom('payments').where('payments.createdAt', '>=', fromIso).where('payments.createdAt', '<=', toIso);
  let query = base
    .innerJoin('users', 'users.id', 'payments.userId')
    .innerJoin('plans', 'plans.id', 'payments.planId')
    .select([
      'payments.id as id', 'users.name as userName', 'users.email as userEmail', 'plans.name as planName',
      'payments.amountCents as amountCents', 'payments.status as status', 'payments.method as method', 'payments.instalments as instalments',
      'payments.createdAt as createdAt',
    ])
    .orderBy('payments.createdAt', 'desc')
    .orderBy('payments.id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const [rows, count] = await Promise.all([
    query.execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
