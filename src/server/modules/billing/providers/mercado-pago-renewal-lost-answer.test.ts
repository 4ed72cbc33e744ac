import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { MINUTE_MS } from '#server/lib/clock';
import type { TestApp } from '#server/testing/test-app';
import { RENEWAL_RECEIPT_SUBJECT } from '../billing-emails.ts';
import { signUpStudent } from '../billing-test-helpers.ts';
import { getSubscription, settleDueSubscriptions, settleStuckCardCheckouts } from '../billing.service.ts';
import { providerIdempotencyKey } from '../payment-provider.ts';
import { reconcileReceivedPayments, RENEWAL_CARD_UNANSWERED } from '../payment-settlement.ts';
import type { MercadoPagoFake } from './mercado-pago-fake.ts';
import { deliverNotification, MP_ACCESS_TOKEN, MP_CARD_TOKEN, MP_WEBHOOK_SECRET, startMercadoPagoTestApp, stopMercadoPagoTestApp } from './mercado-pago-test-app.ts';
import { MERCADO_PAGO_WEBHOOK_PATH, setMercadoPago } from './mercado-pago-provider.ts';

// A saved-card renewal charge Mercado Pago made whose answer never came back (the connection
// dropped, or Mercado Pago answered 500 after charging). The charge is written 'pendente' with
// its key before Mercado Pago is asked, so its notification, the sweep or the daily
// reconciliation finds it and it ends applied (the period renewed) or refunded (the period was
// paid by the renewal Pix meanwhile), the student told once. Against the local fake of the
// documented API; runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (where the
// notification and the sweep really run at the same moment).
const REFUND_SUBJECT = 'Seu reembolso foi processado';
/** Mercado Pago's search has not indexed the charge yet: no result (the documented answer's shape). */
const SEARCH_EMPTY = { status: 200, body: { paging: { total: 0, limit: 30, offset: 0 }, results: [] } };

let t: TestApp;
let fake: MercadoPagoFake;
beforeAll(async () => {
  ({ t, fake } = await startMercadoPagoTestApp());
});
afterAll(() => stopMercadoPagoTestApp(t, fake));

let moved = 0;
const advance = (ms: number) => {
  t.clock.advance(ms);
  moved += ms;
};
beforeEach(() => {
  setMercadoPago({ accessToken: MP_ACCESS_TOKEN, webhookSecret: MP_WEBHOOK_SECRET, apiUrl: fake.url, notificationUrl: `https://escola.example${MERCADO_PAGO_WEBHOOK_PATH}`, savedCardRenewals: true });
});
afterEach(() => {
  t.clock.advance(-moved);
  moved = 0;
});

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const notify = (reference: string) => deliverNotification(t, fake.notification(reference, nowSeconds()));
const renewalsOf = (userId: string) =>
  t.db.selectFrom('payments').select(['id', 'method', 'status', 'providerReference', 'refundReference', 'periodStart', 'periodEnd', 'failureReason'])
    .where('userId', '=', userId).where('kind', '=', 'renewal').orderBy('createdAt').orderBy('method').execute();
