import { expect, signInAs, test } from '../fixtures.ts';

// Review of issue 13: deactivating a plan takes it off /assinatura and the checkout, so the
// switch asks first; cancelling changes nothing, confirming shows the toast.
test('deactivating a plan asks for confirmation first', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/planos');
  const monthly = page.getByRole('switch', { name: 'Plano Mensal ativo' });
  await expect(monthly).toBeChecked();
  await monthly.click();
  const dialog = page.getByRole('dialog', { name: 'Desativar plano?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Mensal sai de \/assinatura e do checkout. Os \d+ assinantes continuam com ele./);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(monthly).toBeChecked();
  const plans = await (await page.request.get('/api/billing/plans')).json() as Array<{ id: string }>;
  expect(plans.map((p) => p.id)).toContain('monthly');

  await monthly.click();
  await page.getByRole('dialog', { name: 'Desativar plano?' }).getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Plano desativado', { exact: true })).toBeVisible();
  await expect(monthly).not.toBeChecked();
  // Reactivating needs no confirmation.
  await monthly.click();
  await expect(page.getByText('Plano ativado', { exact: true })).toBeVisible();
  await expect(monthly).toBeChecked();
});
