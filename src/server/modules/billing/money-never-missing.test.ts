import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { reportEndpoints } from '#contracts/reports';
import { loadConfig } from '#server/config';
import { DAY_MS, MINUTE_MS } from '#server/lib/clock';
import { extractPdfText } from '#server/testing/pdf-text';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { signUpStudent } from './billing-test-helpers.ts';
import { dueDateFromFactor, parseBoletoBarcode } from './payment-codes/boleto-numbers.ts';
import { parsePixPayload } from './payment-codes/pix-brcode.ts';
import { signWebhook } from './payment-codes/webhook-signature.ts';
import { paymentProvider, sandboxProvider, setPaymentProvider } from './payment-provider.ts';
import { reconcileReceivedPayments } from './payment-settlement.ts';

// Every payment received ends applied or refunded, the webhook's amount is checked, due dates
// agree with the barcode, the guarantee is once per student, and parallel requests (cancels,
// duplicate webhook deliveries) act once. Runs on SQLite and, with TEST_DATABASE_URL, on
// PostgreSQL, where the parallel requests really run at the same time.
let t: TestApp;
const secret = 'segredo-do-webhook-de-teste-com-mais-de-32-bytes';
beforeAll(async () => {
  t = await buildTestApp({ config: { PAYMENT_WEBHOOK_SECRET: secret } });
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const CPF = '529.982.247-25';
const issue = (cookie: string, body: Record<string, unknown> = {}) =>
  t.call(billingEndpoints.createCharge, { cookie, body: { planId: 'monthly', method: 'pix', cpf: CPF, idempotencyKey: randomUUID(), ...body } as never });

async function referenceOf(paymentId: string) {
  return (await t.db.selectFrom('payments').select('providerReference').where('id', '=', paymentId).executeTakeFirstOrThrow()).providerReference!;
}

/** The provider's signed delivery: `amountCents` paid by transaction `transactionId`. */
function deliver(reference: string, amountCents: number, transactionId = `E${randomUUID().replace(/-/g, '')}`) {
  const rawBody = JSON.stringify({ event: 'payment.confirmed', reference, amountCents, transactionId });
  const signature = signWebhook(secret, rawBody, Math.floor(t.clock.now().getTime() / 1000));
  return t.app.inject({ method: 'POST', url: '/api/billing/webhooks/sandbox', payload: rawBody, headers: { 'content-type': 'application/json', 'x-eduia-signature': signature } });
}

const ledgerOf = (paymentId: string) =>
  t.db.selectFrom('paymentsReceived').select(['state', 'amountCents', 'appliedCents', 'refundedCents']).where('paymentId', '=', paymentId).orderBy('state').execute();
const subjectsTo = async (email: string) => (await t.db.selectFrom('emailOutbox').select('subject').where('toAddress', '=', email).execute()).map((m) => m.subject);
const notificationsOf = async (userId: string) => (await t.db.selectFrom('notifications').select(['title', 'description']).where('userId', '=', userId).execute());

describe('the webhook carries and checks the amount', () => {
  it('R$ 0,01 for a R$ 49,90 charge is not applied: refunded in full, the charge stays payable', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    const reference = await referenceOf(body.payment.id);
    expect((await deliver(reference, 1)).statusCode).toBe(200);
    const charge = await t.call(billingEndpoints.charge, { cookie: student.cookie, params: { id: body.payment.id } });
    expect(charge.body.payment.status).toBe('pendente');
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body).toEqual({ access: 'none' });
    expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'reembolsado', amountCents: 1, appliedCents: 0, refundedCents: 1 }]);
    expect(await subjectsTo(student.email)).toContain('Seu reembolso foi processado');
    // The sandbox says no real money moved (with Mercado Pago it does not: mercado-pago-webhook.test.ts).
    const refundMail = await t.db.selectFrom('emailOutbox').select('body').where('toAddress', '=', student.email).where('subject', '=', 'Seu reembolso foi processado').executeTakeFirstOrThrow();
    expect(refundMail.body).toContain('Pagamento de demonstração: nenhuma cobrança real foi feita.');
    expect((await notificationsOf(student.id)).map((n) => n.title)).toContain('Pagamento devolvido');
    // Then paid in full: applied.
    expect((await deliver(reference, 4990)).statusCode).toBe(200);
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body).toEqual({ access: 'active' });
  });

  it('more than owed is applied and the difference refunded', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    expect((await deliver(await referenceOf(body.payment.id), 6000)).statusCode).toBe(200);
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body).toEqual({ access: 'active' });
    expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'aplicado', amountCents: 6000, appliedCents: 4990, refundedCents: 1010 }]);
    expect((await notificationsOf(student.id)).map((n) => n.description).join('\n')).toContain('Devolvemos R$ 10,10');
  });
});

