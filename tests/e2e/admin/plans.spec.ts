import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';
import { fillCard, signUpViaApi } from '../billing/billing-helpers.ts';

// Issue 13 item 4: the admin creates a coupon (code forced to upper case, refused rules
// shown), and a visitor uses it at checkout; plans show subscribers and can be created.

test('the admin creates a coupon and a visitor pays with it at checkout', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const code = `E2E${Date.now().toString().slice(-6)}`;
  await signInAs(page, 'admin');
  await page.goto('/admin/planos?aba=cupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Planos e Cupons' })).toBeVisible();
  await expect(page.getByTestId('admin-coupon').filter({ hasText: 'LANCAMENTO50' })).toContainText('100/100');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Novo cupom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo cupom' });
  await dialog.getByLabel('Código').fill(code.toLowerCase());
  await expect(dialog.getByLabel('Código')).toHaveValue(code);
  await dialog.getByLabel('Desconto (%)').fill('120');
  await dialog.getByLabel('Máximo de usos').fill('10');
  await dialog.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(dialog.getByText('Um desconto percentual não pode passar de 100%.')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Desconto (%)').fill('20');
  await dialog.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cupom criado' }).first()).toBeVisible();
  const row = page.getByTestId('admin-coupon').filter({ hasText: code });
  await expect(row).toContainText('Percentual');
  await expect(row).toContainText('20%');
  await expect(row).toContainText('0/10');

  // A duplicate code is refused with a message.
  await page.getByRole('button', { name: 'Novo cupom' }).click();
  await dialog.getByLabel('Código').fill(code);
  await dialog.getByLabel('Desconto (%)').fill('5');
  await dialog.getByRole('button', { name: 'Criar cupom' }).click();
  await expect(dialog.getByText(`Já existe um cupom com o código ${code}.`)).toBeVisible();
  await page.keyboard.press('Escape');

  // A visitor (a fresh browser context) pays the monthly plan with it.
  // Sign-up at checkout now confirms the e-mail first (issue 10 item 7): the visitor confirms it, then pays.
  const visitor = await browser.newPage();
  const { email: visitorEmail } = await signUpViaApi(visitor, 'Visitante Cupom', 'cupom');
  await visitor.goto('/assinatura/checkout/monthly');
  await expect(visitor.getByTestId('checkout-account')).toContainText('Visitante Cupom');
  await visitor.getByLabel('Cupom de desconto').fill(code.toLowerCase());
  await visitor.getByRole('button', { name: 'Aplicar' }).click();
  await expect(visitor.getByTestId('applied-coupon')).toContainText(`Cupom ${code} aplicado: 20% de desconto`);
  await expect(visitor.getByTestId('order-total')).toHaveText('R$ 39,92');
  await fillCard(visitor, '4242 4242 4242 4242');
  await visitor.getByRole('button', { name: 'Pagar R$ 39,92' }).click();
  await expect(visitor.getByTestId('checkout-success').getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
  await visitor.close();

  // Usage counts it.
  await page.reload();
  await expect(page.getByTestId('admin-coupon').filter({ hasText: code })).toContainText('1/10');

  // The payment reaches the financial reports (newest first), paid, at the discounted price.
  await page.goto('/admin/relatorios');
  const payment = page.getByTestId('transactions').getByRole('row').filter({ hasText: visitorEmail });
  await expect(payment).toContainText('R$ 39,92');
  await expect(payment).toContainText('Pago');
});

test('plans: subscribers shown, a plan created, both themes pass axe', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto('/admin/planos');
  const quarterly = page.getByTestId('admin-plan').filter({ hasText: 'Trimestral' });
  await expect(quarterly).toContainText('R$ 119,70');
  await expect(quarterly).toContainText(/\d+ assinantes?/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Novo plano' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo plano' });
  await dialog.getByLabel('Nome').fill('Semestral');
  await dialog.getByLabel('Descrição').fill('Seis meses de acesso');
  await dialog.getByLabel('Preço por período').fill('210,00');
  await dialog.getByLabel('Preço original (opcional)').fill('299,40');
  await dialog.getByLabel('Período de cobrança').click();
  await page.getByRole('option', { name: 'Semestral' }).click();
  await dialog.getByLabel('Benefícios').fill('Todos os cursos\nCertificados\n');
  // Interest-free instalments (issue 14 item 3): 3 by default, 1 to 12.
  const interestFree = dialog.getByLabel('Parcelas sem juros no cartão');
  await expect(interestFree).toHaveValue('3');
  await interestFree.fill('13');
  await dialog.getByRole('button', { name: 'Criar plano' }).click();
  await expect(dialog.getByText('As parcelas sem juros devem ser de 1 a 12.')).toBeVisible();
  if (process.env.SCREENSHOT_DIR) await dialog.screenshot({ path: `${process.env.SCREENSHOT_DIR}/plano-parcelas.png` });
  await interestFree.fill('6');
  await dialog.getByRole('button', { name: 'Criar plano' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plano criado' }).first()).toBeVisible();
  const created = page.getByTestId('admin-plan').filter({ hasText: 'Semestral' }).filter({ hasText: 'R$ 210,00' });
  await expect(created).toContainText('R$ 35,00 por mês');
  await expect(created).toContainText('0 assinantes');
  await expect(created).toContainText('sem juros em até 6x');
  // Checkout follows it: 6x without interest, 7x with.
  const plans = (await (await page.request.get('/api/billing/plans')).json()) as Array<{ id: string; name: string; billingPriceCents: number }>;
  const semestral = plans.find((p) => p.name === 'Semestral' && p.billingPriceCents === 21000)!;
  const options = (await (await page.request.get(`/api/billing/instalments?planId=${semestral.id}`)).json()) as Array<{ count: number; label: string }>;
  expect(options[5]!.label).toBe('6x de R$ 35,00 sem juros');
  // Instalments differ by at most one centavo: "3x de R$ 33,70 + 4x de R$ 33,69", or one value when they split evenly.
  expect(options[6]!.label).toMatch(/^(7x de R\$ [\d,]+|\d+x de R\$ [\d,]+ \+ \d+x de R\$ [\d,]+) com juros \(total R\$ /);
  // Edit: the field keeps its value and a change is saved.
  await created.getByRole('button', { name: /Editar/ }).click();
  const edit = page.getByRole('dialog', { name: /^Editar plano Semestral/ });
  await expect(edit.getByLabel('Parcelas sem juros no cartão')).toHaveValue('6');
  await edit.getByLabel('Parcelas sem juros no cartão').fill('10');
  await edit.getByRole('button', { name: 'Salvar plano' }).click();
  await expect(created).toContainText('sem juros em até 10x');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(created).toBeVisible();
  await expectNoAxeViolations(page);
});
