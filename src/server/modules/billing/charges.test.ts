import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { userEndpoints } from '#contracts/users';
import { MINUTE_MS, DAY_MS } from '#server/lib/clock';
import { extractPdfText } from '#server/testing/pdf-text';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { CARDS, checkout, signUpStudent, subscribedStudent } from './billing-test-helpers.ts';
import { isValidBoletoBarcode, isValidLinhaDigitavel, linhaDigitavelToBarcode, parseBoletoBarcode } from './payment-codes/boleto-numbers.ts';
import { crc16ccitt, parsePixPayload } from './payment-codes/pix-brcode.ts';
import { signWebhook } from './payment-codes/webhook-signature.ts';

// Issue 14: Pix and boleto charges (issued, paid, expired), the signed webhook, CPF at
// checkout, card instalments. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const CPF = '529.982.247-25';
const issue = (cookie: string, body: Record<string, unknown>) =>
  t.call(billingEndpoints.createCharge, { cookie, body: { planId: 'monthly', method: 'pix', cpf: CPF, idempotencyKey: randomUUID(), ...body } as never });

describe('CPF at checkout (Pix and boleto)', () => {
  it('refuses a CPF with wrong check digits, repeated digits or letters, in Portuguese', async () => {
    const student = await signUpStudent(t);
    for (const cpf of ['529.982.247-24', '111.111.111-11', '5299822472a', '123']) {
      const res = await issue(student.cookie, { cpf });
      expect(res.status, cpf).toBe(400);
      expect(res.body.message, cpf).toMatch(/CPF inválido/);
    }
    const missing = await issue(student.cookie, { cpf: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Informe o CPF/);
    expect(await t.db.selectFrom('payments').select('id').where('userId', '=', student.id).execute()).toEqual([]);
  });

  it("stores the CPF typed without punctuation as the profile's CPF, shown in full to its owner only", async () => {
    const student = await signUpStudent(t);
    expect((await issue(student.cookie, { cpf: '52998224725' })).status).toBe(201);
    const profile = await t.call(userEndpoints.myProfile, { cookie: student.cookie });
    expect(profile.body).toMatchObject({ cpf: '529.982.247-25', cpfMasked: false });
  });
});

describe('Pix', () => {
  it('issues a valid BR Code for the amount, with a 30-minute expiry, and nothing starts before payment', async () => {
    const student = await signUpStudent(t);
    const res = await issue(student.cookie, { planId: 'quarterly', couponCode: 'bemvindo10' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { payment, pix, boleto, subscription } = res.body;
    expect(payment).toMatchObject({ status: 'pendente', statusLabel: 'Pendente', method: 'pix', methodLabel: 'Pix', amountCents: 10773, hasReceipt: false });
    expect(new Date(payment.expiresAt!).getTime() - t.clock.now().getTime()).toBe(30 * MINUTE_MS);
    expect(boleto).toBeNull();
    expect(subscription).toBeNull();
    // The payload reads back: Pix GUI, amount, merchant, txid, and its CRC16 over everything before it.
    const parsed = parsePixPayload(pix!.payload);
    expect(parsed).toMatchObject({ amountCents: 10773, merchantCity: 'SAO PAULO', merchantName: 'EDUIA DEMONSTRACAO', txid: expect.stringMatching(/^[A-Z0-9]{25}$/) });
    expect(parsed.fields['54']).toBe('107.73');
    expect(pix!.payload.slice(-4)).toBe(crc16ccitt(pix!.payload.slice(0, -4)));
    expect(pix!.payload.startsWith('000201')).toBe(true);
    expect(pix!.payload).toContain('br.gov.bcb.pix');
    expect(pix!.qrCodeSvg).toMatch(/^<svg/);
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body).toEqual({ access: 'none' });
  });

  it('a double click (same key) returns the same charge; a new key replaces the pending one', async () => {
    const student = await signUpStudent(t);
    const key = randomUUID();
    const first = await issue(student.cookie, { idempotencyKey: key });
    const again = await issue(student.cookie, { idempotencyKey: key });
    expect(again.body.payment.id).toBe(first.body.payment.id);
    expect(again.body.replayed).toBe(true);
    const other = await issue(student.cookie, { idempotencyKey: key, method: 'boleto' });
    expect(other.status).toBe(409);
    const second = await issue(student.cookie, {});
    expect(second.body.payment.id).not.toBe(first.body.payment.id);
    const old = await t.call(billingEndpoints.charge, { cookie: student.cookie, params: { id: first.body.payment.id } });
    expect(old.body.payment.status).toBe('expirado');
    const rows = await t.db.selectFrom('payments').select('status').where('userId', '=', student.id).execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['expirado', 'pendente']);
  });

  it("'Simular pagamento' confirms it: paid, the subscription starts, receipt and notification", async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie, { planId: 'monthly' });
    const paid = await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: body.payment.id } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'pago', hasReceipt: true, method: 'pix' });
    expect(paid.body.subscription).toMatchObject({ status: 'active', hasAccess: true, paidWith: 'pix', plan: { id: 'monthly' } });
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body).toEqual({ access: 'active' });
    const receipt = await t.call(billingEndpoints.receipt, { cookie: student.cookie, params: { id: body.payment.id } });
    expect(receipt.status).toBe(200);
    const mail = await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', student.email).execute();
    expect(mail.map((m) => m.subject)).toContain('Pagamento confirmado — sua assinatura está ativa');
    // Paying again is refused; the payment history shows the method.
    const twice = await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: body.payment.id } });
    expect(twice.status).toBe(409);
    const history = await t.call(billingEndpoints.payments, { cookie: student.cookie });
    expect(history.body.map((p) => [p.methodLabel, p.statusLabel])).toEqual([['Pix', 'Pago']]);
  });

  it('an expired charge paid late is applied while the student has no access (never dropped)', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie, {});
    t.clock.advance(30 * MINUTE_MS + 1000);
    const cookie = await t.signIn(student.email, student.password);
    const seen = await t.call(billingEndpoints.charge, { cookie, params: { id: body.payment.id } });
    expect(seen.body.payment).toMatchObject({ status: 'expirado', statusLabel: 'Expirado' });
    const late = await t.call(billingEndpoints.simulateChargePayment, { cookie, params: { id: body.payment.id } });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.payment.status).toBe('pago');
    expect(late.body.subscription).toMatchObject({ status: 'active', hasAccess: true });
    const ledger = await t.db.selectFrom('paymentsReceived').selectAll().where('paymentId', '=', body.payment.id).execute();
    expect(ledger.map((e) => [e.state, e.appliedCents, e.refundedCents])).toEqual([['aplicado', body.payment.amountCents, 0]]);
  });

  it("another student's charge is 404; a student with an active subscription cannot issue one (409)", async () => {
    const owner = await signUpStudent(t);
    const intruder = await signUpStudent(t);
    const { body } = await issue(owner.cookie, {});
    for (const endpoint of [billingEndpoints.charge, billingEndpoints.simulateChargePayment, billingEndpoints.boletoPdf]) {
      expect((await t.call(endpoint, { cookie: intruder.cookie, params: { id: body.payment.id } })).status).toBe(404);
    }
    expect((await checkout(t, intruder.cookie, { planId: 'monthly' })).status).toBe(200);
    const res = await issue(intruder.cookie, {});
    expect(res.status).toBe(409);
  });
});

