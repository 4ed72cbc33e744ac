import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '#server/db/database';
import type { CouponsTable, PlansTable } from '#server/db/schema';

// The admin's writes on plans and coupons (issue 13 item 4). A file of its own beside
// billing.repository.ts (which checkout work changes at the same time); same tables' owner.

export async function listPlansWithSubscribers(db: Db) {
  return db.selectFrom('plans')
    .selectAll('plans')
    .select((eb) => eb.selectFrom('subscriptions').select((s) => s.fn.countAll<number>().as('n'))
      .whereRef('subscriptions.planId', '=', 'plans.id').where('subscriptions.status', 'in', ['active', 'canceled']).as('subscribers'))
    .orderBy('plans.position').orderBy('plans.id')
    .execute();
}

export async function findPlanWithSubscribers(db: Db, id: string) {
  return (await listPlansWithSubscribers(db)).find((plan) => plan.id === id);
}

export async function nextPlanPosition(db: Db): Promise<number> {
  const row = await db.selectFrom('plans').select((eb) => eb.fn.max('position').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertPlan(db: Db, row: Insertable<PlansTable>) {
  await db.insertInto('plans').values(row).execute();
}

/** Applies the edit only if the row is still at `version`; false otherwise (stale or missing). */
export async function updatePlanAtVersion(db: Db, id: string, version: number, values: Updateable<PlansTable>): Promise<boolean> {
  const result = await db.updateTable('plans').set({ ...values, version: sql<number>`version + 1` }).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Subscriptions that will renew on this plan: its active ones not switching away, and those switching to it. */
export async function listRenewingSubscriptionsOfPlan(db: Db, planId: string) {
  return db.selectFrom('subscriptions').select(['id', 'userId', 'currentPeriodEnd'])
    .where('status', '=', 'active').where('cancelAtPeriodEnd', '=', 0)
    .where((eb) => eb.or([eb.and([eb('planId', '=', planId), eb('pendingPlanId', 'is', null)]), eb('pendingPlanId', '=', planId)]))
    .execute();
}

export async function listCoupons(db: Db) {
  return db.selectFrom('coupons').selectAll().orderBy('createdAt', 'desc').orderBy('code').execute();
}

export async function findCoupon(db: Db, id: string) {
  return db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCouponIdByCode(db: Db, code: string) {
  return (await db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirst())?.id ?? null;
}

export async function insertCoupon(db: Db, row: Insertable<CouponsTable>) {
  await db.insertInto('coupons').values(row).execute();
}

export async function updateCouponAtVersion(db: Db, id: string, version: number, values: Updateable<CouponsTable>): Promise<boolean> {
  const result = await db.updateTable('coupons').set({ ...values, version: sql<number>`version + 1` }).where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function cheapestActivePlan(db: Db) {
  return db.selectFrom('plans').select(['name', 'billingPriceCents']).where('active', '=', 1).orderBy('billingPriceCents').executeTakeFirst();
}