describe('a payment that arrives late is never lost', () => {
  it('the old Pix paid after "Gerar novo Pix" and after the new one: refunded once, with an e-mail and a notification', async () => {
    const student = await signUpStudent(t);
    const old = await issue(student.cookie);
    expect(parsePixPayload(old.body.pix!.payload).fields['01']).toBe('12'); // one-use code
    const fresh = await issue(student.cookie);
    expect((await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: fresh.body.payment.id } })).status).toBe(200);
    const late = await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: old.body.payment.id } });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(late.body.payment).toMatchObject({ status: 'reembolsado', statusLabel: 'Reembolsado' });
    expect(await ledgerOf(old.body.payment.id)).toEqual([{ state: 'reembolsado', amountCents: 4990, appliedCents: 0, refundedCents: 4990 }]);
    expect((await subjectsTo(student.email)).filter((s) => s === 'Seu reembolso foi processado')).toHaveLength(1);
    expect((await notificationsOf(student.id)).filter((n) => n.title === 'Pagamento devolvido')).toHaveLength(1);
    expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
  });

  it('a charge paid twice (two transactions) refunds the extra payment once; a repeated delivery changes nothing', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    const reference = await referenceOf(body.payment.id);
    expect((await deliver(reference, 4990, 'E-PRIMEIRO')).statusCode).toBe(200);
    expect((await deliver(reference, 4990, 'E-SEGUNDO')).statusCode).toBe(200);
    expect((await deliver(reference, 4990, 'E-SEGUNDO')).statusCode).toBe(200);
    expect((await deliver(reference, 4990, 'E-PRIMEIRO')).statusCode).toBe(200);
    expect(await ledgerOf(body.payment.id)).toEqual([
      { state: 'aplicado', amountCents: 4990, appliedCents: 4990, refundedCents: 0 },
      { state: 'reembolsado', amountCents: 4990, appliedCents: 0, refundedCents: 4990 },
    ]);
    expect((await subjectsTo(student.email)).filter((s) => s === 'Seu reembolso foi processado')).toHaveLength(1);
  });

  it('the daily reconciliation settles a payment left in neither state and reports those it cannot, to the admin', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    // Booked, then the process stopped before settling it (the refund call failed).
    vi.spyOn(paymentProvider, 'refund').mockRejectedValue(new Error('provedor fora do ar'));
    expect((await deliver(await referenceOf(body.payment.id), 1)).statusCode).toBe(500);
    expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'recebido', amountCents: 1, appliedCents: 0, refundedCents: 0 }]);
    t.clock.advance(20 * MINUTE_MS);
    expect(await reconcileReceivedPayments(t.app.ctx)).toEqual({ unsettled: 1 });
    const adminUser = await t.insertUser({ role: 'admin' });
    const report = await t.call(reportEndpoints.get, { cookie: await t.signIn(adminUser.email, adminUser.password), query: { period: 30 } });
    expect(report.status).toBe(200);
    expect(report.body.reconciliation).toMatchObject({ unsettledCount: 1, unsettled: [{ paymentId: body.payment.id, amountCents: 1 }] });
    vi.restoreAllMocks();
    t.clock.advance(DAY_MS);
    expect(await reconcileReceivedPayments(t.app.ctx)).toEqual({ unsettled: 0 });
    expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'reembolsado', amountCents: 1, appliedCents: 0, refundedCents: 1 }]);
    const after = await t.call(reportEndpoints.get, { cookie: await t.signIn(adminUser.email, adminUser.password), query: { period: 30 } });
    expect(after.body.reconciliation).toMatchObject({ unsettledCount: 0 });
  });
});

