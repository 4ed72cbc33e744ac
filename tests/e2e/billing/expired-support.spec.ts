import { expect, expectNoAxeViolations, signInWith, test } from '../fixtures.ts';

// Igor's monthly plan ran out 3 days ago (seeded): premium content shows the expired
// overlay, whose 'Contatar suporte' sends a real message to support.
test('an expired subscription shows the expired overlay; contacting support sends the message', async ({ page }) => {
  await signInWith(page, 'igor@eduia.com.br', 'Aluno@2024');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));
  // The support form (zod, react-hook-form) downloads when the dialog opens, not with the page.
  const formScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/forms[\w-]*\.js$/.test(new URL(request.url()).pathname)) formScripts.push(request.url());
  });
  await page.goto('/aluno/curso/6');
  const overlay = page.locator('[data-overlay="expired"]');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('Sua assinatura expirou há 3 dias');
  await expect(overlay.getByRole('link', { name: 'Renovar assinatura' })).toHaveAttribute('href', '/aluno/assinatura');
  await expectNoAxeViolations(page);

  // The page is hydrated (its scripts all loaded) by now: the axe check ran in it.
  expect(formScripts).toEqual([]);
  await overlay.getByRole('button', { name: 'Contatar suporte' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Mensagem')).toBeVisible();
  expect(formScripts.length).toBeGreaterThan(0);
  await dialog.getByLabel('Mensagem').fill('Minha assinatura expirou e quero renovar com outro cartão.');
  await dialog.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada' }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
});
