import { readFile } from 'node:fs/promises';
import { DEMO, expect, expectNoAxeViolations, signInAs, signInWith, test } from '../fixtures.ts';
import { fillCard, movePaymentsPastGuarantee, signUpViaApi, subscribeViaApi } from './billing-helpers.ts';

test.describe('Minha Assinatura', () => {
  test("the demo student's subscription, as the spec pictures it (read only)", async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno/assinatura');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha Assinatura' })).toBeVisible();
    const banner = page.getByTestId('subscription-banner');
    await expect(banner.getByRole('heading', { name: 'Plano Trimestral' })).toBeVisible();
    await expect(banner).toContainText('Acesso ilimitado a todos os cursos da plataforma');
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
    await expect(page.getByTestId('next-charge')).toHaveText(/^\d{2}\/\d{2}\/\d{4} · R\$ 119,70$/);
    await expect(page.getByTestId('billing-period')).toHaveText('3 meses');
    await expect(banner.getByRole('button', { name: 'Mudar Plano' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Cancelar Assinatura' })).toBeVisible();
    await expect(page.getByTestId('card-masked')).toHaveText('Visa •••• 4242');
    await expect(page.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    // 'Assinante desde' is the first subscription; 'Membro desde' (profile) is the account's creation.
    await expect(page.getByRole('heading', { name: 'Assinante desde' })).toBeVisible();
    await expect(page.getByTestId('subscriber-since')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('member-duration')).toHaveText('18 meses de assinatura');
    await expect(page.getByTestId('total-savings')).toHaveText('R$ 240,00');
    await expect(page.getByTestId('renewal-notice')).toContainText('Você pode cancelar a qualquer momento antes da data de renovação.');

    const table = page.getByTestId('payment-history');
    for (const column of ['Data', 'Plano', 'Valor', 'Status', 'Nota Fiscal']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(table.getByRole('row')).toHaveCount(10);
    await expect(table.getByText('Pago')).toHaveCount(9);
    await expect(table.getByRole('cell', { name: 'Mensal' })).toHaveCount(3);
    await expect(table.getByRole('cell', { name: 'Trimestral' })).toHaveCount(6);

    // The Trimestral plan's own list, as the plans page shows it (nothing the product does not do).
    const plans = await (await page.request.get('/api/billing/plans')).json();
    const quarterly = plans.find((p: { id: string }) => p.id === 'quarterly');
    await expect(page.getByTestId('subscription-benefits').getByRole('listitem')).toHaveText(quarterly.features);
    await expect(page.getByTestId('subscription-benefits')).not.toContainText('Mentorias');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
    await expect(page).toHaveURL(DEMO.aluno.home);
  });

  test('the light theme passes axe too', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.goto('/aluno/assinatura');
    await expect(page.getByTestId('total-savings')).toHaveText('R$ 240,00');
    await expectNoAxeViolations(page);
  });

  test("'Nota Fiscal' downloads a PDF receipt", async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno/assinatura');
    const firstRow = page.getByTestId('payment-history').getByRole('row').nth(1);
    const downloadPromise = page.waitForEvent('download');
    await firstRow.getByRole('button', { name: /^Baixar nota fiscal de/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^nota-fiscal-NF-\d{6}-DEMO0009\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('change plan, cancel (with confirmation) and reactivate persist across reload', async ({ page }) => {
    const { email } = await signUpViaApi(page, 'Aluna Gerencia Plano', 'manage');
    await subscribeViaApi(page, 'monthly');
    movePaymentsPastGuarantee(email); // past the 7-day guarantee: cancel keeps access until the period ends
    await page.goto('/aluno/assinatura');
    const banner = page.getByTestId('subscription-banner');
    await expect(banner.getByRole('heading', { name: 'Plano Mensal' })).toBeVisible();
    await expect(page.getByTestId('billing-period')).toHaveText('1 mês');

    // Escape closes each dialog and gives the focus back to the button that opened it.
    for (const [button, role, name] of [['Mudar Plano', 'dialog', 'Mudar Plano'], ['Cancelar Assinatura', 'alertdialog', 'Cancelar assinatura?']] as const) {
      await banner.getByRole('button', { name: button }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole(role, { name })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole(role, { name })).toHaveCount(0);
      await expect(banner.getByRole('button', { name: button })).toBeFocused();
    }

    // 'Mudar Plano': effective at the next renewal, shown on the page.
    await banner.getByRole('button', { name: 'Mudar Plano' }).click();
    const changeDialog = page.getByRole('dialog', { name: 'Mudar Plano' });
    await changeDialog.getByRole('radio', { name: /Plano Anual/ }).check();
    await expectNoAxeViolations(page);
    await changeDialog.getByRole('button', { name: 'Confirmar mudança' }).click();
    await expect(page.getByTestId('pending-plan')).toContainText('Plano Anual (R$ 358,80 por ano)');
    await expect(page.getByTestId('next-charge')).toContainText('R$ 358,80');
    await page.reload();
    await expect(page.getByTestId('pending-plan')).toContainText('Plano Anual');
    await expect(banner.getByRole('heading', { name: 'Plano Mensal' })).toBeVisible();

    // 'Cancelar Assinatura': asks first; 'Manter assinatura' changes nothing.
    await banner.getByRole('button', { name: 'Cancelar Assinatura' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
    await expect(dialog).toContainText('Você continuará com acesso a todos os cursos até');
    await dialog.getByRole('button', { name: 'Manter assinatura' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
    await banner.getByRole('button', { name: 'Cancelar Assinatura' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
    await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Cancelada');
    await expect(page.getByTestId('canceled-notice')).toContainText('Você mantém o acesso até');
    await expect(page.getByTestId('renewal-notice')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('subscription-status')).toHaveText('Cancelada');
    await expect(page.getByTestId('pending-plan')).toHaveCount(0);
    // Access lasts until the period ends.
    expect(await (await page.request.get('/api/billing/access')).json()).toEqual({ access: 'active' });
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Reativar Assinatura' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
    await page.reload();
    await expect(page.getByTestId('subscription-status')).toHaveText('Ativo');
    await expect(page.getByTestId('next-charge')).toContainText('R$ 49,90');
  });

  test("'Atualizar' replaces the card on file", async ({ page }) => {
    await signUpViaApi(page, 'Aluno Troca Cartão', 'card');
    await subscribeViaApi(page, 'quarterly');
    await page.goto('/aluno/assinatura');
    await expect(page.getByTestId('card-masked')).toHaveText('Visa •••• 4242');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atualizar cartão' });
    await fillCard(page, '1234 5678 9012 3456');
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(dialog.getByText('Número do cartão inválido.')).toBeVisible();
    await fillCard(page, '5555 5555 5555 4444', { expiry: '06/33' });
    await dialog.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('card-masked')).toHaveText('Mastercard •••• 4444');
    await page.reload();
    await expect(page.getByTestId('card-masked')).toHaveText('Mastercard •••• 4444');
  });

  test("the expired student sees his paid month and an expired plan, not 'Acesso ilimitado'", async ({ page }) => {
    await signInWith(page, 'igor@eduia.com.br', 'Aluno@2024');
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));
    await page.goto('/aluno/assinatura');
    const banner = page.getByTestId('subscription-banner');
    await expect(page.getByTestId('subscription-status')).toHaveText('Expirada');
    await expect(banner.getByTestId('subscription-summary')).toHaveText('Sua assinatura expirou. Renove para voltar a acessar os cursos premium.');
    await expect(page.getByTestId('card-masked')).toHaveText('Mastercard •••• 5454');
    await expect(banner).not.toContainText('Acesso ilimitado');
    const table = page.getByTestId('payment-history');
    await expect(page.getByText('Nenhum pagamento registrado ainda.')).toHaveCount(0);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: 'Mensal' })).toBeVisible();
    await expect(table.getByText('Pago')).toBeVisible();
    const benefits = page.getByTestId('subscription-benefits');
    await expect(benefits).toContainText('Seu Plano Mensal expirou: estes benefícios voltam quando você renovar.');
    await expect(benefits.getByRole('link', { name: 'Renovar' })).toHaveAttribute('href', '/assinatura/checkout/monthly');
    await expectNoAxeViolations(page);
  });

  test('a student without a subscription is offered the plans', async ({ page }) => {
    await signUpViaApi(page, 'Aluno Sem Plano', 'noplan');
    await page.goto('/aluno/assinatura');
    await expect(page.getByRole('heading', { name: 'Você ainda não tem uma assinatura' })).toBeVisible();
    await expect(page.getByText('Nenhum pagamento registrado ainda.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Assinar Anual' }).click();
    await expect(page).toHaveURL('/assinatura/checkout/annual');
    await expect(page.getByTestId('checkout-account')).toContainText('Aluno Sem Plano');
  });
});
