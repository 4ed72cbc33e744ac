import type { Db } from '#server/db/database';
import { RENEWAL_CARD_ACCOUNT_ERASED } from './payment-settlement.ts';

// Billing rows of one person (LGPD export): never the provider's card token or the
// checkout's idempotency key and request hash.
export async function billingDataOf(db: Db, userId: string) {
  const [assinaturas, pagamentos, cartaoSalvo, enderecoDoBoleto, cuponsUsados] = await Promise.all([
    db.selectFrom('subscriptions')
      .select(['id', 'planId', 'status', 'startedAt', 'currentPeriodStart', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'pendingPlanId', 'paymentMethod', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('payments')
      .select(['id', 'subscriptionId', 'planId', 'kind', 'status', 'method', 'instalments', 'interestCents', 'listPriceCents', 'discountCents', 'amountCents',
        'monthsCovered', 'periodStart', 'periodEnd', 'expiresAt', 'paidAt', 'refundedAt', 'refundReference', 'cardBrand', 'cardLast4', 'provider', 'providerReference',
        'failureReason', 'receiptNumber', 'createdAt'])
      .where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('paymentMethods').select(['provider', 'brand', 'last4', 'expMonth', 'expYear', 'holderName', 'createdAt', 'updatedAt']).where('userId', '=', userId).execute(),
    db.selectFrom('payerAddresses').select(['zipCode', 'streetName', 'streetNumber', 'neighborhood', 'city', 'federalUnit', 'createdAt', 'updatedAt']).where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('couponRedemptions as r').innerJoin('coupons as c', 'c.id', 'r.couponId').select(['c.code', 'r.paymentId', 'r.createdAt']).where('r.userId', '=', userId).execute(),
  ]);
  return { assinaturas, pagamentos, cartaoSalvo, enderecoDoBoleto: enderecoDoBoleto ?? null, cuponsUsados };
}

/** The payments of this person that have a receipt (paid or refunded). */
export async function receiptPaymentIdsOf(db: Db, userId: string) {
  const rows = await db.selectFrom('payments').select('id').where('userId', '=', userId).where('status', 'in', ['pago', 'reembolsado']).where('receiptNumber', 'is not', null).execute();
  return rows.map((r) => r.id);
}

/**
 * Erasure: the saved card, the boleto address and checkout keys go; payments, receipts and coupon uses stay for
 * the fiscal obligation (art. 16, I), pointing at the anonymised account; a running
 * subscription ends (no renewal charges a removed person).
 */
export async function eraseBillingData(db: Db, userId: string, at: string) {
  await db.deleteFrom('paymentMethods').where('userId', '=', userId).execute();
  await db.deleteFrom('payerAddresses').where('userId', '=', userId).execute();
  await db.deleteFrom('checkoutSessions').where('userId', '=', userId).execute();
  // A saved-card renewal charge already asked of the provider is closed, not just expired: made
  // after all (its answer lost before the erasure), it is still found by its key and refunded.
  await db.updateTable('payments').set({ status: 'expirado', failureReason: RENEWAL_CARD_ACCOUNT_ERASED })
    .where('userId', '=', userId).where('status', '=', 'pendente').where('method', '=', 'card').where('kind', '=', 'renewal').execute();
  await db.updateTable('payments').set({ status: 'expirado', expiresAt: at }).where('userId', '=', userId).where('status', '=', 'pendente').execute();
  await db.updateTable('subscriptions').set({ status: 'expired', cancelAtPeriodEnd: 1, pendingPlanId: null, updatedAt: at }).where('userId', '=', userId).where('status', '!=', 'expired').execute();
}