describe('the provider webhook', () => {
  const secret = 'segredo-de-teste-do-webhook-com-32-bytes';
  beforeAll(() => {
    t.app.ctx.config.PAYMENT_WEBHOOK_SECRET = secret;
  });
  afterAll(() => {
    t.app.ctx.config.PAYMENT_WEBHOOK_SECRET = undefined;
  });
  const post = (rawBody: string, signature?: string) =>
    t.app.inject({ method: 'POST', url: '/api/billing/webhooks/sandbox', payload: rawBody, headers: { 'content-type': 'application/json', ...(signature ? { 'x-eduia-signature': signature } : {}) } });

  it('confirms a charge only with a valid signature of the raw body, within 5 minutes', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie, { method: 'boleto' });
    const reference = (await t.db.selectFrom('payments').select('providerReference').where('id', '=', body.payment.id).executeTakeFirstOrThrow()).providerReference!;
    const rawBody = JSON.stringify({ event: 'payment.confirmed', reference, amountCents: body.payment.amountCents });
    const now = Math.floor(t.clock.now().getTime() / 1000);

    expect((await post(rawBody)).statusCode).toBe(401);
    const forged = await post(rawBody, signWebhook('outro-segredo-de-pelo-menos-32-bytes', rawBody, now));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Assinatura do webhook inválida.');
    expect((await post(rawBody, signWebhook(secret, rawBody, now - 301))).statusCode).toBe(401);
    // The signature covers the exact bytes: the same JSON re-spaced does not verify.
    expect((await post(JSON.stringify({ event: 'payment.confirmed', reference, amountCents: body.payment.amountCents }, null, 1), signWebhook(secret, rawBody, now))).statusCode).toBe(401);
    const still = await t.call(billingEndpoints.charge, { cookie: student.cookie, params: { id: body.payment.id } });
    expect(still.body.payment.status).toBe('pendente');

    const ok = await post(rawBody, signWebhook(secret, rawBody, now));
    expect(ok.statusCode, ok.body).toBe(200);
    // Webhooks are retried: a second delivery changes nothing.
    expect((await post(rawBody, signWebhook(secret, rawBody, now))).statusCode).toBe(200);
    const paid = await t.call(billingEndpoints.charge, { cookie: student.cookie, params: { id: body.payment.id } });
    expect(paid.body.payment.status).toBe('pago');
    expect(paid.body.subscription).toMatchObject({ status: 'active', paidWith: 'boleto' });
    expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
  });

  it('an unknown reference is 404 and a malformed event 400', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const unknown = JSON.stringify({ event: 'payment.confirmed', reference: 'NAOEXISTE', amountCents: 4990 });
    expect((await post(unknown, signWebhook(secret, unknown, now))).statusCode).toBe(404);
    const bad = JSON.stringify({ event: 'outro', reference: 'X', amountCents: 4990 });
    expect((await post(bad, signWebhook(secret, bad, now))).statusCode).toBe(400);
    // The amount is part of the event: without it, or not in integer centavos, 400.
    for (const body of [{ event: 'payment.confirmed', reference: 'X' }, { event: 'payment.confirmed', reference: 'X', amountCents: 49.9 }, { event: 'payment.confirmed', reference: 'X', amountCents: 0 }]) {
      const raw = JSON.stringify(body);
      expect((await post(raw, signWebhook(secret, raw, now))).statusCode, raw).toBe(400);
    }
  });
});

