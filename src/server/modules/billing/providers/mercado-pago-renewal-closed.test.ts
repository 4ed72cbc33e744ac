import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { DAY_MS, MINUTE_MS } from '#server/lib/clock';
import { eraseOnRequest } from '#server/modules/privacy/privacy.service';
import type { TestApp } from '#server/testing/test-app';
import { RENEWAL_RECEIPT_SUBJECT } from '../billing-emails.ts';
import { signUpStudent } from '../billing-test-helpers.ts';
import { cancelSubscription, getSubscription, listPayments, readLastReconciliation, reconcileReceivedPayments, resumeSubscription, settleDueSubscriptions, settleStuckCardCheckouts } from '../billing.service.ts';
import { providerIdempotencyKey } from '../payment-provider.ts';
import { RENEWAL_CARD_ACCOUNT_ERASED, RENEWAL_CARD_NEVER_MADE, RENEWAL_CARD_NOT_ASKED_AGAIN } from '../payment-settlement.ts';
import type { MercadoPagoFake } from './mercado-pago-fake.ts';
import { deliverNotification, MP_ACCESS_TOKEN, MP_CARD_TOKEN, MP_WEBHOOK_SECRET, startMercadoPagoTestApp, stopMercadoPagoTestApp } from './mercado-pago-test-app.ts';
import { MERCADO_PAGO_WEBHOOK_PATH, setMercadoPago } from './mercado-pago-provider.ts';

// A saved-card renewal charge written 'pendente' that no run will ask for again: the account was
// erased, the student cancelled, or its look-up window passed. It is closed ('expirado', with why)
// so nothing shows pending forever, and a charge Mercado Pago still makes or shows for its key
// is refunded (never applied: an erased person's subscription never comes back). Against the
// local fake of the documented API; SQLite and, with TEST_DATABASE_URL, PostgreSQL.
const REFUND_SUBJECT = 'Seu reembolso foi processado';
const SEARCH_EMPTY = { status: 200, body: { paging: { total: 0, limit: 30, offset: 0 }, results: [] } };
const MP_DOWN = { status: 500, body: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } };

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
const cardRenewalOf = async (userId: string) =>
  t.db.selectFrom('payments').select(['id', 'status', 'providerReference', 'refundReference', 'failureReason'])
    .where('userId', '=', userId).where('kind', '=', 'renewal').where('method', '=', 'card').executeTakeFirstOrThrow();