const ledgerOf = (paymentId: string) => t.db.selectFrom('paymentsReceived').select(['state', 'appliedCents', 'refundedCents']).where('paymentId', '=', paymentId).execute();
const subjectsTo = async (email: string, subject: string) => (await t.mailsTo(email)).filter((m) => m.subject === subject);
const noticesOf = (userId: string, title: string) => t.db.selectFrom('notifications').select('title').where('userId', '=', userId).where('title', '=', title).execute();
const refundsOf = (reference: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${reference}/refunds`);
const cardPosts = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments' && (r.body as { payment_method_id?: string }).payment_method_id === 'master');

/** A monthly card subscriber whose card is saved at Mercado Pago; the clock moved to `before` ms before its period ends. */
async function cardSubscriberNear(before: number) {
  const student = await signUpStudent(t);
  const res = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body: { planId: 'monthly', cardToken: MP_CARD_TOKEN, idempotencyKey: randomUUID() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const periodEnd = res.body.subscription.currentPeriodEnd;
  advance(new Date(periodEnd).getTime() - before - t.clock.now().getTime());
  const key = providerIdempotencyKey('renewal', student.id, `${res.body.subscription.id}:${periodEnd}`);
  return { ...student, periodEnd, key };
}

/** The renewal run whose card charge Mercado Pago makes and approves but whose answer is lost; the charge's id there. */
async function renewalWithLostAnswer(student: { id: string; key: string }) {
  fake.loseNextAnswer();
  const posts = cardPosts().length;
  expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
  expect(cardPosts()).toHaveLength(posts + 1);
  const made = [...fake.payments.values()].find((p) => p.external_reference === student.key)!;
  expect(made).toMatchObject({ status: 'approved' });
  return String(made.id);
}

/** The period as the card charge renewed it: from the old end, one month; booked applied once, one receipt and one notification. */
async function expectRenewedByCard(student: { id: string; email: string; periodEnd: string }, reference: string) {
  const [card, ...others] = await renewalsOf(student.id);
  expect(others.filter((p) => p.method === 'card')).toEqual([]);
  expect(card).toMatchObject({ method: 'card', status: 'pago', providerReference: reference, periodStart: student.periodEnd });
  expect(await ledgerOf(card!.id)).toEqual([{ state: 'aplicado', appliedCents: 4990, refundedCents: 0 }]);
  expect(await getSubscription(t.app.ctx, student.id)).toMatchObject({ hasAccess: true, currentPeriodStart: student.periodEnd, currentPeriodEnd: card!.periodEnd });
  expect(await subjectsTo(student.email, RENEWAL_RECEIPT_SUBJECT)).toHaveLength(1);
  expect(await noticesOf(student.id, 'Assinatura renovada')).toHaveLength(1);
  expect(refundsOf(reference)).toEqual([]);
}

describe('a saved-card renewal charge whose answer was lost', () => {
  it('is written pending with its key before Mercado Pago is asked; its notification applies it once', async () => {
    const student = await cardSubscriberNear(30 * MINUTE_MS);
    const reference = await renewalWithLostAnswer(student);
    expect(await renewalsOf(student.id)).toEqual([expect.objectContaining({ method: 'card', status: 'pendente', providerReference: null })]);
    expect(fake.requests.findLast((r) => r.path === '/v1/payments')!.body).toMatchObject({ external_reference: student.key });

    expect((await notify(reference)).statusCode).toBe(200);
    await expectRenewedByCard(student, reference);

    // Delivered again, then the next run and the sweep: nothing more is applied, charged or given back.
    expect((await notify(reference)).statusCode).toBe(200);
    const posts = cardPosts().length;
    expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
    advance(10 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 0 });
    expect(cardPosts()).toHaveLength(posts);
    await expectRenewedByCard(student, reference);
  });

  it('without its notification, the sweep finds it by its key after five minutes and applies it', async () => {
    const student = await cardSubscriberNear(30 * MINUTE_MS);
    const reference = await renewalWithLostAnswer(student);
    // Not before five minutes: the run that asked may still be waiting for the answer.
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 0 });
    expect((await renewalsOf(student.id))[0]).toMatchObject({ status: 'pendente' });
    advance(6 * MINUTE_MS);
    const searched = fake.requests.length;
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 1 });
    expect(fake.requests.slice(searched).filter((r) => r.path === '/v1/payments/search').map((r) => r.query.get('external_reference'))).toEqual([student.key]);
    await expectRenewedByCard(student, reference);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 0 });
  });

  it('made after the period end while Mercado Pago could not find it, so the renewal Pix went out: the reconciliation applies it and the Pix is no longer due', async () => {
    const student = await cardSubscriberNear(-5 * MINUTE_MS);
    fake.loseNextAnswer();
    fake.failNextTo('/v1/payments/search', SEARCH_EMPTY);
    expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
    const [card, pix] = await renewalsOf(student.id);
    expect(card).toMatchObject({ method: 'card', status: 'recusado', failureReason: RENEWAL_CARD_UNANSWERED, providerReference: null });
    expect(pix).toMatchObject({ method: 'pix', status: 'pendente' });
    const reference = String([...fake.payments.values()].find((p) => p.external_reference === student.key)!.id);

    advance(16 * MINUTE_MS);
    await reconcileReceivedPayments(t.app.ctx);
    const [applied, replaced] = await renewalsOf(student.id);
    expect(applied).toMatchObject({ method: 'card', status: 'pago', providerReference: reference });
    expect(replaced).toMatchObject({ method: 'pix', status: 'expirado' });
    expect(await ledgerOf(card!.id)).toEqual([{ state: 'aplicado', appliedCents: 4990, refundedCents: 0 }]);
    // Access went on through the Pix's grace; the card's period starts where the charge was asked.
    expect(await getSubscription(t.app.ctx, student.id)).toMatchObject({ hasAccess: true, currentPeriodStart: applied!.periodStart, currentPeriodEnd: applied!.periodEnd });
    expect(await subjectsTo(student.email, RENEWAL_RECEIPT_SUBJECT)).toHaveLength(1);

    // The Pix paid anyway afterwards is given back once, with its e-mail.
    fake.pay(pix!.providerReference!);
    expect((await notify(pix!.providerReference!)).statusCode).toBe(200);
    expect(refundsOf(pix!.providerReference!)).toHaveLength(1);
    expect(await subjectsTo(student.email, REFUND_SUBJECT)).toHaveLength(1);
    expect(await getSubscription(t.app.ctx, student.id)).toMatchObject({ currentPeriodEnd: applied!.periodEnd });
  });

  it('the renewal Pix was paid first: the late card charge is refunded once, the student told once, the period as the Pix paid it', async () => {
    const student = await cardSubscriberNear(-5 * MINUTE_MS);
    fake.loseNextAnswer();
    fake.failNextTo('/v1/payments/search', SEARCH_EMPTY);
    expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
    const [card, pix] = await renewalsOf(student.id);
    expect(pix).toMatchObject({ method: 'pix', status: 'pendente' });
    fake.pay(pix!.providerReference!);
    expect((await notify(pix!.providerReference!)).statusCode).toBe(200);
    const paidByPix = await getSubscription(t.app.ctx, student.id);
    expect(paidByPix).toMatchObject({ hasAccess: true, currentPeriodEnd: (await renewalsOf(student.id))[1]!.periodEnd });

    const reference = String([...fake.payments.values()].find((p) => p.external_reference === student.key)!.id);
    expect((await notify(reference)).statusCode).toBe(200);
    expect(refundsOf(reference)).toHaveLength(1);
    expect(fake.payments.get(Number(reference))).toMatchObject({ status: 'refunded', transaction_amount_refunded: 49.9 });
    const [refunded] = await renewalsOf(student.id);
    expect(refunded).toMatchObject({ id: card!.id, method: 'card', status: 'reembolsado', providerReference: reference, refundReference: expect.stringMatching(/^\d+$/) });
    expect(await ledgerOf(card!.id)).toEqual([{ state: 'reembolsado', appliedCents: 0, refundedCents: 4990 }]);
    expect(await subjectsTo(student.email, REFUND_SUBJECT)).toHaveLength(1);
    expect(await noticesOf(student.id, 'Pagamento devolvido')).toHaveLength(1);
    expect(await getSubscription(t.app.ctx, student.id)).toEqual(paidByPix);

    // Notified again, swept, reconciled: still one refund, one e-mail.
    expect((await notify(reference)).statusCode).toBe(200);
    advance(16 * MINUTE_MS);
    await settleStuckCardCheckouts(t.app.ctx);
    expect(await reconcileReceivedPayments(t.app.ctx)).toEqual({ unsettled: 0 });
    expect(refundsOf(reference)).toHaveLength(1);
    expect(await subjectsTo(student.email, REFUND_SUBJECT)).toHaveLength(1);
    expect(await subjectsTo(student.email, RENEWAL_RECEIPT_SUBJECT)).toHaveLength(1);
  });

  it('its notification and the sweep at the same moment: one outcome (one period, one booking, one receipt)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const student = await cardSubscriberNear(30 * MINUTE_MS);
      const reference = await renewalWithLostAnswer(student);
      advance(6 * MINUTE_MS);
      const [notified, swept] = await Promise.all([notify(reference), settleStuckCardCheckouts(t.app.ctx)]);
      expect(notified.statusCode).toBe(200);
      expect(swept.settled).toBeLessThanOrEqual(1);
      await expectRenewedByCard(student, reference);
      t.clock.advance(-moved);
      moved = 0;
    }
  });
});
