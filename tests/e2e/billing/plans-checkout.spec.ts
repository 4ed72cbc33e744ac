import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { confirmationLinkMailedTo, fillCard, freshEmail, PASSWORD, signUpViaApi } from './billing-helpers.ts';

test.describe('public plans and checkout', () => {
  test('the plans page shows the three plans from the database', async ({ page }) => {
    await page.goto('/assinatura');
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha seu Plano' })).toBeVisible();
    const monthly = page.getByTestId('plan-monthly');
    const quarterly = page.getByTestId('plan-quarterly');
    const annual = page.getByTestId('plan-annual');
    await expect(monthly.getByTestId('plan-price')).toHaveText('R$ 49,90');
    await expect(quarterly.getByTestId('plan-price')).toHaveText('R$ 39,90');
    await expect(quarterly.getByTestId('plan-billing')).toHaveText('R$ 119,70 a cada 3 meses');
    await expect(quarterly.getByText('20% de economia')).toBeVisible();
    await expect(quarterly.getByText('Mais Popular')).toBeVisible();
    await expect(annual.getByTestId('plan-price')).toHaveText('R$ 29,90');
    await expect(annual.getByTestId('plan-billing')).toHaveText('R$ 358,80 por ano');
    for (const card of [monthly, quarterly, annual]) {
      await expect(card.getByText('Garantia de 7 dias')).toBeVisible();
      await expect(card.getByText('Cancele quando quiser')).toBeVisible();
    }
    await expect(page.getByText('Mais Popular')).toHaveCount(1);
    // Each plan's benefits are the stored list, and nothing the product does not do.
    const plans: Array<{ id: string; features: string[] }> = await (await page.request.get('/api/billing/plans')).json();
    for (const plan of plans) {
      await expect(page.getByTestId(`plan-${plan.id}`).getByTestId('plan-features').getByRole('listitem')).toHaveText(plan.features);
    }
    await expect(page.getByText(/Mentorias|Suporte prioritário/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The checkout summary shows the same list.
    const annualPlan = plans.find((p) => p.id === 'annual')!;
    await page.goto('/assinatura/checkout/annual');
    await expect(page.getByTestId('plan-features').getByRole('listitem')).toHaveText(annualPlan.features);
  });

  test('a visitor pays with a coupon, becomes a student and has premium courses unlocked', async ({ page }) => {
    const email = freshEmail('checkout');
    await page.goto('/assinatura');
    await page.getByRole('link', { name: 'Assinar Trimestral' }).click();
    await expect(page).toHaveURL('/assinatura/checkout/quarterly');
    await expect(page.getByRole('heading', { level: 1, name: 'Assinar Plano Trimestral' })).toBeVisible();
    await expect(page.getByTestId('sandbox-notice')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Coupon: typed in lower case, forced to upper case, priced by the server.
    await page.getByLabel('Cupom de desconto').fill('bemvindo10');
    await expect(page.getByLabel('Cupom de desconto')).toHaveValue('BEMVINDO10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByTestId('applied-coupon')).toContainText('Cupom BEMVINDO10 aplicado: 10% de desconto');

    // Account: the visitor creates a student account right here; the e-mailed link confirms it.
    await page.getByLabel('Nome completo').fill('Visitante Checkout');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
    await expect(page.getByTestId('sign-up-sent')).toContainText('Enviamos um e-mail para confirmar seu cadastro.');
    await expect(page.getByTestId('sign-up-sent')).toContainText(email);
    expect(await (await page.request.get('/api/auth/me')).status()).toBe(401);
    await expectNoAxeViolations(page);

    // The link opens the session and comes back to this plan's checkout with the coupon.
    await page.goto(confirmationLinkMailedTo(email));
    await expect(page).toHaveURL('/assinatura/checkout/quarterly?cupom=BEMVINDO10');
    await expect(page.getByTestId('checkout-account')).toContainText('Visitante Checkout');
    await expect(page.getByTestId('applied-coupon')).toContainText('Cupom BEMVINDO10 aplicado: 10% de desconto');
    await expect(page.getByTestId('order-discount')).toHaveText('- R$ 11,97');
    await expect(page.getByTestId('order-total')).toHaveText('R$ 107,73');

    // Sandbox card, clearly marked as a demonstration.
    await expect(page.getByTestId('sandbox-notice')).toContainText('Pagamento de demonstração');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pagar R$ 107,73' }).click();
    const success = page.getByTestId('checkout-success');
    await expect(success.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await expect(success).toContainText('R$ 107,73');
    await expectNoAxeViolations(page);

    // The receipt downloads as a PDF.
    const downloadPromise = page.waitForEvent('download');
    await success.getByRole('button', { name: 'Baixar nota fiscal' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^nota-fiscal-NF-\d{6}-[0-9A-F]{8}\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Stored: the student's access, payment and notification.
    expect(await (await page.request.get('/api/billing/access')).json()).toEqual({ access: 'active' });
    const payments = await (await page.request.get('/api/billing/payments')).json();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ planName: 'Trimestral', amountCents: 10773, statusLabel: 'Pago', couponCode: 'BEMVINDO10' });
    const notifications = await (await page.request.get('/api/notifications')).json();
    expect(notifications.items[0]).toMatchObject({ type: 'billing', title: 'Pagamento confirmado' });

    // In the student area, a premium course opens without the premium overlay.
    await success.getByRole('link', { name: 'Começar a estudar' }).click();
    await expect(page).toHaveURL('/aluno');
    await page.goto('/aluno/curso/2');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-overlay="premium"]')).toHaveCount(0);
    await expect(page.locator('[data-overlay="not-logged"]')).toHaveCount(0);

    // And 'Minha Assinatura' shows the new subscription.
    await page.goto('/aluno/assinatura');
    await expect(page.getByTestId('subscription-banner')).toContainText('Plano Trimestral');
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
    await expect(page.getByTestId('payment-history').getByRole('row')).toHaveCount(2);
  });

  test('signing up with an e-mail that already has an account says the same and opens no session', async ({ page }) => {
    await page.goto('/assinatura/checkout/monthly');
    await page.getByLabel('Nome completo').fill('Outra Pessoa');
    await page.getByLabel('E-mail').fill('aluno@eduia.com.br');
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
    await expect(page.getByTestId('sign-up-sent')).toContainText('Enviamos um e-mail para confirmar seu cadastro.');
    await expect(page.getByText(/Já existe uma conta/)).toHaveCount(0);
    expect(await (await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.getByRole('button', { name: 'Usar outro e-mail' }).click();
    await expect(page.getByLabel('Nome completo')).toBeVisible();
  });

  test('a declined card shows the reason and the student can pay with another card', async ({ page }) => {
    await signUpViaApi(page, 'Cartão Recusado', 'declined');
    await page.goto('/assinatura/checkout/monthly');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pagar R$ 49,90' }).click();
    await expect(page.getByRole('alert')).toHaveText('Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.');
    expect(await (await page.request.get('/api/billing/access')).json()).toEqual({ access: 'none' });

    await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pagar R$ 49,90' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    const payments = await (await page.request.get('/api/billing/payments')).json();
    expect(payments.map((p: { statusLabel: string }) => p.statusLabel)).toEqual(['Pago', 'Recusado']);
  });

  test('the error box shows only the latest failure', async ({ page }) => {
    await signUpViaApi(page, 'Aluno Duas Falhas', 'twofailures');
    await page.goto('/assinatura/checkout/monthly');
    const pay = page.getByRole('button', { name: 'Pagar R$ 49,90' });
    await fillCard(page, '4000 0000 0000 0002');
    await pay.click();
    const declined = page.getByText('Pagamento recusado pelo banco emissor. Verifique os dados ou use outro cartão.');
    await expect(declined).toBeVisible();
    // A second, different failure (the server's): only its message is shown.
    await page.getByLabel('Número do cartão').fill('4000 0000 0000 9995');
    await pay.click();
    await expect(page.getByText(/saldo|limite/i)).toBeVisible();
    await expect(declined).toHaveCount(0);
    // A third one caught by the browser (an expired card) replaces it too.
    await page.getByLabel('Validade (MM/AA)').fill('01/20');
    await pay.click();
    await expect(page.getByText('Cartão vencido.')).toBeVisible();
    await expect(page.getByText(/saldo|limite/i)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(1);
  });

  test("sign-up shows the password checklist and refuses 'abcdefgh' like the password change does", async ({ page }) => {
    await page.goto('/assinatura/checkout/monthly');
    const checklist = page.getByRole('list', { name: 'Requisitos da senha' });
    await expect(checklist.getByRole('listitem')).toHaveText([/Pelo menos 8 caracteres/, /Uma letra minúscula/, /Uma letra maiúscula/, /Um número/, /Sem espaços/]);
    await page.getByLabel('Nome completo').fill('Senha Fraca');
    await page.getByLabel('E-mail').fill(freshEmail('weak'));
    await page.getByLabel('Senha', { exact: true }).fill('abcdefgh');
    await page.getByLabel('Confirme a senha').fill('abcdefgh');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Pelo menos 8 caracteres' })).toContainText('(atendido)');
    await expect(checklist.getByRole('listitem').filter({ hasText: 'Uma letra maiúscula' })).toContainText('(pendente)');
    await page.getByRole('button', { name: 'Criar conta e continuar' }).click();
    await expect(page.getByText('A senha deve conter pelo menos uma letra maiúscula.')).toBeVisible();
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await expect(checklist.getByText('(pendente)')).toHaveCount(0);
  });

  test('expired, exhausted and inactive coupons are refused with a message', async ({ page }) => {
    await page.goto('/assinatura/checkout/annual');
    const field = page.getByLabel('Cupom de desconto');
    const cases: Array<[string, RegExp | string]> = [
      ['blackfriday', /^Este cupom expirou em \d{2}\/\d{2}\/\d{4}\.$/],
      ['lancamento50', 'Este cupom atingiu o limite de usos.'],
      ['parceiro15', 'Este cupom não está ativo.'],
      ['inexistente', 'Cupom INEXISTENTE não encontrado.'],
    ];
    for (const [code, message] of cases) {
      await field.fill(code);
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByTestId('order-total')).toHaveText('R$ 358,80');
    }
    await page.getByLabel('Cupom de desconto').fill('desconto20');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByTestId('order-total')).toHaveText('R$ 338,80');
    await page.getByRole('button', { name: 'Remover o cupom DESCONTO20' }).click();
    await expect(page.getByTestId('order-total')).toHaveText('R$ 358,80');
  });

  test('an unknown plan shows a clear message', async ({ page }) => {
    await page.goto('/assinatura/checkout/vitalicio');
    await expect(page.getByRole('heading', { name: 'Plano não encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver planos' }).click();
    await expect(page).toHaveURL('/assinatura');
  });
});
