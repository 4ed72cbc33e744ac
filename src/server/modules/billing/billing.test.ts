import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contracts/auth';
import { billingEndpoints } from '#contracts/billing';
import { extractPdfText } from '#server/testing/pdf-text';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { formatDatePtBR } from '#server/lib/format';
import { checkout, confirmationLinkOf, signUpStudent } from './billing-test-helpers.ts';

// Plans, coupons, the demo student's subscription picture, payments and receipts.
let t: TestApp;
let demoCookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  demoCookie = await t.signInAs('aluno');
});
afterAll(async () => t.close());

describe('public plans', () => {
  it('lists the three plans from the database with the spec prices', async () => {
    const res = await t.call(billingEndpoints.plans);
    expect(res.status).toBe(200);
    const summary = res.body.map((p: Record<string, unknown>) => [p.id, p.name, p.monthlyPriceCents, p.billingPriceCents, p.periodMonths, p.popular, p.savingsPercent]);
    expect(summary).toEqual([
      ['monthly', 'Mensal', 4990, 4990, 1, false, 0],
      ['quarterly', 'Trimestral', 3990, 11970, 3, true, 20],
      ['annual', 'Anual', 2990, 35880, 12, false, 40],
    ]);
  });

  it('hides inactive plans', async () => {
    await t.db.updateTable('plans').set({ active: 0 }).where('id', '=', 'annual').execute();
    const res = await t.call(billingEndpoints.plans);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual(['monthly', 'quarterly']);
    await t.db.updateTable('plans').set({ active: 1 }).where('id', '=', 'annual').execute();
  });
});

