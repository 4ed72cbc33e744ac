import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { notificationEndpoints } from '#contracts/notifications';
import { DAY_MS, MINUTE_MS } from '#server/lib/clock';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { advanceAndSignIn, CARDS, subscribedStudent } from './billing-test-helpers.ts';
import { settleDueSubscriptions } from './billing.service.ts';
import { getSubscriptionAccess } from './billing.service.ts';

// Cancel at period end, resume, change plan at renewal, renewals (lazy and periodic),
// declined renewals and the card update. Time moves with the manual clock.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const getSub = async (cookie: string) => (await t.call(billingEndpoints.subscription, { cookie })).body.subscription!; // every caller has a subscription by then
const untilEnd = (sub: { currentPeriodEnd: string }) => new Date(sub.currentPeriodEnd).getTime() - t.clock.now().getTime();

describe('cancel at period end', () => {
  it('keeps access until the paid period ends, and not after', async () => {
    const student = await subscribedStudent(t, 'monthly');
    const res = await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'canceled', statusLabel: 'Cancelada', cancelAtPeriodEnd: true, hasAccess: true, nextChargeAt: null, nextChargeCents: null });
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('active');

    const again = await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A assinatura já está cancelada.');

    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', student.email).where('subject', '=', 'Sua assinatura foi cancelada').execute();
    expect(mail).toHaveLength(1);

    // One minute before the end: still open.
    let cookie = await advanceAndSignIn(t, untilEnd(res.body) - MINUTE_MS, student);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('active');
    expect((await t.call(billingEndpoints.access, { cookie })).body.access).toBe('active');
    expect((await getSub(cookie)).hasAccess).toBe(true);

    // Two minutes later: closed, with no renewal charge.
    cookie = await advanceAndSignIn(t, 2 * MINUTE_MS, student);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('expired');
    expect((await t.call(billingEndpoints.access, { cookie })).body.access).toBe('expired');
    const sub = await getSub(cookie);
    expect(sub).toMatchObject({ status: 'expired', statusLabel: 'Expirada', hasAccess: false });
    const payments = (await t.call(billingEndpoints.payments, { cookie })).body;
    expect(payments).toHaveLength(1);

    // An expired subscription can be paid again through a new checkout.
    const cancelExpired = await t.call(billingEndpoints.cancel, { cookie });
    expect(cancelExpired.status).toBe(400);
    expect(cancelExpired.body.message).toBe('Sua assinatura expirou. Escolha um plano para assinar novamente.');
    const renewed = await t.call(billingEndpoints.checkout, {
      cookie, body: { planId: 'quarterly', card: CARDS.approved, idempotencyKey: `again-${student.id}` },
    });
    expect(renewed.status).toBe(200);
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('active');
  });

  it('resume undoes the cancellation while the period lasts', async () => {
    const student = await subscribedStudent(t, 'quarterly');
    await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    const res = await t.call(billingEndpoints.resume, { cookie: student.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, nextChargeCents: 11970 });
    expect(res.body.nextChargeAt).toBe(res.body.currentPeriodEnd);
    const again = await t.call(billingEndpoints.resume, { cookie: student.cookie });
    expect(again.status).toBe(409);
  });
});

describe('change plan', () => {
  it('takes effect at the next renewal, which charges the new plan', async () => {
    const student = await subscribedStudent(t, 'monthly');
    t.clock.advance(1000);
    const res = await t.call(billingEndpoints.changePlan, { cookie: student.cookie, body: { planId: 'annual' } });
    expect(res.status).toBe(200);
    expect(res.body.plan.id).toBe('monthly');
    expect(res.body.pendingPlan).toMatchObject({ id: 'annual', name: 'Anual' });
    expect(res.body.nextChargeCents).toBe(35880);
    const notes = (await t.call(notificationEndpoints.list, { cookie: student.cookie })).body.items;
    expect(notes[0].title).toBe('Troca de plano agendada');

    const oldEnd = res.body.currentPeriodEnd;
    const cookie = await advanceAndSignIn(t, untilEnd(res.body) + MINUTE_MS, student);
    const sub = await getSub(cookie);
    expect(sub).toMatchObject({ status: 'active', plan: { id: 'annual' }, pendingPlan: null, hasAccess: true, nextChargeCents: 35880 });
    expect(new Date(sub.currentPeriodEnd).getUTCFullYear()).toBe(new Date(sub.currentPeriodStart).getUTCFullYear() + 1);
    expect(new Date(sub.currentPeriodStart).getTime()).toBeGreaterThanOrEqual(new Date(oldEnd).getTime());

    const payments = (await t.call(billingEndpoints.payments, { cookie })).body;
    expect(payments.map((p: { planName: string; amountCents: number; kind: string }) => [p.planName, p.amountCents, p.kind])).toEqual([
      ['Anual', 35880, 'renewal'],
      ['Mensal', 4990, 'checkout'],
    ]);
    const renewalNote = (await t.call(notificationEndpoints.list, { cookie })).body.items[0];
    expect(renewalNote.title).toBe('Assinatura renovada');
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', student.email).where('subject', '=', 'Sua assinatura foi renovada').execute();
    expect(mail).toHaveLength(1);
    // Reading again renews nothing more.
    await getSub(cookie);
    expect((await t.call(billingEndpoints.payments, { cookie })).body).toHaveLength(2);
  });

  it('choosing the current plan again undoes a scheduled change; bad plans are refused', async () => {
    const student = await subscribedStudent(t, 'quarterly');
    await t.call(billingEndpoints.changePlan, { cookie: student.cookie, body: { planId: 'monthly' } });
    const undo = await t.call(billingEndpoints.changePlan, { cookie: student.cookie, body: { planId: 'quarterly' } });
    expect(undo.status).toBe(200);
    expect(undo.body.pendingPlan).toBeNull();
    const unknown = await t.call(billingEndpoints.changePlan, { cookie: student.cookie, body: { planId: 'vitalicio' } });
    expect(unknown.status).toBe(404);
    const empty = await t.callRaw(billingEndpoints.changePlan, { cookie: student.cookie, body: {} });
    expect(empty.status).toBe(400);
    await t.call(billingEndpoints.cancel, { cookie: student.cookie });
    const whileCanceled = await t.call(billingEndpoints.changePlan, { cookie: student.cookie, body: { planId: 'annual' } });
    expect(whileCanceled.status).toBe(400);
    expect(whileCanceled.body.message).toBe('Reative a assinatura antes de mudar de plano.');
  });
});

