import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { MINUTE_MS } from '#server/lib/clock';
import type { TestApp } from '#server/testing/test-app';
import { CHECKOUT_RECEIPT_SUBJECT } from '../billing-emails.ts';
import { attachUnansweredCardCharge } from '../billing.repository.ts';
import { signUpStudent } from '../billing-test-helpers.ts';
import { CARD_PROVIDER_FAILED } from '../checkout.service.ts';
import { reconcileReceivedPayments } from '../payment-settlement.ts';
import type { MercadoPagoFake } from './mercado-pago-fake.ts';
import { deliverNotification, MP_CARD_TOKEN, startMercadoPagoTestApp, stopMercadoPagoTestApp } from './mercado-pago-test-app.ts';

// A card charge Mercado Pago approved whose answer never reached the checkout (the connection
// dropped: the student got 503 and the payment ended 'recusado'). The money is not lost: the
// payment's notification, or the daily reconciliation asking Mercado Pago by the charge's key,
// finds it again and applies it (the student has no access) or refunds it (the student paid
// again with a new attempt). Against the local fake of the documented API; runs on SQLite and,
// with TEST_DATABASE_URL, on PostgreSQL.
const REFUND_SUBJECT = 'Seu reembolso foi processado';

let t: TestApp;
let fake: MercadoPagoFake;
beforeAll(async () => {
  ({ t, fake } = await startMercadoPagoTestApp());
});
afterAll(() => stopMercadoPagoTestApp(t, fake));

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const notify = (reference: string) => deliverNotification(t, fake.notification(reference, nowSeconds()));
const cardCheckout = (cookie: string, idempotencyKey = randomUUID()) => t.call(billingEndpoints.checkout, { cookie, body: { planId: 'monthly', cardToken: MP_CARD_TOKEN, idempotencyKey } });
const cardPaymentsOf = (userId: string) =>
  t.db.selectFrom('payments').select(['id', 'status', 'providerReference', 'subscriptionId']).where('userId', '=', userId).where('method', '=', 'card').orderBy('id').execute();
