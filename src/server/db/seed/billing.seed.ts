import { hashPassword } from '#server/lib/passwords';
import { addMonths } from '#server/modules/billing/billing-dates';
import { SEED_IDS } from './foundation.seed.ts';
import type { SeedContext } from './seed-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fixed ids, so tests and other seeds can refer to these rows. */
export const BILLING_SEED_IDS = {
  demoSubscription: 'sub-aluno-demo',
  /** A student whose monthly plan ran out 3 days ago (the expired overlay, for real). */
  expiredStudent: 'user-aluno-expirado',
  expiredSubscription: 'sub-aluno-expirado',
  coupons: {
    welcome: 'coupon-bemvindo10',
    fixed: 'coupon-desconto20',
    expired: 'coupon-blackfriday',
    exhausted: 'coupon-lancamento50',
    inactive: 'coupon-parceiro15',
  },
} as const;

/**
 * Coupons for every case the checkout must handle, and the demo student's subscription
 * as the spec pictures it: 'Plano Trimestral', active, started 18 months ago, a history
 * of Mensal and Trimestral payments ('Pago') and a saving of exactly R$ 240,00 against
 * paying monthly (docs/decisions/subscription-page-figures.md has the formula):
 *   3 × Mensal R$ 49,90           → 0
 *   6 × Trimestral R$ 119,70      → 6 × (3 × 49,90 − 119,70) = 6 × 30,00 = 180,00
 *   cupom BLACKFRIDAY (R$ 60,00) on one Trimestral payment → + 60,00
 */
