import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 11 item 8: one source of truth for a plan's benefits, and a plan promises only what
// the product does (docs/decisions/plans-promise-what-the-product-does.md).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const BENEFITS = [
  'Acesso ilimitado a todos os cursos',
  'Certificados de conclusão',
  'Simulados e exercícios práticos',
  'Download de materiais complementares',
  'Suporte por e-mail',
];

describe('plan benefits', () => {
  it('every plan carries its stored benefits, and none promises what nothing implements', async () => {
    const res = await t.call(billingEndpoints.plans);
    expect(res.status).toBe(200);
    for (const plan of res.body) {
      expect(plan.features, plan.id).toEqual(BENEFITS);
      expect(plan.features.join(' ')).not.toMatch(/Mentoria|prioritário/);
    }
  });

  it("the subscription shows its CURRENT plan's benefits, read from the plan row", async () => {
    const cookie = await t.signInAs('aluno');
    // The demo student is on Trimestral: change its stored list and the subscription follows.
    await t.db.updateTable('plans').set({ features: JSON.stringify(['Só do trimestral']) }).where('id', '=', 'quarterly').execute();
    try {
      const res = await t.call(billingEndpoints.subscription, { cookie });
      expect(res.status).toBe(200);
      expect(res.body.subscription?.plan).toMatchObject({ id: 'quarterly', features: ['Só do trimestral'] });
    } finally {
      await t.db.updateTable('plans').set({ features: JSON.stringify(BENEFITS) }).where('id', '=', 'quarterly').execute();
    }
  });

  it('the expired student (igor@) has his Mensal plan, expired, and the month he paid in the history', async () => {
    const cookie = await t.signIn('igor@eduia.com.br', 'Aluno@2024');
    const sub = await t.call(billingEndpoints.subscription, { cookie });
    expect(sub.body.subscription).toMatchObject({ status: 'expired', hasAccess: false, plan: { id: 'monthly', features: BENEFITS }, paymentMethod: { brand: 'Mastercard', last4: '5454' } });
    const payments = await t.call(billingEndpoints.payments, { cookie });
    expect(payments.status).toBe(200);
    expect(payments.body.map((p) => [p.planName, p.statusLabel, p.amountCents, p.hasReceipt])).toEqual([['Mensal', 'Pago', 4990, true]]);
    expect(payments.body[0]!.periodEnd).toBe(sub.body.subscription!.currentPeriodEnd);
  });
});
