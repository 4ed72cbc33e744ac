import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { MINUTE_MS } from '#server/lib/clock';
import { eraseOnRequest } from '#server/modules/privacy/privacy.service';
import type { TestApp } from '#server/testing/test-app';
import { signUpStudent } from '../billing-test-helpers.ts';
import { exportBillingData, getSubscription, retryCardDeletions, settleDueSubscriptions } from '../billing.service.ts';
import { providerIdempotencyKey } from '../payment-provider.ts';
import { reconcileReceivedPayments, RENEWAL_CARD_UNANSWERED, RENEWAL_CARD_UNANSWERED_IN_GRACE } from '../payment-settlement.ts';
import { RENEWAL_GRACE_MS } from '../renewals.service.ts';
import type { MercadoPagoFake } from './mercado-pago-fake.ts';
import { deliverNotification, MP_ACCESS_TOKEN, MP_CARD_TOKEN, MP_WEBHOOK_SECRET, startMercadoPagoTestApp, stopMercadoPagoTestApp } from './mercado-pago-test-app.ts';
import { MERCADO_PAGO_WEBHOOK_PATH, setMercadoPago } from './mercado-pago-provider.ts';

// Renewals with PAYMENT_PROVIDER=mercadopago, against the local fake of Mercado Pago's
// documented API (never the network). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
const CPF = '529.982.247-25';
const ADDRESS = { zipCode: '01310-100', streetName: 'Avenida Paulista', streetNumber: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', federalUnit: 'SP' } as const;
const MOVED = { zipCode: '30130-010', streetName: 'Rua da Bahia', streetNumber: '1148', neighborhood: 'Centro', city: 'Belo Horizonte', federalUnit: 'MG' } as const;
/** Three days before a monthly period ends: when a Pix/boleto renewal charge is issued. */
const TO_RENEWAL_CHARGE = 28 * 24 * 60 * MINUTE_MS;

let t: TestApp;
let fake: MercadoPagoFake;
beforeAll(async () => {
  ({ t, fake } = await startMercadoPagoTestApp());
});
afterAll(() => stopMercadoPagoTestApp(t, fake));

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const notify = (notification: Parameters<typeof deliverNotification>[1]) => deliverNotification(t, notification);
const paymentPosts = (from: number) => fake.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/v1/payments');

/** A student whose monthly subscription started with a boleto paid at Mercado Pago. */
async function boletoSubscriber() {
  const student = await signUpStudent(t);
  const res = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body: { planId: 'monthly', method: 'boleto', cpf: CPF, address: ADDRESS, idempotencyKey: randomUUID() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const reference = (await t.db.selectFrom('payments').select('providerReference').where('id', '=', res.body.payment.id).executeTakeFirstOrThrow()).providerReference!;
  fake.pay(reference);
  expect((await notify(fake.notification(reference, nowSeconds()))).statusCode).toBe(200);
  const sub = await t.call(billingEndpoints.subscription, { cookie: student.cookie });
  expect(sub.body.subscription).toMatchObject({ paidWith: 'boleto', hasAccess: true });
  return student;
}

/** Runs the renewal of this student three days before the period ends; the clock goes back afterwards. */
async function renewalRequests(studentId: string) {
  t.clock.advance(TO_RENEWAL_CHARGE);
  try {
    const before = fake.requests.length;
    expect(await settleDueSubscriptions(t.app.ctx, studentId)).toBe(1);
    return paymentPosts(before);
  } finally {
    t.clock.advance(-TO_RENEWAL_CHARGE);
  }
}

describe('renewal boleto at Mercado Pago', () => {
  it('keeps the address of the boleto purchase, shows it in Minha Assinatura, and issues the renewal boleto with it', async () => {
    const student = await boletoSubscriber();
    const shown = (await t.call(billingEndpoints.subscription, { cookie: student.cookie })).body.subscription!;
    expect(shown.payerAddress).toEqual({ ...ADDRESS, zipCode: '01310100' });

    const [renewal, ...more] = await renewalRequests(student.id);
    expect(more).toEqual([]);
    expect(renewal!.body).toMatchObject({
      payment_method_id: 'bolbradesco', description: expect.stringMatching(/^Renovacao EduIA/),
      payer: {
        email: student.email, identification: { type: 'CPF', number: '52998224725' },
        address: { zip_code: '01310100', street_name: 'Avenida Paulista', street_number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', federal_unit: 'SP' },
      },
    });
    const charge = await t.db.selectFrom('payments').select(['method', 'status', 'boletoBarcode', 'providerReference']).where('userId', '=', student.id).where('kind', '=', 'renewal').executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ method: 'boleto', status: 'pendente' });
    expect(charge.boletoBarcode).toBe((fake.payments.get(Number(charge.providerReference))!.barcode as { content: string }).content);
  });

  it("'Atualizar endereço' replaces the address: the next renewal boleto carries the new one", async () => {
    const student = await boletoSubscriber();
    const refused = await t.call(billingEndpoints.updatePayerAddress, { cookie: student.cookie, body: { ...MOVED, zipCode: '3013-010' } });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('CEP inválido');
    const saved = await t.call(billingEndpoints.updatePayerAddress, { cookie: student.cookie, body: MOVED });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...MOVED, zipCode: '30130010' });
    expect((await t.call(billingEndpoints.subscription, { cookie: student.cookie })).body.subscription!.payerAddress).toEqual(saved.body);
    expect((await t.call(billingEndpoints.updatePayerAddress, { body: MOVED })).status).toBe(401);

    const [renewal] = await renewalRequests(student.id);
    expect(renewal!.body).toMatchObject({
      payment_method_id: 'bolbradesco',
      payer: { address: { zip_code: '30130010', street_name: 'Rua da Bahia', street_number: '1148', neighborhood: 'Centro', city: 'Belo Horizonte', federal_unit: 'MG' } },
    });
  });

  it('a boleto subscription with no address kept gets a renewal Pix (which needs none), not a boleto Mercado Pago would refuse', async () => {
    const student = await boletoSubscriber();
    await t.db.deleteFrom('payerAddresses').where('userId', '=', student.id).execute();
    expect((await t.call(billingEndpoints.subscription, { cookie: student.cookie })).body.subscription).toMatchObject({ paidWith: 'boleto', renewsBy: 'pix' });
    const [renewal, ...more] = await renewalRequests(student.id);
    expect(more).toEqual([]);
    expect(renewal!.body).toMatchObject({ payment_method_id: 'pix', payer: { email: student.email } });
    const charge = await t.db.selectFrom('payments').select(['method', 'pixPayload']).where('userId', '=', student.id).where('kind', '=', 'renewal').executeTakeFirstOrThrow();
    expect(charge.method).toBe('pix');
    expect(charge.pixPayload).toBeTruthy();
    const mail = await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', student.email).where('subject', '=', 'Renove sua assinatura com Pix').execute();
    expect(mail).toHaveLength(1);
  });

  it("the address is in the student's data export and gone after the erasure", async () => {
    const student = await boletoSubscriber();
    const exported = await exportBillingData(t.app.ctx, student.id);
    expect(exported.enderecoDoBoleto).toMatchObject({ ...ADDRESS, zipCode: '01310100' });

    const admin = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('createdAt').executeTakeFirstOrThrow();
    await eraseOnRequest(t.app.ctx, { id: admin.id, ip: '127.0.0.1' }, student.id, 'Pedido da titular por e-mail');
    expect(await t.db.selectFrom('payerAddresses').selectAll().where('userId', '=', student.id).execute()).toEqual([]);
    expect((await exportBillingData(t.app.ctx, student.id)).enderecoDoBoleto).toBeNull();
    // Nothing of it is left anywhere in the billing tables.
    const kept = await t.db.selectFrom('payments').selectAll().where('userId', '=', student.id).execute();
    expect(JSON.stringify(kept)).not.toContain('Avenida Paulista');
  });
});

