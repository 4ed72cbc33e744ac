import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { notificationEndpoints } from '#contracts/notifications';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { CARDS, checkout, signUpStudent, subscribedStudent } from './billing-test-helpers.ts';
import { paymentProvider, sandboxProvider, setPaymentProvider, type PaymentProvider } from './payment-provider.ts';
import { getSubscriptionAccess } from './billing.service.ts';
import { CARD_CHECKOUT_IN_FLIGHT, CARD_PROVIDER_FAILED } from './checkout.service.ts';
import { AppError } from '#server/lib/app-error';

// Checkout through the sandbox provider: payment, subscription, receipt, notification,
// e-mail, idempotency and declined cards.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const countPayments = async (userId: string) =>
  (await t.db.selectFrom('payments').select('id').where('userId', '=', userId).execute()).length;

describe('checkout', () => {
  it('a new student pays with a coupon: subscription, payment, receipt, notification, e-mail, premium unlocked', async () => {
    const student = await signUpStudent(t, 'Carla Mendes');
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('none');
    const usedBefore = (await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'BEMVINDO10').executeTakeFirstOrThrow()).usedCount;

    const res = await checkout(t, student.cookie, { planId: 'quarterly', couponCode: 'bemvindo10' });
    expect(res.status).toBe(200);
    expect(res.body.replayed).toBe(false);
    expect(res.body.payment).toMatchObject({
      planName: 'Trimestral', status: 'pago', statusLabel: 'Pago', listPriceCents: 11970, discountCents: 1197, amountCents: 10773,
      couponCode: 'BEMVINDO10', kind: 'checkout', hasReceipt: true,
    });
    expect(res.body.payment.receiptNumber).toMatch(/^NF-\d{6}-[0-9A-F]{8}$/);
    expect(res.body.subscription).toMatchObject({
      status: 'active', statusLabel: 'Ativo', hasAccess: true, plan: { id: 'quarterly' }, memberMonths: 0, nextChargeCents: 11970,
      paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, holderName: 'ALUNO TESTE' },
    });
    // 3 × 49,90 − 107,73 = 41,97 saved against paying monthly.
    expect(res.body.subscription.totalSavingsCents).toBe(4197);
    const periodEnd = new Date(res.body.subscription.currentPeriodEnd);
    const now = t.clock.now();
    expect(periodEnd.getUTCMonth()).toBe((now.getUTCMonth() + 3) % 12);

    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('active');
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body.access).toBe('active');

    const receipt = await t.call(billingEndpoints.receipt, { params: { id: res.body.payment.id }, cookie: student.cookie });
    expect(receipt.status).toBe(200);
    expect(receipt.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const notes = (await t.call(notificationEndpoints.list, { cookie: student.cookie })).body.items;
    expect(notes[0]).toMatchObject({ type: 'billing', title: 'Pagamento confirmado', link: '/aluno/assinatura', unread: true });

    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', student.email).where('subject', 'like', 'Pagamento confirmado%').executeTakeFirstOrThrow();
    expect(mail.body).toContain(res.body.payment.receiptNumber);
    expect(mail.body).toContain('Total pago: R$ 107,73');
    expect(mail.body).toContain('cupom BEMVINDO10');

    const usedAfter = (await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'BEMVINDO10').executeTakeFirstOrThrow()).usedCount;
    expect(usedAfter).toBe(usedBefore + 1);
  });

  it('never stores the card number or CVV', async () => {
    const student = await signUpStudent(t);
    const res = await checkout(t, student.cookie, { planId: 'monthly', card: CARDS.mastercard });
    expect(res.status).toBe(200);
    const method = await t.db.selectFrom('paymentMethods').selectAll().where('userId', '=', student.id).executeTakeFirstOrThrow();
    expect(method).toMatchObject({ brand: 'Mastercard', last4: '4444', expMonth: 6 });
    const everything = JSON.stringify([
      method,
      await t.db.selectFrom('payments').selectAll().where('userId', '=', student.id).execute(),
      await t.db.selectFrom('checkoutSessions').selectAll().where('userId', '=', student.id).execute(),
    ]);
    expect(everything).not.toContain('5555555555554444');
    expect(everything).not.toContain('555555555555');
    expect(everything).not.toContain('"321"');
  });

  it('a replayed checkout (same idempotency key) does not create a second payment', async () => {
    const student = await signUpStudent(t);
    const idempotencyKey = randomUUID();
    const first = await checkout(t, student.cookie, { planId: 'annual', couponCode: 'DESCONTO20', idempotencyKey });
    expect(first.status).toBe(200);
    const usedAfterFirst = (await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'DESCONTO20').executeTakeFirstOrThrow()).usedCount;
    const replay = await checkout(t, student.cookie, { planId: 'annual', couponCode: 'DESCONTO20', idempotencyKey });
    expect(replay.status).toBe(200);
    expect(replay.body.replayed).toBe(true);
    expect(replay.body.payment.id).toBe(first.body.payment.id);
    expect(replay.body.subscription.id).toBe(first.body.subscription.id);
    expect(await countPayments(student.id)).toBe(1);
    expect((await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute())).toHaveLength(1);
    const usedAfterReplay = (await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'DESCONTO20').executeTakeFirstOrThrow()).usedCount;
    expect(usedAfterReplay).toBe(usedAfterFirst);
    const notes = (await t.call(notificationEndpoints.list, { cookie: student.cookie })).body.items;
    expect(notes.filter((n: { title: string }) => n.title === 'Pagamento confirmado')).toHaveLength(1);
  });

  it('concurrent requests with one key charge once', async () => {
    const student = await signUpStudent(t);
    const idempotencyKey = randomUUID();
    const results = await Promise.all([0, 1, 2].map(() => checkout(t, student.cookie, { planId: 'monthly', idempotencyKey })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.payment.id)).size).toBe(1);
    expect(results.filter((r) => r.body.replayed === false)).toHaveLength(1);
    expect(await countPayments(student.id)).toBe(1);
  });

  it('the same key with a different order is refused', async () => {
    const student = await signUpStudent(t);
    const idempotencyKey = randomUUID();
    expect((await checkout(t, student.cookie, { planId: 'monthly', idempotencyKey })).status).toBe(200);
    const other = await checkout(t, student.cookie, { planId: 'annual', idempotencyKey });
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/chave de idempotência já foi usada/);
    expect(await countPayments(student.id)).toBe(1);
  });

  it('a student with an active subscription cannot pay a second one', async () => {
    const student = await signUpStudent(t);
    expect((await checkout(t, student.cookie, { planId: 'monthly' })).status).toBe(200);
    const second = await checkout(t, student.cookie, { planId: 'annual' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.');
    expect(await countPayments(student.id)).toBe(1);
    const demo = await t.signInAs('aluno');
    expect((await checkout(t, demo, { planId: 'monthly' })).status).toBe(409);
  });

  it('a declined card gives a Portuguese message, no subscription, and a declined entry in the history', async () => {
    const student = await signUpStudent(t);
    const idempotencyKey = randomUUID();
    const res = await checkout(t, student.cookie, { planId: 'quarterly', couponCode: 'BEMVINDO10', card: CARDS.declined, idempotencyKey });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.');
    expect((await t.call(billingEndpoints.subscription, { cookie: student.cookie })).body.subscription).toBeNull();
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('none');
    const history = (await t.call(billingEndpoints.payments, { cookie: student.cookie })).body;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'recusado', statusLabel: 'Recusado', hasReceipt: false, receiptNumber: null });
    expect((await t.call(billingEndpoints.receipt, { params: { id: history[0].id }, cookie: student.cookie })).status).toBe(404);
    // The coupon was not used up, so the student can still use it.
    expect((await t.call(billingEndpoints.checkCoupon, { cookie: student.cookie, body: { code: 'BEMVINDO10', planId: 'quarterly' } })).status).toBe(200);
    // Replaying the declined request answers the same refusal without charging again.
    const replay = await checkout(t, student.cookie, { planId: 'quarterly', couponCode: 'BEMVINDO10', card: CARDS.declined, idempotencyKey });
    expect(replay.status).toBe(400);
    expect(await countPayments(student.id)).toBe(1);
    // A new attempt with a good card succeeds.
    const retry = await checkout(t, student.cookie, { planId: 'quarterly', couponCode: 'BEMVINDO10' });
    expect(retry.status).toBe(200);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('active');
  });

  it('refuses bad cards before charging', async () => {
    const student = await signUpStudent(t);
    const year = new Date().getUTCFullYear();
    const cases: Array<[object, string | RegExp]> = [
      [{ ...CARDS.approved, number: '4242 4242 4242 4241' }, 'Número do cartão inválido.'],
      [{ ...CARDS.approved, number: '4111 1111 1111 1111' }, 'Cartão não aceito no ambiente de demonstração. Use o cartão de teste 4242 4242 4242 4242.'],
      [{ ...CARDS.approved, expYear: year - 1 }, /Ano de validade inválido|Cartão vencido/],
      [{ ...CARDS.approved, expMonth: 13 }, 'Mês de validade inválido.'],
      [{ ...CARDS.approved, cvv: '12' }, 'CVV inválido.'],
      [{ ...CARDS.approved, number: 'abcd' }, 'Número do cartão inválido.'],
      [{ ...CARDS.approved, holderName: '' }, 'Informe o nome impresso no cartão.'],
    ];
    for (const [card, message] of cases) {
      const res = await checkout(t, student.cookie, { planId: 'monthly', card });
      expect(res.status, JSON.stringify(card)).toBe(400);
      if (typeof message === 'string') expect(res.body.message).toContain(message);
      else expect(res.body.message).toMatch(message);
    }
    expect(await countPayments(student.id)).toBe(0);
  });

  it('refuses an expired card (month already past) with its own message', async () => {
    const student = await signUpStudent(t);
    const now = t.clock.now();
    const lastMonth = now.getUTCMonth() === 0 ? { expMonth: 12, expYear: now.getUTCFullYear() - 1 } : { expMonth: now.getUTCMonth(), expYear: now.getUTCFullYear() };
    if (lastMonth.expYear < now.getUTCFullYear()) return; // January: the year rule above covers it
    const res = await checkout(t, student.cookie, { planId: 'monthly', card: { ...CARDS.approved, ...lastMonth } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Cartão vencido. Verifique a validade ou use outro cartão.');
  });

  it('refuses bad bodies and unknown plans with 400/404, never 500', async () => {
    const student = await signUpStudent(t);
    const noBody = await t.callRaw(billingEndpoints.checkout, { cookie: student.cookie, body: {} });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toMatch(/Campo obrigatório/);
    const shortKey = await checkout(t, student.cookie, { planId: 'monthly', idempotencyKey: 'abc' });
    expect(shortKey.status).toBe(400);
    expect(shortKey.body.message).toMatch(/Chave de idempotência inválida/);
    const plan = await checkout(t, student.cookie, { planId: 'vitalicio' });
    expect(plan.status).toBe(404);
    expect(plan.body.message).toBe('Plano não encontrado.');
    expect(await countPayments(student.id)).toBe(0);
  });
});

