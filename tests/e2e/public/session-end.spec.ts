import { request as playwrightRequest } from '@playwright/test';
import { createAccountAsAdmin, expect, signInWith, test } from '../fixtures.ts';

// A session that ends under an open page: an admin suspends the student while she reads her
// history. The page does not stay drawn with her name and a "could not load": it takes her to
// sign-in with the reason, and once the account is back and she signs in, to the page she was on.

test('suspended during a page view: sign-in says why, and signing in again returns to the page', async ({ page, baseURL }) => {
  const account = { name: 'Renata Suspensa', email: `suspensa-${Date.now()}@example.com`, role: 'aluno' as const, password: 'Segura@2024x' };
  await createAccountAsAdmin(account);
  await signInWith(page, account.email, account.password);
  await page.goto('/aluno/historico');
  await expect(page.getByTestId('header-user-name')).toHaveText(account.name);

  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-eduia-csrf': '1' } });
  expect((await admin.post('/api/auth/demo/admin')).ok()).toBe(true);
  const found = (await (await admin.get(`/api/admin/users?q=${encodeURIComponent(account.email)}`)).json()) as { users: Array<{ id: string; version: number }> };
  const user = found.users[0];
  expect((await admin.post(`/api/admin/users/${user.id}/suspend`, { data: { version: user.version, reason: 'teste' } })).ok()).toBe(true);

  // The page hears it from its live connection, without a click.
  // (the stream's reconnection waits the server's 'retry: 5000')
  await expect(page).toHaveURL(/\/\?sessao=account-suspended&next=%2Faluno%2Fhistorico$/, { timeout: 15_000 });
  await expect(page.getByTestId('session-end-message')).toHaveText('Sua conta foi suspensa. Entre em contato com o suporte.');

  expect((await admin.post(`/api/admin/users/${user.id}/reactivate`, { data: { version: user.version + 1 } })).ok()).toBe(true);
  await admin.dispose();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/aluno\/historico$/);
  await expect(page.getByTestId('header-user-name')).toHaveText(account.name);
});

test('the return path is this site\'s only: a crafted link to sign-in never leads elsewhere', async ({ page }) => {
  await page.goto('/?sessao=session-ended&next=%2F%2Fevil.example%2Faluno');
  await expect(page.getByTestId('session-end-message')).toHaveText('Sua sessão terminou. Entre novamente para continuar.');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('aluno@eduia.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('Aluno@2024');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/aluno$/);
});