const withSavedCardRenewals = (on: boolean) =>
  setMercadoPago({ accessToken: MP_ACCESS_TOKEN, webhookSecret: MP_WEBHOOK_SECRET, apiUrl: fake.url, notificationUrl: `https://escola.example${MERCADO_PAGO_WEBHOOK_PATH}`, savedCardRenewals: on });

/** A student whose monthly subscription started with a card payment at Mercado Pago. */
async function cardSubscriber(token = MP_CARD_TOKEN.token) {
  const student = await signUpStudent(t);
  const res = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body: { planId: 'monthly', cardToken: { ...MP_CARD_TOKEN, token }, idempotencyKey: randomUUID() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...student, subscription: res.body.subscription };
}

const pendingDeletions = (cardId: string) => t.db.selectFrom('providerCardDeletions').select(['reason', 'customerId']).where('cardId', '=', cardId).execute();

const cardOnFile = (userId: string) =>
  t.db.selectFrom('paymentMethods').select(['provider', 'providerToken', 'providerCustomerId', 'providerCardId', 'brand', 'last4']).where('userId', '=', userId).executeTakeFirstOrThrow();

/** Runs the renewal of a card subscription half an hour before its period ends; the clock goes back afterwards. */
async function inLastHalfHour<T>(periodEnd: string, run: () => Promise<T>): Promise<T> {
  const ms = new Date(periodEnd).getTime() - 30 * MINUTE_MS - t.clock.now().getTime();
  t.clock.advance(ms);
  try {
    return await run();
  } finally {
    t.clock.advance(-ms);
  }
}

