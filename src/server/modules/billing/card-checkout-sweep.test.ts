import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { notificationEndpoints } from '#contracts/notifications';
import { AppError } from '#server/lib/app-error';
import { MINUTE_MS } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { CARDS, checkout, signUpStudent, stalledCardCharge } from './billing-test-helpers.ts';
import { CHECKOUT_RECEIPT_SUBJECT } from './billing-emails.ts';
import { getSubscriptionAccess } from './billing.service.ts';
import { CARD_CHECKOUT_IN_FLIGHT, CARD_GIVEN_BACK, CARD_PROVIDER_FAILED, settleStuckCardCheckouts } from './checkout.service.ts';
import { reconcileReceivedPayments } from './payment-settlement.ts';
import { sandboxProvider, setPaymentProvider, type PaymentProvider } from './payment-provider.ts';

// A card checkout whose server stopped while the card was at the provider (docs/decisions/mercado-pago-provider.md):
// the sweep asks the provider by the charge's idempotency key and applies its answer as the
// checkout would have. The stop is a provider whose answer does not come back until the test
// lets it (after the sweep: the late answer must change nothing). Runs on SQLite and PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => setPaymentProvider(null));
afterAll(async () => t.close());

/** The sandbox, except that a card charge's answer is held (billing-test-helpers.ts). */
const stalled = (when: 'after' | 'before', base: PaymentProvider = sandboxProvider) => stalledCardCharge(when, base);

const paymentsOf = (userId: string, method: 'card' | 'pix' = 'card') =>
  t.db.selectFrom('payments').select(['id', 'status', 'failureReason', 'providerReference', 'refundReference', 'refundReason'])
    .where('userId', '=', userId).where('method', '=', method).orderBy('createdAt').execute();
const sessionsOf = (userId: string) => t.db.selectFrom('checkoutSessions').select(['outcome', 'message']).where('userId', '=', userId).execute();
const couponUses = async () => (await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'BEMVINDO10').executeTakeFirstOrThrow()).usedCount;
const notesOf = async (cookie: string) => ((await t.call(notificationEndpoints.list, { cookie })).body.items as Array<{ title: string }>).map((n) => n.title);
const ledgerOf = (paymentId: string) => t.db.selectFrom('paymentsReceived').select(['state', 'amountCents', 'refundedCents', 'refundReference']).where('paymentId', '=', paymentId).execute();

