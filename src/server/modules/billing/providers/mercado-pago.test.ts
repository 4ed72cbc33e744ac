import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error';
import { isValidBoletoBarcode } from '../payment-codes/boleto-numbers.ts';
import { parsePixPayload } from '../payment-codes/pix-brcode.ts';
import { createMercadoPagoClient, mapMercadoPagoStatus, mercadoPagoErrorOf, rejectionMessage, signMercadoPagoNotification, verifyMercadoPagoSignature } from './mercado-pago.ts';
import { startMercadoPagoFake, type MercadoPagoFake } from './mercado-pago-fake.ts';

const ACCESS_TOKEN = 'TEST-1234567890123456-112610-abcdefabcdefabcdefabcdefabcdefab-123456789';
const SECRET = 'a3f1c9e27b5d4e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f';
const PAYER = { email: 'aluna@teste.com.br', name: 'Maria da Silva', cpf: '529.982.247-25' };

let fake: MercadoPagoFake;
let client: ReturnType<typeof createMercadoPagoClient>;
beforeAll(async () => {
  fake = await startMercadoPagoFake({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET });
  client = createMercadoPagoClient({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET, apiUrl: fake.url, notificationUrl: 'https://escola.example/api/billing/webhooks/mercadopago' });
});
afterAll(() => fake.close());

const lastRequest = () => fake.requests.at(-1)!;

