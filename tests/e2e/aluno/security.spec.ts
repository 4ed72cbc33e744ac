import { totpCode } from '#server/lib/totp';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';

// Diego Rocha is seeded for this journey only (account-notices seed): it changes his
// password and enrols 2FA, so the demo accounts are never touched. Serial: each step
// builds on the previous one.
test.describe.configure({ mode: 'serial' });
// Long journeys (several argon2 sign-ins) on a shared 2-core machine.
test.setTimeout(90_000);

const DIEGO = { email: 'diego@eduia.com.br', password: 'Aluno@2024', newPassword: 'NovaSenha@2025' };

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Entrar com e-mail e senha' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
  return form;
}

async function openSecurityTab(page: Page) {
  await page.goto('/aluno/perfil');
  await page.getByRole('tab', { name: 'Segurança' }).click();
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test('change password: clear errors, then sign in with the new password', async ({ page }) => {
  await signInThroughForm(page, DIEGO.email, DIEGO.password);
  await expect(page).toHaveURL('/aluno');
  await openSecurityTab(page);
  const form = page.getByRole('form', { name: 'Alterar senha' });
  const fill = async (current: string, next: string, confirm: string) => {
    await form.getByLabel('Senha atual').fill(current);
    await form.getByLabel('Nova senha', { exact: true }).fill(next);
    await form.getByLabel('Confirmar nova senha').fill(confirm);
    await form.getByRole('button', { name: 'Alterar Senha' }).click();
  };
  await fill('errada', DIEGO.newPassword, DIEGO.newPassword);
  await expect(form.getByRole('alert')).toHaveText('A senha atual está incorreta.');
  await fill(DIEGO.password, 'curta1A', 'curta1A');
  await expect(form.getByRole('alert')).toHaveText('A nova senha deve ter pelo menos 8 caracteres.');
  await fill(DIEGO.password, 'semnumeroAqui', 'semnumeroAqui');
  await expect(form.getByRole('alert')).toHaveText('A nova senha deve conter pelo menos um número.');
  await fill(DIEGO.password, DIEGO.newPassword, 'OutraSenha@2025');
  await expect(form.getByRole('alert')).toHaveText('A confirmação não confere com a nova senha.');
  await expectNoAxeViolations(page);

  await fill(DIEGO.password, DIEGO.newPassword, DIEGO.newPassword);
  await expect(toast(page, 'Senha alterada')).toBeVisible();
  await expect(form.getByLabel('Senha atual')).toHaveValue('');

  // 'Sair da Conta' signs out like 'Sair'.
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBeNull();

  const oldForm = await signInThroughForm(page, DIEGO.email, DIEGO.password);
  await expect(oldForm.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await signInThroughForm(page, DIEGO.email, DIEGO.newPassword);
  await expect(page).toHaveURL('/aluno');
  await expect(page.getByTestId('header-user-name')).toHaveText('Diego Rocha');
});

test('2FA enrolment with a computed code; sign-in then asks for it, refuses a wrong one, accepts recovery codes', async ({ page }) => {
  await signInThroughForm(page, DIEGO.email, DIEGO.newPassword);
  await expect(page).toHaveURL('/aluno');
  await openSecurityTab(page);
  await expect(page.getByTestId('totp-status')).toHaveText('Desativada');
  await page.getByRole('button', { name: 'Ativar 2FA' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'QR code para configurar o aplicativo autenticador' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Código de 6 dígitos').fill(totpCode(secret, new Date()) === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verificar e ativar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Código de verificação inválido');
  await dialog.getByLabel('Código de 6 dígitos').fill(totpCode(secret, new Date()));
  await dialog.getByRole('button', { name: 'Verificar e ativar' }).click();
  const codes = dialog.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByTestId('totp-status')).toHaveText('Ativada');
  await expect(page.getByText('Códigos de recuperação restantes: 10')).toBeVisible();

  // Sign-in now asks for the code.
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(page).toHaveURL('/');
  const form = await signInThroughForm(page, DIEGO.email, DIEGO.newPassword);
  const codeField = form.getByLabel('Código de verificação (2FA)');
  await expect(codeField).toBeVisible();
  await codeField.fill('000000' === totpCode(secret, new Date()) ? '111111' : '000000');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Código de verificação inválido.');
  await expect(page).toHaveURL('/');
  // The enrolment spent the current step's code (no replay): the next step's code (accepted for clock drift) signs in.
  await codeField.fill(totpCode(secret, new Date(), 1));
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/aluno');

  // A recovery code works once instead of the app's code.
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL('/');
  const again = await signInThroughForm(page, DIEGO.email, DIEGO.newPassword);
  await again.getByLabel('Código de verificação (2FA)').fill(recoveryCodes[0]);
  await again.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/aluno');

  // Disabling asks for the password and a code (here the next recovery code).
  await openSecurityTab(page);
  await expect(page.getByText('Códigos de recuperação restantes: 9')).toBeVisible();
  await page.getByRole('button', { name: 'Desativar 2FA' }).click();
  const disable = page.getByRole('dialog');
  await disable.getByRole('button', { name: 'Desativar' }).click();
  await expect(disable.getByText('Informe a sua senha atual.')).toBeVisible();
  await expect(disable.getByText('Informe o código de verificação.')).toBeVisible();
  await disable.getByLabel('Senha atual').fill('Errada@2025');
  await disable.getByLabel('Código de verificação').fill(recoveryCodes[1]);
  await disable.getByRole('button', { name: 'Desativar' }).click();
  await expect(disable.getByRole('alert').filter({ hasText: 'A senha atual está incorreta.' })).toBeVisible();
  await disable.getByLabel('Senha atual').fill(DIEGO.newPassword);
  await disable.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByTestId('totp-status')).toHaveText('Desativada');
  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(page).toHaveURL('/');
  await signInThroughForm(page, DIEGO.email, DIEGO.newPassword);
  await expect(page).toHaveURL('/aluno');
});