describe('coupons', () => {
  it('accepts a lower-case code as upper case and prices a percent discount', async () => {
    const res = await t.call(billingEndpoints.checkCoupon, { body: { code: '  bemvindo10 ', planId: 'quarterly' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'BEMVINDO10', discountType: 'percent', discountValue: 10, label: '10% de desconto',
      listPriceCents: 11970, discountCents: 1197, totalCents: 10773,
    });
  });

  it('prices a fixed discount', async () => {
    const res = await t.call(billingEndpoints.checkCoupon, { body: { code: 'Desconto20', planId: 'monthly' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'DESCONTO20', label: 'R$ 20,00 de desconto', discountCents: 2000, totalCents: 2990 });
  });

  it('refuses an expired coupon with its date', async () => {
    const coupon = await t.db.selectFrom('coupons').select('validUntil').where('code', '=', 'BLACKFRIDAY').executeTakeFirstOrThrow();
    const res = await t.call(billingEndpoints.checkCoupon, { body: { code: 'blackfriday', planId: 'monthly' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`Este cupom expirou em ${formatDatePtBR(coupon.validUntil!)}.`);
  });

  it('refuses an exhausted coupon', async () => {
    const res = await t.call(billingEndpoints.checkCoupon, { body: { code: 'lancamento50', planId: 'monthly' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Este cupom atingiu o limite de usos.');
  });

  it('refuses an inactive coupon', async () => {
    const res = await t.call(billingEndpoints.checkCoupon, { body: { code: 'PARCEIRO15', planId: 'annual' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Este cupom não está ativo.');
  });

  it('refuses an unknown code, an empty code and an unknown plan', async () => {
    const unknown = await t.call(billingEndpoints.checkCoupon, { body: { code: 'naoexiste', planId: 'monthly' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Cupom NAOEXISTE não encontrado.');
    const empty = await t.call(billingEndpoints.checkCoupon, { body: { code: '   ', planId: 'monthly' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Informe o código do cupom/);
    const plan = await t.call(billingEndpoints.checkCoupon, { body: { code: 'BEMVINDO10', planId: 'vitalicio' } });
    expect(plan.status).toBe(404);
    expect(plan.body.message).toBe('Plano não encontrado.');
  });

  it('refuses a coupon the signed-in student already used', async () => {
    const student = await signUpStudent(t);
    const paid = await checkout(t, student.cookie, { planId: 'monthly', couponCode: 'desconto20' });
    expect(paid.status).toBe(200);
    const again = await t.call(billingEndpoints.checkCoupon, { cookie: student.cookie, body: { code: 'DESCONTO20', planId: 'monthly' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Você já utilizou este cupom.');
  });

  it('a checkout with a misused coupon is refused and records nothing', async () => {
    const student = await signUpStudent(t);
    for (const code of ['blackfriday', 'lancamento50', 'parceiro15']) {
      const res = await checkout(t, student.cookie, { planId: 'monthly', couponCode: code });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/expirou|limite de usos|não está ativo/);
    }
    const payments = await t.db.selectFrom('payments').select('id').where('userId', '=', student.id).execute();
    expect(payments).toHaveLength(0);
    expect((await t.call(billingEndpoints.access, { cookie: student.cookie })).body.access).toBe('none');
    const exhausted = await t.db.selectFrom('coupons').select('usedCount').where('code', '=', 'LANCAMENTO50').executeTakeFirstOrThrow();
    expect(exhausted.usedCount).toBe(100);
  });
});

describe("the demo student's subscription (spec picture)", () => {
  it("is 'Plano Trimestral', active, 18 months old, saving exactly R$ 240,00", async () => {
    const res = await t.call(billingEndpoints.subscription, { cookie: demoCookie });
    expect(res.status).toBe(200);
    const sub = res.body.subscription!;
    expect(sub.plan).toMatchObject({ id: 'quarterly', name: 'Trimestral', periodMonths: 3, billingPriceCents: 11970 });
    expect(sub.status).toBe('active');
    expect(sub.statusLabel).toBe('Ativo');
    expect(sub.hasAccess).toBe(true);
    expect(sub.memberMonths).toBe(18);
    expect(sub.totalSavingsCents).toBe(24000);
    expect(sub.nextChargeAt).toBe(sub.currentPeriodEnd);
    expect(sub.nextChargeCents).toBe(11970);
    expect(sub.pendingPlan).toBeNull();
    expect(sub.paymentMethod).toEqual({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, holderName: 'LUCAS ALMEIDA' });
    expect(new Date(sub.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
  });

  it('has a payment history of Mensal and Trimestral payments, all paid, newest first', async () => {
    const res = await t.call(billingEndpoints.payments, { cookie: demoCookie });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(9);
    expect(res.body.map((p: { planName: string }) => p.planName)).toEqual([
      'Trimestral', 'Trimestral', 'Trimestral', 'Trimestral', 'Trimestral', 'Trimestral', 'Mensal', 'Mensal', 'Mensal',
    ]);
    expect(new Set(res.body.map((p: { statusLabel: string }) => p.statusLabel))).toEqual(new Set(['Pago']));
    expect(res.body.map((p: { amountCents: number }) => p.amountCents)).toEqual([11970, 11970, 11970, 5970, 11970, 11970, 4990, 4990, 4990]);
    expect(res.body[3].couponCode).toBe('BLACKFRIDAY');
    const dates = res.body.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.body.every((p: { hasReceipt: boolean }) => p.hasReceipt)).toBe(true);
  });

  it('access is active', async () => {
    const res = await t.call(billingEndpoints.access, { cookie: demoCookie });
    expect(res.body).toEqual({ access: 'active' });
  });
});

describe('receipts (Nota Fiscal)', () => {
  it('the owner downloads a PDF', async () => {
    const payments = (await t.call(billingEndpoints.payments, { cookie: demoCookie })).body;
    const res = await t.call(billingEndpoints.receipt, { params: { id: payments[0].id }, cookie: demoCookie });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    expect(res.raw.headers['content-disposition']).toBe(`attachment; filename="nota-fiscal-${payments[0].receiptNumber}.pdf"`);
    expect(res.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.raw.rawPayload.length).toBeGreaterThan(1000);
  });

  it.each(['Łukasz Żółć', 'Ana 😀 Souza', 'Zoë 👩‍💻 Ναταλία Ñuñez'])('prints a name outside WinAnsi exactly, never a 500: %s', async (name) => {
    const student = await signUpStudent(t, name);
    const paid = await checkout(t, student.cookie, { planId: 'monthly' });
    expect(paid.status).toBe(200);
    const res = await t.call(billingEndpoints.receipt, { params: { id: paid.body.payment.id }, cookie: student.cookie });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/pdf');
    const { text, fonts } = await extractPdfText(res.raw.rawPayload);
    expect(text).toContain(name);
    expect(text).toContain('Total pago');
    expect(fonts).toEqual(expect.arrayContaining(['DejaVuSans', 'DejaVuSans-Bold']));
    if (name.includes('👩')) expect(fonts).toContain('NotoEmoji-Regular');
    // Subset fonts keep the receipt small.
    expect(res.raw.rawPayload.length).toBeLessThan(150_000);
  });

  it("another student gets 404 for the demo student's receipt and sees none of the demo's data", async () => {
    const other = await signUpStudent(t);
    const payments = (await t.call(billingEndpoints.payments, { cookie: demoCookie })).body;
    const res = await t.call(billingEndpoints.receipt, { params: { id: payments[0].id }, cookie: other.cookie });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pagamento não encontrado.');
    expect((await t.call(billingEndpoints.payments, { cookie: other.cookie })).body).toEqual([]);
    expect((await t.call(billingEndpoints.subscription, { cookie: other.cookie })).body).toEqual({ subscription: null });
    expect((await t.call(billingEndpoints.access, { cookie: other.cookie })).body).toEqual({ access: 'none' });
    // The "my subscription" actions only ever touch the caller's own subscription.
    const cancel = await t.call(billingEndpoints.cancel, { cookie: other.cookie });
    expect(cancel.status).toBe(404);
    expect(cancel.body.message).toBe('Você ainda não possui uma assinatura.');
    const demo = (await t.call(billingEndpoints.subscription, { cookie: demoCookie })).body.subscription!;
    expect(demo.status).toBe('active');
  });

  it('teachers and admins cannot read student billing', async () => {
    for (const role of ['professor', 'admin'] as const) {
      const cookie = await t.signInAs(role);
      expect((await t.call(billingEndpoints.payments, { cookie })).status).toBe(403);
      expect((await t.call(billingEndpoints.receipt, { params: { id: 'pay-aluno-demo-01' }, cookie })).status).toBe(403);
    }
  });

  it('an unknown payment id is 404', async () => {
    const res = await t.call(billingEndpoints.receipt, { params: { id: 'nao-existe' }, cookie: demoCookie });
    expect(res.status).toBe(404);
  });
});

describe('sign-up during checkout', () => {
  const SENT = 'Enviamos um e-mail para confirmar seu cadastro. Abra o link recebido (válido por 24 horas) para continuar a assinatura.';

  it('creates an unconfirmed student without a session; the link confirms it, opens the session and goes back to the checkout', async () => {
    const res = await t.call(billingEndpoints.signUp, {
      body: { name: 'Marina Souza', email: 'Marina.Souza@Teste.com.br', password: 'Segura@123', planId: 'quarterly', couponCode: 'bemvindo10' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, email: 'marina.souza@teste.com.br', message: SENT });
    expect(res.cookie).toBeUndefined();
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'marina.souza@teste.com.br').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ role: 'aluno', emailVerifiedAt: null });
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', 'marina.souza@teste.com.br').execute();
    expect(mail.map((m) => m.subject)).toEqual(['Confirme seu e-mail na EduIA']);
    expect(mail[0]!.body).toContain('Bem-vindo(a) à EduIA!');

    // The link keeps the plan and the coupon, as a path of this site.
    const link = await confirmationLinkOf(t, 'marina.souza@teste.com.br');
    expect(link!.next).toBe('/assinatura/checkout/quarterly?cupom=BEMVINDO10');
    const confirmed = await t.call(authEndpoints.confirmEmail, { body: { token: link!.token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, signedIn: true });
    const me = await t.call(authEndpoints.me, { cookie: confirmed.cookie });
    expect(me.body.email).toBe('marina.souza@teste.com.br');
    // Single use: no second session from the same link.
    const again = await t.call(authEndpoints.confirmEmail, { body: { token: link!.token } });
    expect(again.status).toBe(400);
    expect(again.cookie).toBeUndefined();
    // The account signs in with its password afterwards.
    await t.signIn('marina.souza@teste.com.br', 'Segura@123');
  });

  it('answers a taken e-mail exactly like a free one: no account, no session, the owner is told', async () => {
    const free = await t.call(billingEndpoints.signUp, { body: { name: 'Pessoa Livre', email: 'livre@teste.com.br', password: 'Segura@123', planId: 'monthly' } });
    const taken = await t.call(billingEndpoints.signUp, { body: { name: 'Outro Lucas', email: 'ALUNO@eduia.com.br', password: 'Segura@123', planId: 'monthly' } });
    expect(taken.status).toBe(free.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(free.body).sort());
    expect(taken.body).toEqual({ ...free.body, email: 'aluno@eduia.com.br' });
    expect(taken.cookie).toBeUndefined();
    expect(taken.raw.headers['set-cookie']).toBeUndefined();
    const users = await t.db.selectFrom('users').select(['name']).where('email', '=', 'aluno@eduia.com.br').execute();
    expect(users).toEqual([{ name: 'Lucas Almeida' }]);
    // The real owner gets the notice, and no link to anyone else's account.
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('toAddress', '=', 'aluno@eduia.com.br').execute();
    expect(mail.map((m) => m.subject)).toContain('Tentativa de usar o seu e-mail na EduIA');
    expect(mail.some((m) => m.body.includes('/conta/confirmar-email'))).toBe(false);
  });

  it('the link of a staff account or of an account with 2FA confirms the address but opens no session', async () => {
    const teacher = await t.insertUser({ role: 'professor' });
    const student2fa = await t.insertUser();
    await t.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', 'in', [teacher.id, student2fa.id]).execute();
    // Signing in sends each of them a link (the address is unconfirmed); then the student turns 2FA on.
    await t.signIn(teacher.email, teacher.password);
    await t.signIn(student2fa.email, student2fa.password);
    await t.db.updateTable('users').set({ totpEnabled: 1 }).where('id', '=', student2fa.id).execute();
    for (const user of [teacher, student2fa]) {
      const link = await confirmationLinkOf(t, user.email);
      const res = await t.call(authEndpoints.confirmEmail, { body: { token: link!.token } });
      expect(res.body, user.email).toEqual({ ok: true, signedIn: false });
      expect(res.cookie).toBeUndefined();
    }
  });

  it('refuses a plan id that is not a plain id (the link only ever holds a path of this site)', async () => {
    const res = await t.call(billingEndpoints.signUp, { body: { name: 'Fulano de Tal', email: 'fulano@teste.com.br', password: 'Segura@123', planId: '//evil.example' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Plano inválido\./);
  });

  it('enforces the password minimum length from the settings', async () => {    const res = await t.call(billingEndpoints.signUp, { body: { name: 'Curta Senha', email: 'curta@teste.com.br', password: 'abc1234' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A senha deve ter pelo menos 8 caracteres.');
    const { security } = await t.app.ctx.settings.get();
    await t.app.ctx.settings.update('security', { ...security, passwordMinLength: 12 });
    const longer = await t.call(billingEndpoints.signUp, { body: { name: 'Curta Senha', email: 'curta@teste.com.br', password: 'Segura@123' } });
    expect(longer.status).toBe(400);
    expect(longer.body.message).toBe('A senha deve ter pelo menos 12 caracteres.');
    await t.app.ctx.settings.update('security', security);
  });

  it('applies the same composition rules as the password change (one policy)', async () => {
    const cases: Array<[string, string]> = [
      ['abcdefgh', 'A senha deve conter pelo menos uma letra maiúscula.'],
      ['ABCDEFGH1', 'A senha deve conter pelo menos uma letra minúscula.'],
      ['Abcdefgh', 'A senha deve conter pelo menos um número.'],
      ['Abcd 1234', 'A senha não pode conter espaços.'],
    ];
    for (const [password, message] of cases) {
      const res = await t.call(billingEndpoints.signUp, { body: { name: 'Senha Fraca', email: 'fraca@teste.com.br', password } });
      expect(res.status, password).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const stored = await t.db.selectFrom('users').select('id').where('email', '=', 'fraca@teste.com.br').execute();
    expect(stored).toEqual([]);
  });

  it('refuses a bad e-mail and a missing name', async () => {
    const bad = await t.call(billingEndpoints.signUp, { body: { name: 'Fulano de Tal', email: 'nao-e-email', password: 'Segura@123' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Informe um e-mail válido/);
    const noName = await t.callRaw(billingEndpoints.signUp, { body: { email: 'x@teste.com.br', password: 'Segura@123' } });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/Campo obrigatório|name/);
  });
});

describe('support contact form', () => {
  it("reaches the admin outbox at the settings' support address", async () => {
    const res = await t.call(billingEndpoints.contactSupport, {
      cookie: demoCookie,
      body: { subject: 'Assinatura expirada', message: 'Minha assinatura expirou e preciso de ajuda para renovar.', context: 'assinatura-expirada' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Mensagem enviada! Nossa equipe de suporte responderá no seu e-mail.');
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('subject', '=', '[Suporte] Assinatura expirada').executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe('suporte@eduia.com.br');
    expect(mail.status).toBe('caixa-de-saida');
    expect(mail.body).toContain('Lucas Almeida <aluno@eduia.com.br>');
    expect(mail.body).toContain('Minha assinatura expirou e preciso de ajuda para renovar.');
    const stored = await t.db.selectFrom('supportMessages').selectAll().where('userId', '=', 'user-aluno-demo').execute();
    expect(stored).toHaveLength(1);
  });

  it('follows a changed support address', async () => {
    const { platform } = await t.app.ctx.settings.get();
    await t.app.ctx.settings.update('platform', { ...platform, supportEmail: 'ajuda@eduia.com.br' });
    const cookie = await t.signInAs('professor');
    const res = await t.call(billingEndpoints.contactSupport, { cookie, body: { subject: 'Dúvida', message: 'Como publico um curso novo?' } });
    expect(res.status).toBe(201);
    const mail = await t.db.selectFrom('emailOutbox').selectAll().where('subject', '=', '[Suporte] Dúvida').executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe('ajuda@eduia.com.br');
    await t.app.ctx.settings.update('platform', platform);
  });

  it('refuses a short message with a Portuguese message', async () => {
    const res = await t.call(billingEndpoints.contactSupport, { cookie: demoCookie, body: { subject: 'Oi', message: 'curta' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/mínimo de 3 caracteres|mínimo de 10 caracteres/);
  });
});