describe('one current subscription per student (issue 10 item 10)', () => {
  it('two checkouts at the same moment with different keys: one charge, one subscription, a 409 for the other', async () => {
    const student = await signUpStudent(t);
    const charge = vi.spyOn(paymentProvider, 'charge');
    try {
      const results = await Promise.all([
        checkout(t, student.cookie, { planId: 'monthly' }),
        checkout(t, student.cookie, { planId: 'annual' }),
        checkout(t, student.cookie, { planId: 'quarterly' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      // A loser arrives while the winner's card is at the provider, or after it was approved.
      for (const loser of results.filter((r) => r.status === 409)) {
        expect([CARD_CHECKOUT_IN_FLIGHT, 'Você já possui uma assinatura ativa. Para trocar de plano, use "Mudar Plano" em Minha Assinatura.']).toContain(loser.body.message);
      }
      expect(charge).toHaveBeenCalledTimes(1);
    } finally {
      charge.mockRestore();
    }
    const payments = await t.db.selectFrom('payments').select('status').where('userId', '=', student.id).execute();
    expect(payments).toEqual([{ status: 'pago' }]);
    expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
  });

  it('the database itself refuses a second current subscription', async () => {
    const student = await subscribedStudent(t);
    const now = t.clock.now().toISOString();
    const row = { userId: student.id, planId: 'annual', startedAt: now, currentPeriodStart: now, currentPeriodEnd: now, pendingPlanId: null, createdAt: now, updatedAt: now };
    await expect(t.db.insertInto('subscriptions').values({ ...row, id: randomUUID(), status: 'canceled' }).execute()).rejects.toThrow();
    // History (expired rows) is not limited.
    await t.db.insertInto('subscriptions').values({ ...row, id: randomUUID(), status: 'expired' }).execute();
  });

  it('a declined card releases the claim: the student can pay again at once', async () => {
    const student = await signUpStudent(t);
    expect((await checkout(t, student.cookie, { planId: 'monthly', card: CARDS.declined })).status).toBe(400);
    expect((await checkout(t, student.cookie, { planId: 'monthly' })).status).toBe(200);
  });
});

describe('the card charge is made outside any database transaction', () => {
  const paymentsOf = async (userId: string) =>
    t.db.selectFrom('payments').select(['status', 'method', 'failureReason', 'providerReference']).where('userId', '=', userId).orderBy('createdAt').execute();

  it('a slow provider holds no lock: others pay meanwhile, the student has no access until it answers, a second card checkout waits its turn', async () => {
    const student = await signUpStudent(t);
    let reached!: () => void;
    const atProvider = new Promise<void>((resolve) => (reached = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    setPaymentProvider({
      ...sandboxProvider,
      async charge(input) {
        if (input.payer?.email === student.email) {
          reached();
          await answered;
        }
        return sandboxProvider.charge(input);
      },
    });
    try {
      const paying = checkout(t, student.cookie, { planId: 'monthly' });
      await atProvider;
      // While the card is at the provider: written as pending, no access, no subscription.
      expect(await paymentsOf(student.id)).toMatchObject([{ status: 'pendente', method: 'card' }]);
      expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('none');
      // Nothing holds the database: another student pays (a write), and this student's second
      // card checkout with another key is refused at once instead of charging a second time.
      const other = await signUpStudent(t);
      expect((await checkout(t, other.cookie, { planId: 'monthly' })).status).toBe(200);
      const second = await checkout(t, student.cookie, { planId: 'annual' });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(CARD_CHECKOUT_IN_FLIGHT);
      answer();
      const res = await paying;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.subscription).toMatchObject({ status: 'active', hasAccess: true });
    } finally {
      setPaymentProvider(null);
    }
    expect(await paymentsOf(student.id)).toMatchObject([{ status: 'pago' }]);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('active');
  });

  it('a provider that fails leaves nothing half-done, and the retry with the same key does not charge twice', async () => {
    const student = await signUpStudent(t);
    const usedBefore = (await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'BEMVINDO10').executeTakeFirstOrThrow()).usedCount;
    // A provider that charges, then loses the answer (a timeout after the money moved): it
    // remembers each idempotency key, as Mercado Pago does, and answers a repeat with the same payment.
    const charged = new Map<string, string>();
    let fail = true;
    const flaky: PaymentProvider = {
      ...sandboxProvider,
      async charge(input) {
        const reference = charged.get(input.idempotencyKey) ?? `ch_${charged.size + 1}`;
        charged.set(input.idempotencyKey, reference);
        if (fail) throw new AppError('maintenance', 'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.');
        return { status: 'approved', reference };
      },
    };
    setPaymentProvider(flaky);
    const idempotencyKey = randomUUID();
    try {
      const failed = await checkout(t, student.cookie, { planId: 'quarterly', couponCode: 'BEMVINDO10', idempotencyKey });
      expect(failed.status).toBe(503);
      expect(failed.body.message).toBe(CARD_PROVIDER_FAILED);
      expect(await paymentsOf(student.id)).toMatchObject([{ status: 'recusado', failureReason: CARD_PROVIDER_FAILED }]);
      expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('none');
      expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toEqual([]);
      expect((await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'BEMVINDO10').executeTakeFirstOrThrow()).usedCount).toBe(usedBefore);
      const notes = (await t.call(notificationEndpoints.list, { cookie: student.cookie })).body.items;
      expect(notes.filter((n: { title: string }) => n.title === 'Pagamento confirmado')).toEqual([]);
      const history = (await t.call(billingEndpoints.payments, { cookie: student.cookie })).body;
      expect(history[0]).toMatchObject({ status: 'recusado', hasReceipt: false });

      fail = false;
      const retried = await checkout(t, student.cookie, { planId: 'quarterly', couponCode: 'BEMVINDO10', idempotencyKey });
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.payment).toMatchObject({ status: 'pago', couponCode: 'BEMVINDO10' });
      // One payment at the provider: the retry asked for the same one and got it back.
      expect(charged.size).toBe(1);
      expect((await paymentsOf(student.id)).filter((p) => p.status === 'pago')).toEqual([expect.objectContaining({ providerReference: 'ch_1' })]);
      expect((await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'BEMVINDO10').executeTakeFirstOrThrow()).usedCount).toBe(usedBefore + 1);
      // And the replay of the succeeded key answers it again without calling the provider.
      const replay = await checkout(t, student.cookie, { planId: 'quarterly', couponCode: 'BEMVINDO10', idempotencyKey });
      expect(replay.body).toMatchObject({ replayed: true, payment: { id: retried.body.payment.id } });
    } finally {
      setPaymentProvider(null);
    }
  });

  it('a provider that cannot be reached (not an answer at all) ends the same way', async () => {
    const student = await signUpStudent(t);
    setPaymentProvider({ ...sandboxProvider, charge: async () => Promise.reject(new TypeError('fetch failed')) });
    try {
      const res = await checkout(t, student.cookie, { planId: 'monthly' });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(CARD_PROVIDER_FAILED);
    } finally {
      setPaymentProvider(null);
    }
    expect(await paymentsOf(student.id)).toMatchObject([{ status: 'recusado' }]);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('none');
    // The student can pay again at once: nothing is left claimed.
    expect((await checkout(t, student.cookie, { planId: 'monthly' })).status).toBe(200);
  });

  it('two card checkouts at the same moment while the provider is slow: one charge, one subscription', async () => {
    const student = await signUpStudent(t);
    let calls = 0;
    let reached!: () => void;
    const atProvider = new Promise<void>((resolve) => (reached = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    setPaymentProvider({
      ...sandboxProvider,
      async charge(input) {
        calls += 1;
        reached();
        await answered;
        return sandboxProvider.charge(input);
      },
    });
    try {
      const requests = [checkout(t, student.cookie, { planId: 'monthly' }), checkout(t, student.cookie, { planId: 'annual' })];
      await atProvider;
      const settledFirst = await Promise.race(requests.map((r) => r.then((res) => res.status)));
      expect(settledFirst).toBe(409);
      answer();
      const results = await Promise.all(requests);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.message).toBe(CARD_CHECKOUT_IN_FLIGHT);
    } finally {
      setPaymentProvider(null);
    }
    expect(calls).toBe(1);
    expect(await paymentsOf(student.id)).toMatchObject([{ status: 'pago' }]);
    expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
  });
});