describe('boleto', () => {
  it('issues a valid 47-digit linha digitável and its 44-digit barcode, due in 3 days, with a PDF and an e-mail', async () => {
    const student = await signUpStudent(t);
    const res = await issue(student.cookie, { method: 'boleto', planId: 'annual' });
    expect(res.status).toBe(201);
    const { payment, boleto, pix } = res.body;
    expect(pix).toBeNull();
    expect(payment).toMatchObject({ status: 'pendente', method: 'boleto', methodLabel: 'Boleto', amountCents: 35880 });
    const digits = boleto!.linhaDigitavel.replace(/\D/g, '');
    expect(digits).toHaveLength(47);
    expect(isValidLinhaDigitavel(digits)).toBe(true);
    expect(isValidBoletoBarcode(boleto!.barcode)).toBe(true);
    expect(linhaDigitavelToBarcode(digits)).toBe(boleto!.barcode);
    const fields = parseBoletoBarcode(boleto!.barcode);
    expect(fields).toMatchObject({ amountCents: 35880 });
    const expectedDue = new Date(t.clock.now().getTime() - 3 * 3600_000 + 3 * DAY_MS).toISOString().slice(0, 10);
    expect(boleto!.dueDate).toBe(expectedDue);

    const pdf = await t.call(billingEndpoints.boletoPdf, { cookie: student.cookie, params: { id: payment.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    const { text } = await extractPdfText(pdf.raw.rawPayload);
    expect(text).toContain(boleto!.linhaDigitavel);
    expect(text).toContain('R$ 358,80');
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', student.email).where('subject', '=', 'Seu boleto foi emitido').executeTakeFirstOrThrow();
    expect(mail.body).toContain(boleto!.linhaDigitavel);
  });

  it('stays pending until paid, then active; an unpaid boleto expires after its due date', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie, { method: 'boleto' });
    t.clock.advance(2 * DAY_MS);
    let cookie = await t.signIn(student.email, student.password);
    expect((await t.call(billingEndpoints.charge, { cookie, params: { id: body.payment.id } })).body.payment.status).toBe('pendente');
    expect((await t.call(billingEndpoints.access, { cookie })).body).toEqual({ access: 'none' });
    const paid = await t.call(billingEndpoints.simulateChargePayment, { cookie, params: { id: body.payment.id } });
    expect(paid.body.subscription).toMatchObject({ status: 'active' });

    const other = await signUpStudent(t);
    const unpaid = await issue(other.cookie, { method: 'boleto' });
    t.clock.advance(4 * DAY_MS);
    cookie = await t.signIn(other.email, other.password);
    const seen = await t.call(billingEndpoints.charge, { cookie, params: { id: unpaid.body.payment.id } });
    expect(seen.body.payment.statusLabel).toBe('Expirado');
    // Paid after its due date anyway: applied, since the student has no access (never dropped).
    const late = await t.call(billingEndpoints.simulateChargePayment, { cookie, params: { id: unpaid.body.payment.id } });
    expect(late.status).toBe(200);
    expect(late.body.subscription).toMatchObject({ status: 'active' });
  });
});

describe('card in instalments', () => {
  it('lists 1x to 12x: interest-free up to the plan count (3), interest shown as the total above it', async () => {
    const res = await t.call(billingEndpoints.instalments, { query: { planId: 'monthly' } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(12);
    expect(res.body[0]).toMatchObject({ count: 1, totalCents: 4990, interestFree: true, label: '1x de R$ 49,90 sem juros' });
    expect(res.body[2]).toMatchObject({ count: 3, instalmentCents: 1663, firstInstalmentCents: 1664, firstInstalmentsCount: 1, totalCents: 4990, interestFree: true });
    expect(res.body[2]!.label).toBe('1x de R$ 16,64 + 2x de R$ 16,63 sem juros');
    // 12x at 2,99 % a.m. (Price table): 4990 × 0,0299 / (1 − 1,0299^−12) = 501,0066 → total 6012.
    expect(res.body[11]).toMatchObject({ count: 12, instalmentCents: 501, totalCents: 6012, interestCents: 1022, interestFree: false });
    expect(res.body[11]!.label).toBe('12x de R$ 5,01 com juros (total R$ 60,12)');
    const withCoupon = await t.call(billingEndpoints.instalments, { query: { planId: 'quarterly', couponCode: 'bemvindo10' } });
    expect(withCoupon.body[0]!.totalCents).toBe(10773);
    const unknown = await t.call(billingEndpoints.instalments, { query: { planId: 'vitalicio' } });
    expect(unknown.status).toBe(404);
  });

  it('charges 3x interest-free and 6x with interest; receipts and history show the instalments', async () => {
    const student = await signUpStudent(t);
    const res = await checkout(t, student.cookie, { planId: 'quarterly', instalments: 6 } as never);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 11970 over 6 at 2,99 % a.m.: 2208,8998 × 6 → total 13253.
    expect(res.body.payment).toMatchObject({ method: 'card', methodLabel: 'Cartão de crédito', instalments: 6, amountCents: 13253, interestCents: 1283 });
    const other = await signUpStudent(t);
    const cash = await checkout(t, other.cookie, { planId: 'quarterly', instalments: 3 } as never);
    expect(cash.body.payment).toMatchObject({ instalments: 3, amountCents: 11970, interestCents: 0 });
    const receipt = await t.call(billingEndpoints.receipt, { cookie: student.cookie, params: { id: res.body.payment.id } });
    const { text } = await extractPdfText(receipt.raw.rawPayload);
    // 13253 = 5 × 22,09 + 22,08; price, discount, interest and total each on their line.
    expect(text).toMatch(/5x de R\$ 22,09 \+ 1x de R\$\s*22,08/);
    expect(text).toMatch(/Valor do plano\s*R\$ 119,70/);
    expect(text).toMatch(/Juros do parcelamento\s*\+ R\$ 12,83/);
    expect(text).toMatch(/Total pago\s*R\$ 132,53/);
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', student.email).where('subject', '=', 'Pagamento confirmado — sua assinatura está ativa').executeTakeFirstOrThrow();
    expect(mail.body).toContain('5x de R$ 22,09 + 1x de R$ 22,08');
    expect(mail.body).toContain('Juros do parcelamento: +R$ 12,83');
  });

  it('refuses 13 instalments and 0 with a Portuguese message', async () => {
    const student = await signUpStudent(t);
    for (const instalments of [0, 13]) {
      const res = await t.call(billingEndpoints.checkout, { cookie: student.cookie, body: { planId: 'monthly', card: CARDS.approved, instalments, idempotencyKey: randomUUID() } });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/parcelas/);
    }
  });
});

describe('the 7-day guarantee', () => {
  it('cancelling within 7 days refunds the first payment in full, ends access at once, mails and keeps a refund receipt', async () => {
    const student = await subscribedStudent(t, 'quarterly', { withinGuarantee: true });
    const before = await t.call(billingEndpoints.subscription, { cookie: student.cookie });
    expect(before.body.subscription!.guarantee).toMatchObject({ refundCents: 11970 });
    t.clock.advance(6 * DAY_MS);
    const cookie = await t.signIn(student.email, student.password);
    const res = await t.call(billingEndpoints.cancel, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'expired', hasAccess: false, guarantee: null, nextChargeAt: null });
    expect((await t.call(billingEndpoints.access, { cookie })).body).toEqual({ access: 'expired' });
    const row = await t.db.selectFrom('payments').selectAll().where('id', '=', student.payment.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'reembolsado', refundedAt: t.clock.now().toISOString() });
    expect(row.refundReference).toMatch(/^sbx_re_/);
    const history = await t.call(billingEndpoints.payments, { cookie });
    expect(history.body[0]).toMatchObject({ statusLabel: 'Reembolsado', hasReceipt: true });
    const receipt = await t.call(billingEndpoints.receipt, { cookie, params: { id: student.payment.id } });
    const { text } = await extractPdfText(receipt.raw.rawPayload);
    expect(text).toContain('Reembolsado em');
    expect(text).toContain('Valor reembolsado');
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', student.email).where('subject', '=', 'Seu reembolso foi processado').executeTakeFirstOrThrow();
    expect(mail.body).toContain('R$ 119,70');
    // A second cancel does not refund twice.
    const again = await t.call(billingEndpoints.cancel, { cookie });
    expect(again.status).toBe(400);
  });

  it('after 7 days, cancel works as before (access until the period ends, no refund)', async () => {
    const student = await subscribedStudent(t, 'monthly', { withinGuarantee: true });
    t.clock.advance(7 * DAY_MS + MINUTE_MS);
    const cookie = await t.signIn(student.email, student.password);
    expect((await t.call(billingEndpoints.subscription, { cookie })).body.subscription!.guarantee).toBeNull();
    const res = await t.call(billingEndpoints.cancel, { cookie });
    expect(res.body).toMatchObject({ status: 'canceled', hasAccess: true });
    const row = await t.db.selectFrom('payments').select(['status', 'refundedAt']).where('id', '=', student.payment.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pago', refundedAt: null });
  });

  it('a Pix subscription is refunded the same way', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie, {});
    await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: body.payment.id } });
    const res = await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    expect(res.body).toMatchObject({ status: 'expired', hasAccess: false });
    const history = await t.call(billingEndpoints.payments, { cookie: student.cookie });
    expect(history.body.map((p) => [p.methodLabel, p.statusLabel])).toEqual([['Pix', 'Reembolsado']]);
  });
});