describe('a refund of money received is asked of the provider after its transaction', () => {
  it('a held refund holds no one else; one that fails is retried by the reconciliation with the same key, once, with one e-mail', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    const keys: Array<string | undefined> = [];
    let providerDown = true;
    let atRefund!: () => void;
    const refunding = new Promise<void>((resolve) => (atRefund = resolve));
    let answerRefund!: () => void;
    const answered = new Promise<void>((resolve) => (answerRefund = resolve));
    setPaymentProvider({
      ...sandboxProvider,
      async refund(input) {
        keys.push(input.idempotencyKey);
        if (keys.length === 1) {
          atRefund();
          await answered;
        }
        if (providerDown) throw new Error('provedor fora do ar');
        return sandboxProvider.refund(input);
      },
    });
    try {
      const delivering = deliver(await referenceOf(body.payment.id), 1);
      await refunding;
      // While the provider holds the refund, nothing holds the database: another student pays.
      const other = await signUpStudent(t);
      const otherCharge = await issue(other.cookie);
      expect((await t.call(billingEndpoints.simulateChargePayment, { cookie: other.cookie, params: { id: otherCharge.body.payment.id } })).status).toBe(200);
      answerRefund();
      expect((await delivering).statusCode).toBe(500); // the provider's retry, or the reconciliation, asks again
      expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'recebido', amountCents: 1, appliedCents: 0, refundedCents: 0 }]);
      expect(await subjectsTo(student.email)).not.toContain('Seu reembolso foi processado');

      providerDown = false;
      t.clock.advance(20 * MINUTE_MS);
      await reconcileReceivedPayments(t.app.ctx);
      await reconcileReceivedPayments(t.app.ctx);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'reembolsado', amountCents: 1, appliedCents: 0, refundedCents: 1 }]);
      expect((await subjectsTo(student.email)).filter((s) => s === 'Seu reembolso foi processado')).toHaveLength(1);
      expect((await notificationsOf(student.id)).filter((n) => n.title === 'Pagamento devolvido')).toHaveLength(1);
      // The charge stays payable for the right amount.
      expect((await t.call(billingEndpoints.charge, { cookie: await t.signIn(student.email, student.password), params: { id: body.payment.id } })).body.payment.status).toBe('pendente');
    } finally {
      setPaymentProvider(null);
    }
  });

  it('more than owed: the charge is paid at once; a failed refund of the difference is owed, and the reconciliation refunds it once with the same key', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    const keys: Array<string | undefined> = [];
    let providerDown = true;
    setPaymentProvider({
      ...sandboxProvider,
      async refund(input) {
        keys.push(input.idempotencyKey);
        if (providerDown) throw new Error('provedor fora do ar');
        return sandboxProvider.refund(input);
      },
    });
    try {
      expect((await deliver(await referenceOf(body.payment.id), 6000)).statusCode).toBe(500);
      expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body).toEqual({ access: 'active' });
      expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'recebido', amountCents: 6000, appliedCents: 4990, refundedCents: 1010 }]);
      expect(await subjectsTo(student.email)).toContain('Pagamento confirmado — sua assinatura está ativa');
      expect((await notificationsOf(student.id)).map((n) => n.title)).not.toContain('Diferença devolvida');

      providerDown = false;
      t.clock.advance(20 * MINUTE_MS);
      await reconcileReceivedPayments(t.app.ctx);
      await reconcileReceivedPayments(t.app.ctx);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'aplicado', amountCents: 6000, appliedCents: 4990, refundedCents: 1010 }]);
      expect((await notificationsOf(student.id)).filter((n) => n.title === 'Diferença devolvida')).toHaveLength(1);
      expect((await subjectsTo(student.email)).filter((s) => s === 'Seu reembolso foi processado')).toHaveLength(1);
      expect((await subjectsTo(student.email)).filter((s) => s === 'Pagamento confirmado — sua assinatura está ativa')).toHaveLength(1);
      expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
    } finally {
      setPaymentProvider(null);
    }
  });
});

