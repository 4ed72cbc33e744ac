import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { planAdminEndpoints as e, type AdminPlan, type PlanInput } from '#contracts/plan-admin';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { checkout, signUpStudent, subscribedStudent } from './billing-test-helpers.ts';
import { settleDueSubscriptions } from './billing.service.ts';

// Issue 13 item 4: plans and coupons administered; price changes at the next renewal;
// deactivation; coupon rules; the version check (409) against lost updates.
let t: TestApp;
let admin: string;
let secondAdmin: string;
let aluno: string;
let deactivated = { planId: '', studentId: '' };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.signInAs('admin');
  const other = await t.insertUser({ role: 'admin' });
  secondAdmin = await t.signIn(other.email, other.password);
  aluno = await t.signInAs('aluno');
});
afterAll(async () => t.close());

const planInput = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  name: 'Semestral', description: 'Seis meses de acesso', priceCents: 21000, originalPriceCents: 29940, periodMonths: 6, features: ['Todos os cursos', 'Certificados'], interestFreeInstalments: 3, active: true, ...overrides,
});
const toInput = (plan: AdminPlan, overrides: Partial<PlanInput> = {}) => ({
  name: plan.name, description: plan.description, priceCents: plan.priceCents, originalPriceCents: plan.originalPriceCents, periodMonths: plan.periodMonths,
  features: plan.features, interestFreeInstalments: plan.interestFreeInstalments, active: plan.active, version: plan.version, ...overrides,
});
const auditCount = async (action: string) => Number((await t.db.selectFrom('auditLog').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', action).executeTakeFirstOrThrow()).n);

describe('plans', () => {
  it('lists every plan with subscribers computed from current subscriptions', async () => {
    const before = (await t.call(e.listPlans, { cookie: admin })).body.find((p) => p.id === 'quarterly')!;
    await subscribedStudent(t, 'quarterly');
    const res = await t.call(e.listPlans, { cookie: admin });
    expect(res.status).toBe(200);
    const quarterly = res.body.find((p) => p.id === 'quarterly')!;
    expect(quarterly).toMatchObject({ name: 'Trimestral', priceCents: 11970, monthlyPriceCents: 3990, originalPriceCents: 14970, periodMonths: 3, active: true });
    expect(quarterly.subscribers).toBe(before.subscribers + 1);
  });

  it('creates a plan (201, audited) that the public page and checkout offer', async () => {
    const audits = await auditCount('plan.create');
    const res = await t.call(e.createPlan, { cookie: admin, body: planInput() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Semestral', priceCents: 21000, monthlyPriceCents: 3500, subscribers: 0, version: 1 });
    expect(await auditCount('plan.create')).toBe(audits + 1);
    const publicPlans = await t.call(billingEndpoints.plans);
    expect(publicPlans.body.map((p) => p.id)).toContain(res.body.id);
  });

  it('refuses bad input with Portuguese messages and writes nothing', async () => {
    const count = (await t.call(e.listPlans, { cookie: admin })).body.length;
    const bad = await t.callRaw(e.createPlan, { cookie: admin, body: { ...planInput(), priceCents: 10.5, periodMonths: 5, features: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/centavos inteiros|período de cobrança|benefício/);
    const original = await t.call(e.createPlan, { cookie: admin, body: planInput({ originalPriceCents: 100 }) });
    expect(original.status).toBe(400);
    expect(original.body.message).toContain('O preço original deve ser maior que o preço');
    expect((await t.call(e.listPlans, { cookie: admin })).body.length).toBe(count);
  });

  it('a deactivated plan leaves the public page and checkout; its subscribers keep it and renew on it', async () => {
    const plan = (await t.call(e.createPlan, { cookie: admin, body: planInput({ name: 'Bimestral Teste', periodMonths: 1, priceCents: 5000, originalPriceCents: null }) })).body;
    const student = await subscribedStudent(t, plan.id);
    const off = await t.call(e.updatePlan, { cookie: admin, params: { id: plan.id }, body: toInput(plan, { active: false }) });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false, subscribers: 1, version: 2 });
    expect((await t.call(billingEndpoints.plans)).body.map((p) => p.id)).not.toContain(plan.id);
    const newcomer = await signUpStudent(t);
    const refused = await checkout(t, newcomer.cookie, { planId: plan.id });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Plano não encontrado.');
    const sub = (await t.call(billingEndpoints.subscription, { cookie: student.cookie })).body.subscription!;
    expect(sub.plan.id).toBe(plan.id);
    deactivated = { planId: plan.id, studentId: student.id };
  });

  it('a price change applies from the next renewal: subscribers are notified and the renewal charges the new price', async () => {
    const plan = (await t.call(e.createPlan, { cookie: admin, body: planInput({ name: 'Mensal Plus', periodMonths: 1, priceCents: 6000, originalPriceCents: null }) })).body;
    const student = await subscribedStudent(t, plan.id);
    expect(student.payment.amountCents).toBe(6000);
    const res = await t.call(e.updatePlan, { cookie: admin, params: { id: plan.id }, body: toInput(plan, { priceCents: 6990 }) });
    expect(res.status).toBe(200);
    const note = await t.db.selectFrom('notifications').select(['title', 'description', 'link']).where('userId', '=', student.id).where('type', '=', 'billing').where('title', 'like', 'Novo preço%').executeTakeFirstOrThrow();
    expect(note.description).toContain('passa de R$ 60,00 para R$ 69,90 a partir da sua próxima renovação');
    expect(note.link).toBe('/aluno/assinatura');

    // The period ends: the renewal charges the new price.
    const end = new Date(student.subscription.currentPeriodEnd).getTime();
    t.clock.advance(end - t.clock.now().getTime() + 60_000);
    await settleDueSubscriptions(t.app.ctx, student.id);
    // The subscriber of the deactivated plan (previous test, same period) renewed on it.
    await settleDueSubscriptions(t.app.ctx, deactivated.studentId);
    const kept = await t.db.selectFrom('payments').select(['planId', 'status']).where('userId', '=', deactivated.studentId).where('kind', '=', 'renewal').executeTakeFirstOrThrow();
    expect(kept).toEqual({ planId: deactivated.planId, status: 'pago' });
    const renewal = await t.db.selectFrom('payments').select(['amountCents', 'status']).where('userId', '=', student.id).where('kind', '=', 'renewal').executeTakeFirstOrThrow();
    expect(renewal).toEqual({ amountCents: 6990, status: 'pago' });
    admin = await t.signInAs('admin');
    // The clock moved past the 2FA grace period of the second admin created in beforeAll: a fresh one.
    const other = await t.insertUser({ role: 'admin' });
    secondAdmin = await t.signIn(other.email, other.password);
    aluno = await t.signInAs('aluno');
  });

  it('two admins editing the same plan: the second, based on the old version, gets a 409 and changes nothing', async () => {
    const plan = (await t.call(e.createPlan, { cookie: admin, body: planInput({ name: 'Concorrido' }) })).body;
    const [first, second] = await Promise.all([
      t.call(e.updatePlan, { cookie: admin, params: { id: plan.id }, body: toInput(plan, { name: 'Versão A' }) }),
      t.call(e.updatePlan, { cookie: secondAdmin, params: { id: plan.id }, body: toInput(plan, { name: 'Versão B' }) }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toBe('Este plano foi alterado por outro administrador depois que você abriu a página. Recarregue e tente de novo.');
    const stored = (await t.call(e.listPlans, { cookie: admin })).body.find((p) => p.id === plan.id)!;
    expect(stored.version).toBe(2);
    expect(stored.name).toBe(first.status === 200 ? 'Versão A' : 'Versão B');
  });

  it('interest-free instalments per plan (issue 14 item 3): 1 to 12, audited, version-checked, and checkout follows them', async () => {
    const plan = (await t.call(e.createPlan, { cookie: admin, body: planInput({ name: 'Parcelado', periodMonths: 12, priceCents: 46800, originalPriceCents: null }) })).body;
    expect(plan.interestFreeInstalments).toBe(3);
    const options = async () => (await t.call(billingEndpoints.instalments, { query: { planId: plan.id } })).body;
    expect((await options()).filter((o) => o.interestFree).map((o) => o.count)).toEqual([1, 2, 3]);
    expect((await t.call(billingEndpoints.plans)).body.find((p) => p.id === plan.id)!.interestFreeInstalments).toBe(3);

    for (const [value, message] of [[0, 'As parcelas sem juros devem ser de 1 a 12.'], [13, 'As parcelas sem juros devem ser de 1 a 12.'], [2.5, 'Informe o número de parcelas sem juros como número inteiro.']] as const) {
      const bad = await t.callRaw(e.updatePlan, { cookie: admin, params: { id: plan.id }, body: toInput(plan, { interestFreeInstalments: value }) });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain(message);
    }
    const missing = await t.callRaw(e.createPlan, { cookie: admin, body: { ...planInput(), interestFreeInstalments: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Informe o número de parcelas sem juros.');

    const audits = await auditCount('plan.update');
    const res = await t.call(e.updatePlan, { cookie: admin, params: { id: plan.id }, body: toInput(plan, { interestFreeInstalments: 10 }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ interestFreeInstalments: 10, version: 2 });
    expect(await auditCount('plan.update')).toBe(audits + 1);
    const audit = await t.db.selectFrom('auditLog').select('details').where('action', '=', 'plan.update').where('targetId', '=', plan.id).executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.details))).toMatchObject({ before: { interestFreeInstalments: 3 }, after: { interestFreeInstalments: 10 } });
    const after = await options();
    expect(after.filter((o) => o.interestFree).map((o) => o.count)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(after.find((o) => o.count === 10)).toMatchObject({ totalCents: 46800, interestCents: 0, label: '10x de R$ 46,80 sem juros' });
    expect(after.find((o) => o.count === 11)!.interestCents).toBeGreaterThan(0);

    // A card purchase in 10x is charged without interest.
    const buyer = await signUpStudent(t);
    const paid = await checkout(t, buyer.cookie, { planId: plan.id, instalments: 10 });
    expect(paid.status).toBe(200);
    const payment = await t.db.selectFrom('payments').select(['amountCents', 'instalments']).where('userId', '=', buyer.id).executeTakeFirstOrThrow();
    expect(payment).toEqual({ amountCents: 46800, instalments: 10 });

    // Based on the old version: 409, nothing changes.
    const stale = await t.call(e.updatePlan, { cookie: secondAdmin, params: { id: plan.id }, body: toInput(plan, { interestFreeInstalments: 1 }) });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect((await t.call(e.listPlans, { cookie: admin })).body.find((p) => p.id === plan.id)!.interestFreeInstalments).toBe(10);
  });

  it('unknown plan 404; admins only', async () => {
    expect((await t.call(e.updatePlan, { cookie: admin, params: { id: 'nao-existe' }, body: { ...planInput(), version: 1 } })).status).toBe(404);
    expect((await t.call(e.listPlans, { cookie: aluno })).status).toBe(403);
    expect((await t.call(e.createPlan, { body: planInput() })).status).toBe(401);
  });
});

describe('coupons', () => {
  const couponInput = { code: 'natal25', discountType: 'percent' as const, discountValue: 25, maxUses: 50, validUntil: '2099-12-25', active: true };

  it('creates a coupon with the code in upper case (201, audited); usage starts at 0/max', async () => {
    const res = await t.call(e.createCoupon, { cookie: admin, body: couponInput });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'NATAL25', discountType: 'percent', discountValue: 25, maxUses: 50, usedCount: 0, validUntilDate: '2099-12-25', active: true, version: 1 });
    expect(await auditCount('coupon.create')).toBeGreaterThanOrEqual(1);
    const list = await t.call(e.listCoupons, { cookie: admin });
    expect(list.body.map((c) => c.code)).toEqual(expect.arrayContaining(['NATAL25', 'BEMVINDO10']));
  });

  it('refuses a duplicate code, a percentage over 100 and a fixed discount over the price', async () => {
    const duplicate = await t.call(e.createCoupon, { cookie: admin, body: { ...couponInput, code: 'Natal25' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('Já existe um cupom com o código NATAL25.');
    const percent = await t.call(e.createCoupon, { cookie: admin, body: { ...couponInput, code: 'MUITO', discountValue: 101 } });
    expect(percent.status).toBe(400);
    expect(percent.body.message).toContain('Um desconto percentual não pode passar de 100%.');
    const fixed = await t.call(e.createCoupon, { cookie: admin, body: { ...couponInput, code: 'GRATIS', discountType: 'fixed', discountValue: 5000 } });
    expect(fixed.status).toBe(400);
    expect(fixed.body.message).toBe('O desconto fixo de R$ 50,00 é maior que o preço do plano Mensal (R$ 49,90).');
    const bad = await t.callRaw(e.createCoupon, { cookie: admin, body: { ...couponInput, code: 'A B', validUntil: 'amanhã' } });
    expect(bad.status).toBe(400);
    expect((await t.call(e.listCoupons, { cookie: admin })).body.map((c) => c.code)).not.toEqual(expect.arrayContaining(['MUITO', 'GRATIS']));
  });

  it('an impossible or past validity day is 400 with a Portuguese message (it was a 500 or a silent 2 March); an unchanged past day may stay on edit', async () => {
    const count = (await t.call(e.listCoupons, { cookie: admin })).body.length;
    for (const [validUntil, message] of [['2026-13-45', 'Informe a validade como uma data.'], ['2027-02-30', 'Informe a validade como uma data.'], ['0000-00-00', 'Informe a validade como uma data.'], ['2000-01-01', 'A validade não pode ser uma data passada.']] as const) {
      const res = await t.call(e.createCoupon, { cookie: admin, body: { ...couponInput, code: `DATA${validUntil.slice(0, 4)}${validUntil.slice(5, 7)}`, validUntil } });
      expect(res.status, validUntil).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await t.call(e.listCoupons, { cookie: admin })).body.length).toBe(count);
    const coupon = (await t.call(e.createCoupon, { cookie: admin, body: { ...couponInput, code: 'PASSADO' } })).body;
    const toPast = await t.call(e.updateCoupon, { cookie: admin, params: { id: coupon.id }, body: { ...couponInput, code: 'PASSADO', validUntil: '2001-05-05', version: coupon.version } });
    expect(toPast.status).toBe(400);
    expect(toPast.body.message).toBe('A validade não pode ser uma data passada.');
    await t.db.updateTable('coupons').set({ validUntil: '2001-05-06T02:59:59.999Z' }).where('id', '=', coupon.id).execute();
    const keep = await t.call(e.updateCoupon, { cookie: admin, params: { id: coupon.id }, body: { ...couponInput, code: 'PASSADO', validUntil: '2001-05-05', active: false, version: coupon.version } });
    expect(keep.status).toBe(200);
    expect(keep.body).toMatchObject({ active: false, validUntilDate: '2001-05-05' });
  });

  it('a created coupon prices a checkout; deactivated, it is refused', async () => {
    const coupon = (await t.call(e.createCoupon, { cookie: admin, body: { ...couponInput, code: 'ADMIN10', discountValue: 10 } })).body;
    const student = await signUpStudent(t);
    const quote = await t.call(billingEndpoints.checkCoupon, { cookie: student.cookie, body: { code: 'admin10', planId: 'monthly' } });
    expect(quote.body).toMatchObject({ discountCents: 499, totalCents: 4491 });
    const off = await t.call(e.updateCoupon, { cookie: admin, params: { id: coupon.id }, body: { ...couponInput, code: 'ADMIN10', discountValue: 10, active: false, version: coupon.version } });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    const refused = await t.call(billingEndpoints.checkCoupon, { cookie: student.cookie, body: { code: 'ADMIN10', planId: 'monthly' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Este cupom não está ativo.');
  });

  it('a stale edit is a 409; the max uses cannot go under the uses already made', async () => {
    const coupon = (await t.call(e.createCoupon, { cookie: admin, body: { ...couponInput, code: 'DUASABAS' } })).body;
    const body = { ...couponInput, code: 'DUASABAS', version: coupon.version };
    expect((await t.call(e.updateCoupon, { cookie: admin, params: { id: coupon.id }, body: { ...body, discountValue: 30 } })).status).toBe(200);
    const stale = await t.call(e.updateCoupon, { cookie: secondAdmin, params: { id: coupon.id }, body: { ...body, discountValue: 40 } });
    expect(stale.status).toBe(409);
    expect((await t.call(e.listCoupons, { cookie: admin })).body.find((c) => c.id === coupon.id)!.discountValue).toBe(30);
    const exhausted = (await t.call(e.listCoupons, { cookie: admin })).body.find((c) => c.code === 'LANCAMENTO50')!;
    const under = await t.call(e.updateCoupon, { cookie: admin, params: { id: exhausted.id }, body: { code: 'LANCAMENTO50', discountType: 'percent', discountValue: 50, maxUses: 10, validUntil: exhausted.validUntilDate, active: true, version: exhausted.version } });
    expect(under.status).toBe(400);
    expect(under.body.message).toBe('O limite de usos não pode ser menor que os 100 usos já feitos.');
  });

  it('admins only', async () => {
    expect((await t.call(e.listCoupons, { cookie: aluno })).status).toBe(403);
    expect((await t.call(e.createCoupon, { body: couponInput })).status).toBe(401);
  });
});