/** Pays the plan by Pix ("Simular pagamento"): access obtained another way while the card is at the provider. */
async function payByPix(cookie: string) {
  const charge = await t.call(billingEndpoints.createCharge, { cookie, body: { planId: 'monthly', method: 'pix', cpf: '529.982.247-25', idempotencyKey: randomUUID() } as never });
  expect(charge.status, JSON.stringify(charge.body)).toBe(201);
  const paid = await t.call(billingEndpoints.simulateChargePayment, { cookie, params: { id: charge.body.payment.id } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

describe('the sweep of card checkouts left pending', () => {
  it('approved at the provider: the sweep starts the subscription with receipt, e-mail and notification; the late answer changes nothing', async () => {
    const student = await signUpStudent(t);
    const usedBefore = await couponUses();
    const stop = stalled('after');
    const paying = checkout(t, student.cookie, { planId: 'quarterly', couponCode: 'BEMVINDO10' });
    await stop.atProvider;

    // A recent checkout is still in the hands of its own request: left alone.
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 0 });
    expect((await checkout(t, student.cookie, { planId: 'monthly' })).body.message).toBe(CARD_CHECKOUT_IN_FLIGHT);

    t.clock.advance(6 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 1 });
    const [payment] = await paymentsOf(student.id);
    expect(payment).toMatchObject({ status: 'pago', providerReference: expect.stringMatching(/^sbx_ch_/) });
    expect(await sessionsOf(student.id)).toEqual([{ outcome: 'succeeded', message: null }]);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('active');
    expect(await couponUses()).toBe(usedBefore + 1);
    expect(await t.db.selectFrom('couponRedemptions').select('id').where('paymentId', '=', payment!.id).execute()).toHaveLength(1);
    expect(await notesOf(student.cookie)).toContain('Pagamento confirmado');
    expect((await t.mailsTo(student.email)).filter((m) => m.subject === CHECKOUT_RECEIPT_SUBJECT)).toHaveLength(1);
    expect(await ledgerOf(payment!.id)).toEqual([expect.objectContaining({ state: 'aplicado', refundedCents: 0 })]);
    const history = (await t.call(billingEndpoints.payments, { cookie: student.cookie })).body;
    expect(history[0]).toMatchObject({ status: 'pago', hasReceipt: true });

    // The request that was waiting gets the same outcome, and nothing is applied twice.
    stop.release();
    const late = await paying;
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body).toMatchObject({ replayed: true, payment: { id: payment!.id, status: 'pago' } });
    expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
    expect((await t.mailsTo(student.email)).filter((m) => m.subject === CHECKOUT_RECEIPT_SUBJECT)).toHaveLength(1);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 0 });
  });

  it('refused at the provider: ended refused with its message, the coupon given back, and the next attempt is charged', async () => {
    const student = await signUpStudent(t);
    const usedBefore = await couponUses();
    const stop = stalled('after');
    const paying = checkout(t, student.cookie, { planId: 'monthly', couponCode: 'BEMVINDO10', card: CARDS.declined });
    await stop.atProvider;
    expect(await couponUses()).toBe(usedBefore + 1);

    t.clock.advance(6 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 1 });
    expect(await paymentsOf(student.id)).toMatchObject([{ status: 'recusado', failureReason: 'Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.' }]);
    expect(await sessionsOf(student.id)).toEqual([{ outcome: 'declined', message: 'Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.' }]);
    expect(await couponUses()).toBe(usedBefore);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('none');

    stop.release();
    expect((await paying).status).toBe(400);
    setPaymentProvider(null);
    const again = await checkout(t, student.cookie, { planId: 'monthly', couponCode: 'BEMVINDO10' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('active');
  });

  it('never charged (the server stopped before the provider was reached): ended as failed, the coupon given back, and the next attempt is charged', async () => {
    const student = await signUpStudent(t);
    const usedBefore = await couponUses();
    const stop = stalled('before');
    const idempotencyKey = randomUUID();
    const paying = checkout(t, student.cookie, { planId: 'monthly', couponCode: 'BEMVINDO10', idempotencyKey });
    await stop.atProvider;

    t.clock.advance(6 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 1 });
    expect(await paymentsOf(student.id)).toMatchObject([{ status: 'recusado', failureReason: CARD_PROVIDER_FAILED, providerReference: null }]);
    // The session is removed, as after a provider that failed: the same attempt may be sent again.
    expect(await sessionsOf(student.id)).toEqual([]);
    expect(await couponUses()).toBe(usedBefore);

    stop.release();
    expect((await paying).status).toBe(503);
    setPaymentProvider(null);
    const again = await checkout(t, student.cookie, { planId: 'monthly', couponCode: 'BEMVINDO10', idempotencyKey });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await couponUses()).toBe(usedBefore + 1);
    expect((await paymentsOf(student.id)).map((p) => p.status)).toEqual(['recusado', 'pago']);
  });

  it('approved, but the student got access another way meanwhile: the sweep has the card payment refunded, with an e-mail and a notification', async () => {
    const student = await signUpStudent(t);
    const stop = stalled('after');
    const paying = checkout(t, student.cookie, { planId: 'monthly' });
    await stop.atProvider;
    await payByPix(student.cookie);

    t.clock.advance(6 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 1 });
    const card = (await paymentsOf(student.id))[0]!;
    expect(card).toMatchObject({ status: 'reembolsado', refundReason: 'assinatura-ativa', refundReference: expect.stringMatching(/^sbx_re_/) });
    expect(await ledgerOf(card.id)).toEqual([expect.objectContaining({ state: 'reembolsado', refundedCents: 4990 })]);
    expect(await sessionsOf(student.id)).toContainEqual({ outcome: 'declined', message: CARD_GIVEN_BACK });
    expect(await notesOf(student.cookie)).toContain('Pagamento devolvido');
    expect((await t.mailsTo(student.email)).filter((m) => m.subject === 'Seu reembolso foi processado')).toHaveLength(1);
    expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);

    stop.release();
    const late = await paying;
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(CARD_GIVEN_BACK);
  });

  it('two sweeps at the same moment apply a stuck approved card once', async () => {
    const student = await signUpStudent(t);
    const stop = stalled('after');
    const paying = checkout(t, student.cookie, { planId: 'monthly' });
    await stop.atProvider;
    // Both sweeps have found the payment still pending and asked the provider before either applies.
    let asked = 0;
    let bothAsked!: () => void;
    const together = new Promise<void>((resolve) => (bothAsked = resolve));
    setPaymentProvider({
      ...sandboxProvider,
      async findCardCharge(input) {
        asked += 1;
        if (asked === 2) bothAsked();
        await together;
        return sandboxProvider.findCardCharge(input);
      },
    });

    t.clock.advance(6 * MINUTE_MS);
    const results = await Promise.all([settleStuckCardCheckouts(t.app.ctx), settleStuckCardCheckouts(t.app.ctx)]);
    expect(results.map((r) => r.settled).sort()).toEqual([0, 1]);
    expect(await paymentsOf(student.id)).toMatchObject([{ status: 'pago' }]);
    expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
    expect((await notesOf(student.cookie)).filter((title) => title === 'Pagamento confirmado')).toHaveLength(1);
    expect((await t.mailsTo(student.email)).filter((m) => m.subject === CHECKOUT_RECEIPT_SUBJECT)).toHaveLength(1);
    stop.release();
    expect((await paying).status).toBe(200);
  });
});