describe('races: requests in parallel', () => {
  it('parallel duplicate deliveries of one payment all answer 200, and apply it once', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    const reference = await referenceOf(body.payment.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(reference, 4990, 'E-DUPLICADO')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await ledgerOf(body.payment.id)).toEqual([{ state: 'aplicado', amountCents: 4990, appliedCents: 4990, refundedCents: 0 }]);
    expect(await t.db.selectFrom('subscriptions').select('id').where('userId', '=', student.id).execute()).toHaveLength(1);
    expect((await subjectsTo(student.email)).filter((s) => s === 'Pagamento confirmado — sua assinatura está ativa')).toHaveLength(1);
  });

  it('two parallel cancels inside the guarantee: one refund, one e-mail and notification, the subscription ends expired', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: body.payment.id } });
    const refund = vi.spyOn(paymentProvider, 'refund');
    const answers = await Promise.all([0, 1, 2].map(() => t.call(billingEndpoints.cancel, { cookie: student.cookie })));
    // The provider is asked once, by the cancel that decided the refund.
    expect(refund).toHaveBeenCalledTimes(1);
    // One 200; the others find it done: 409 while they read it current, 400 (expired) after.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 || a.status === 400)).toBe(true);
    const sub = await t.db.selectFrom('subscriptions').select('status').where('userId', '=', student.id).executeTakeFirstOrThrow();
    expect(sub.status).toBe('expired');
    const subjects = await subjectsTo(student.email);
    expect(subjects.filter((s) => s === 'Seu reembolso foi processado')).toHaveLength(1);
    expect(subjects).not.toContain('Sua assinatura foi cancelada');
    const titles = (await notificationsOf(student.id)).map((n) => n.title);
    expect(titles.filter((x) => x === 'Reembolso processado')).toHaveLength(1);
    expect(titles).not.toContain('Assinatura cancelada');
  });
});

describe('the 7-day guarantee, once per student', () => {
  it('buy, refund, buy: the second purchase has no guarantee, and cancelling it keeps access until the period ends', async () => {
    const student = await signUpStudent(t);
    const first = await issue(student.cookie);
    await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: first.body.payment.id } });
    expect((await t.call(billingEndpoints.cancel, { cookie: student.cookie })).body).toMatchObject({ status: 'expired' });
    const second = await issue(student.cookie);
    const paid = await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: second.body.payment.id } });
    expect(paid.body.subscription).toMatchObject({ status: 'active', guarantee: null });
    const canceled = await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    expect(canceled.body).toMatchObject({ status: 'canceled', hasAccess: true });
    const refunds = await t.db.selectFrom('payments').select('id').where('userId', '=', student.id).where('status', '=', 'reembolsado').execute();
    expect(refunds).toHaveLength(1);
  });
});

