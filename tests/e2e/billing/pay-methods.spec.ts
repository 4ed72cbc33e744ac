import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { CSRF, fillCard, signUpViaApi, subscribeViaApi } from './billing-helpers.ts';

// Issue 14: Pix, boleto and card instalments in the sandbox, each from the checkout page.
const CPF = '529.982.247-25';

test.describe('paying as Brazilians pay', () => {
  test('a new student pays by Pix: QR code and countdown, the page learns of the payment by itself, premium opens', async ({ page }) => {
    await signUpViaApi(page, 'Aluna Pix', 'pix');
    await page.goto('/assinatura/checkout/monthly');
    // The sandbox notice says what the sandbox does for the chosen method.
    const notice = page.getByTestId('sandbox-notice');
    await expect(notice).toContainText('4242 4242 4242 4242');
    await page.getByRole('tab', { name: 'Pix' }).click();
    await expect(notice).toContainText('Simular pagamento');
    await expect(notice).not.toContainText('4242');
    await page.getByRole('tab', { name: 'Boleto' }).click();
    await expect(notice).toContainText('boleto gerado');
    await expect(notice).toContainText('Simular pagamento');
    await page.getByRole('tab', { name: 'Pix' }).click();
    await page.getByLabel('CPF do pagador').fill('529982247');
    await page.getByRole('button', { name: 'Gerar Pix de R$ 49,90' }).click();
    await expect(page.getByText('CPF inválido. Confira os dígitos.')).toBeVisible();
    await page.getByLabel('CPF do pagador').fill('52998224725');
    await expect(page.getByLabel('CPF do pagador')).toHaveValue(CPF);
    await page.getByRole('button', { name: 'Gerar Pix de R$ 49,90' }).click();

    const pending = page.getByTestId('pending-charge');
    await expect(pending.getByRole('img', { name: /QR code do Pix/ })).toBeVisible();
    await expect(page.getByTestId('pix-countdown')).toHaveText(/Expira em (30:00|29:\d{2})/);
    const payload = await page.getByLabel('Pix copia e cola').inputValue();
    expect(payload).toMatch(/^000201.*br\.gov\.bcb\.pix.*540549\.90.*6304[0-9A-F]{4}$/);
    await expect(page.getByTestId('sandbox-simulate')).toContainText('Pagamento de demonstração');
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.documentElement.classList.toggle('dark'));
    await expectNoAxeViolations(page);
    await page.evaluate(() => document.documentElement.classList.toggle('dark'));

    // Paid elsewhere (the bank app; here the sandbox's API): the page moves on without a reload.
    const payments = await (await page.request.get('/api/billing/payments')).json();
    expect(payments[0]).toMatchObject({ method: 'pix', statusLabel: 'Pendente' });
    expect((await page.request.post(`/api/billing/charges/${payments[0].id}/simulate`, { headers: CSRF })).ok()).toBe(true);
    const success = page.getByTestId('checkout-success');
    await expect(success.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('success-method')).toHaveText('Pix');

    await success.getByRole('link', { name: 'Começar a estudar' }).click();
    await expect(page).toHaveURL('/aluno');
    await page.goto('/aluno/curso/2');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-overlay="premium"]')).toHaveCount(0);
  });

  test('a student pays by boleto: pending (PDF, history), then active after the confirmation', async ({ page }) => {
    await signUpViaApi(page, 'Aluno Boleto', 'boleto');
    await page.goto('/assinatura/checkout/annual');
    await page.getByRole('tab', { name: 'Boleto' }).click();
    await page.getByLabel('CPF do pagador').fill(CPF);
    await page.getByRole('button', { name: 'Gerar boleto de R$ 358,80' }).click();
    await expect(page.getByTestId('boleto-linha')).toHaveText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await expect(page.getByTestId('pending-charge')).toContainText('Vencimento:');
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar boleto (PDF)' }).click();
    const pdf = await readFile((await (await downloadPromise).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(page);

    // Pending: no access yet; 'Minha Assinatura' shows the charge to pay, the history says so, with the method.
    await page.goto('/aluno/assinatura');
    const waiting = page.getByTestId('pending-first-charge');
    await expect(waiting).toContainText('Aguardando o pagamento do Plano Anual');
    await expect(waiting).toContainText('Boleto de R$ 358,80');
    await expect(waiting).toContainText(/Vencimento: \d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByText('Você ainda não tem uma assinatura')).toHaveCount(0);
    await expectNoAxeViolations(page);
    if (process.env.SCREENSHOT_DIR) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/assinatura-boleto-pendente-375.png`, fullPage: false });
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await waiting.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('dialog', { name: 'Pagar cobrança' }).getByTestId('boleto-linha')).toBeVisible();
    await page.keyboard.press('Escape');
    const table = page.getByTestId('payment-history');
    await expect(table.getByRole('row').nth(1)).toContainText('Boleto');
    await expect(table.getByRole('row').nth(1)).toContainText('Pendente');
    expect(await (await page.request.get('/api/billing/access')).json()).toEqual({ access: 'none' });

    // 'Pagar' reopens the boleto; the bank confirms it (sandbox): active, without a reload.
    await table.getByRole('button', { name: /^Pagar Boleto/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar cobrança' });
    await expect(dialog.getByTestId('boleto-linha')).toHaveText(/^\d{5}\.\d{5} /);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Simular pagamento' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
    await expect(table.getByRole('row').nth(1)).toContainText('Pago');

    // The renewal boleto's address: the sandbox asked for none; the student gives it here, and sees it kept.
    const address = page.getByTestId('boleto-address');
    await expect(address).toContainText('Nenhum endereço cadastrado.');
    await address.getByRole('button', { name: 'Atualizar endereço' }).click();
    const form = page.getByRole('dialog', { name: 'Atualizar endereço do boleto' });
    await form.getByLabel('CEP').fill('0131');
    await form.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(form.getByText('CEP inválido. Use 8 dígitos, como 01310-100.')).toBeVisible();
    await form.getByLabel('CEP').fill('01310100');
    await form.getByLabel('Rua').fill('Avenida Paulista');
    await form.getByLabel('Número').fill('1000');
    await form.getByLabel('Bairro').fill('Bela Vista');
    await form.getByLabel('Cidade').fill('São Paulo');
    await form.getByLabel('UF').selectOption('SP');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(form).toHaveCount(0);
    await expect(address).toContainText('Avenida Paulista, 1000 — Bela Vista');
    await expect(address).toContainText('São Paulo/SP — CEP 01310-100');
  });

  test('a card purchase in 3x without interest, and the interest shown as the total above it', async ({ page }) => {
    await signUpViaApi(page, 'Aluna Parcelas', 'parcelas');
    await page.goto('/assinatura/checkout/quarterly');
    const instalments = page.getByLabel('Parcelas');
    await expect(instalments.locator('option')).toHaveCount(12);
    await expect(instalments.locator('option').nth(2)).toHaveText('3x de R$ 39,90 sem juros');
    await expect(instalments.locator('option').nth(5)).toHaveText('5x de R$ 22,09 + 1x de R$ 22,08 com juros (total R$ 132,53)');
    await instalments.selectOption('3');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pagar R$ 119,70 em 3x' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible();
    await expect(page.getByTestId('success-method')).toHaveText('Cartão de crédito em 3x');
    await page.goto('/aluno/assinatura');
    await expect(page.getByTestId('payment-history').getByRole('row').nth(1)).toContainText('Cartão de crédito em 3x');
  });
});

test('a cancellation within 7 days refunds in full and ends access at once', async ({ page }) => {
  await signUpViaApi(page, 'Aluno Garantia', 'garantia');
  await subscribeViaApi(page, 'monthly');
  await page.goto('/aluno/assinatura');
  await page.getByTestId('subscription-banner').getByRole('button', { name: 'Cancelar Assinatura' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
  await expect(dialog).toContainText('Você está na garantia de 7 dias');
  await expect(dialog).toContainText('devolvemos R$ 49,90 integralmente e o acesso aos cursos premium termina imediatamente');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar e receber reembolso' }).click();
  await expect(page.getByText('Reembolso processado', { exact: true }).first()).toBeVisible();
  expect(await (await page.request.get('/api/billing/access')).json()).toEqual({ access: 'expired' });
  await page.reload();
  const history = page.getByTestId('payment-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Reembolsado');
  await page.screenshot({ path: 'test-results/pay-refund.png', fullPage: true });
});
