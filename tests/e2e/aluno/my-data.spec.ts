import { expect, test } from '@playwright/test';
import { signInWith } from '../fixtures';

// LGPD "Meus dados" (issue 26): a new student sees every category with its retention,
// exports and downloads the ZIP with the password asked again, schedules the erasure of the
// account and cancels it. Camila (a seeded student no other journey uses), so nobody else
// sees the notification and e-mails this journey causes.
test('a student reads what is held, downloads the export and schedules then cancels the erasure', async ({ page }) => {
  test.setTimeout(90_000);
  const password = 'Aluno@2024';
  await signInWith(page, 'camila@eduia.com.br', password);
  await page.goto('/aluno/meus-dados');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
  for (const title of ['Conta e perfil', 'Assinaturas, pagamentos e recibos', 'Registro de auditoria']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Por quanto tempo guardamos' })).toBeVisible();

  await page.getByRole('button', { name: 'Exportar meus dados' }).click();
  await expect(page.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  await page.getByLabel('Sua senha').fill('errada');
  await page.getByRole('button', { name: 'Baixar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A senha atual está incorreta.' })).toBeVisible();
  await page.getByLabel('Sua senha').fill(password);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await page.getByLabel('Sua senha').fill(password);
  await page.getByRole('button', { name: 'Agendar exclusão' }).click();
  await expect(page.getByText(/Sua conta será excluída em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar exclusão' }).click();
  await expect(page.getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
});
