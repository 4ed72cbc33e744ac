import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

// The page behind an administrator's reset link, opened without a valid link: the error is
// readable in both themes (its red text on the dark card was 4.43:1, under WCAG's 4.5:1).
for (const theme of ['dark', 'light'] as const) {
  test(`an incomplete reset link is explained, readable in the ${theme} theme`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/conta/redefinir-senha');
    await expect(page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Link de redefinição inválido. Abra o link completo recebido por e-mail.');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
    await expectNoAxeViolations(page);
  });
}
