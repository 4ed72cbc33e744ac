import { expect, signInAs, test } from '../fixtures.ts';

// Review of issue 13: LIKE wildcards typed in the admin searches match nothing literal, and
// each list says so in Portuguese instead of listing everyone or staying blank.
test('a search for % or _ shows the empty state on users, audit and e-mails', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/usuarios');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await page.getByLabel('Buscar por nome ou e-mail').fill('%');
  await expect(page.getByText('Nenhum usuário encontrado com estes filtros.')).toBeVisible();
  await expect(page.getByTestId('user-row')).toHaveCount(0);
  await page.getByLabel('Buscar por nome ou e-mail').fill('_');
  await expect(page.getByText('Nenhum usuário encontrado com estes filtros.')).toBeVisible();

  await page.goto('/admin/auditoria');
  await expect(page.getByRole('list', { name: 'Registros de auditoria' })).toBeVisible();
  await page.getByLabel('Autor (nome ou e-mail)').fill('%');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText(/Nenhum registro encontrado com/)).toBeVisible();

  await page.goto('/admin/emails');
  await expect(page.getByRole('list', { name: 'E-mails' })).toBeVisible();
  await page.getByLabel('Destinatário').fill('_');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Nenhum e-mail encontrado.')).toBeVisible();
});