describe('renewals', () => {
  it('the periodic run renews shortly before the period ends, without a gap', async () => {
    const student = await subscribedStudent(t, 'quarterly');
    const before = student.subscription;
    t.clock.advance(untilEnd(before) - 30 * MINUTE_MS);
    const settled = await settleDueSubscriptions(t.app.ctx);
    expect(settled).toBeGreaterThanOrEqual(1);
    const row = await t.db.selectFrom('subscriptions').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    expect(row.currentPeriodStart).toBe(before.currentPeriodEnd);
    expect(row.status).toBe('active');
    const payments = await t.db.selectFrom('payments').selectAll().where('userId', '=', student.id).orderBy('createdAt').execute();
    expect(payments.map((p) => [p.kind, p.status, p.amountCents, p.periodStart])).toEqual([
      ['checkout', 'pago', 11970, before.currentPeriodStart],
      ['renewal', 'pago', 11970, before.currentPeriodEnd],
    ]);
    // Running again does not charge twice.
    await settleDueSubscriptions(t.app.ctx);
    expect((await t.db.selectFrom('payments').select('id').where('userId', '=', student.id).execute())).toHaveLength(2);
  });

  it('a declined renewal ends access at the period end and tells the student', async () => {
    const student = await subscribedStudent(t, 'monthly');
    // 'Atualizar' the card to the sandbox card that is always declined.
    const update = await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: CARDS.declined });
    expect(update.status).toBe(200);
    expect(update.body).toMatchObject({ brand: 'Visa', last4: '0002' });
    const cookie = await advanceAndSignIn(t, untilEnd(student.subscription) + DAY_MS, student);
    expect((await t.call(billingEndpoints.access, { cookie })).body.access).toBe('expired');
    const sub = await getSub(cookie);
    expect(sub).toMatchObject({ status: 'expired', hasAccess: false });
    const payments = (await t.call(billingEndpoints.payments, { cookie })).body;
    expect(payments[0]).toMatchObject({ status: 'recusado', statusLabel: 'Recusado', kind: 'renewal', hasReceipt: false });
    const note = (await t.call(notificationEndpoints.list, { cookie })).body.items[0];
    expect(note.title).toBe('Falha na renovação da assinatura');
    expect(await getSubscriptionAccess(t.db, student.id, t.clock.now())).toBe('expired');
  });
});

describe("'Atualizar' payment method", () => {
  it('replaces the card on file with brand, last digits and expiry', async () => {
    const student = await subscribedStudent(t, 'monthly');
    const res = await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: CARDS.mastercard });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ brand: 'Mastercard', last4: '4444', expMonth: 6, expYear: CARDS.mastercard.expYear, holderName: 'ALUNO TESTE' });
    expect((await getSub(student.cookie)).paymentMethod?.last4).toBe('4444');
    const rows = await t.db.selectFrom('paymentMethods').select('id').where('userId', '=', student.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('with the sandbox, a browser token is refused: the card is typed in the form', async () => {
    const student = await subscribedStudent(t, 'monthly');
    const token = { token: 'ff8080814c11e237014c1ff593b57b4d', paymentMethodId: 'master', last4: '6351', holderName: 'APRO', expMonth: 11, expYear: 2030 };
    const res = await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: { cardToken: token } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/use o formulário do cartão/);
    expect((await getSub(student.cookie)).paymentMethod?.last4).toBe('4242');
  });

  it('refuses an invalid card and keeps the old one', async () => {
    const student = await subscribedStudent(t, 'monthly');
    const res = await t.call(billingEndpoints.updatePaymentMethod, { cookie: student.cookie, body: { ...CARDS.approved, number: '1234 5678 9012 3456' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Número do cartão inválido.');
    expect((await getSub(student.cookie)).paymentMethod?.last4).toBe('4242');
  });
});