describe('renewal by card at Mercado Pago', () => {
  it('the first card payment saves the customer and the card at Mercado Pago; only their ids, the brand and the last four digits are kept', async () => {
    const before = fake.requests.length;
    const student = await cardSubscriber();
    const calls = fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual(['POST /v1/payments', 'GET /v1/customers/search', 'POST /v1/customers', expect.stringMatching(/^POST \/v1\/customers\/[\w-]+\/cards$/)]);
    const search = fake.requests.slice(before).find((r) => r.path === '/v1/customers/search')!;
    expect(search.query.get('email')).toBe(student.email);
    const saveCard = fake.requests.slice(before).find((r) => r.path.endsWith('/cards'))!;
    expect(saveCard.body).toEqual({ token: MP_CARD_TOKEN.token });

    const kept = await cardOnFile(student.id);
    const customer = [...fake.customers.values()].find((c) => c.email === student.email)!;
    expect(kept).toMatchObject({ provider: 'mercadopago', providerCustomerId: customer.id, providerCardId: customer.cards[0]!.id, brand: 'Mastercard', last4: '6351' });
    expect(JSON.stringify(kept)).not.toMatch(/5031\s?4332/);

    // 'Atualizar cartão': the new card is saved for the customer already known (no second customer).
    const calledBefore = fake.requests.length;
    const updated = await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: { cardToken: { ...MP_CARD_TOKEN, token: 'aa11bb22cc33dd44ee55ff6677889900' } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // Once the new card is stored, the replaced one is deleted at Mercado Pago, once.
    const replacedId = kept.providerCardId!;
    expect(fake.requests.slice(calledBefore).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/customers/${customer.id}/cards`, `DELETE /v1/customers/${customer.id}/cards/${replacedId}`,
    ]);
    expect(customer.cards.map((c) => c.id)).toEqual([(await cardOnFile(student.id)).providerCardId]);
    expect(customer.cards[0]!.id).not.toBe(replacedId);
  });

  it('a card saved for an earlier subscription that a new checkout replaces is queued for deletion at Mercado Pago and deleted by the retry; a card back on file is never deleted', async () => {
    const student = await cardSubscriber();
    const first = await cardOnFile(student.id);
    // The 7-day guarantee ends the first subscription at once; the student subscribes again with another card.
    const cancelled = await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const again = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body: { planId: 'monthly', cardToken: { ...MP_CARD_TOKEN, token: 'cc11bb22cc33dd44ee55ff6677889900' }, idempotencyKey: randomUUID() } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const second = await cardOnFile(student.id);
    expect(second.providerCardId).not.toBe(first.providerCardId);
    expect(fake.savedCards.has(second.providerCardId!)).toBe(true);
    expect(await pendingDeletions(first.providerCardId!)).toEqual([{ reason: 'cartão substituído', customerId: first.providerCustomerId }]);

    const before = fake.requests.length;
    expect(await retryCardDeletions(t.app.ctx)).toBe(1);
    expect(fake.requests.slice(before).filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/v1/customers/${first.providerCustomerId}/cards/${first.providerCardId}`]);
    expect(fake.savedCards.has(first.providerCardId!)).toBe(false);
    expect(fake.savedCards.has(second.providerCardId!)).toBe(true);
    expect(await pendingDeletions(first.providerCardId!)).toEqual([]);

    // Mercado Pago may give a card saved again the id it had: the card on file is then left alone.
    const at = t.clock.now().toISOString();
    await t.db.insertInto('providerCardDeletions').values({ id: randomUUID(), provider: 'mercadopago', customerId: second.providerCustomerId!, cardId: second.providerCardId!, reason: 'cartão substituído', lastError: null, createdAt: at, updatedAt: at }).execute();
    const later = fake.requests.length;
    expect(await retryCardDeletions(t.app.ctx)).toBe(0);
    expect(fake.requests.slice(later).filter((r) => r.method === 'DELETE')).toEqual([]);
    expect(fake.savedCards.has(second.providerCardId!)).toBe(true);
    expect(await pendingDeletions(second.providerCardId!)).toEqual([]);
  });

  it("'Atualizar cartão' stands when Mercado Pago fails to delete the replaced card: the new card is on file, the failure logged", async () => {
    const student = await cardSubscriber();
    const kept = await cardOnFile(student.id);
    fake.failNextTo(`/v1/customers/${kept.providerCustomerId}/cards/${kept.providerCardId}`, { status: 500, body: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const updated = await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: { cardToken: { ...MP_CARD_TOKEN, token: 'bb11bb22cc33dd44ee55ff6677889900' } } });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({ level: 50, motivo: 'cartão substituído', cliente: kept.providerCustomerId, cartao: kept.providerCardId });
    } finally {
      logged.mockRestore();
    }
    const now = await cardOnFile(student.id);
    expect(now.providerCardId).not.toBe(kept.providerCardId);
    expect(fake.savedCards.has(now.providerCardId!)).toBe(true);
    // The replaced card is kept for the scheduled retry, which deletes it at Mercado Pago once.
    expect(fake.savedCards.has(kept.providerCardId!)).toBe(true);
    expect(await pendingDeletions(kept.providerCardId!)).toEqual([{ reason: 'cartão substituído', customerId: kept.providerCustomerId }]);
    const before = fake.requests.length;
    expect(await retryCardDeletions(t.app.ctx)).toBe(1);
    expect(fake.requests.slice(before).filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/v1/customers/${kept.providerCustomerId}/cards/${kept.providerCardId}`]);
    expect(fake.savedCards.has(kept.providerCardId!)).toBe(false);
    expect(await pendingDeletions(kept.providerCardId!)).toEqual([]);
    expect(await retryCardDeletions(t.app.ctx)).toBe(0);
  });

  it("the erasure deletes the student's card saved at Mercado Pago after the erasure has committed; a failing delete does not undo the erasure", async () => {
    const admin = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('createdAt').executeTakeFirstOrThrow();
    const student = await cardSubscriber();
    const kept = await cardOnFile(student.id);
    // What the database shows (outside the erasure's transaction) when Mercado Pago is asked to delete the card.
    const seenAtDelete: Array<{ erasedAt: unknown; cardsOnFile: number }> = [];
    setMercadoPago({
      accessToken: MP_ACCESS_TOKEN, webhookSecret: MP_WEBHOOK_SECRET, apiUrl: fake.url, notificationUrl: `https://escola.example${MERCADO_PAGO_WEBHOOK_PATH}`,
      fetch: async (input, init) => {
        if (init?.method === 'DELETE') {
          const user = await t.db.selectFrom('users').select('erasedAt').where('id', '=', student.id).executeTakeFirstOrThrow();
          const cards = await t.db.selectFrom('paymentMethods').select('id').where('userId', '=', student.id).execute();
          seenAtDelete.push({ erasedAt: user.erasedAt, cardsOnFile: cards.length });
        }
        return fetch(input, init);
      },
    });
    try {
      const before = fake.requests.length;
      await eraseOnRequest(t.app.ctx, { id: admin.id, ip: '127.0.0.1' }, student.id, 'Pedido do titular por e-mail');
      const deletes = fake.requests.slice(before).filter((r) => r.method === 'DELETE');
      expect(deletes.map((r) => r.path)).toEqual([`/v1/customers/${kept.providerCustomerId}/cards/${kept.providerCardId}`]);
      expect(seenAtDelete).toEqual([{ erasedAt: expect.any(String), cardsOnFile: 0 }]);
      expect(fake.savedCards.has(kept.providerCardId!)).toBe(false);

      // Mercado Pago down: the erasure still completes, and the card left there is logged at error level.
      const other = await cardSubscriber();
      const otherCard = await cardOnFile(other.id);
      fake.failNextTo(`/v1/customers/${otherCard.providerCustomerId}/cards/${otherCard.providerCardId}`, { status: 503, body: { message: 'unavailable', error: 'service_unavailable', status: 503, cause: [] } });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        await eraseOnRequest(t.app.ctx, { id: admin.id, ip: '127.0.0.1' }, other.id, 'Pedido do titular por e-mail');
        expect(logged).toHaveBeenCalledTimes(1);
        expect(JSON.parse(String(logged.mock.calls[0]![0]))).toMatchObject({ level: 50, motivo: 'dados excluídos', cliente: otherCard.providerCustomerId, cartao: otherCard.providerCardId });
      } finally {
        logged.mockRestore();
      }
      expect((await t.db.selectFrom('users').select('erasedAt').where('id', '=', other.id).executeTakeFirstOrThrow()).erasedAt).not.toBeNull();
      expect(await t.db.selectFrom('paymentMethods').select('id').where('userId', '=', other.id).execute()).toEqual([]);
      // Not silently lost: kept for the scheduled retry, which deletes it once Mercado Pago answers.
      expect(await pendingDeletions(otherCard.providerCardId!)).toEqual([{ reason: 'dados excluídos', customerId: otherCard.providerCustomerId }]);
      fake.failNextTo(`/v1/customers/${otherCard.providerCustomerId}/cards/${otherCard.providerCardId}`, { status: 503, body: { message: 'unavailable', error: 'service_unavailable', status: 503, cause: [] } });
      expect(await retryCardDeletions(t.app.ctx)).toBe(0);
      expect(fake.savedCards.has(otherCard.providerCardId!)).toBe(true);
      expect(await retryCardDeletions(t.app.ctx)).toBe(1);
      expect(fake.savedCards.has(otherCard.providerCardId!)).toBe(false);
      expect(await pendingDeletions(otherCard.providerCardId!)).toEqual([]);
    } finally {
      withSavedCardRenewals(false);
    }
  });

  it('with saved-card renewals on, the renewal charges the saved card once, with nobody present; approved extends the period', async () => {
    withSavedCardRenewals(true);
    try {
      const student = await cardSubscriber();
      expect((await t.call(billingEndpoints.subscription, { cookie: student.cookie })).body.subscription).toMatchObject({ paidWith: 'card', renewsBy: 'card' });
      const kept = await cardOnFile(student.id);
      const periodEnd = student.subscription.currentPeriodEnd;
      await inLastHalfHour(periodEnd, async () => {
        // Mercado Pago down at the first run: only the charge as asked is written (pending, with its key); asked again by the next run.
        fake.failNext({ status: 500, body: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } });
        const before = fake.requests.length;
        expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
        expect(await t.db.selectFrom('payments').select(['status', 'method', 'providerReference', 'providerIdempotencyKey']).where('userId', '=', student.id).where('kind', '=', 'renewal').execute()).toEqual([
          { status: 'pendente', method: 'card', providerReference: null, providerIdempotencyKey: providerIdempotencyKey('renewal', student.id, `${student.subscription.id}:${periodEnd}`) },
        ]);

        expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
        const calls = fake.requests.slice(before).filter((r) => r.method === 'POST');
        const token = calls.filter((r) => r.path === '/v1/card_tokens').at(-1)!;
        expect(token.body).toEqual({ card_id: kept.providerCardId, customer_id: kept.providerCustomerId });
        const payments = calls.filter((r) => r.path === '/v1/payments');
        expect(payments).toHaveLength(1);
        expect(payments[0]!.body).toMatchObject({
          token: expect.not.stringMatching(MP_CARD_TOKEN.token), payment_method_id: 'master', installments: 1, binary_mode: true,
          payer: { type: 'customer', id: kept.providerCustomerId, email: student.email },
          point_of_interaction: {
            type: 'SUBSCRIPTIONS',
            transaction_data: { first_time_use: false, subscription_id: student.subscription.id, subscription_sequence: { number: 2 }, invoice_period: { period: 1, type: 'monthly' }, user_present: false },
          },
        });
        expect(payments[0]!.headers['x-idempotency-key']).toBe(providerIdempotencyKey('renewal', student.id, `${student.subscription.id}:${periodEnd}`));

        // Renewed once: the next run finds nothing to do.
        expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
        expect(fake.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/v1/payments')).toHaveLength(1);
        // Back before the end: charged once, and no renewal Pix asked for or e-mailed.
        expect(payments.filter((r) => (r.body as { payment_method_id: string }).payment_method_id === 'pix')).toEqual([]);
        expect(await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', student.email).where('subject', '=', 'Renove sua assinatura com Pix').execute()).toEqual([]);
      });
      const renewal = await t.db.selectFrom('payments').select(['status', 'method', 'providerReference', 'periodEnd']).where('userId', '=', student.id).where('kind', '=', 'renewal').executeTakeFirstOrThrow();
      expect(renewal).toMatchObject({ status: 'pago', method: 'card' });
      expect(fake.payments.get(Number(renewal.providerReference))!.status).toBe('approved');
      const sub = (await t.call(billingEndpoints.subscription, { cookie: student.cookie })).body.subscription!;
      expect(sub.currentPeriodStart).toBe(periodEnd);
      expect(sub.currentPeriodEnd).toBe(renewal.periodEnd);
      expect(new Date(sub.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(periodEnd).getTime() + 27 * 24 * 60 * MINUTE_MS);
    } finally {
      withSavedCardRenewals(false);
    }
  });

  it('with saved-card renewals on, Mercado Pago down through the period end: each failure is logged, then the renewal Pix is issued, e-mailed and notified, and the card is never charged', async () => {
    withSavedCardRenewals(true);
    const DOWN = { status: 500, body: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } };
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => void warnings.push(message) };
    const settle = (userId: string) => settleDueSubscriptions(t.app.ctx, userId, log);
    let moved = 0;
    const advance = (ms: number) => {
      t.clock.advance(ms);
      moved += ms;
    };
    try {
      const student = await cardSubscriber();
      const periodEnd = student.subscription.currentPeriodEnd;
      const before = fake.requests.length;
      advance(new Date(periodEnd).getTime() - 30 * MINUTE_MS - t.clock.now().getTime());
      // Down at every run of the last hour: one pending card charge written (the same each run), each attempt logged.
      for (let run = 0; run < 3; run += 1) {
        fake.failNext(DOWN);
        expect(await settle(student.id)).toBe(0);
        advance(10 * MINUTE_MS);
      }
      expect(warnings).toHaveLength(3);
      expect(await t.db.selectFrom('payments').select(['method', 'status']).where('userId', '=', student.id).where('kind', '=', 'renewal').execute()).toEqual([{ method: 'card', status: 'pendente' }]);

      // Still down after the end (the card, then the look-up of its key): nothing issued yet, logged
      // twice; access goes on through the outage grace, and the student is told.
      fake.failNext(DOWN, DOWN);
      expect(await settle(student.id)).toBe(1);
      expect(warnings).toHaveLength(5);
      expect(await t.db.selectFrom('notifications').select('title').where('userId', '=', student.id).where('title', '=', 'Renovação pendente').execute()).toHaveLength(1);

      // The card still cannot be charged, but Mercado Pago answers that no payment was made with
      // its key: the renewal Pix, with its e-mail and notification, and access through the grace period.
      advance(10 * MINUTE_MS);
      fake.failNext(DOWN);
      expect(await settle(student.id)).toBe(1);
      expect(warnings).toHaveLength(6);
      const renewal = await t.db.selectFrom('payments').select(['method', 'status', 'providerReference', 'expiresAt']).where('userId', '=', student.id).where('kind', '=', 'renewal').where('method', '=', 'pix').executeTakeFirstOrThrow();
      expect(renewal).toMatchObject({ method: 'pix', status: 'pendente' });
      // The card's charge ends refused for want of an answer (found by its key should it appear after all).
      expect(await t.db.selectFrom('payments').select(['status', 'failureReason']).where('userId', '=', student.id).where('kind', '=', 'renewal').where('method', '=', 'card').execute()).toEqual([
        { status: 'recusado', failureReason: RENEWAL_CARD_UNANSWERED },
      ]);
      expect(new Date(renewal.expiresAt!).getTime()).toBe(t.clock.now().getTime() + RENEWAL_GRACE_MS);
      expect(await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', student.email).where('subject', '=', 'Renove sua assinatura com Pix').execute()).toHaveLength(1);
      expect(await t.db.selectFrom('notifications').select('title').where('userId', '=', student.id).where('title', '=', 'Pix de renovação disponível').execute()).toHaveLength(1);
      expect(await getSubscription(t.app.ctx, student.id)).toMatchObject({ hasAccess: true, currentPeriodEnd: renewal.expiresAt });

      // Mercado Pago back: the card is not asked again for this period; the student pays the Pix once.
      const afterPix = fake.requests.length;
      advance(10 * MINUTE_MS);
      expect(await settle(student.id)).toBe(0);
      expect(fake.requests.slice(afterPix).filter((r) => r.method === 'POST')).toEqual([]);
      fake.pay(renewal.providerReference!);
      expect((await notify(fake.notification(renewal.providerReference!, nowSeconds()))).statusCode).toBe(200);
      const posted = paymentPosts(before);
      expect(posted.map((r) => (r.body as { payment_method_id: string }).payment_method_id)).toEqual(['pix']);
      const paid = await t.db.selectFrom('payments').select(['method', 'status', 'periodEnd']).where('userId', '=', student.id).where('kind', '=', 'renewal').where('method', '=', 'pix').execute();
      expect(paid).toEqual([{ method: 'pix', status: 'pago', periodEnd: expect.any(String) }]);
      expect(await getSubscription(t.app.ctx, student.id)).toMatchObject({ hasAccess: true, currentPeriodEnd: paid[0]!.periodEnd });
      // The next period is the card's again.
      expect(await settle(student.id)).toBe(0);
      expect(paymentPosts(before)).toHaveLength(1);
    } finally {
      t.clock.advance(-moved);
      withSavedCardRenewals(false);
    }
  });

  it('with saved-card renewals on, Mercado Pago wholly down after the period end: access goes on through the grace, the student is told once, the card is asked again with the same key and renews from the old end', async () => {
    withSavedCardRenewals(true);
    const DOWN = { status: 503, body: { message: 'unavailable', error: 'service_unavailable', status: 503, cause: [] } };
    let moved = 0;
    const advance = (ms: number) => {
      t.clock.advance(ms);
      moved += ms;
    };
    const subscriptionRow = (userId: string) => t.db.selectFrom('subscriptions').select(['status', 'currentPeriodStart', 'currentPeriodEnd']).where('userId', '=', userId).executeTakeFirstOrThrow();
    try {
      const student = await cardSubscriber();
      const periodEnd = student.subscription.currentPeriodEnd;
      const before = fake.requests.length;
      advance(new Date(periodEnd).getTime() - 30 * MINUTE_MS - t.clock.now().getTime());
      fake.failNext(DOWN);
      expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
      // After the end, neither the card nor the look-up of its key answers: three days more, told by e-mail and notification.
      advance(35 * MINUTE_MS);
      fake.failNext(DOWN, DOWN);
      expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
      const graceEnd = new Date(t.clock.now().getTime() + RENEWAL_GRACE_MS).toISOString();
      expect(await subscriptionRow(student.id)).toEqual({ status: 'active', currentPeriodStart: student.subscription.currentPeriodStart, currentPeriodEnd: graceEnd });
      const told = await t.db.selectFrom('emailOutbox').select('body').where('toAddress', '=', student.email).where('subject', '=', 'Sua renovação está pendente').execute();
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('Mercado Pago está fora do ar');
      expect(told[0]!.body).toContain('Seu acesso continua até');
      expect(await t.db.selectFrom('notifications').select('description').where('userId', '=', student.id).where('title', '=', 'Renovação pendente').execute()).toEqual([
        { description: expect.stringContaining('tentaremos de novo automaticamente') },
      ]);
      expect(await t.db.selectFrom('payments').select(['method', 'status']).where('userId', '=', student.id).where('kind', '=', 'renewal').execute()).toEqual([{ method: 'card', status: 'pendente' }]);

      // Still down ten minutes later: asked again (not only in the grace's last hour), nobody told twice.
      advance(10 * MINUTE_MS);
      const asked = fake.requests.length;
      fake.failNext(DOWN, DOWN);
      expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
      expect(fake.requests.slice(asked).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/card_tokens', 'GET /v1/payments/search']);
      expect((await subscriptionRow(student.id)).currentPeriodEnd).toBe(graceEnd);

      // Back: the card is charged with the key of the first attempt; the period runs from the old end, not from the grace's.
      advance(10 * MINUTE_MS);
      expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
      const cardPosts = paymentPosts(before);
      expect(new Set(cardPosts.map((r) => r.headers['x-idempotency-key']))).toEqual(new Set([providerIdempotencyKey('renewal', student.id, `${student.subscription.id}:${periodEnd}`)]));
      const renewal = await t.db.selectFrom('payments').select(['status', 'periodStart', 'periodEnd']).where('userId', '=', student.id).where('kind', '=', 'renewal').executeTakeFirstOrThrow();
      expect(renewal).toMatchObject({ status: 'pago', periodStart: periodEnd });
      expect(await subscriptionRow(student.id)).toEqual({ status: 'active', currentPeriodStart: periodEnd, currentPeriodEnd: renewal.periodEnd });
      expect(await t.db.selectFrom('emailOutbox').select('id').where('toAddress', '=', student.email).where('subject', '=', 'Sua renovação está pendente').execute()).toHaveLength(1);
    } finally {
      t.clock.advance(-moved);
      withSavedCardRenewals(false);
    }
  });

  it('with saved-card renewals on, Mercado Pago still wholly down at the end of the grace: the subscription expires and the student is told what to do; the charge is still looked up by its key', async () => {
    withSavedCardRenewals(true);
    const DOWN = { status: 503, body: { message: 'unavailable', error: 'service_unavailable', status: 503, cause: [] } };
    let moved = 0;
    const advance = (ms: number) => {
      t.clock.advance(ms);
      moved += ms;
    };
    try {
      const student = await cardSubscriber();
      const periodEnd = student.subscription.currentPeriodEnd;
      advance(new Date(periodEnd).getTime() + 5 * MINUTE_MS - t.clock.now().getTime());
      fake.failNext(DOWN, DOWN);
      expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
      advance(RENEWAL_GRACE_MS);
      fake.failNext(DOWN, DOWN);
      expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
      expect((await t.db.selectFrom('subscriptions').select('status').where('userId', '=', student.id).executeTakeFirstOrThrow()).status).toBe('expired');
      expect(await getSubscription(t.app.ctx, student.id)).toMatchObject({ hasAccess: false });
      const told = await t.db.selectFrom('emailOutbox').select('body').where('toAddress', '=', student.email).where('subject', '=', 'Sua assinatura expirou').execute();
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('assine novamente em Minha Assinatura');
      expect(told[0]!.body).toContain('reativada ou o valor será devolvido automaticamente');
      expect(await t.db.selectFrom('notifications').select('title').where('userId', '=', student.id).where('title', '=', 'Assinatura expirada').execute()).toHaveLength(1);
      expect(await t.db.selectFrom('payments').select(['method', 'status', 'failureReason']).where('userId', '=', student.id).where('kind', '=', 'renewal').execute()).toEqual([
        { method: 'card', status: 'recusado', failureReason: RENEWAL_CARD_UNANSWERED_IN_GRACE },
      ]);
      // No more charges; the daily reconciliation still asks Mercado Pago for one made with its key.
      const before = fake.requests.length;
      expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(0);
      advance(16 * MINUTE_MS);
      await reconcileReceivedPayments(t.app.ctx);
      expect(paymentPosts(before)).toEqual([]);
      expect(fake.requests.slice(before).filter((r) => r.path === '/v1/payments/search').map((r) => r.query.get('external_reference'))).toContain(
        providerIdempotencyKey('renewal', student.id, `${student.subscription.id}:${periodEnd}`),
      );
    } finally {
      t.clock.advance(-moved);
      withSavedCardRenewals(false);
    }
  });

  it('with saved-card renewals on, a saved card Mercado Pago refuses takes the failed-renewal path', async () => {
    withSavedCardRenewals(true);
    try {
      const student = await cardSubscriber();
      // The card on file replaced by one that will be refused for insufficient funds (test holder "FUND").
      expect((await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: { cardToken: { ...MP_CARD_TOKEN, token: 'tok-FUND-0123456789' } } })).status).toBe(200);
      const periodEnd = student.subscription.currentPeriodEnd;
      await inLastHalfHour(periodEnd, async () => expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1));
      const renewal = await t.db.selectFrom('payments').select(['status', 'failureReason']).where('userId', '=', student.id).where('kind', '=', 'renewal').executeTakeFirstOrThrow();
      expect(renewal).toEqual({ status: 'recusado', failureReason: 'Pagamento recusado: saldo ou limite insuficiente.' });
      const sub = await t.db.selectFrom('subscriptions').select(['status', 'cancelAtPeriodEnd', 'currentPeriodEnd']).where('userId', '=', student.id).executeTakeFirstOrThrow();
      expect(sub).toEqual({ status: 'canceled', cancelAtPeriodEnd: 1, currentPeriodEnd: periodEnd });
      const mails = await t.db.selectFrom('emailOutbox').select('body').where('toAddress', '=', student.email).execute();
      expect(mails.some((m) => m.body.includes('saldo ou limite insuficiente'))).toBe(true);
    } finally {
      withSavedCardRenewals(false);
    }
  });

  it('without the switch (or without a saved card), a card subscription gets a renewal Pix three days before, e-mailed; the card is never charged', async () => {
    const student = await cardSubscriber();
    // Minha Assinatura says so: the renewal notice is the Pix one.
    expect((await t.call(billingEndpoints.subscription, { cookie: student.cookie })).body.subscription).toMatchObject({ paidWith: 'card', renewsBy: 'pix' });
    const [renewal, ...more] = await renewalRequests(student.id);
    expect(more).toEqual([]);
    expect(renewal!.body).toMatchObject({ payment_method_id: 'pix', payer: { email: student.email } });
    const charge = await t.db.selectFrom('payments').select(['method', 'status']).where('userId', '=', student.id).where('kind', '=', 'renewal').executeTakeFirstOrThrow();
    expect(charge).toEqual({ method: 'pix', status: 'pendente' });
    expect(await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', student.email).where('subject', '=', 'Renove sua assinatura com Pix').execute()).toHaveLength(1);

    // Switched on, but the card could not be saved at the first payment (Mercado Pago failed then):
    // the payment stands, the card stays unsaved, and the renewal is a Pix as well.
    withSavedCardRenewals(true);
    try {
      fake.failNextTo('/v1/customers/search', { status: 500, body: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } });
      const unsaved = await cardSubscriber();
      expect(await cardOnFile(unsaved.id)).toMatchObject({ providerCustomerId: null, providerCardId: null });
      const [pix] = await renewalRequests(unsaved.id);
      expect(pix!.body).toMatchObject({ payment_method_id: 'pix' });
    } finally {
      withSavedCardRenewals(false);
    }
  });
});
