import { join } from 'node:path';
import Database from 'better-sqlite3';
import { e2eDataDir, expect, test, waitForTheApp } from '../fixtures.ts';

// Issue 10 item 9: the server refuses the area's calls while the password must be changed;
// the web app opens the forced-change page, and the area opens once it is changed.
const PASSWORD = 'Senha@Inicial1';
const NEW_PASSWORD = 'Senha@Nova2026';

/** The e2e server's database (playwright.config.ts): the test plays the admin who flags the account. */
function flagMustChangePassword(email: string) {
  const db = new Database(join(e2eDataDir(), 'eduia.db'), { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare('UPDATE users SET must_change_password = 1, email_verified_at = ? WHERE email = ?').run(new Date().toISOString(), email);
  } finally {
    db.close();
  }
}

test('an account flagged for a password change lands on the forced change page, and the area opens after it', async ({ page }) => {
  const email = `troca-${Date.now()}@teste.com.br`;
  const signUp = await page.request.post('/api/billing/sign-up', { headers: { 'x-eduia-csrf': '1' }, data: { name: 'Aluna Troca', email, password: PASSWORD } });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  flagMustChangePassword(email);
  // Sign-up opens no session (the e-mailed link does, issue 10 item 7): the student signs in.
  const signIn = await page.request.post('/api/auth/login', { headers: { 'x-eduia-csrf': '1' }, data: { email, password: PASSWORD } });
  expect(signIn.ok(), await signIn.text()).toBeTruthy();

  const refused = await page.request.get('/api/courses');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'password-change-required' });

  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));
  await page.goto('/aluno');
  await expect(page).toHaveURL('/conta/alterar-senha');
  await waitForTheApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Defina uma nova senha' })).toBeVisible();
  await page.getByLabel('Senha atual').fill(PASSWORD);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Alterar Senha' }).click();
  await expect(page).toHaveURL('/aluno');
  await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta!' })).toBeVisible();
  expect((await page.request.get('/api/courses')).status()).toBe(200);
});
