import { hashPassword } from '#server/lib/passwords';
import { addMonths } from '#server/modules/billing/billing-dates';
import type { SeedContext } from './seed-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fixed ids of the issue-14 demo rows (Pix, boleto, instalments, a refund). */
export const PAYMENT_METHODS_SEED_IDS = { pixStudent: 'user-aluno-pix', pixSubscription: 'sub-aluno-pix' } as const;

/**
 * Camila Rocha (camila@eduia.com.br / Aluno@2024) pays by Pix: a refunded card purchase in 3x
 * (7-day guarantee), an expired Pix, then the paid Pix of her current quarterly subscription;
 * so history, receipts and reports show every method and status on a fresh install.
 */
export async function seedPaymentMethods({ db, now }: SeedContext) {
  const exists = await db.selectFrom('users').select('id').where('id', '=', PAYMENT_METHODS_SEED_IDS.pixStudent).executeTakeFirst();
  if (exists) return;
  const iso = (d: Date) => d.toISOString();
  const userId = PAYMENT_METHODS_SEED_IDS.pixStudent;
  const created = new Date(now.getTime() - 40 * DAY_MS);
  await db
    .insertInto('users')
    .values({
      id: userId, name: 'Camila Rocha', email: 'camila@eduia.com.br', passwordHash: await hashPassword('Aluno@2024'),
      role: 'aluno', status: 'ativo', phone: null, bio: null, cpf: '529.982.247-25', avatarFile: null, passwordChangedAt: iso(now),
      emailVerifiedAt: iso(created), totpSecret: null, lockedUntil: null, createdAt: iso(created), lastAccessAt: null,
    })
    .execute();
  const refundedAt = new Date(created.getTime() + 2 * DAY_MS);
  const start = new Date(now.getTime() - 20 * DAY_MS);
  const end = addMonths(start, 3);
  await db
    .insertInto('subscriptions')
    .values([
      {
        id: 'sub-aluno-pix-reembolsada', userId, planId: 'monthly', status: 'expired', startedAt: iso(created), currentPeriodStart: iso(created),
        currentPeriodEnd: iso(refundedAt), cancelAtPeriodEnd: 1, pendingPlanId: null, paymentMethod: 'card', createdAt: iso(created), updatedAt: iso(refundedAt),
      },
      {
        id: PAYMENT_METHODS_SEED_IDS.pixSubscription, userId, planId: 'quarterly', status: 'active', startedAt: iso(start), currentPeriodStart: iso(start),
        currentPeriodEnd: iso(end), cancelAtPeriodEnd: 0, pendingPlanId: null, paymentMethod: 'pix', createdAt: iso(start), updatedAt: iso(start),
      },
    ])
    .execute();
  const base = { userId, discountCents: 0, couponId: null, provider: 'sandbox', failureReason: null, pixPayload: null, boletoBarcode: null } as const;
  await db
    .insertInto('payments')
    .values([
      {
        ...base, id: 'pay-aluno-pix-01', subscriptionId: 'sub-aluno-pix-reembolsada', planId: 'monthly', kind: 'checkout', status: 'reembolsado', method: 'card',
        instalments: 3, interestCents: 0, listPriceCents: 4990, amountCents: 4990, monthsCovered: 1, periodStart: iso(created), periodEnd: iso(addMonths(created, 1)),
        cardBrand: 'Visa', cardLast4: '4242', providerReference: 'sbx_ch_seed_camila01', receiptNumber: 'NF-SEED-CAMILA01', expiresAt: null,
        paidAt: iso(created), refundedAt: iso(refundedAt), refundReference: 'sbx_re_seed_camila01', createdAt: iso(created),
      },
      {
        ...base, id: 'pay-aluno-pix-02', subscriptionId: null, planId: 'quarterly', kind: 'checkout', status: 'expirado', method: 'pix', instalments: 1, interestCents: 0,
        listPriceCents: 11970, amountCents: 11970, monthsCovered: 3, periodStart: null, periodEnd: null, cardBrand: null, cardLast4: null,
        providerReference: 'EDUIASEEDCAMILA0000000002', receiptNumber: null, expiresAt: iso(new Date(start.getTime() - DAY_MS + 30 * 60_000)),
        paidAt: null, refundedAt: null, refundReference: null, createdAt: iso(new Date(start.getTime() - DAY_MS)),
      },
      {
        ...base, id: 'pay-aluno-pix-03', subscriptionId: PAYMENT_METHODS_SEED_IDS.pixSubscription, planId: 'quarterly', kind: 'checkout', status: 'pago', method: 'pix',
        instalments: 1, interestCents: 0, listPriceCents: 11970, amountCents: 11970, monthsCovered: 3, periodStart: iso(start), periodEnd: iso(end),
        cardBrand: null, cardLast4: null, providerReference: 'EDUIASEEDCAMILA0000000003', receiptNumber: 'NF-SEED-CAMILA03', expiresAt: iso(new Date(start.getTime() + 30 * 60_000)),
        paidAt: iso(start), refundedAt: null, refundReference: null, createdAt: iso(start),
      },
    ])
    .execute();
}
