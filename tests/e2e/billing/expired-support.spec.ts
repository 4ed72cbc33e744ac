import { expect, expectNoAxeViolations, signInWith, test } from '../fixtures.ts';

// Igor's monthly plan ran out 3 days ago (seeded): premium content shows the expired
// overlay, whose 'Contatar suporte' sends a real message to support.
test('an expired subscription shows the expired overlay; contacting support sends the message', async ({ page }) => {
  await signInWith(page, 'igor@eduia.com.br', 'Aluno@2024');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));
  await page.goto('/aluno/curso/6');
  const overlay = page.locator('[data-overlay="expired"]');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Sua assinatura expirou há 3 dias');
  await expect(overlay.getByRole('link', { name: 'Renovar assinatura' })).toHaveAttribute('href', '/aluno/assinatura');
  await expectNoAxeViolations(page);

  await overlay.getByRole('button', { name: 'Contatar suporte' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Mensagem').fill('Minha assinatura expirou e quero renovar com outro cartão.');
  await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada' }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
});