describe('a card payment given back is refunded outside the transaction', () => {
  it('the refund is asked after the answer is applied (others write meanwhile); a refund that fails is retried by the reconciliation, with the same key, once', async () => {
    const student = await signUpStudent(t);
    const stop = stalled('after');
    const paying = checkout(t, student.cookie, { planId: 'monthly' });
    await stop.atProvider;
    await payByPix(student.cookie);

    // The card is approved now; its refund reaches a provider that hangs, then fails.
    const refunds: Array<string | undefined> = [];
    let atRefund!: () => void;
    const refunding = new Promise<void>((resolve) => (atRefund = resolve));
    let failRefund!: () => void;
    const refundFails = new Promise<void>((resolve) => (failRefund = resolve));
    setPaymentProvider({
      ...sandboxProvider,
      async refund(input) {
        refunds.push(input.idempotencyKey);
        if (refunds.length === 1) {
          atRefund();
          await refundFails;
          throw new AppError('maintenance', 'O provedor está indisponível no momento.');
        }
        return sandboxProvider.refund(input);
      },
    });
    stop.release();
    await refunding;
    // While the provider holds the refund, nothing holds the database: another student pays.
    const other = await signUpStudent(t);
    expect((await checkout(t, other.cookie, { planId: 'monthly' })).status).toBe(200);
    const card = (await paymentsOf(student.id))[0]!;
    expect(card).toMatchObject({ status: 'reembolsado', refundReason: 'assinatura-ativa', refundReference: null });
    expect(await ledgerOf(card.id)).toEqual([expect.objectContaining({ state: 'recebido', refundedCents: 0 })]);

    failRefund();
    const answered = await paying;
    expect(answered.status).toBe(400);
    expect(answered.body.message).toBe(CARD_GIVEN_BACK);
    expect(await ledgerOf(card.id)).toEqual([expect.objectContaining({ state: 'recebido' })]);
    expect((await t.mailsTo(student.email)).filter((m) => m.subject === 'Seu reembolso foi processado')).toHaveLength(0);

    // The daily reconciliation asks again, with the same key, and settles it once.
    t.clock.advance(16 * MINUTE_MS);
    await reconcileReceivedPayments(t.app.ctx);
    await reconcileReceivedPayments(t.app.ctx);
    expect(refunds).toHaveLength(2);
    expect(refunds[1]).toBe(refunds[0]);
    expect(refunds[0]).toMatch(/^[0-9a-f]{8}-/);
    expect(await ledgerOf(card.id)).toEqual([expect.objectContaining({ state: 'reembolsado', refundedCents: 4990, refundReference: expect.stringMatching(/^sbx_re_/) })]);
    expect((await paymentsOf(student.id))[0]).toMatchObject({ status: 'reembolsado', refundReference: expect.stringMatching(/^sbx_re_/) });
    expect((await t.mailsTo(student.email)).filter((m) => m.subject === 'Seu reembolso foi processado')).toHaveLength(1);
    expect((await notesOf(student.cookie)).filter((title) => title === 'Pagamento devolvido')).toHaveLength(1);
  });
});
