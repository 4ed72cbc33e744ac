// The door of the billing module: its routes and every other module import billing from
// this file only. The rules live in one file per use case:
//   plans.service.ts          plans and coupons
//   subscriptions.service.ts  the student's subscription (read path, change plan, cancel, reactivate, card, payments)
//   renewals.service.ts       renewals and expiries (the scheduler's job)
//   checkout.service.ts       sign-up at checkout and paying a plan
//   receipts.service.ts       payments as shown, receipt PDF and e-mail
//   charges.service.ts        Pix and boleto charges, the provider's webhook, the boleto PDF
//   payment-settlement.ts     every payment received applied or refunded, the daily reconciliation
// E-mail texts: billing-emails.ts. Queries: billing.repository.ts.

import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import * as repo from './billing.repository.ts';
import { hasAccess } from './subscriptions.service.ts';
import { billingDataOf, eraseBillingData, receiptPaymentIdsOf } from './personal-data.ts';
import { forgetSavedCard, savedCardAtProvider } from './cards.ts';
export { CARD_DELETION_RETRY_INTERVAL_MS, retryCardDeletions } from './cards.ts';

export { checkCoupon, listInstalmentOptions, listPlans } from './plans.service.ts';
export {
  cancelSubscription, changePlan, getAccess, getSubscription, getSubscriptionAccess, listPayments, resumeSubscription, updatePaymentMethod,
} from './subscriptions.service.ts';
export { RENEWAL_CHECK_INTERVAL_MS, settleDueSubscriptions } from './renewals.service.ts';
export { CARD_CHECKOUT_SWEEP_INTERVAL_MS, checkout, settleStuckCardCheckouts, signUpStudent } from './checkout.service.ts';
export { renderReceipt } from './receipts.service.ts';
export { updatePayerAddress } from './payer-addresses.ts';
// Reads for the financial reports (modules/reports): billing-reports.ts.
export {
  countSubscriptionsForReport, cutWindowAtDays, listPaymentsForReport, listPlansForReport, pagePaymentsForReport, paymentsForReportInBatches, readPaymentTotalsByMonth,
  type ReportTransactionRow,
} from './billing-reports.ts';

// ── Notice publishing (issue 13 item 8): audiences by plan ────────────────────

/** A plan's id and name, active or not (an audience label); null when unknown. */
export async function findPlanSummary(ctx: AppContext, planId: string): Promise<{ id: string; name: string; active: boolean } | null> {
  const plan = await repo.findPlan(ctx.db, planId);
  return plan ? { id: plan.id, name: plan.name, active: plan.active === 1 } : null;
}

/** The plan of the student's current subscription (its paid period not over), or null. */
export async function findCurrentPlanId(ctx: AppContext, userId: string): Promise<string | null> {
  const sub = await repo.findLatestSubscription(ctx.db, userId);
  return sub && hasAccess(sub, ctx.clock.now()) ? sub.planId : null;
}

/** The students subscribed to the plan now (the notification fan-out of a plan audience). */
export async function listCurrentSubscriberIds(ctx: AppContext, planId: string): Promise<string[]> {
  return repo.listCurrentSubscriberIds(ctx.db, planId, ctx.clock.now().toISOString());
}
export { readBillingKpis } from './billing-kpis.service.ts';
export { getCharge, issueCharge, paymentProviderInfo, receiveWebhook, renderBoleto, simulateChargePayment } from './charges.service.ts';

/** Subscriptions, payments, the saved card, the boleto address and coupons of one person, without provider secrets (LGPD export). */
export async function exportBillingData(ctx: Pick<AppContext, 'db'>, userId: string) {
  return billingDataOf(ctx.db, userId);
}

/** The ids of this person's payments that have a receipt PDF (LGPD export). */
export async function listReceiptPaymentIds(ctx: Pick<AppContext, 'db'>, userId: string) {
  return receiptPaymentIdsOf(ctx.db, userId);
}

/**
 * Erasure: the saved card and the boleto address go, payments stay for the fiscal obligation, a
 * running subscription ends (`db`: the erasure's transaction). Returns what to do once that
 * transaction has committed: delete the card saved at the provider (a provider call inside the
 * transaction would hold it open, and an erasure that rolls back must keep the card).
 */
export async function eraseBilling(ctx: Pick<AppContext, 'clock' | 'db'>, db: Db, userId: string): Promise<() => Promise<void>> {
  const saved = savedCardAtProvider(await repo.findPaymentMethod(db, userId));
  await eraseBillingData(db, userId, ctx.clock.now().toISOString());
  return async () => {
    if (saved) await forgetSavedCard(ctx, saved, 'dados excluídos');
  };
}

// The ledger of money received and its daily reconciliation (payment-settlement.ts).
export { readLastReconciliation, reconcileReceivedPayments, RECONCILIATION_INTERVAL_MS } from './payment-settlement.ts';
