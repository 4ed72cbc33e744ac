import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { notificationEndpoints } from '#contracts/notifications';
import { reportEndpoints } from '#contracts/reports';
import { AppError } from '#server/lib/app-error';
import { DAY_MS, MINUTE_MS } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { checkout, signUpStudent, subscribedStudent } from './billing-test-helpers.ts';
import { reconcileReceivedPayments } from './payment-settlement.ts';
import { sandboxProvider, setPaymentProvider } from './payment-provider.ts';

// The 7-day guarantee's refund is decided in the cancel's transaction and asked of the provider
// after it commits (docs/decisions/refunds-and-the-seven-day-guarantee.md): a slow provider holds
// nobody else's writes, and a provider that fails leaves the refund owed until the daily
// reconciliation gets it confirmed, with the same key. Runs on SQLite and PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => setPaymentProvider(null));
afterAll(async () => t.close());

const REFUND_SUBJECT = 'Seu reembolso foi processado';
const paymentOf = (id: string) => t.db.selectFrom('payments').select(['status', 'refundReason', 'refundReference']).where('id', '=', id).executeTakeFirstOrThrow();
const refundMailsTo = async (email: string) => (await t.mailsTo(email)).filter((m) => m.subject === REFUND_SUBJECT);
const refundNotesOf = async (cookie: string) =>
  ((await t.call(notificationEndpoints.list, { cookie })).body.items as Array<{ title: string }>).filter((n) => n.title === 'Reembolso processado');

async function unsettledInReport() {
  const admin = await t.insertUser({ role: 'admin' });
  const report = await t.call(reportEndpoints.get, { cookie: await t.signIn(admin.email, admin.password), query: { period: 30 } });
  expect(report.status).toBe(200);
  return report.body.reconciliation!.unsettled;
}

describe('the guarantee refund is asked of the provider after the cancel commits', () => {
  it('a held refund holds no one else; one that fails stays owed, shown to the admin, and the reconciliation asks again with the same key, once', async () => {
    const student = await subscribedStudent(t, 'monthly', { withinGuarantee: true });
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
        if (providerDown) throw new AppError('maintenance', 'O provedor está indisponível no momento.');
        return sandboxProvider.refund(input);
      },
    });

    const cancelling = t.call(billingEndpoints.cancel, { cookie: student.cookie });
    await refunding;
    // While the provider holds the refund, nothing holds the database: another student pays.
    const other = await signUpStudent(t);
    expect((await checkout(t, other.cookie, { planId: 'monthly' })).status).toBe(200);
    // The decision is already written: refunded by the guarantee, the refund owed, access ended.
    expect(await paymentOf(student.payment.id)).toEqual({ status: 'reembolsado', refundReason: 'garantia', refundReference: null });
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body).toEqual({ access: 'expired' });

    answerRefund();
    const cancel = await cancelling;
    // The provider failed after the decision: the student's cancel stands.
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'expired', hasAccess: false, guarantee: null });
    expect(await paymentOf(student.payment.id)).toMatchObject({ status: 'reembolsado', refundReference: null });
    expect(await refundMailsTo(student.email)).toHaveLength(0);
    expect(await refundNotesOf(student.cookie)).toHaveLength(0);
    expect((await t.call(billingEndpoints.cancel, { cookie: student.cookie })).status).toBe(400);

    // The reconciliation asks again after 15 minutes; the provider still fails: the admin sees it.
    t.clock.advance(16 * MINUTE_MS);
    await reconcileReceivedPayments(t.app.ctx);
    expect(keys).toHaveLength(2);
    expect(await unsettledInReport()).toContainEqual(expect.objectContaining({ paymentId: student.payment.id, amountCents: 4990 }));

    // The next day the provider answers: refunded once, with one e-mail and one notification.
    providerDown = false;
    t.clock.advance(DAY_MS);
    await reconcileReceivedPayments(t.app.ctx);
    await reconcileReceivedPayments(t.app.ctx);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-/);
    expect(await paymentOf(student.payment.id)).toMatchObject({ status: 'reembolsado', refundReference: expect.stringMatching(/^sbx_re_/) });
    expect(await unsettledInReport()).not.toContainEqual(expect.objectContaining({ paymentId: student.payment.id }));
    const cookie = await t.signIn(student.email, student.password);
    expect(await refundMailsTo(student.email)).toHaveLength(1);
    expect((await refundMailsTo(student.email))[0]!.text).toContain('R$ 49,90');
    expect(await refundNotesOf(cookie)).toHaveLength(1);
    const receipt = await t.call(billingEndpoints.receipt, { cookie, params: { id: student.payment.id } });
    expect(receipt.status).toBe(200);
  });

  it('a provider that answers at once: refunded, mailed and notified by the cancel itself, and nothing left for the reconciliation', async () => {
    const student = await subscribedStudent(t, 'quarterly', { withinGuarantee: true });
    const keys: Array<string | undefined> = [];
    setPaymentProvider({ ...sandboxProvider, refund: async (input) => (keys.push(input.idempotencyKey), sandboxProvider.refund(input)) });
    const cancel = await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    expect(cancel.status).toBe(200);
    expect(await paymentOf(student.payment.id)).toMatchObject({ status: 'reembolsado', refundReason: 'garantia', refundReference: expect.stringMatching(/^sbx_re_/) });
    expect(await refundMailsTo(student.email)).toHaveLength(1);
    expect(await refundNotesOf(student.cookie)).toHaveLength(1);

    t.clock.advance(16 * MINUTE_MS);
    await reconcileReceivedPayments(t.app.ctx);
    expect(keys).toHaveLength(1);
    expect(await unsettledInReport()).not.toContainEqual(expect.objectContaining({ paymentId: student.payment.id }));
    expect(await refundMailsTo(student.email)).toHaveLength(1);
  });
});