describe('due dates agree with the barcode', () => {
  it('a renewal boleto: API dueDate, PDF "Vencimento" and e-mail all say the factor\'s date; superseded, a boleto keeps it and its PDF says "expirado"', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie, { method: 'boleto' });
    await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: body.payment.id } });
    t.clock.advance(29 * DAY_MS);
    const cookie = await t.signIn(student.email, student.password);
    const renewal = (await t.call(billingEndpoints.payments, { cookie })).body.find((p) => p.kind === 'renewal' && p.status === 'pendente')!;
    expect(renewal).toBeTruthy();
    const charge = await t.call(billingEndpoints.charge, { cookie, params: { id: renewal.id } });
    const factorDate = dueDateFromFactor(parseBoletoBarcode(charge.body.boleto!.barcode).dueDateFactor, t.clock.now().toISOString().slice(0, 10));
    expect(charge.body.boleto!.dueDate).toBe(factorDate);
    const [y, m, d] = factorDate.split('-');
    const pdf = await t.call(billingEndpoints.boletoPdf, { cookie, params: { id: renewal.id } });
    expect((await extractPdfText(pdf.raw.rawPayload)).text).toMatch(new RegExp(`Vencimento\\s*${d}/${m}/${y}`));
    const mail = await t.db.selectFrom('emailOutbox').select('body').where('toAddress', '=', student.email).where('subject', '=', 'Boleto de renovação da sua assinatura').executeTakeFirstOrThrow();
    expect(mail.body).toContain(`${d}/${m}/${y}`);

    const other = await signUpStudent(t);
    const first = await issue(other.cookie, { method: 'boleto' });
    t.clock.advance(DAY_MS);
    const otherCookie = await t.signIn(other.email, other.password);
    await issue(otherCookie, { method: 'boleto' });
    const superseded = await t.call(billingEndpoints.charge, { cookie: otherCookie, params: { id: first.body.payment.id } });
    expect(superseded.body.payment.status).toBe('expirado');
    expect(superseded.body.boleto!.dueDate).toBe(first.body.boleto!.dueDate);
    const oldPdf = await t.call(billingEndpoints.boletoPdf, { cookie: otherCookie, params: { id: first.body.payment.id } });
    expect((await extractPdfText(oldPdf.raw.rawPayload)).text).toContain('EXPIRADO');
  });
});

describe('smaller', () => {
  it('PAYMENT_WEBHOOK_SECRET shorter than 32 bytes is refused at start', () => {
    expect(() => loadConfig({ PAYMENT_WEBHOOK_SECRET: 'curto-demais' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32) }).PAYMENT_WEBHOOK_SECRET).toHaveLength(32);
  });

  it('"Simular pagamento" exists only while the sandbox is the provider in use', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie);
    expect(body.canSimulate).toBe(true);
    setPaymentProvider({ ...sandboxProvider, name: 'outro' });
    try {
      const charge = await t.call(billingEndpoints.charge, { cookie: student.cookie, params: { id: body.payment.id } });
      expect(charge.body.canSimulate).toBe(false);
      expect((await t.call(billingEndpoints.simulateChargePayment, { cookie: student.cookie, params: { id: body.payment.id } })).status).toBe(404);
    } finally {
      setPaymentProvider(null);
    }
    expect((await t.call(billingEndpoints.charge, { cookie: student.cookie, params: { id: body.payment.id } })).body.payment.status).toBe('pendente');
  });
});

describe('receipts', () => {
  it('the receipt date is the payment date, and a refunded receipt shows the period actually used', async () => {
    const student = await signUpStudent(t);
    const { body } = await issue(student.cookie, { method: 'boleto' });
    t.clock.advance(2 * DAY_MS);
    const cookie = await t.signIn(student.email, student.password);
    await t.call(billingEndpoints.simulateChargePayment, { cookie, params: { id: body.payment.id } });
    const paidOn = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
    const receipt = await t.call(billingEndpoints.receipt, { cookie, params: { id: body.payment.id } });
    expect((await extractPdfText(receipt.raw.rawPayload)).text).toContain(`Emitida em ${paidOn}`);
    t.clock.advance(2 * DAY_MS);
    const later = await t.signIn(student.email, student.password);
    expect((await t.call(billingEndpoints.cancel, { cookie: later })).status).toBe(200);
    const refundedOn = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(t.clock.now());
    const refunded = await t.call(billingEndpoints.receipt, { cookie: later, params: { id: body.payment.id } });
    expect((await extractPdfText(refunded.raw.rawPayload)).text).toMatch(new RegExp(`Período utilizado\\s*${paidOn} a ${refundedOn}`));
  });
});
