import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { MINUTE_MS } from '#server/lib/clock';
import type { TestApp } from '#server/testing/test-app';
import { CARDS, signUpStudent } from '../billing-test-helpers.ts';
import { settleDueSubscriptions } from '../billing.service.ts';
import { parsePixPayload } from '../payment-codes/pix-brcode.ts';
import type { MercadoPagoFake } from './mercado-pago-fake.ts';
import { deliverNotification, MP_ACCESS_TOKEN, MP_CARD_TOKEN, MP_WEBHOOK_SECRET, startMercadoPagoTestApp, stopMercadoPagoTestApp } from './mercado-pago-test-app.ts';
import { CARD_PROVIDER_FAILED } from '../checkout.service.ts';
import { MERCADO_PAGO_MESSAGES, MERCADO_PAGO_WEBHOOK_PATH, setMercadoPago } from './mercado-pago-provider.ts';

// PAYMENT_PROVIDER=mercadopago end to end, against a local fake of Mercado Pago's documented
// API (never the network). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
const CPF = '529.982.247-25';
const PUBLIC_KEY = 'TEST-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d';
const ADDRESS = { zipCode: '01310-100', streetName: 'Avenida Paulista', streetNumber: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', federalUnit: 'SP' } as const;

let t: TestApp;
let fake: MercadoPagoFake;
beforeAll(async () => {
  ({ t, fake } = await startMercadoPagoTestApp({ publicKey: PUBLIC_KEY }));
});
afterAll(() => stopMercadoPagoTestApp(t, fake));

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const post = (notification: Parameters<typeof deliverNotification>[1]) => deliverNotification(t, notification);
const gets = (reference: string) => fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payments/${reference}`).length;

async function pixCharge() {
  const student = await signUpStudent(t);
  const res = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body: { planId: 'monthly', method: 'pix', cpf: CPF, idempotencyKey: randomUUID() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const row = await t.db.selectFrom('payments').selectAll().where('id', '=', res.body.payment.id).executeTakeFirstOrThrow();
  return { student, charge: res.body, row, reference: row.providerReference! };
}

describe('Pix and boleto through Mercado Pago', () => {
  it('issues the Pix at Mercado Pago with the payer, and shows its BR Code and QR', async () => {
    const { student, charge, row, reference } = await pixCharge();
    const sent = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payments')!;
    expect(sent.body).toMatchObject({ payment_method_id: 'pix', transaction_amount: row.amountCents / 100, payer: { email: student.email, identification: { type: 'CPF', number: '52998224725' } } });
    expect(row).toMatchObject({ provider: 'mercadopago', status: 'pendente', method: 'pix' });
    expect(reference).toMatch(/^\d+$/);
    const issued = fake.payments.get(Number(reference))!.point_of_interaction as { transaction_data: { qr_code: string } };
    expect(charge.pix!.payload).toBe(issued.transaction_data.qr_code);
    expect(parsePixPayload(charge.pix!.payload).amountCents).toBe(row.amountCents);
    expect(charge.pix!.qrCodeSvg).toContain('<svg');
  });

  it('issues a boleto with the barcode Mercado Pago returned, with the payer address it requires', async () => {
    const student = await signUpStudent(t);
    // Without the address: refused here, in Portuguese, before Mercado Pago is called.
    const before = fake.requests.length;
    const noAddress = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body: { planId: 'monthly', method: 'boleto', cpf: CPF, idempotencyKey: randomUUID() } });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.message).toBe('Informe o endereço de quem paga (CEP, rua, número, bairro, cidade e UF) para emitir o boleto.');
    expect(fake.requests.length).toBe(before);
    const badCep = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body: { planId: 'monthly', method: 'boleto', cpf: CPF, address: { ...ADDRESS, zipCode: '0131-100' }, idempotencyKey: randomUUID() } });
    expect(badCep.status).toBe(400);
    expect(JSON.stringify(badCep.body)).toContain('CEP inválido');
    const badUf = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body: { planId: 'monthly', method: 'boleto', cpf: CPF, address: { ...ADDRESS, federalUnit: 'XX' as never }, idempotencyKey: randomUUID() } });
    expect(badUf.status).toBe(400);

    const res = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body: { planId: 'monthly', method: 'boleto', cpf: CPF, address: ADDRESS, idempotencyKey: randomUUID() } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payments')!.body).toMatchObject({
      payment_method_id: 'bolbradesco',
      payer: { address: { zip_code: '01310100', street_name: 'Avenida Paulista', street_number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', federal_unit: 'SP' } },
    });
    const reference = (await t.db.selectFrom('payments').select('providerReference').where('id', '=', res.body.payment.id).executeTakeFirstOrThrow()).providerReference!;
    expect(res.body.boleto!.barcode).toBe((fake.payments.get(Number(reference))!.barcode as { content: string }).content);
    expect(res.body.boleto!.barcode.slice(0, 3)).toBe('237');
  });

  it('a provider that fails leaves no half-written charge; the retry with the same key gets one charge, with the same key at Mercado Pago', async () => {
    const student = await signUpStudent(t);
    const idempotencyKey = randomUUID();
    const body = { planId: 'monthly', method: 'pix' as const, cpf: CPF, idempotencyKey };
    fake.failNext({ status: 500, body: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } });
    const failed = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe('O Mercado Pago está indisponível no momento. Tente novamente em alguns minutos.');
    expect(await t.db.selectFrom('payments').select('id').where('userId', '=', student.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('checkoutSessions').select('id').where('userId', '=', student.id).execute()).toEqual([]);

    const retried = await t.call(billingEndpoints.createCharge, { cookie: student.cookie, body });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const posts = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments').slice(-2);
    expect(posts[0]!.headers['x-idempotency-key']).toBeTruthy();
    expect(posts[1]!.headers['x-idempotency-key']).toBe(posts[0]!.headers['x-idempotency-key']);
    expect(await t.db.selectFrom('payments').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
  });

  it('charges a card MercadoPago.js tokenized in the browser, in instalments, with the payer; only the token reaches the server', async () => {
    const student = await signUpStudent(t);
    const res = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body: { planId: 'quarterly', cardToken: MP_CARD_TOKEN, instalments: 3, idempotencyKey: randomUUID() } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment).toMatchObject({ status: 'pago', method: 'card', instalments: 3 });
    const sent = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payments')!;
    expect(sent.body).toMatchObject({ token: MP_CARD_TOKEN.token, installments: 3, payment_method_id: 'master', binary_mode: true, payer: { email: student.email } });
    expect(JSON.stringify(sent.body)).not.toMatch(/5031\s?4332/);
    const method = await t.db.selectFrom('paymentMethods').select(['brand', 'last4', 'provider']).where('userId', '=', student.id).executeTakeFirstOrThrow();
    expect(method).toEqual({ brand: 'Mastercard', last4: '6351', provider: 'mercadopago' });

    // A token Mercado Pago refuses (its test holder name "FUND"): declined, in Portuguese.
    const other = await signUpStudent(t);
    const refused = await t.call(billingEndpoints.checkout, { cookie: other.cookie, body: { planId: 'monthly', cardToken: { ...MP_CARD_TOKEN, token: 'tok-FUND-0123456789' }, idempotencyKey: randomUUID() } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Pagamento recusado: saldo ou limite insuficiente.');
    // An unknown brand, and neither card nor token: refused before Mercado Pago is called.
    const before = fake.requests.length;
    const brand = await t.call(billingEndpoints.checkout, { cookie: other.cookie, body: { planId: 'monthly', cardToken: { ...MP_CARD_TOKEN, paymentMethodId: 'diners' }, idempotencyKey: randomUUID() } });
    expect(brand.status).toBe(400);
    const none = await t.call(billingEndpoints.checkout, { cookie: other.cookie, body: { planId: 'monthly', idempotencyKey: randomUUID() } as never });
    expect(none.status).toBe(400);
    expect(fake.requests.length).toBe(before);
  });

  it('a card checkout whose Mercado Pago call fails grants nothing; the same attempt sent again makes one payment there, with the same key', async () => {
    const student = await signUpStudent(t);
    const body = { planId: 'monthly', cardToken: MP_CARD_TOKEN, idempotencyKey: randomUUID() };
    fake.failNext({ status: 500, body: { message: 'internal_error', error: 'internal_server_error', status: 500, cause: [] } });
    const failed = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(CARD_PROVIDER_FAILED);
    expect(await t.db.selectFrom('payments').select('status').where('userId', '=', student.id).execute()).toEqual([{ status: 'recusado' }]);
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body.access).toBe('none');

    const retried = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const posts = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments').slice(-2);
    expect(posts[1]!.headers['x-idempotency-key']).toBe(posts[0]!.headers['x-idempotency-key']);
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body.access).toBe('active');
  });

  it("'Atualizar' the card takes the token MercadoPago.js made, never a typed card", async () => {
    const student = await signUpStudent(t);
    const typed = await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: CARDS.approved });
    expect(typed.status).toBe(400);
    const res = await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: { cardToken: MP_CARD_TOKEN } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ brand: 'Mastercard', last4: '6351', expMonth: 11, expYear: 2030, holderName: 'APRO' });
    const saved = await t.db.selectFrom('paymentMethods').select(['provider', 'last4']).where('userId', '=', student.id).executeTakeFirstOrThrow();
    expect(saved).toEqual({ provider: 'mercadopago', last4: '6351' });
  });

  it('tells the checkout which provider is in use and what it needs (public key, address for a boleto)', async () => {
    const res = await t.call(billingEndpoints.paymentProvider, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'mercadopago', label: 'Mercado Pago', cardEntry: 'browser-token', publicKey: PUBLIC_KEY, boletoNeedsAddress: true, canSimulate: false });
    expect(JSON.stringify(res.body)).not.toContain(MP_ACCESS_TOKEN);
    setMercadoPago(null);
    try {
      const sandbox = await t.call(billingEndpoints.paymentProvider, {});
      expect(sandbox.body).toEqual({ provider: 'sandbox', label: 'Ambiente de demonstração', cardEntry: 'form', publicKey: null, boletoNeedsAddress: false, canSimulate: true });
    } finally {
      setMercadoPago({ accessToken: MP_ACCESS_TOKEN, publicKey: PUBLIC_KEY, webhookSecret: MP_WEBHOOK_SECRET, apiUrl: fake.url, notificationUrl: `https://escola.example${MERCADO_PAGO_WEBHOOK_PATH}` });
    }
  });

  it('refuses a card typed into the checkout form: the number never reaches the server with a real provider', async () => {
    const student = await signUpStudent(t);
    const before = fake.requests.length;
    const res = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body: { planId: 'monthly', card: CARDS.approved, idempotencyKey: randomUUID() } as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MERCADO_PAGO_MESSAGES.rawCard);
    expect(fake.requests.length).toBe(before);
  });
});