const ledgerOf = (paymentId: string) => t.db.selectFrom('paymentsReceived').select(['state', 'appliedCents', 'refundedCents']).where('paymentId', '=', paymentId).execute();
const subjectsTo = async (email: string, subject: string) => (await t.mailsTo(email)).filter((m) => m.subject === subject);
const noticesOf = (userId: string, title: string) => t.db.selectFrom('notifications').select('title').where('userId', '=', userId).where('title', '=', title).execute();
const refundsOf = (reference: string) => fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payments/${reference}/refunds`);
const chargeFor = (key: string) => [...fake.payments.values()].find((p) => p.external_reference === key);

async function cardSubscriberNear(before: number) {
  const student = await signUpStudent(t);
  const res = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body: { planId: 'monthly', cardToken: MP_CARD_TOKEN, idempotencyKey: randomUUID() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const periodEnd = res.body.subscription.currentPeriodEnd;
  advance(new Date(periodEnd).getTime() - before - t.clock.now().getTime());
  const key = providerIdempotencyKey('renewal', student.id, `${res.body.subscription.id}:${periodEnd}`);
  return { ...student, periodEnd, key };
}

/** The renewal run: Mercado Pago makes and approves the card charge, its answer is lost; the charge's id there. */
async function renewalWithLostAnswer(student: { id: string; key: string }) {
  fake.loseNextAnswer();
  expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
  expect(await cardRenewalOf(student.id)).toMatchObject({ status: 'pendente', providerReference: null });
  return String(chargeFor(student.key)!.id);
}

async function eraseStudent(userId: string) {
  const admin = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').where('erasedAt', 'is', null).orderBy('createdAt').executeTakeFirstOrThrow();
  await eraseOnRequest(t.app.ctx, { id: admin.id, ip: '127.0.0.1' }, userId, 'Pedido recebido por e-mail.');
  return (await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
}

describe('a pending saved-card renewal charge of an erased account', () => {
  it('is closed by the erasure; the charge Mercado Pago made before it is refunded once on its notification, the subscription stays ended, nobody is written to', async () => {
    const student = await cardSubscriberNear(30 * MINUTE_MS);
    const reference = await renewalWithLostAnswer(student);
    const erasedEmail = await eraseStudent(student.id);
    const card = await cardRenewalOf(student.id);
    expect(card).toMatchObject({ status: 'expirado', failureReason: RENEWAL_CARD_ACCOUNT_ERASED, providerReference: null });

    expect((await notify(reference)).statusCode).toBe(200);
    expect(refundsOf(reference)).toHaveLength(1);
    expect(fake.payments.get(Number(reference))).toMatchObject({ status: 'refunded' });
    expect(await cardRenewalOf(student.id)).toMatchObject({ id: card.id, status: 'reembolsado', providerReference: reference, refundReference: expect.stringMatching(/^\d+$/) });
    expect(await ledgerOf(card.id)).toEqual([{ state: 'reembolsado', appliedCents: 0, refundedCents: 4990 }]);
    const sub = await t.db.selectFrom('subscriptions').select(['status', 'cancelAtPeriodEnd', 'currentPeriodEnd']).where('userId', '=', student.id).execute();
    expect(sub).toEqual([{ status: 'expired', cancelAtPeriodEnd: 1, currentPeriodEnd: student.periodEnd }]);
    // The address is gone (privacy module): no refund e-mail, receipt or notification to anyone.
    expect(await subjectsTo(student.email, REFUND_SUBJECT)).toEqual([]);
    expect(await t.mailsTo(erasedEmail)).toEqual([]);
    expect(await subjectsTo(student.email, RENEWAL_RECEIPT_SUBJECT)).toEqual([]);
    expect(await t.db.selectFrom('notifications').select('title').where('userId', '=', student.id).execute()).toEqual([]);

    // Notified again, swept, reconciled: still one refund.
    expect((await notify(reference)).statusCode).toBe(200);
    advance(16 * MINUTE_MS);
    await settleStuckCardCheckouts(t.app.ctx);
    expect(await reconcileReceivedPayments(t.app.ctx)).toEqual({ unsettled: 0 });
    expect(refundsOf(reference)).toHaveLength(1);
  });

  it('without its notification, the reconciliation finds it by its key; a refund Mercado Pago refuses shows in the report until a later run refunds it', async () => {
    const student = await cardSubscriberNear(30 * MINUTE_MS);
    const reference = await renewalWithLostAnswer(student);
    await eraseStudent(student.id);
    const card = await cardRenewalOf(student.id);

    advance(16 * MINUTE_MS);
    fake.failNextTo(`/v1/payments/${reference}/refunds`, MP_DOWN);
    expect(await reconcileReceivedPayments(t.app.ctx)).toEqual({ unsettled: 1 });
    expect((await readLastReconciliation(t.app.ctx))!.unsettled).toEqual([expect.objectContaining({ paymentId: card.id, amountCents: 4990 })]);
    expect(await ledgerOf(card.id)).toEqual([{ state: 'recebido', appliedCents: 0, refundedCents: 0 }]);
    expect(fake.payments.get(Number(reference))).toMatchObject({ status: 'approved' });

    advance(DAY_MS);
    expect(await reconcileReceivedPayments(t.app.ctx)).toEqual({ unsettled: 0 });
    expect((await readLastReconciliation(t.app.ctx))!.unsettled).toEqual([]);
    expect(await ledgerOf(card.id)).toEqual([{ state: 'reembolsado', appliedCents: 0, refundedCents: 4990 }]);
    expect(fake.payments.get(Number(reference))).toMatchObject({ status: 'refunded' });
    expect(await t.db.selectFrom('subscriptions').select('status').where('userId', '=', student.id).execute()).toEqual([{ status: 'expired' }]);
  });
});

describe('a pending saved-card renewal charge no run asks for again', () => {
  it('the student cancelled after it was asked: the sweep closes it once Mercado Pago says it was never made; a charge that still shows up is refunded once, the student told once', async () => {
    const student = await cardSubscriberNear(30 * MINUTE_MS);
    const reference = await renewalWithLostAnswer(student);
    // Cancelling reads the subscription, whose due renewal asks the card again first: Mercado Pago is down for that.
    fake.failNextTo('/v1/payments', MP_DOWN);
    await cancelSubscription(t.app.ctx, student.id);
    expect(await cardRenewalOf(student.id)).toMatchObject({ status: 'pendente' });
    advance(6 * MINUTE_MS);
    // Mercado Pago's search has not indexed the charge yet: "never made", as far as it says.
    fake.failNextTo('/v1/payments/search', SEARCH_EMPTY);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 0 });
    const card = await cardRenewalOf(student.id);
    expect(card).toMatchObject({ status: 'expirado', failureReason: RENEWAL_CARD_NOT_ASKED_AGAIN, providerReference: null });
    expect((await listPayments(t.app.ctx, student.id)).find((p) => p.id === card.id)).toMatchObject({ status: 'expirado' });

    expect((await notify(reference)).statusCode).toBe(200);
    expect(refundsOf(reference)).toHaveLength(1);
    expect(await cardRenewalOf(student.id)).toMatchObject({ status: 'reembolsado', providerReference: reference });
    expect(await ledgerOf(card.id)).toEqual([{ state: 'reembolsado', appliedCents: 0, refundedCents: 4990 }]);
    expect(await subjectsTo(student.email, REFUND_SUBJECT)).toHaveLength(1);
    expect(await noticesOf(student.id, 'Pagamento devolvido')).toHaveLength(1);
    expect(await getSubscription(t.app.ctx, student.id)).toMatchObject({ hasAccess: true, cancelAtPeriodEnd: true, currentPeriodEnd: student.periodEnd });

    expect((await notify(reference)).statusCode).toBe(200);
    advance(16 * MINUTE_MS);
    await reconcileReceivedPayments(t.app.ctx);
    expect(refundsOf(reference)).toHaveLength(1);
    expect(await subjectsTo(student.email, REFUND_SUBJECT)).toHaveLength(1);
  });

  it('still subscribed, the sweep leaves it pending while Mercado Pago says it was never made (the next run asks again)', async () => {
    const student = await cardSubscriberNear(30 * MINUTE_MS);
    fake.failNextTo('/v1/payments', MP_DOWN);
    expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
    advance(6 * MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 0 });
    expect(await cardRenewalOf(student.id)).toMatchObject({ status: 'pendente' });
    expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
    expect(await cardRenewalOf(student.id)).toMatchObject({ status: 'pago' });
  });

  it('closed after the student cancelled, then resumed before the end: the next run asks again with the same key and renews', async () => {
    const student = await cardSubscriberNear(30 * MINUTE_MS);
    fake.failNextTo('/v1/payments', MP_DOWN);
    expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
    fake.failNextTo('/v1/payments', MP_DOWN);
    await cancelSubscription(t.app.ctx, student.id);
    advance(6 * MINUTE_MS);
    await settleStuckCardCheckouts(t.app.ctx);
    expect(await cardRenewalOf(student.id)).toMatchObject({ status: 'expirado', failureReason: RENEWAL_CARD_NOT_ASKED_AGAIN });

    await resumeSubscription(t.app.ctx, student.id);
    expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
    expect(await cardRenewalOf(student.id)).toMatchObject({ status: 'pago', failureReason: null });
    expect(chargeFor(student.key)).toMatchObject({ status: 'approved' });
    expect(await getSubscription(t.app.ctx, student.id)).toMatchObject({ hasAccess: true, cancelAtPeriodEnd: false, currentPeriodStart: student.periodEnd });
  });

  it('past its 7-day look-up window still pending: the sweep closes it, and a notification for its key afterwards is refunded, not applied', async () => {
    const student = await cardSubscriberNear(30 * MINUTE_MS);
    const reference = await renewalWithLostAnswer(student);
    advance(7 * DAY_MS + MINUTE_MS);
    expect(await settleStuckCardCheckouts(t.app.ctx)).toEqual({ settled: 0 });
    const card = await cardRenewalOf(student.id);
    expect(card).toMatchObject({ status: 'expirado', failureReason: RENEWAL_CARD_NEVER_MADE, providerReference: null });

    expect((await notify(reference)).statusCode).toBe(200);
    expect(refundsOf(reference)).toHaveLength(1);
    expect(await cardRenewalOf(student.id)).toMatchObject({ status: 'reembolsado', providerReference: reference });
    expect(await ledgerOf(card.id)).toEqual([{ state: 'reembolsado', appliedCents: 0, refundedCents: 4990 }]);
    expect(await subjectsTo(student.email, REFUND_SUBJECT)).toHaveLength(1);
    expect(await subjectsTo(student.email, RENEWAL_RECEIPT_SUBJECT)).toEqual([]);
  });
});