const paymentOf = (id: string) => t.db.selectFrom('payments').select(['id', 'status', 'providerReference', 'refundReference', 'subscriptionId']).where('id', '=', id).executeTakeFirstOrThrow();
const subscriptionsOf = (userId: string) => t.db.selectFrom('subscriptions').select(['id', 'currentPeriodEnd']).where('userId', '=', userId).execute();
const ledgerOf = (transactionId: string) => t.db.selectFrom('paymentsReceived').select(['paymentId', 'state', 'refundedCents', 'appliedCents']).where('transactionId', '=', transactionId).execute();
const refundsOf = (reference: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${reference}/refunds`);
const subjectsTo = async (email: string) => (await t.mailsTo(email)).map((m) => m.subject);
const access = async (cookie: string) => (await t.call(billingEndpoints.access, { cookie })).body.access;

/** A card checkout whose charge Mercado Pago makes and approves but whose answer is lost: 503, and the approved payment's id there. */
async function checkoutWithLostAnswer(student: { cookie: string; id: string }, idempotencyKey = randomUUID()) {
  fake.loseNextAnswer();
  const failed = await cardCheckout(student.cookie, idempotencyKey);
  expect(failed.status).toBe(503);
  expect(failed.body.message).toBe(CARD_PROVIDER_FAILED);
  const sent = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payments')!;
  const made = [...fake.payments.values()].find((p) => p.external_reference === sent.headers['x-idempotency-key'])!;
  expect(made).toMatchObject({ status: 'approved' });
  const [payment] = await cardPaymentsOf(student.id);
  expect(payment).toMatchObject({ status: 'recusado', providerReference: null });
  expect(await access(student.cookie)).not.toBe('active');
  return { reference: String(made.id), idempotencyKey, paymentId: payment!.id };
}

describe('a card payment approved at Mercado Pago whose answer was lost (503)', () => {
  it('the student paid again with a new attempt: its notification refunds the first payment once, with an e-mail, and no second period starts', async () => {
    const student = await signUpStudent(t);
    const lost = await checkoutWithLostAnswer(student);

    const again = await cardCheckout(student.cookie);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const [subscription] = await subscriptionsOf(student.id);
    const second = (await cardPaymentsOf(student.id)).find((p) => p.id !== lost.paymentId);
    expect(second).toMatchObject({ status: 'pago', subscriptionId: subscription!.id });
    expect(second!.providerReference).not.toBe(lost.reference);

    expect((await notify(lost.reference)).statusCode).toBe(200);
    const refunds = refundsOf(lost.reference);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.headers['x-idempotency-key']).toMatch(/^[0-9a-f]{8}-/);
    expect(fake.payments.get(Number(lost.reference))).toMatchObject({ status: 'refunded', transaction_amount_refunded: 49.9 });
    expect(await ledgerOf(lost.reference)).toEqual([{ paymentId: lost.paymentId, state: 'reembolsado', refundedCents: 4990, appliedCents: 0 }]);
    expect(await paymentOf(lost.paymentId)).toMatchObject({ status: 'reembolsado', providerReference: lost.reference, refundReference: expect.stringMatching(/^\d+$/) });
    expect(await paymentOf(second!.id)).toMatchObject({ status: 'pago', subscriptionId: subscription!.id });
    expect((await subjectsTo(student.email)).filter((s) => s === REFUND_SUBJECT)).toHaveLength(1);
    const notices = await t.db.selectFrom('notifications').select('title').where('userId', '=', student.id).where('title', '=', 'Pagamento devolvido').execute();
    expect(notices).toHaveLength(1);
    // One subscription, its period as the second attempt started it.
    expect(await subscriptionsOf(student.id)).toEqual([subscription]);

    // Mercado Pago notifies again (the refund updates the payment): nothing more is given back.
    expect((await notify(lost.reference)).statusCode).toBe(200);
    await reconcileReceivedPayments(t.app.ctx);
    expect(refundsOf(lost.reference)).toHaveLength(1);
    expect((await subjectsTo(student.email)).filter((s) => s === REFUND_SUBJECT)).toHaveLength(1);
  });

  it('without a second attempt: its notification applies it — access, receipt, the payment paid — and nothing is refunded', async () => {
    const student = await signUpStudent(t);
    const lost = await checkoutWithLostAnswer(student);

    expect((await notify(lost.reference)).statusCode).toBe(200);
    expect(await access(student.cookie)).toBe('active');
    const payment = await paymentOf(lost.paymentId);
    const [subscription] = await subscriptionsOf(student.id);
    expect(payment).toMatchObject({ status: 'pago', providerReference: lost.reference, subscriptionId: subscription!.id });
    expect(await ledgerOf(lost.reference)).toEqual([{ paymentId: payment.id, state: 'aplicado', refundedCents: 0, appliedCents: 4990 }]);
    expect(await subjectsTo(student.email)).toContain(CHECKOUT_RECEIPT_SUBJECT);
    expect(refundsOf(lost.reference)).toEqual([]);

    // The same attempt sent again afterwards gets no second charge and no second period.
    const retried = await cardCheckout(student.cookie, lost.idempotencyKey);
    expect(retried.status).toBe(409);
    expect(await subscriptionsOf(student.id)).toEqual([subscription]);
    expect(refundsOf(lost.reference)).toEqual([]);
  });

  it('with no notification, the daily reconciliation asks Mercado Pago by the charge key: applied, refunded after a new attempt, untouched after the same attempt was sent again', async () => {
    const alone = await signUpStudent(t);
    const lostAlone = await checkoutWithLostAnswer(alone);

    const paidAgain = await signUpStudent(t);
    const lostPaidAgain = await checkoutWithLostAnswer(paidAgain);
    expect((await cardCheckout(paidAgain.cookie)).status).toBe(200);

    const sameKey = await signUpStudent(t);
    const lostSameKey = await checkoutWithLostAnswer(sameKey);
    const resent = await cardCheckout(sameKey.cookie, lostSameKey.idempotencyKey);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect((await cardPaymentsOf(sameKey.id)).map((p) => [p.status, p.providerReference]).sort()).toEqual([['pago', lostSameKey.reference], ['recusado', null]]);

    t.clock.advance(16 * MINUTE_MS);
    expect(await reconcileReceivedPayments(t.app.ctx)).toEqual({ unsettled: 0 });
    const searched = fake.requests.filter((r) => r.path === '/v1/payments/search').map((r) => r.query.get('external_reference'));
    expect(searched).toEqual(expect.arrayContaining([lostAlone, lostPaidAgain, lostSameKey].map((lost) => fake.payments.get(Number(lost.reference))!.external_reference)));

    expect(await access(alone.cookie)).toBe('active');
    expect(await paymentOf(lostAlone.paymentId)).toMatchObject({ status: 'pago', providerReference: lostAlone.reference });
    expect(await subjectsTo(alone.email)).toContain(CHECKOUT_RECEIPT_SUBJECT);

    expect(refundsOf(lostPaidAgain.reference)).toHaveLength(1);
    expect(await paymentOf(lostPaidAgain.paymentId)).toMatchObject({ status: 'reembolsado', providerReference: lostPaidAgain.reference });
    expect((await subjectsTo(paidAgain.email)).filter((s) => s === REFUND_SUBJECT)).toHaveLength(1);
    expect(await subscriptionsOf(paidAgain.id)).toHaveLength(1);

    expect(refundsOf(lostSameKey.reference)).toEqual([]);
    expect((await cardPaymentsOf(sameKey.id)).map((p) => [p.status, p.providerReference]).sort()).toEqual([['pago', lostSameKey.reference], ['recusado', null]]);

    // The next day's run changes nothing: it asks again only about the attempt whose own retry got the answer (still without a reference).
    const searches = fake.requests.filter((r) => r.path === '/v1/payments/search').length;
    t.clock.advance(24 * 60 * MINUTE_MS);
    await reconcileReceivedPayments(t.app.ctx);
    expect(refundsOf(lostPaidAgain.reference)).toHaveLength(1);
    expect(await subscriptionsOf(alone.id)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/payments/search').length - searches).toBe(1);
    expect(refundsOf(lostSameKey.reference)).toEqual([]);
  });
  it('a notification that matched the first attempt but stopped before booking it: the same attempt sent again is not applied a second time, and the reconciliation applies the first once', async () => {
    const student = await signUpStudent(t);
    const lost = await checkoutWithLostAnswer(student);
    // What the notification did before stopping: the first attempt took the charge's id; nothing booked.
    const key = String(fake.payments.get(Number(lost.reference))!.external_reference);
    expect(await attachUnansweredCardCharge(t.db, key, lost.reference)).toBe(true);

    const resent = await cardCheckout(student.cookie, lost.idempotencyKey);
    expect(resent.status).toBe(503);
    expect(await subscriptionsOf(student.id)).toEqual([]);
    const resentPayment = (await cardPaymentsOf(student.id)).find((p) => p.id !== lost.paymentId);
    expect(resentPayment).toMatchObject({ status: 'recusado', providerReference: null });

    t.clock.advance(16 * MINUTE_MS);
    await reconcileReceivedPayments(t.app.ctx);
    expect(await access(student.cookie)).toBe('active');
    expect(await paymentOf(lost.paymentId)).toMatchObject({ status: 'pago', providerReference: lost.reference });
    expect(await ledgerOf(lost.reference)).toEqual([{ paymentId: lost.paymentId, state: 'aplicado', refundedCents: 0, appliedCents: 4990 }]);
    expect(await subscriptionsOf(student.id)).toHaveLength(1);
    expect(refundsOf(lost.reference)).toEqual([]);
    expect(await paymentOf(resentPayment!.id)).toMatchObject({ status: 'recusado', providerReference: null });

    // Its notification, delivered again, changes nothing.
    expect((await notify(lost.reference)).statusCode).toBe(200);
    expect(refundsOf(lost.reference)).toEqual([]);
    expect(await subscriptionsOf(student.id)).toHaveLength(1);
  });
});
