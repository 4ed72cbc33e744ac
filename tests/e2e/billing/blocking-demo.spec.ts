import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

test.describe('/aluno/bloqueio-demo', () => {
  test('shows the four overlays with the spec buttons and targets', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno/bloqueio-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Demonstração de Bloqueios' })).toBeVisible();

    const premium = page.locator('[data-overlay="premium"]');
    await expect(premium.getByRole('link', { name: 'Assinar agora' })).toHaveAttribute('href', '/aluno/assinatura');
    await expect(premium.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/assinatura');

    const expired = page.locator('[data-overlay="expired"]');
    await expect(expired).toContainText('Sua assinatura expirou há 3 dias.');
    await expect(expired.getByRole('link', { name: 'Renovar assinatura' })).toHaveAttribute('href', '/aluno/assinatura');

    const notLogged = page.locator('[data-overlay="not-logged"]');
    await expect(notLogged.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/');
    await expect(notLogged.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');

    const restricted = page.locator('[data-overlay="restricted"]');
    await expect(restricted.getByRole('link', { name: 'Ir para minha área' })).toHaveAttribute('href', '/aluno');
    await expect(restricted.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/aluno');

    await expectNoAxeViolations(page);

    await premium.getByRole('link', { name: 'Ver planos' }).click();
    await expect(page).toHaveURL('/assinatura');
    await expect(page.getByRole('heading', { level: 1, name: 'Escolha seu Plano' })).toBeVisible();
  });

  test("the expired overlay's 'Contatar suporte' sends a real message", async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno/bloqueio-demo');
    await page.locator('[data-overlay="expired"]').getByRole('button', { name: 'Contatar suporte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contatar suporte' });
    await expect(dialog.getByLabel('Assunto')).toHaveValue('Assinatura expirada');
    await dialog.getByLabel('Mensagem').fill('curta');
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Descreva sua dúvida (mínimo de 10 caracteres).');
    await expectNoAxeViolations(page);
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/billing/support') && r.request().method() === 'POST');
    await dialog.getByLabel('Mensagem').fill('Minha assinatura expirou e quero renová-la com outro cartão.');
    await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect((await responsePromise).status()).toBe(201);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Mensagem enviada', { exact: true })).toBeVisible();
  });

  test('renew from the expired overlay leads to Minha Assinatura', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno/bloqueio-demo');
    await page.locator('[data-overlay="expired"]').getByRole('link', { name: 'Renovar assinatura' }).click();
    await expect(page).toHaveURL('/aluno/assinatura');
    await expect(page.getByRole('heading', { level: 1, name: 'Minha Assinatura' })).toBeVisible();
  });
});
