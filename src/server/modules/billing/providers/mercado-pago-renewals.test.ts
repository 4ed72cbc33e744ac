import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { MINUTE_MS } from '#server/lib/clock';
import { eraseOnRequest } from '#server/modules/privacy/privacy.service';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { signUpStudent } from '../billing-test-helpers.ts';
import { exportBillingData, settleDueSubscriptions } from '../billing.service.ts';
import { startMercadoPagoFake, type MercadoPagoFake } from './mercado-pago-fake.ts';
import { MERCADO_PAGO_WEBHOOK_PATH, setMercadoPago } from './mercado-pago-provider.ts';

// Renewals with PAYMENT_PROVIDER=mercadopago, against the local fake of Mercado Pago's
// documented API (never the network). Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
const ACCESS_TOKEN = 'TEST-1234567890123456-112610-abcdefabcdefabcdefabcdefabcdefab-123456789';
const SECRET = 'b7e4c1d9a2f36e58c0b19d7a4e2f63c8d5a1b9e07f4c2d6a8b3e5f1c9d7a2b4e';
const CPF = '529.982.247-25';
const ADDRESS = { zipCode: '01310-100', streetName: 'Avenida Paulista', streetNumber: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', federalUnit: 'SP' } as const;
const MOVED = { zipCode: '30130-010', streetName: 'Rua da Bahia', streetNumber: '1148', neighborhood: 'Centro', city: 'Belo Horizonte', federalUnit: 'MG' } as const;
/** Three days before a monthly period ends: when a Pix/boleto renewal charge is issued. */
const TO_RENEWAL_CHARGE = 28 * 24 * 60 * MINUTE_MS;

let t: TestApp;
let fake: MercadoPagoFake;
beforeAll(async () => {
  t = await buildTestApp();
  fake = await startMercadoPagoFake({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
  setMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET, apiUrl: fake.url, notificationUrl: `https://escola.example${MERCADO_PAGO_WEBHOOK_PATH}` });
});
afterAll(async () => {
  setMercadoPago(null);
  await fake.close();
  await t.close();
});

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);
const notify = (notification: { query: string; headers: Record<string, string>; body: unknown }) =>
  t.app.inject({ method: 'POST', url: `${MERCADO_PAGO_WEBHOOK_PATH}?${notification.query}`, headers: { 'content-type': 'application/json', ...notification.headers }, payload: JSON.stringify(notification.body) });
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
