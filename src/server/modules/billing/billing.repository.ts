import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '#server/db/database';
import type {
  CheckoutSessionsTable, CouponRedemptionsTable, CouponsTable, PaymentMethodsTable, PaymentsTable, PlansTable, SubscriptionsTable, SupportMessagesTable,
} from '#server/db/schema';

export type PlanRow = Selectable<PlansTable>;
export type CouponRow = Selectable<CouponsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
type SubscriptionChanges = Omit<Updateable<SubscriptionsTable>, 'id' | 'userId'>;

// The only place with billing queries. Functions take `db`, which may be a transaction.

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

export async function findSubscription(db: Db, id: string) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSubscription(db: Db, row: Insertable<SubscriptionsTable>) {
  await db.insertInto('subscriptions').values(row).execute();
}

export async function updateSubscription(db: Db, id: string, changes: SubscriptionChanges) {
  await db.updateTable('subscriptions').set(changes).where('id', '=', id).execute();
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

export async function upsertPaymentMethod(db: Db, row: Insertable<PaymentMethodsTable>) {
  await db
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
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
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

export async function listPaymentsOfUser(db: Db, userId: string) {
  return paymentsWithPlan(db).where('payments.userId', '=', userId).orderBy('payments.createdAt', 'desc').orderBy('payments.id', 'desc').execute();
}

export async function findPaymentOfUser(db: Db, userId: string, paymentId: string) {
  return paymentsWithPlan(db).where('payments.userId', '=', userId).where('payments.id', '=', paymentId).executeTakeFirst();
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

export async function findCheckoutSession(db: Db, userId: string, idempotencyKey: string) {
  return db.selectFrom('checkoutSessions').selectAll().where('userId', '=', userId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst();
}

export async function insertCheckoutSession(db: Db, row: CheckoutSessionsTable) {
  await db.insertInto('checkoutSessions').values(row).execute();
}

export async function updateCheckoutSession(db: Db, id: string, changes: Partial<Pick<CheckoutSessionsTable, 'outcome' | 'paymentId' | 'message'>>) {
  await db.updateTable('checkoutSessions').set(changes).where('id', '=', id).execute();
}

export async function findUser(db: Db, id: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'role', 'cpf']).where('id', '=', id).executeTakeFirst();
}

export async function findUserIdByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export async function insertStudent(
  db: Db,
  row: { id: string; name: string; email: string; passwordHash: string; createdAt: string },
) {
  await db
    .insertInto('users')
    .values({
      ...row,
      role: 'aluno',
      status: 'ativo',
      phone: null,
      bio: null,
      cpf: null,
      avatarFile: null,
      passwordChangedAt: row.createdAt,
      emailVerifiedAt: null,
      totpSecret: null,
      lockedUntil: null,
      lastAccessAt: row.createdAt,
    })
    .execute();
}

export async function insertSupportMessage(db: Db, row: SupportMessagesTable) {
  await db.insertInto('supportMessages').values(row).execute();
}
