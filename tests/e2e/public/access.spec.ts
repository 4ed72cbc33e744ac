import { expect, signInAs, test } from '../fixtures.ts';

test.describe('area guards', () => {
  test('opening /aluno signed out shows the not-logged overlay, both buttons to /', async ({ page }) => {
    await page.goto('/aluno');
    const overlay = page.locator('[data-overlay="not-logged"]');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'Fazer login' })).toHaveAttribute('href', '/');
    await expect(overlay.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    await overlay.getByRole('link', { name: 'Fazer login' }).click();
    await expect(page).toHaveURL('/');
  });

  test('opening /admin as a student shows the restricted overlay leading to /aluno', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/admin');
    const overlay = page.locator('[data-overlay="restricted"]');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'Ir para minha área' })).toHaveAttribute('href', '/aluno');
    await expect(overlay.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/aluno');
    await overlay.getByRole('link', { name: 'Ir para minha área' }).click();
    await expect(page).toHaveURL('/aluno');
    await expect(page.getByTestId('header-user-name')).toHaveText('Lucas Almeida');
  });

  test('opening /aluno as a teacher shows the restricted overlay leading to /professor', async ({ page }) => {
    await signInAs(page, 'professor');
    await page.goto('/aluno');
    await expect(page.locator('[data-overlay="restricted"]').getByRole('link', { name: 'Ir para minha área' })).toHaveAttribute('href', '/professor');
  });
});
