import type { Insertable, Selectable, Updateable } from 'kysely';
import { isPostgresDb, type Db } from '#server/db/database';
import type {
  CheckoutSessionsTable, CouponRedemptionsTable, CouponsTable, PayerAddressesTable, PaymentMethodsTable, PaymentReconciliationsTable, PaymentsReceivedTable, PaymentsTable,
  PlansTable, ProviderCardDeletionsTable, SubscriptionsTable,
} from '#server/db/schema';

export type PlanRow = Selectable<PlansTable>;
export type CouponRow = Selectable<CouponsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
export type PayerAddressRow = Selectable<PayerAddressesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentWithPlanRow = Selectable<PaymentsTable> & { planName: string; couponCode: string | null };
export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;
export type ReceivedPaymentRow = Selectable<PaymentsReceivedTable>;
type SubscriptionChanges = Omit<Updateable<SubscriptionsTable>, 'id' | 'userId'>;

// The only place with billing queries. Functions take `db`, which may be a transaction.
// A `…OrThrow` read is one whose row the caller has just written or a foreign key guarantees.

export async function listActivePlans(db: Db) {
  return db.selectFrom('plans').selectAll().where('active', '=', 1).orderBy('position').orderBy('id').execute();
}

export async function listAllPlans(db: Db) {
  return db.selectFrom('plans').selectAll().execute();
}

