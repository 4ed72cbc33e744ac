import { DEMO, expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// Issue 10 item 8: changing the e-mail is a sensitive change. Nothing here changes the
// account (a wrong password, then an address that waits for its link), so the demo
// student is safe to use alongside the other specs.
// Several argon2 checks on a shared 2-core machine.
test.setTimeout(90_000);
test('a new e-mail asks for the current password, refuses a wrong one, then waits for the link', async ({ page }) => {
  await signInAs(page, 'aluno');
  await page.goto('/aluno/perfil');
  const form = page.getByRole('form', { name: 'Dados pessoais' });
  const password = form.getByLabel('Confirme com sua senha atual');
  await expect(password).toHaveCount(0);
  await form.getByLabel('E-mail').fill('lucas.novo@exemplo.com.br');
  await expect(password).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Não foi possível salvar' })).toContainText('Informe a sua senha atual para confirmar a alteração.');
  await password.fill('Errada@2024');
  await form.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(password).toHaveAccessibleDescription('A senha atual está incorreta.');

  await password.fill(DEMO.aluno.password);
  await form.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Confirme o novo e-mail' })).toContainText('Enviamos um e-mail para confirmar o novo endereço.');
  // Until the link is followed the account keeps its address.
  await expect(form.getByLabel('E-mail')).toHaveValue(DEMO.aluno.email);
  await expect(password).toHaveCount(0);
});