async function thrown(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Mercado Pago: creating charges', () => {
  it('creates a Pix with its copy-paste code, QR image and expiry, authenticated and idempotent', async () => {
    const expiresAt = new Date('2026-11-26T13:30:00.000Z');
    const pix = await client.createPix({ amountCents: 4990, description: 'Assinatura EduIA Plano Premium', expiresAt, payer: PAYER, idempotencyKey: 'chave-pix-1' });
    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payments');
    expect(sent.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(sent.headers['x-idempotency-key']).toBe('chave-pix-1');
    expect(sent.body).toMatchObject({
      transaction_amount: 49.9, payment_method_id: 'pix', date_of_expiration: '2026-11-26T10:30:00.000-03:00',
      notification_url: 'https://escola.example/api/billing/webhooks/mercadopago',
      payer: { email: PAYER.email, first_name: 'Maria', last_name: 'da Silva', identification: { type: 'CPF', number: '52998224725' } },
    });
    expect(pix.reference).toMatch(/^\d+$/);
    expect(pix.status).toBe('pendente');
    expect(parsePixPayload(pix.payload).amountCents).toBe(4990);
    expect(pix.qrCodePngBase64).toMatch(/^iVBOR/);
    expect(pix.ticketUrl).toContain(pix.reference);
    expect(pix.expiresAt).toBe(expiresAt.toISOString());
    // The same idempotency key gives the same payment back, not a second one.
    const again = await client.createPix({ amountCents: 4990, description: 'Assinatura EduIA Plano Premium', expiresAt, payer: PAYER, idempotencyKey: 'chave-pix-1' });
    expect(again.reference).toBe(pix.reference);
  });

  it('creates a boleto with its barcode, PDF address and due date (end of day in Brasília)', async () => {
    const address = { zipCode: '01310-100', streetName: 'Avenida Paulista', streetNumber: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', federalUnit: 'SP' };
    // The fake answers as Mercado Pago does for a boleto without the payer's address.
    await thrown(client.createBoleto({ amountCents: 14_990, description: 'Assinatura EduIA Plano Anual', dueDate: '2026-11-29', payer: PAYER }));
    const boleto = await client.createBoleto({ amountCents: 14_990, description: 'Assinatura EduIA Plano Anual', dueDate: '2026-11-29', payer: { ...PAYER, address } });
    expect(lastRequest().body).toMatchObject({
      payment_method_id: 'bolbradesco', transaction_amount: 149.9, date_of_expiration: '2026-11-29T23:59:59.000-03:00',
      payer: { address: { zip_code: '01310100', street_name: 'Avenida Paulista', street_number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', federal_unit: 'SP' } },
    });
    expect(isValidBoletoBarcode(boleto.barcode)).toBe(true);
    expect(boleto.barcode.slice(0, 3)).toBe('237');
    expect(boleto.pdfUrl).toMatch(/^https:\/\/www\.mercadopago\.com\.br\/payments\/\d+\/ticket/);
    expect(boleto).toMatchObject({ dueDate: '2026-11-29', expiresAt: '2026-11-30T02:59:59.000Z', status: 'pendente' });
  });

  it('refuses a boleto without the CPF before calling Mercado Pago', async () => {
    const before = fake.requests.length;
    const error = await thrown(client.createBoleto({ amountCents: 100, description: 'x', dueDate: '2026-11-29', payer: { ...PAYER, cpf: null } }));
    expect(error.message).toBe('Informe o CPF de quem paga para emitir o boleto.');
    expect(fake.requests.length).toBe(before);
  });

  it('charges a card token in instalments (binary mode: approved or refused at once)', async () => {
    const paid = await client.chargeCard({
      cardToken: 'ff8080814c11e237014c1ff593b57b4d', paymentMethodId: 'master', issuerId: '24', instalments: 6, amountCents: 5520, description: 'Assinatura EduIA Plano Premium',
      payer: PAYER, idempotencyKey: 'cartao-1',
    });
    expect(lastRequest().body).toMatchObject({ token: 'ff8080814c11e237014c1ff593b57b4d', installments: 6, payment_method_id: 'master', issuer_id: '24', binary_mode: true, transaction_amount: 55.2 });
    // Nothing that looks like a card number leaves this server.
    expect(JSON.stringify(lastRequest().body)).not.toMatch(/\d{13,19}/);
    expect(paid).toMatchObject({ status: 'approved', last4: '6351' });

    const refused = await client.chargeCard({
      cardToken: 'token-FUND-1', paymentMethodId: 'visa', instalments: 1, amountCents: 4990, description: 'x', payer: PAYER, idempotencyKey: 'cartao-2',
    });
    expect(refused).toMatchObject({ status: 'declined', message: 'Pagamento recusado: saldo ou limite insuficiente.' });
    const wrongCode = await client.chargeCard({ cardToken: 'token-SECU', paymentMethodId: 'visa', instalments: 1, amountCents: 4990, description: 'x', payer: PAYER, idempotencyKey: 'cartao-3' });
    expect(wrongCode).toMatchObject({ status: 'declined', message: expect.stringContaining('Código de segurança') });
  });

  it('refuses more than 12 instalments without calling Mercado Pago', async () => {
    const before = fake.requests.length;
    await thrown(client.chargeCard({ cardToken: 't', paymentMethodId: 'visa', instalments: 13, amountCents: 100, description: 'x', payer: PAYER, idempotencyKey: 'k' }));
    expect(fake.requests.length).toBe(before);
  });
});

describe('Mercado Pago: reading and refunding payments', () => {
  it('reads a paid Pix as pago, with the amount actually paid', async () => {
    const pix = await client.createPix({ amountCents: 4990, description: 'x', expiresAt: new Date(Date.now() + 1_800_000), payer: PAYER });
    expect((await client.getPayment(pix.reference)).status).toBe('pendente');
    fake.pay(pix.reference, 0.01);
    const payment = await client.getPayment(pix.reference);
    expect(payment).toMatchObject({ reference: pix.reference, status: 'pago', providerStatus: 'approved', method: 'pix', amountCents: 4990, paidCents: 1 });
  });

  it('refunds part of a payment, then the rest (no body: all that remains)', async () => {
    const card = await client.chargeCard({ cardToken: 'tok', paymentMethodId: 'visa', instalments: 1, amountCents: 4990, description: 'x', payer: PAYER, idempotencyKey: 'cartao-r' });
    if (card.status !== 'approved') throw new Error('expected approved');
    const partial = await client.refund({ reference: card.reference, amountCents: 1000, idempotencyKey: 'devolucao-1' });
    expect(lastRequest()).toMatchObject({ method: 'POST', path: `/v1/payments/${card.reference}/refunds`, body: { amount: 10 } });
    expect(lastRequest().headers['x-idempotency-key']).toBe('devolucao-1');
    expect(partial).toMatchObject({ reference: expect.stringMatching(/^\d+$/), amountCents: 1000 });
    expect(await client.getPayment(card.reference)).toMatchObject({ status: 'pago', statusDetail: 'partially_refunded', refundedCents: 1000 });

    const rest = await client.refund({ reference: card.reference });
    expect(lastRequest().body).toBeNull();
    expect(rest.amountCents).toBe(3990);
    expect(await client.getPayment(card.reference)).toMatchObject({ status: 'reembolsado', refundedCents: 4990 });

    const again = await thrown(client.refund({ reference: card.reference }));
    expect(again.code).toBe('conflict');
    expect(again.message).toMatch(/não permite devolver/);
  });
});

describe('Mercado Pago: errors in Portuguese', () => {
  it('maps the API errors the buyer or the school can act on', async () => {
    const badCpf = await thrown(client.createPix({ amountCents: 100, description: 'x', expiresAt: new Date(), payer: { ...PAYER, cpf: '123' } }));
    expect(badCpf).toMatchObject({ code: 'bad-request', message: 'CPF inválido. Confira o número e tente novamente.' });

    const wrongToken = createMercadoPagoClient({ accessToken: 'TEST-errado', webhookSecret: SECRET, apiUrl: fake.url });
    expect((await thrown(wrongToken.getPayment('1'))).message).toMatch(/recusou as credenciais da escola/);

    expect((await thrown(client.getPayment('999'))).message).toBe('Pagamento não encontrado no Mercado Pago.');

    fake.failNext({ status: 500, body: { message: 'internal_error', status: 500 } });
    expect((await thrown(client.getPayment('1'))).message).toMatch(/indisponível no momento/);

    fake.failNext({ status: 429, body: { message: 'too many requests', status: 429 } });
    expect((await thrown(client.getPayment('1'))).code).toBe('too-many-requests');

    fake.failNext({ status: 200, body: 'não é json' });
    expect((await thrown(client.getPayment('1'))).message).toMatch(/Resposta inesperada/);

    const unreachable = createMercadoPagoClient({ accessToken: ACCESS_TOKEN, webhookSecret: SECRET, apiUrl: 'http://127.0.0.1:9' });
    expect((await thrown(unreachable.getPayment('1'))).message).toBe('Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.');
  });

  it('names each card refusal; an unknown one gets the general message', () => {
    expect(rejectionMessage('cc_rejected_call_for_authorize')).toMatch(/autorize/);
    expect(rejectionMessage('cc_rejected_other_reason')).toBe('Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.');
    expect(rejectionMessage(null)).toBe('Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.');
    expect(mercadoPagoErrorOf(400, { cause: [{ code: 2006 }] }).message).toMatch(/validar o cartão/);
  });
});

describe('Mercado Pago: status mapping', () => {
  it.each([
    ['pending', 'pendente'],
    ['authorized', 'pendente'],
    ['in_process', 'pendente'],
    ['in_mediation', 'pendente'],
    ['approved', 'pago'],
    ['rejected', 'recusado'],
    ['cancelled', 'expirado'],
    ['refunded', 'reembolsado'],
    ['charged_back', 'reembolsado'],
    ['algo_novo', 'pendente'],
  ] as const)('%s → %s', (theirs, ours) => {
    expect(mapMercadoPagoStatus(theirs)).toBe(ours);
  });
});

describe('Mercado Pago: notification signature', () => {
  const now = 1_764_162_000;
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';

  it('accepts the documented manifest id:…;request-id:…;ts:…; signed with the secret', () => {
    const v1 = createHmac('sha256', SECRET).update(`id:123456;request-id:${requestId};ts:${now};`).digest('hex');
    expect(signMercadoPagoNotification(SECRET, '123456', requestId, now)).toBe(`ts=${now},v1=${v1}`);
    expect(verifyMercadoPagoSignature({ secret: SECRET, signature: `ts=${now},v1=${v1}`, requestId, dataId: '123456', nowSeconds: now + 30 })).toEqual({ ok: true, dataId: '123456', timestamp: now });
    // `ts` in milliseconds, and an alphanumeric id signed lower-case.
    const ms = `${now}123`;
    expect(verifyMercadoPagoSignature({ secret: SECRET, signature: signMercadoPagoNotification(SECRET, 'ABC123', requestId, ms), requestId, dataId: 'ABC123', nowSeconds: now }).ok).toBe(true);
  });

  it('refuses a tampered id, request id, timestamp or secret, an old or future one, and a malformed header', () => {
    const header = signMercadoPagoNotification(SECRET, '123456', requestId, now);
    const check = (overrides: Partial<Parameters<typeof verifyMercadoPagoSignature>[0]>) =>
      verifyMercadoPagoSignature({ secret: SECRET, signature: header, requestId, dataId: '123456', nowSeconds: now, ...overrides });
    expect(check({ dataId: '123457' })).toEqual({ ok: false, reason: 'invalida' });
    expect(check({ requestId: 'outro-pedido' })).toEqual({ ok: false, reason: 'invalida' });
    expect(check({ signature: header.replace(`ts=${now}`, `ts=${now + 1}`) })).toEqual({ ok: false, reason: 'invalida' });
    expect(check({ secret: `${SECRET}x` })).toEqual({ ok: false, reason: 'invalida' });
    expect(check({ nowSeconds: now + 301 })).toEqual({ ok: false, reason: 'fora-da-janela' });
    expect(check({ nowSeconds: now - 301 })).toEqual({ ok: false, reason: 'fora-da-janela' });
    expect(check({ signature: undefined })).toEqual({ ok: false, reason: 'ausente' });
    expect(check({ requestId: undefined })).toEqual({ ok: false, reason: 'ausente' });
    expect(check({ signature: `ts=${now}` })).toEqual({ ok: false, reason: 'malformada' });
    expect(check({ signature: `ts=${now},v1=zz` })).toEqual({ ok: false, reason: 'malformada' });
    expect(check({ signature: `${header},v1=${'0'.repeat(64)}` })).toEqual({ ok: false, reason: 'malformada' });
    expect(check({ dataId: '1;request-id:x' })).toEqual({ ok: false, reason: 'malformada' });
  });
});