export async function findPlan(db: Db, id: string) {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCouponByCode(db: Db, code: string) {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function hasRedeemedCoupon(db: Db, couponId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('couponRedemptions').select('id').where('couponId', '=', couponId).where('userId', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Takes one use of a coupon unless its limit is reached (checked in the same statement). */
export async function takeCouponUse(db: Db, couponId: string): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ usedCount: eb('usedCount', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('maxUses', 'is', null), eb('usedCount', '<', eb.ref('maxUses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a use taken for a card charge that was then refused. */
export async function releaseCouponUse(db: Db, couponId: string): Promise<void> {
  await db.updateTable('coupons').set((eb) => ({ usedCount: eb('usedCount', '-', 1) })).where('id', '=', couponId).where('usedCount', '>', 0).execute();
}

export async function insertCouponRedemption(db: Db, row: CouponRedemptionsTable) {
  await db.insertInto('couponRedemptions').values(row).execute();
}

/** The student's current subscription: the one whose paid period ends last. */
export async function findLatestSubscription(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('currentPeriodEnd', 'desc')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The subscription a checkout payment started (a replayed checkout answers with it). */
export async function findSubscriptionOfPayment(db: Db, paymentId: string): Promise<SubscriptionRow> {
  return db
    .selectFrom('subscriptions')
    .innerJoin('payments', 'payments.subscriptionId', 'subscriptions.id')
    .selectAll('subscriptions')
    .where('payments.id', '=', paymentId)
    .executeTakeFirstOrThrow();
}

/**
 * Claims the student's one current subscription (unique partial index, migration
 * 2026-11-23-0010): undefined when another one is current, e.g. a concurrent checkout
 * committed first. The refused insert does nothing rather than fail, so the caller's
 * transaction goes on (a failed statement would abort it on PostgreSQL) and can, for
 * instance, record the refund of a card payment that arrived second.
 */
export async function claimSubscription(db: Db, row: Insertable<SubscriptionsTable>): Promise<SubscriptionRow | undefined> {
  return db.insertInto('subscriptions').values(row).onConflict((oc) => oc.doNothing()).returningAll().executeTakeFirst();
}

export async function updateSubscription(db: Db, id: string, changes: SubscriptionChanges): Promise<SubscriptionRow> {
  return db.updateTable('subscriptions').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Moves a subscription to its next period only if nobody else did it first (the period
 * end it was read with still holds): two renewal runs can never both succeed.
 */
export async function advanceSubscriptionPeriod(
  db: Db,
  id: string,
  expectedPeriodEnd: string,
  changes: SubscriptionChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set(changes)
    .where('id', '=', id)
    .where('currentPeriodEnd', '=', expectedPeriodEnd)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Subscriptions whose period ends by `cutoff` and still need a renewal or an expiry. */
export async function listSubscriptionsDue(db: Db, cutoff: string, userId?: string) {
  let query = db
    .selectFrom('subscriptions')
    .selectAll()
    .where('status', 'in', ['active', 'canceled'])
    .where('currentPeriodEnd', '<=', cutoff);
  if (userId) query = query.where('userId', '=', userId);
  return query.orderBy('currentPeriodEnd').execute();
}

export async function findPaymentMethod(db: Db, userId: string) {
  return db.selectFrom('paymentMethods').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** The provider's customer and saved card of the card on file, if that card (its token) is still the one on file. */
export async function setSavedCard(db: Db, userId: string, token: string, saved: { customerId: string; cardId: string }) {
  await db.updateTable('paymentMethods').set({ providerCustomerId: saved.customerId, providerCardId: saved.cardId })
    .where('userId', '=', userId).where('providerToken', '=', token).execute();
}

/** How many payments of this subscription were paid (the renewal's place in the sequence). */
export async function countPaidPaymentsOfSubscription(db: Db, subscriptionId: string): Promise<number> {
  const row = await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('subscriptionId', '=', subscriptionId).where('status', 'in', ['pago', 'reembolsado']).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findPayerAddress(db: Db, userId: string) {
  return db.selectFrom('payerAddresses').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** The student's one boleto address: the latest given replaces the one before. */
export async function upsertPayerAddress(db: Db, row: Insertable<PayerAddressesTable>): Promise<PayerAddressRow> {
  return db
    .insertInto('payerAddresses')
    .values(row)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        zipCode: row.zipCode, streetName: row.streetName, streetNumber: row.streetNumber, neighborhood: row.neighborhood, city: row.city,
        federalUnit: row.federalUnit, updatedAt: row.updatedAt,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function upsertPaymentMethod(db: Db, row: Insertable<PaymentMethodsTable>): Promise<PaymentMethodRow> {
  return db
    .insertInto('paymentMethods')
    .values(row)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        provider: row.provider,
        providerToken: row.providerToken,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.expMonth,
        expYear: row.expYear,
        holderName: row.holderName,
        providerCustomerId: row.providerCustomerId ?? null,
        providerCardId: row.providerCardId ?? null,
        updatedAt: row.updatedAt,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertPayment(db: Db, row: Insertable<PaymentsTable>) {
  await db.insertInto('payments').values(row).execute();
}

function paymentsWithPlan(db: Db) {
  return db
    .selectFrom('payments')
    .innerJoin('plans', 'plans.id', 'payments.planId')
    .leftJoin('coupons', 'coupons.id', 'payments.couponId')
    .selectAll('payments')
    .select(['plans.name as planName', 'coupons.code as couponCode']);
}

export async function listPaymentsOfUser(db: Db, userId: string): Promise<PaymentWithPlanRow[]> {
  return paymentsWithPlan(db).where('payments.userId', '=', userId).orderBy('payments.createdAt', 'desc').orderBy('payments.id', 'desc').execute();
}

export async function findPaymentOfUser(db: Db, userId: string, paymentId: string): Promise<PaymentWithPlanRow | undefined> {
  return paymentsWithPlan(db).where('payments.userId', '=', userId).where('payments.id', '=', paymentId).executeTakeFirst();
}

/** A payment just written, with its plan's name and coupon code. */
export async function getPayment(db: Db, paymentId: string): Promise<PaymentWithPlanRow> {
  return paymentsWithPlan(db).where('payments.id', '=', paymentId).executeTakeFirstOrThrow();
}

/** Paid payments' months and amounts, for the savings figure. */
export async function listPaidAmounts(db: Db, userId: string) {
  return db
    .selectFrom('payments')
    .select(['monthsCovered', 'amountCents'])
    .where('userId', '=', userId)
    .where('status', '=', 'pago')
    .execute();
}

export async function findCheckoutSession(db: Db, userId: string, idempotencyKey: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom('checkoutSessions').selectAll().where('userId', '=', userId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

export async function insertCheckoutSession(db: Db, row: CheckoutSessionsTable) {
  await db.insertInto('checkoutSessions').values(row).execute();
}

export async function findCheckoutSessionById(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom('checkoutSessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The student's card checkout whose charge is at the provider right now, if any. */
export async function findPendingCheckoutSession(db: Db, userId: string): Promise<CheckoutSessionRow | undefined> {
  return db.selectFrom('checkoutSessions').selectAll().where('userId', '=', userId).where('outcome', '=', 'pending').executeTakeFirst();
}

/** Card checkouts still 'pending' that were written at or before `before` (the sweep's; oldest first). */
export async function listPendingCheckoutSessions(db: Db, before: string): Promise<CheckoutSessionRow[]> {
  return db.selectFrom('checkoutSessions').selectAll().where('outcome', '=', 'pending').where('createdAt', '<=', before).orderBy('createdAt').execute();
}

/** A session whose card charge failed at the provider: removed, so the same key may try again. */
export async function deleteCheckoutSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('checkoutSessions').where('id', '=', id).execute();
}

export async function updateCheckoutSession(db: Db, id: string, changes: Partial<Pick<CheckoutSessionsTable, 'outcome' | 'paymentId' | 'message'>>) {
  await db.updateTable('checkoutSessions').set(changes).where('id', '=', id).execute();
}

// ── Notice publishing (issue 13 item 8): a plan's audience ────────────────────

/** Students whose current subscription (access not ended) is this plan. */
export async function listCurrentSubscriberIds(db: Db, planId: string, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('userId')
    .distinct()
    .where('planId', '=', planId)
    .where('status', 'in', ['active', 'canceled'])
    .where('currentPeriodEnd', '>', now)
    .execute();
  return rows.map((row) => row.userId);
}

type PaymentChanges = Omit<Updateable<PaymentsTable>, 'id' | 'userId'>;

export async function updatePayment(db: Db, id: string, changes: PaymentChanges) {
  await db.updateTable('payments').set(changes).where('id', '=', id).execute();
}

/** The payment a provider reference (Pix txid, boleto number) points to. */
export async function findPaymentByReference(db: Db, reference: string) {
  return db.selectFrom('payments').selectAll().where('providerReference', '=', reference).executeTakeFirst();
}

/**
 * A card payment whose charge got no answer, sent with `providerKey`, takes the provider's
 * `reference` of the charge found under that key: a checkout's that ended 'recusado' (only if no
 * attempt with that key is still at the provider: it would apply the answer itself), or a
 * saved-card renewal's, recorded before its charge was asked, still 'pendente', ended
 * 'recusado' when the renewal went by Pix, or closed 'expirado' once it could no longer be asked
 * (account erased, subscription cancelled, look-up window over: the charge is then refunded). Returns whether one did (at most one: the newest; a
 * second caller finds it already taken).
 */
export async function attachUnansweredCardCharge(db: Db, providerKey: string, reference: string): Promise<boolean> {
  const newest = await db
    .selectFrom('payments').select('id')
    .where('providerIdempotencyKey', '=', providerKey).where('method', '=', 'card').where('providerReference', 'is', null)
    .where((eb) => eb.or([eb('status', '=', 'recusado'), eb.and([eb('status', 'in', ['pendente', 'expirado']), eb('kind', '=', 'renewal')])]))
    .orderBy('createdAt', 'desc').limit(1).executeTakeFirst();
  if (!newest) return false;
  const result = await db
    .updateTable('payments').set({ providerReference: reference })
    .where('id', '=', newest.id).where('status', 'in', ['recusado', 'pendente', 'expirado']).where('providerReference', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('payments as attempt').select('attempt.id').where('attempt.providerIdempotencyKey', '=', providerKey).where('attempt.status', '=', 'pendente').where('attempt.id', '!=', newest.id))),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('payments as holder').select('holder.id').where('holder.providerReference', '=', reference))))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Card payments created in [since, before] ended 'recusado' (or, a saved-card renewal's closed
 * unanswered, 'expirado') for one of `failureReasons` (a charge matched to one is applied or
 * refunded, which ends that; one matched but not yet booked is booked by the look-up).
 */
export async function listUnansweredCardCharges(db: Db, failureReasons: string[], since: string, before: string) {
  return db
    .selectFrom('payments').select(['id', 'providerIdempotencyKey', 'amountCents'])
    .where('createdAt', '>=', since).where('createdAt', '<=', before)
    .where('method', '=', 'card').where('status', 'in', ['recusado', 'expirado']).where('failureReason', 'in', failureReasons)
    .where('providerIdempotencyKey', 'is not', null)
    .orderBy('createdAt').execute();
}

/** The saved-card renewal charge recorded under this key (one per subscription and period). */
export async function findRenewalCardAttempt(db: Db, providerKey: string) {
  return db.selectFrom('payments').selectAll().where('providerIdempotencyKey', '=', providerKey).where('kind', '=', 'renewal').where('method', '=', 'card').executeTakeFirst();
}

/** A card charge still 'pendente' ends 'recusado' with `reason` (nothing if its answer was applied meanwhile). */
export async function endPendingCardAttempt(db: Db, id: string, reason: string) {
  await db.updateTable('payments').set({ status: 'recusado', failureReason: reason }).where('id', '=', id).where('status', '=', 'pendente').execute();
}

/**
 * A saved-card renewal charge still 'pendente' that can no longer be asked is closed 'expirado'
 * with `reason` (nothing if its answer was applied meanwhile); still found by its key.
 */
export async function closePendingRenewalCardAttempt(db: Db, id: string, reason: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ status: 'expirado', failureReason: reason })
    .where('id', '=', id).where('status', '=', 'pendente').where('kind', '=', 'renewal').where('method', '=', 'card').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The saved-card renewal charge of this subscription still 'pendente' (its period not yet paid: the key and period to ask again with). */
export async function findPendingRenewalCardAttemptOf(db: Db, subscriptionId: string) {
  return db.selectFrom('payments').selectAll()
    .where('subscriptionId', '=', subscriptionId).where('kind', '=', 'renewal').where('method', '=', 'card').where('status', '=', 'pendente')
    .orderBy('createdAt', 'desc').executeTakeFirst();
}

/** Saved-card renewal charges still 'pendente' (asked of the provider, no answer applied) written in [since, before], oldest first. */
export async function listPendingRenewalCardCharges(db: Db, since: string, before: string) {
  return db
    .selectFrom('payments').select(['id', 'providerIdempotencyKey', 'amountCents', 'subscriptionId', 'periodStart'])
    // (status, expires_at) index: a card charge has no expiry.
    .where('status', '=', 'pendente').where('expiresAt', 'is', null)
    .where('method', '=', 'card').where('kind', '=', 'renewal').where('providerIdempotencyKey', 'is not', null)
    .where('createdAt', '>=', since).where('createdAt', '<=', before)
    .orderBy('createdAt').execute();
}

/** A saved-card renewal charge closed before its provider made it, asked again with its key (the student resumed the subscription): 'pendente' once more. */
export async function reopenClosedRenewalCardAttempt(db: Db, id: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ status: 'pendente', failureReason: null })
    .where('id', '=', id).where('status', '=', 'expirado').where('providerReference', 'is', null).where('kind', '=', 'renewal').where('method', '=', 'card').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Saved-card renewal charges still 'pendente' written before `before` (past their look-up window). */
export async function listStalePendingRenewalCardCharges(db: Db, before: string, limit: number) {
  return db
    .selectFrom('payments').select(['id'])
    .where('status', '=', 'pendente').where('expiresAt', 'is', null)
    .where('method', '=', 'card').where('kind', '=', 'renewal').where('createdAt', '<', before)
    .orderBy('createdAt').limit(limit).execute();
}

/** The subscription a renewal charge was asked for, as it is now. */
export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The renewal Pix or boleto still payable for a subscription, no longer needed: its period was paid by the card. */
export async function expirePendingRenewalCharges(db: Db, subscriptionId: string) {
  await db.updateTable('payments').set({ status: 'expirado' })
    .where('subscriptionId', '=', subscriptionId).where('kind', '=', 'renewal').where('method', 'in', ['pix', 'boleto']).where('status', '=', 'pendente')
    .execute();
}

/** Pending Pix/boleto charges past their expiry become 'expirado' (optionally one student's). */
export async function expireOverdueCharges(db: Db, now: string, userId?: string) {
  let query = db.updateTable('payments').set({ status: 'expirado' }).where('status', '=', 'pendente').where('expiresAt', '<=', now);
  if (userId) query = query.where('userId', '=', userId);
  await query.execute();
}

/**
 * A new checkout charge replaces the student's earlier pending ones (only the newest can be
 * paid in time). Their due date and expiry stay as issued: the barcode carries the due date.
 */
export async function supersedePendingCheckoutCharges(db: Db, userId: string) {
  await db
    .updateTable('payments')
    .set({ status: 'expirado' })
    .where('userId', '=', userId)
    .where('kind', '=', 'checkout')
    .where('method', '!=', 'card') // a card charge in flight is not replaced by a Pix
    .where('status', '=', 'pendente')
    .execute();
}

/** The paid payment that started a subscription (its first payment): the one the 7-day guarantee refunds. */
export async function findFirstPaymentOfSubscription(db: Db, subscriptionId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('subscriptionId', '=', subscriptionId)
    .where('kind', '=', 'checkout')
    .where('status', '=', 'pago')
    .executeTakeFirst();
}

/** Marks a paid payment refunded, only if it is still 'pago' (a double click refunds once). */
export async function claimRefund(db: Db, id: string, now: string, refundReason: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ status: 'reembolsado', refundedAt: now, refundReason }).where('id', '=', id).where('status', '=', 'pago').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Writes the provider's reference of a refund decided earlier (the payment is already
 * 'reembolsado'); true for the one caller that writes it, false when it was already written.
 */
export async function recordRefundReference(db: Db, id: string, refundReference: string): Promise<boolean> {
  const result = await db.updateTable('payments').set({ refundReference }).where('id', '=', id).where('status', '=', 'reembolsado').where('refundReference', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Guarantee refunds decided at or before `before` that the provider has not confirmed yet (the status index narrows them). */
export async function listOwedGuaranteeRefunds(db: Db, before: string) {
  return db.selectFrom('payments').select(['id', 'amountCents', 'paidAt', 'refundedAt'])
    .where('status', '=', 'reembolsado').where('refundReason', '=', 'garantia').where('refundReference', 'is', null).where('refundedAt', '<=', before)
    .orderBy('refundedAt').execute();
}

/** Whether the student was ever refunded by the 7-day guarantee (it is given once per student). */
export async function hasUsedGuarantee(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('payments').select('id').where('userId', '=', userId).where('refundReason', '=', 'garantia').executeTakeFirst();
  return row !== undefined;
}

/**
 * The subscription row, locked until the transaction ends on PostgreSQL (SQLite runs one
 * write transaction at a time): two cancels of the same subscription take turns.
 */
export async function lockSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  let query = db.selectFrom('subscriptions').selectAll().where('id', '=', id);
  if (isPostgresDb(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The payment row, locked until the transaction ends on PostgreSQL. */
export async function lockPayment(db: Db, id: string): Promise<PaymentRow> {
  let query = db.selectFrom('payments').selectAll().where('id', '=', id);
  if (isPostgresDb(db)) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

// ── The ledger of money received (payments_received) ─────────────────────────

/**
 * Books a payment the provider confirmed. The same (payment, transaction) delivered again,
 * even at the same moment, inserts nothing: undefined (the unique key decides, no error).
 */
export async function insertReceivedPayment(db: Db, row: Insertable<PaymentsReceivedTable>): Promise<ReceivedPaymentRow | undefined> {
  return db
    .insertInto('paymentsReceived')
    .values(row)
    .onConflict((oc) => oc.columns(['paymentId', 'transactionId']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A received payment still in neither state, locked (PostgreSQL) so that only one settles it. */
export async function lockUnsettledReceivedPayment(db: Db, id: string): Promise<ReceivedPaymentRow | undefined> {
  let query = db.selectFrom('paymentsReceived').selectAll().where('id', '=', id).where('state', '=', 'recebido');
  if (isPostgresDb(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findReceivedPayment(db: Db, id: string): Promise<ReceivedPaymentRow | undefined> {
  return db.selectFrom('paymentsReceived').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function settleReceivedPayment(
  db: Db,
  id: string,
  changes: Pick<Updateable<PaymentsReceivedTable>, 'state' | 'appliedCents' | 'refundedCents' | 'refundReference' | 'settledAt' | 'note'>,
) {
  await db.updateTable('paymentsReceived').set(changes).where('id', '=', id).execute();
}

/** Received payments still in neither state, received at or before `before` (oldest first). */
export async function listUnsettledReceivedPayments(db: Db, before: string) {
  return db.selectFrom('paymentsReceived').selectAll().where('state', '=', 'recebido').where('receivedAt', '<=', before).orderBy('receivedAt').execute();
}

export async function countReceivedPayments(db: Db): Promise<number> {
  const row = await db.selectFrom('paymentsReceived').select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertReconciliation(db: Db, row: PaymentReconciliationsTable) {
  await db.insertInto('paymentReconciliations').values(row).execute();
}

export async function findLatestReconciliation(db: Db) {
  return db.selectFrom('paymentReconciliations').selectAll().orderBy('checkedAt', 'desc').limit(1).executeTakeFirst();
}

/** The renewal charge issued for a subscription's next period (its period starts after the current one's start). */
export async function findNextRenewalCharge(db: Db, subscriptionId: string, currentPeriodStart: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('subscriptionId', '=', subscriptionId)
    .where('kind', '=', 'renewal')
    .where('method', 'in', ['pix', 'boleto'])
    .where('periodStart', '>', currentPeriodStart)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

/**
 * Claims a due subscription for one renewal run: only while it still has the period end and
 * status it was read with, and no other run's claim is running. True for the one run that gets it.
 */
export async function claimRenewal(db: Db, sub: { id: string; currentPeriodEnd: string; status: string }, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ renewalClaimedUntil: until })
    .where('id', '=', sub.id)
    .where('currentPeriodEnd', '=', sub.currentPeriodEnd)
    .where('status', '=', sub.status as never)
    .where((eb) => eb.or([eb('renewalClaimedUntil', 'is', null), eb('renewalClaimedUntil', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseRenewal(db: Db, id: string, until: string): Promise<void> {
  await db.updateTable('subscriptions').set({ renewalClaimedUntil: null }).where('id', '=', id).where('renewalClaimedUntil', '=', until).execute();
}

/** A card the provider failed to delete, kept for the retry (the same card twice is one row). */
export async function addCardDeletion(db: Db, row: Insertable<ProviderCardDeletionsTable>) {
  await db.insertInto('providerCardDeletions').values(row).onConflict((oc) => oc.columns(['provider', 'customerId', 'cardId']).doNothing()).execute();
}

/** Whether this saved card is some student's card on file. */
export async function isCardOnFile(db: Db, customerId: string, cardId: string): Promise<boolean> {
  return (await db.selectFrom('paymentMethods').select('id').where('providerCustomerId', '=', customerId).where('providerCardId', '=', cardId).executeTakeFirst()) !== undefined;
}

export async function listCardDeletions(db: Db, provider: string, limit: number) {
  return db.selectFrom('providerCardDeletions').selectAll().where('provider', '=', provider).orderBy('createdAt').limit(limit).execute();
}

export async function removeCardDeletion(db: Db, id: string) {
  await db.deleteFrom('providerCardDeletions').where('id', '=', id).execute();
}

export async function noteCardDeletionFailure(db: Db, id: string, error: string, at: string) {
  await db.updateTable('providerCardDeletions').set({ lastError: error, updatedAt: at }).where('id', '=', id).execute();
}
