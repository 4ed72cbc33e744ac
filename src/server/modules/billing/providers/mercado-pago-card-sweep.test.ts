import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { MINUTE_MS } from '#server/lib/clock';
import type { TestApp } from '#server/testing/test-app';
import { signUpStudent, stalledCardCharge } from '../billing-test-helpers.ts';
import { CARD_GIVEN_BACK, CARD_PROVIDER_FAILED, settleStuckCardCheckouts } from '../checkout.service.ts';
import { setPaymentProvider } from '../payment-provider.ts';
import type { MercadoPagoFake } from './mercado-pago-fake.ts';
import { deliverNotification, MP_CARD_TOKEN, startMercadoPagoTestApp, stopMercadoPagoTestApp } from './mercado-pago-test-app.ts';
import { activeMercadoPago } from './mercado-pago-provider.ts';

// Card checkouts at Mercado Pago whose answer was lost (the server stopped while the card was
// there), found again by the sweep through "Pesquisar pagamentos" by the idempotency key the
// charge carried as its external_reference; and the refund of a card payment that arrived
// after access was obtained another way. Against the local fake of the documented API; runs
// on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
let fake: MercadoPagoFake;
beforeAll(async () => {
  ({ t, fake } = await startMercadoPagoTestApp());
});
afterEach(() => setPaymentProvider(activeMercadoPago()));
afterAll(() => stopMercadoPagoTestApp(t, fake));

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const post = (notification: Parameters<typeof deliverNotification>[1]) => deliverNotification(t, notification);
const cardCheckout = (cookie: string, token = MP_CARD_TOKEN.token) =>
  t.call(billingEndpoints.checkout, { cookie, body: { planId: 'monthly', cardToken: { ...MP_CARD_TOKEN, token }, idempotencyKey: randomUUID() } });
const cardPaymentOf = (userId: string) =>
  t.db.selectFrom('payments').select(['id', 'status', 'failureReason', 'providerReference', 'refundReference']).where('userId', '=', userId).where('method', '=', 'card').orderBy('createdAt').execute();
const lastPost = () => fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payments')!;

/** Mercado Pago, except that the card charge's answer is held (billing-test-helpers.ts). */
const stalled = (when: 'after' | 'before') => stalledCardCharge(when, activeMercadoPago()!);

describe('a card checkout left pending at Mercado Pago', () => {
  it('the charge carries its idempotency key as external_reference; the sweep finds the approved payment by it and applies it; its notification then changes nothing', async () => {
    const student = await signUpStudent(t);
    const stop = stalled('after');
    const paying = cardCheckout(student.cookie);
    await stop.atProvider;
    const sent = lastPost();
    const key = sent.headers['x-idempotency-key'];
    expect(sent.body).toMatchObject({ external_reference: key });

    t.clock.advance(6 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 1 });
    const search = fake.requests.findLast((r) => r.path === '/v1/payments/search')!;
    expect(search.method).toBe('GET');
    expect(search.query.get('external_reference')).toBe(key);
    const [payment] = await cardPaymentOf(student.id);
    const reference = String([...fake.payments.values()].find((p) => p.external_reference === key)!.id);
    expect(payment).toMatchObject({ status: 'pago', providerReference: reference });
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body.access).toBe('active');

    // Mercado Pago notifies the card payment too: it is the one applied, never a second payment to refund.
    expect((await post(fake.notification(reference, nowSeconds()))).statusCode).toBe(200);
    expect(fake.payments.get(Number(reference))).toMatchObject({ status: 'approved', transaction_amount_refunded: 0 });
    expect(fake.requests.filter((r) => r.path === `/v1/payments/${reference}/refunds`)).toEqual([]);
    expect((await cardPaymentOf(student.id))[0]!.status).toBe('pago');

    stop.release();
    expect((await paying).body).toMatchObject({ replayed: true, payment: { id: payment!.id } });
  });

  it("a card paid through the checkout itself is not refunded when Mercado Pago's notification of it arrives", async () => {
    const student = await signUpStudent(t);
    expect((await cardCheckout(student.cookie)).status).toBe(200);
    const [payment] = await cardPaymentOf(student.id);
    expect((await post(fake.notification(payment!.providerReference!, nowSeconds()))).statusCode).toBe(200);
    expect(fake.payments.get(Number(payment!.providerReference))).toMatchObject({ status: 'approved', transaction_amount_refunded: 0 });
    expect((await cardPaymentOf(student.id))[0]!.status).toBe('pago');
    expect((await t.mailsTo(student.email)).filter((m) => m.subject === 'Seu reembolso foi processado')).toEqual([]);
  });

  it('refused at Mercado Pago, or never sent there: the sweep ends it so, and the next attempt is charged', async () => {
    const refused = await signUpStudent(t);
    const first = stalled('after');
    const payingRefused = cardCheckout(refused.cookie, 'tok-FUND-0123456789');
    await first.atProvider;
    t.clock.advance(6 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 1 });
    expect(await cardPaymentOf(refused.id)).toMatchObject([{ status: 'recusado', failureReason: 'Pagamento recusado: saldo ou limite insuficiente.' }]);
    first.release();
    expect((await payingRefused).status).toBe(400);

    const lost = await signUpStudent(t);
    const second = stalled('before');
    const payingLost = cardCheckout(lost.cookie);
    await second.atProvider;
    t.clock.advance(6 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 1 });
    expect(await cardPaymentOf(lost.id)).toMatchObject([{ status: 'recusado', failureReason: CARD_PROVIDER_FAILED }]);
    second.release();
    expect((await payingLost).status).toBe(503);

    setPaymentProvider(activeMercadoPago());
    for (const student of [refused, lost]) {
      const again = await cardCheckout(student.cookie);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    }
  });

  it('approved after the student paid by Pix meanwhile: refunded at Mercado Pago once the answer is applied, with a key', async () => {
    const student = await signUpStudent(t);
    const stop = stalled('after');
    const paying = cardCheckout(student.cookie);
    await stop.atProvider;

    const pix = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body: { planId: 'monthly', method: 'pix', cpf: '529.982.247-25', idempotencyKey: randomUUID() } });
    expect(pix.status, JSON.stringify(pix.body)).toBe(201);
    const pixReference = (await t.db.selectFrom('payments').select('providerReference').where('id', '=', pix.body.payment.id).executeTakeFirstOrThrow()).providerReference!;
    fake.pay(pixReference);
    expect((await post(fake.notification(pixReference, nowSeconds()))).statusCode).toBe(200);
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body.access).toBe('active');

    stop.release();
    const answered = await paying;
    expect(answered.status).toBe(400);
    expect(answered.body.message).toBe(CARD_GIVEN_BACK);
    const [card] = await cardPaymentOf(student.id);
    expect(card).toMatchObject({ status: 'reembolsado', refundReference: expect.stringMatching(/^\d+$/) });
    expect(fake.payments.get(Number(card!.providerReference))!.status).toBe('refunded');
    const refund = fake.requests.findLast((r) => r.path === `/v1/payments/${card!.providerReference}/refunds`)!;
    expect(refund.headers['x-idempotency-key']).toMatch(/^[0-9a-f]{8}-/);
    expect((await t.mailsTo(student.email)).filter((m) => m.subject === 'Seu reembolso foi processado')).toHaveLength(1);
  });
});
