import { createAccountAsAdmin, expect, expectNoAxeViolations, signInAs, signInWith, test } from '../fixtures.ts';

// LGPD admin side (issue 26): the holders' requests with their state and filters, the retention
// periods, and the erasure of an account on the holder's request. The students are made by the
// test itself, so no other journey sees their requests disappear or their account erased.
test('the admin sees the holders\' requests, sets a retention period and erases an account on request', async ({ page, browser }) => {
  test.setTimeout(90_000); // one long journey (export, filters, retention, erasure) on a shared 2-core machine
  const stamp = Date.now();
  const exporter = { name: 'Rafaela Exporta', email: `exporta-${stamp}@teste.com.br`, role: 'aluno' as const, password: 'Exporta@2026' };
  const holder = { name: 'Otávio Apaga', email: `apaga-${stamp}@teste.com.br`, role: 'aluno' as const, password: 'Apagar@2026' };
  await createAccountAsAdmin(exporter);
  await createAccountAsAdmin(holder);

  // The student asks for a copy of their data from "Meus dados" (the same API the button calls).
  const student = await (await browser.newContext({ extraHTTPHeaders: { 'x-eduia-csrf': '1' } })).newPage();
  await signInWith(student, exporter.email, exporter.password);
  const asked = await student.request.post('/api/privacy/exports');
  expect(asked.status(), await asked.text()).toBe(202);
  // The export is built in the background; the admin looks once it is ready.
  await expect.poll(async () => ((await (await student.request.get('/api/privacy/me')).json()) as { requests: Array<{ kind: string; status: string }> })
    .requests.find((r) => r.kind === 'export')?.status).toBe('pronto');

  await signInAs(page, 'admin');
  await page.goto('/admin/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidade (LGPD)' })).toBeVisible();
  const requests = page.getByRole('list', { name: 'Pedidos dos titulares' });
  const exportRow = requests.getByTestId('data-request').filter({ hasText: exporter.email });
  await expect(exportRow).toHaveCount(1);
  await expect(exportRow).toContainText(exporter.name);
  await expect(exportRow).toContainText('Exportação');
  await expect(exportRow).toContainText('Pronta para baixar');
  await expect(exportRow).toContainText(/disponível até \d{2}\/\d{2}\/\d{4}/);
  await expectNoAxeViolations(page);

  // Filters: only erasures hides the export; exports and "ready" keep it.
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Exclusão' }).click();
  await expect(exportRow).toHaveCount(0);
  for (const row of await page.getByTestId('data-request').all()) await expect(row).toContainText('Exclusão');
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Exportação' }).click();
  await expect(exportRow).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Cancelada' }).click();
  await expect(exportRow).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Situação' }).click();
  await page.getByRole('option', { name: 'Pronta para baixar' }).click();
  await expect(exportRow).toHaveCount(1);

  // Retention: a period below the legal floor is refused in Portuguese; a valid one is kept.
  const notifications = page.getByLabel('Notificações (dias)');
  await expect(notifications).toHaveValue('365');
  await notifications.fill('');
  await page.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Informe o prazo das notificações.' })).toBeVisible();
  await notifications.fill('10');
  await page.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O prazo das notificações deve ser de 30 a 3650 dias.' })).toBeVisible();
  // Longer than the default, so the job removes nothing another journey shows.
  await notifications.fill('400');
  await page.getByRole('button', { name: 'Salvar prazos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Prazos de retenção salvos' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Notificações (dias)')).toHaveValue('400');
  // Every holder reads the period on "Meus dados".
  const mine = (await (await student.request.get('/api/privacy/me')).json()) as { retention: { notificationDays: number } };
  expect(mine.retention.notificationDays).toBe(400);

  // Erasure on the holder's request, from the users list, with the reason kept.
  await page.goto('/admin/usuarios');
  await page.getByLabel('Buscar por nome ou e-mail').fill(holder.email);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Ações para ${holder.name}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir conta (LGPD)' }).click();
  const dialog = page.getByRole('dialog', { name: `Excluir a conta de ${holder.name} (LGPD)?` });
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Descreva o pedido do titular (pelo menos 10 caracteres).');
  const reason = `Pedido recebido por e-mail, protocolo ${stamp}`;
  await dialog.getByLabel('Motivo (pedido do titular)').fill(reason);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conta excluída' })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The holder can no longer sign in.
  const gone = await student.request.post('/api/auth/login', { data: { email: holder.email, password: holder.password } });
  expect(gone.ok()).toBeFalsy();

  await page.goto('/admin/privacidade');
  const erasureRow = page.getByTestId('data-request').filter({ hasText: reason });
  await expect(erasureRow).toHaveCount(1);
  await expect(erasureRow).toContainText('Titular removido');
  await expect(erasureRow).not.toContainText(holder.email);
  await expect(erasureRow).not.toContainText(holder.name);
  await expect(erasureRow).toContainText('Exclusão');
  await expect(erasureRow).toContainText('Concluída');
  await expect(erasureRow).toContainText('por Administrador EduIA');
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Exclusão' }).click();
  await expect(erasureRow).toHaveCount(1);

  // A 375 px phone: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/privacidade');
  await expect(page.getByTestId('data-request').first()).toBeVisible();
  await expect(page.getByLabel('Notificações (dias)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