describe("Mercado Pago's notification", () => {
  it('confirms a paid Pix only after reading the payment back from Mercado Pago', async () => {
    const { student, row, reference } = await pixCharge();
    // Signed, but the payment is still pending at Mercado Pago: nothing changes.
    expect((await post(fake.notification(reference, nowSeconds()))).statusCode).toBe(200);
    expect((await t.db.selectFrom('payments').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('pendente');

    fake.pay(reference);
    const res = await post(fake.notification(reference, nowSeconds()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await t.db.selectFrom('payments').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('pago');
    const access = await t.call(billingEndpoints.access, { cookie: student.cookie });
    expect(access.body).toEqual({ access: 'active' });

    // The 7-day guarantee refunds it at Mercado Pago, the amount paid.
    const cancel = await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const refund = fake.requests.findLast((r) => r.path === `/v1/payments/${reference}/refunds`)!;
    expect(refund.body).toEqual({ amount: row.amountCents / 100 });
    expect(refund.headers['x-idempotency-key']).toBeTruthy();
    const after = await t.db.selectFrom('payments').select(['status', 'refundReference']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('reembolsado');
    expect(after.refundReference).toMatch(/^\d+$/);
    expect(fake.payments.get(Number(reference))!.status).toBe('refunded');

    // Money did move: neither the receipt nor the refund e-mail calls it a demonstration.
    const mails = await t.db.selectFrom('emailOutbox').select(['subject', 'body']).where('toAddress', '=', student.email).execute();
    const refundMail = mails.find((m) => m.subject === 'Seu reembolso foi processado');
    const receiptMail = mails.find((m) => m.subject === 'Pagamento confirmado — sua assinatura está ativa');
    expect(refundMail?.body).toContain(`Devolvemos R$`);
    expect(receiptMail?.body).toContain('Total pago');
    for (const mail of [refundMail!, receiptMail!]) expect(mail.body).not.toMatch(/demonstra/i);
  });

  it('issues the renewal Pix at Mercado Pago for the student, three days before the period ends', async () => {
    const { student, reference } = await pixCharge();
    fake.pay(reference);
    expect((await post(fake.notification(reference, nowSeconds()))).statusCode).toBe(200);
    t.clock.advance(28 * 24 * 60 * MINUTE_MS);
    try {
      const before = fake.requests.length;
      expect(await settleDueSubscriptions(t.app.ctx, student.id)).toBe(1);
      const renewal = fake.requests.slice(before).find((r) => r.method === 'POST' && r.path === '/v1/payments');
      expect(renewal?.body).toMatchObject({ payment_method_id: 'pix', description: expect.stringMatching(/^Renovacao EduIA/), payer: { email: student.email, identification: { number: '52998224725' } } });
      // The renewal e-mail names the provider in use, and says nothing of a demonstration.
      const mail = await t.db.selectFrom('emailOutbox').select('body').where('toAddress', '=', student.email).where('subject', '=', 'Renove sua assinatura com Pix').executeTakeFirstOrThrow();
      expect(mail.body).toContain('Cobrança emitida pelo Mercado Pago.');
      expect(mail.body).not.toMatch(/demonstração/);
    } finally {
      t.clock.advance(-28 * 24 * 60 * MINUTE_MS);
    }
  });

  it('refuses a replayed notification (one claim even when two copies arrive at once)', async () => {
    const { reference } = await pixCharge();
    fake.pay(reference);
    const notification = fake.notification(reference, nowSeconds());
    const first = await post(notification);
    expect(first.statusCode, first.body).toBe(200);
    const fetched = gets(reference);
    const replay = await post(notification);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe('Notificação do Mercado Pago já recebida.');
    expect(gets(reference)).toBe(fetched);

    const copy = fake.notification(reference, nowSeconds());
    const both = await Promise.all([post(copy), post(copy)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a tampered, unsigned, wrongly signed, old or future notification before calling Mercado Pago', async () => {
    const { reference, row } = await pixCharge();
    fake.pay(reference);
    const before = gets(reference);
    const good = fake.notification(reference, nowSeconds());
    const cases = [
      { ...good, query: `data.id=${Number(reference) + 1}&type=payment` },
      { ...good, headers: { ...good.headers, 'x-request-id': randomUUID() } },
      { ...good, headers: { 'x-request-id': good.headers['x-request-id'] } },
      fake.notification(reference, nowSeconds(), 'outro-segredo-de-outra-aplicacao-do-mercado-pago'),
      fake.notification(reference, nowSeconds() - 10 * 60),
      fake.notification(reference, nowSeconds() + 10 * 60),
    ];
    for (const notification of cases) {
      const res = await post(notification);
      expect(res.statusCode, JSON.stringify(notification)).toBe(401);
      expect(res.json().message).toMatch(/^Assinatura do Mercado Pago (inválida|ausente|fora da janela de 5 minutos)\.$/);
    }
    expect(gets(reference)).toBe(before);
    expect((await t.db.selectFrom('payments').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('pendente');
    // Still payable by the real notification afterwards.
    t.clock.advance(MINUTE_MS);
    expect((await post(fake.notification(reference, nowSeconds()))).statusCode).toBe(200);
  });

  it('acknowledges other topics and payments no charge here issued, and refuses bad input', async () => {
    const { reference } = await pixCharge();
    const topic = fake.notification(reference, nowSeconds());
    const res = await post({ ...topic, query: `data.id=${reference}&type=merchant_order`, body: { ...topic.body, type: 'merchant_order' } });
    expect(res.statusCode).toBe(200);
    expect(gets(reference)).toBe(0);

    // A sale of the school's account made elsewhere: read, then left alone.
    const elsewhere = await fetch(`${fake.url}/v1/payments`, {
      method: 'POST', headers: { authorization: `Bearer ${MP_ACCESS_TOKEN}`, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
      body: JSON.stringify({ transaction_amount: 10, description: 'Venda na loja', payment_method_id: 'pix', payer: { email: 'cliente@loja.com.br' } }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    fake.pay(String(elsewhere.id));
    const foreign = await post(fake.notification(String(elsewhere.id), nowSeconds()));
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(await t.db.selectFrom('payments').select('id').where('providerReference', '=', String(elsewhere.id)).execute()).toEqual([]);

    const tooLong = fake.notification('9'.repeat(70), nowSeconds());
    expect((await post(tooLong)).statusCode).toBe(400);
    const notJson = await t.app.inject({ method: 'POST', url: `${MERCADO_PAGO_WEBHOOK_PATH}?data.id=1&type=payment`, headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses every notification (401) while the sandbox is the provider', async () => {
    setMercadoPago(null);
    try {
      const res = await post(fake.notification('123', nowSeconds()));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('O Mercado Pago não é o provedor de pagamento desta escola.');
    } finally {
      setMercadoPago({ accessToken: MP_ACCESS_TOKEN, publicKey: PUBLIC_KEY, webhookSecret: MP_WEBHOOK_SECRET, apiUrl: fake.url, notificationUrl: `https://escola.example${MERCADO_PAGO_WEBHOOK_PATH}` });
    }
  });
});