describe('renewals of Pix and boleto subscriptions', () => {
  async function pixSubscriber() {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie, { planId: 'monthly' });
    const paid = await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: body.payment.id } });
    return { ...student, end: paid.body.subscription!.currentPeriodEnd };
  }

  it('a new Pix is issued 3 days before the period ends (e-mail and notification); access continues through the grace period; paying it renews', async () => {
    const student = await pixSubscriber();
    const endMs = new Date(student.end).getTime();
    t.clock.advance(endMs - t.clock.now().getTime() - 3 * DAY_MS + MINUTE_MS);
    let cookie = await t.signIn(student.email, student.password);
    const payments = (await t.call(billingEndpoints.payments, { cookie })).body;
    expect(payments[0]).toMatchObject({ kind: 'renewal', method: 'pix', status: 'pendente', amountCents: 4990 });
    expect(payments[0]!.expiresAt).toBe(new Date(endMs + 3 * DAY_MS).toISOString());
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', student.email).where('subject', '=', 'Renove sua assinatura com Pix').executeTakeFirstOrThrow();
    expect(mail.body).toContain('Pix copia e cola: 000201');
    const notices = await t.db.selectFrom('notifications').select('title').where('userId', '=', student.id).execute();
    expect(notices.map((n) => n.title)).toContain('Pix de renovação disponível');
    // Reading again issues nothing more.
    expect((await t.call(billingEndpoints.payments, { cookie })).body).toHaveLength(2);

    // Two days after the period end, unpaid: still studying (grace).
    t.clock.advance(5 * DAY_MS - 2 * MINUTE_MS);
    cookie = await t.signIn(student.email, student.password);
    expect((await t.call(billingEndpoints.access, { cookie })).body).toEqual({ access: 'active' });
    const paid = await t.call(billingEndpoints.simulateChargePayment, { cookie, params: { id: payments[0]!.id } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.subscription).toMatchObject({ status: 'active', currentPeriodStart: student.end });
    expect(new Date(paid.body.subscription!.currentPeriodEnd).getTime()).toBeGreaterThan(endMs + 27 * DAY_MS);
    const receipt = await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', student.email).where('subject', '=', 'Sua assinatura foi renovada').execute();
    expect(receipt).toHaveLength(1);
  });

  it('an unpaid renewal expires with the grace period, and the subscription with it', async () => {
    const student = await pixSubscriber();
    const endMs = new Date(student.end).getTime();
    t.clock.advance(endMs - t.clock.now().getTime() - 2 * DAY_MS);
    const early = await t.signIn(student.email, student.password);
    expect((await t.call(billingEndpoints.payments, { cookie: early })).body[0]).toMatchObject({ kind: 'renewal', status: 'pendente' }); // the read settles: issued
    t.clock.advance(5 * DAY_MS + MINUTE_MS);
    const cookie = await t.signIn(student.email, student.password);
    expect((await t.call(billingEndpoints.subscription, { cookie })).body.subscription).toMatchObject({ status: 'expired', hasAccess: false });
    expect((await t.call(billingEndpoints.access, { cookie })).body).toEqual({ access: 'expired' });
    const history = (await t.call(billingEndpoints.payments, { cookie })).body;
    expect(history.map((p) => [p.kind, p.statusLabel])).toEqual([['renewal', 'Expirado'], ['checkout', 'Pago']]);
  });
});