export async function seedBilling({ db, now }: SeedContext) {
  const iso = (d: Date) => d.toISOString();
  const coupons = [
    { id: BILLING_SEED_IDS.coupons.welcome, code: 'BEMVINDO10', discountType: 'percent', discountValue: 10, maxUses: 1000, usedCount: 0, validUntil: iso(addMonths(now, 12)), active: 1 },
    { id: BILLING_SEED_IDS.coupons.fixed, code: 'DESCONTO20', discountType: 'fixed', discountValue: 2000, maxUses: 500, usedCount: 0, validUntil: iso(addMonths(now, 6)), active: 1 },
    // A past campaign: used once by the demo student, now expired.
    { id: BILLING_SEED_IDS.coupons.expired, code: 'BLACKFRIDAY', discountType: 'fixed', discountValue: 6000, maxUses: 1000, usedCount: 1, validUntil: iso(addMonths(now, -8)), active: 1 },
    // Every use taken (the counter is the authority on usage).
    { id: BILLING_SEED_IDS.coupons.exhausted, code: 'LANCAMENTO50', discountType: 'percent', discountValue: 50, maxUses: 100, usedCount: 100, validUntil: iso(addMonths(now, 3)), active: 1 },
    { id: BILLING_SEED_IDS.coupons.inactive, code: 'PARCEIRO15', discountType: 'percent', discountValue: 15, maxUses: null, usedCount: 0, validUntil: iso(addMonths(now, 12)), active: 0 },
  ] as const;
  for (const coupon of coupons) {
    await db.insertInto('coupons').values({ ...coupon, createdAt: iso(addMonths(now, -12)) }).onConflict((oc) => oc.column('id').doNothing()).execute();
  }

  await seedExpiredStudent({ db, now } as SeedContext);

  const studentId = SEED_IDS.student;
  const existing = await db.selectFrom('subscriptions').select('id').where('id', '=', BILLING_SEED_IDS.demoSubscription).executeTakeFirst();
  if (existing) return;

  const plans = new Map((await db.selectFrom('plans').selectAll().execute()).map((p) => [p.id, p]));
  const monthly = plans.get('monthly')!;
  const quarterly = plans.get('quarterly')!;

  // Started 18 months (and 10 days) ago, so the current quarter began 10 days ago.
  const start = new Date(addMonths(now, -18).getTime() - 10 * DAY_MS);
  const history: Array<{ plan: typeof monthly; offsetMonths: number; couponId?: string; discountCents?: number }> = [
    { plan: monthly, offsetMonths: 0 },
    { plan: monthly, offsetMonths: 1 },
    { plan: monthly, offsetMonths: 2 },
    { plan: quarterly, offsetMonths: 3 },
    { plan: quarterly, offsetMonths: 6 },
    { plan: quarterly, offsetMonths: 9, couponId: BILLING_SEED_IDS.coupons.expired, discountCents: 6000 },
    { plan: quarterly, offsetMonths: 12 },
    { plan: quarterly, offsetMonths: 15 },
    { plan: quarterly, offsetMonths: 18 },
  ];
  const current = history[history.length - 1]!;
  const currentStart = addMonths(start, current.offsetMonths);
  const currentEnd = addMonths(start, current.offsetMonths + current.plan.periodMonths);
  const cardExpYear = now.getUTCFullYear() + 3;

  // seedDatabase already runs every seeder in one transaction.
  {
    const trx = db;
    await trx
      .insertInto('subscriptions')
      .values({
        id: BILLING_SEED_IDS.demoSubscription, userId: studentId, planId: quarterly.id, status: 'active', startedAt: iso(start),
        currentPeriodStart: iso(currentStart), currentPeriodEnd: iso(currentEnd), cancelAtPeriodEnd: 0, pendingPlanId: null,
        createdAt: iso(start), updatedAt: iso(currentStart),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('paymentMethods')
      .values({
        id: 'pm-aluno-demo', userId: studentId, provider: 'sandbox', providerToken: 'sbx_approve_seed00aluno00demo', brand: 'Visa', last4: '4242',
        expMonth: 12, expYear: cardExpYear, holderName: 'LUCAS ALMEIDA', createdAt: iso(start), updatedAt: iso(start),
      })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();

    for (const [index, entry] of history.entries()) {
      const id = `pay-aluno-demo-${String(index + 1).padStart(2, '0')}`;
      const periodStart = addMonths(start, entry.offsetMonths);
      const periodEnd = addMonths(start, entry.offsetMonths + entry.plan.periodMonths);
      const discountCents = entry.discountCents ?? 0;
      const stamp = `${periodStart.getUTCFullYear()}${String(periodStart.getUTCMonth() + 1).padStart(2, '0')}`;
      await trx
        .insertInto('payments')
        .values({
          id, userId: studentId, subscriptionId: BILLING_SEED_IDS.demoSubscription, planId: entry.plan.id,
          kind: index === 0 ? 'checkout' : 'renewal', status: 'pago', listPriceCents: entry.plan.billingPriceCents, discountCents,
          amountCents: entry.plan.billingPriceCents - discountCents, monthsCovered: entry.plan.periodMonths, couponId: entry.couponId ?? null,
          periodStart: iso(periodStart), periodEnd: iso(periodEnd), cardBrand: 'Visa', cardLast4: '4242', provider: 'sandbox',
          providerReference: `sbx_ch_seed${String(index + 1).padStart(2, '0')}`, failureReason: null,
          receiptNumber: `NF-${stamp}-DEMO${String(index + 1).padStart(4, '0')}`, createdAt: iso(periodStart),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      if (entry.couponId) {
        await trx
          .insertInto('couponRedemptions')
          .values({ id: `redemption-aluno-demo-${index + 1}`, couponId: entry.couponId, userId: studentId, paymentId: id, createdAt: iso(periodStart) })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
    }
  }
}

/** 'Igor Martins' (igor@eduia.com.br / Aluno@2024): Mensal, expired 3 days ago, not renewed. */
async function seedExpiredStudent({ db, now }: SeedContext) {
  const exists = await db.selectFrom('users').select('id').where('id', '=', BILLING_SEED_IDS.expiredStudent).executeTakeFirst();
  if (exists) return;
  const created = new Date(now.getTime() - 120 * DAY_MS).toISOString();
  await db
    .insertInto('users')
    .values({
      id: BILLING_SEED_IDS.expiredStudent, name: 'Igor Martins', email: 'igor@eduia.com.br', passwordHash: await hashPassword('Aluno@2024'),
      role: 'aluno', status: 'ativo', phone: null, bio: null, cpf: null, avatarFile: null, passwordChangedAt: now.toISOString(),
      emailVerifiedAt: created, totpSecret: null, lockedUntil: null, createdAt: created, lastAccessAt: null,
    })
    .execute();
  const end = new Date(now.getTime() - 3 * DAY_MS);
  await db
    .insertInto('subscriptions')
    .values({
      id: BILLING_SEED_IDS.expiredSubscription, userId: BILLING_SEED_IDS.expiredStudent, planId: 'monthly', status: 'expired',
      startedAt: addMonths(end, -1).toISOString(), currentPeriodStart: addMonths(end, -1).toISOString(), currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd: 1, pendingPlanId: null, createdAt: addMonths(end, -1).toISOString(), updatedAt: end.toISOString(),
    })
    .execute();
  // The month he paid for: an expired subscription was paid once, so his history shows it
  // (without this row 'Minha Assinatura' said 'Nenhum pagamento registrado ainda').
  const start = addMonths(end, -1);
  const stamp = `${start.getUTCFullYear()}${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  await db
    .insertInto('payments')
    .values({
      id: 'pay-aluno-expirado-01', userId: BILLING_SEED_IDS.expiredStudent, subscriptionId: BILLING_SEED_IDS.expiredSubscription, planId: 'monthly',
      kind: 'checkout', status: 'pago', listPriceCents: 4990, discountCents: 0, amountCents: 4990, monthsCovered: 1, couponId: null,
      periodStart: start.toISOString(), periodEnd: end.toISOString(), cardBrand: 'Mastercard', cardLast4: '5454', provider: 'sandbox',
      providerReference: 'sbx_ch_seed_expirado01', failureReason: null, receiptNumber: `NF-${stamp}-IGOR0001`, createdAt: start.toISOString(),
    })
    .execute();
  // The card he paid with stays on file (a renewal would use it).
  await db
    .insertInto('paymentMethods')
    .values({
      id: 'pm-aluno-expirado', userId: BILLING_SEED_IDS.expiredStudent, provider: 'sandbox', providerToken: 'sbx_approve_seed00aluno0expirado', brand: 'Mastercard', last4: '5454',
      expMonth: 8, expYear: now.getUTCFullYear() + 2, holderName: 'IGOR MARTINS', createdAt: start.toISOString(), updatedAt: start.toISOString(),
    })
    .execute();
}
