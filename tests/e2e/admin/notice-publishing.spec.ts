import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// Issue 13 item 8: the admin publishes an announcement to every student; a student sees it
// on the board. A content announcement: students who turned off new-content notices (the
// live-notification journey's student) get no notification, everyone sees it on the board.

test('the admin publishes an announcement to all students and a student sees it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const title = `Nova trilha de Dados ${Date.now().toString().slice(-6)}`;
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Avisos' }).click();
  await expect(page).toHaveURL('/admin/avisos');
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos e eventos' })).toBeVisible();
  // Seeded platform items, each with its audience.
  await page.getByRole('tab', { name: /Avisos/ }).click();
  await expect(page.getByTestId('published-announcement-announcement-anual')).toContainText('Assinantes do plano Anual');
  await expect(page.getByTestId('published-announcement-announcement-manutencao')).toContainText('Manutenção em');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Novo aviso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo aviso' });
  await expect(dialog.getByRole('combobox', { name: 'Público' })).toHaveText('Todos os alunos');
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(dialog.getByText('Escreva a mensagem.')).toBeVisible();
  await dialog.getByLabel('Mensagem').fill('Cinco cursos novos de análise de dados já estão no catálogo.');
  await dialog.getByRole('combobox', { name: 'Prioridade' }).click();
  await page.getByRole('option', { name: 'Sucesso', exact: true }).click();
  await dialog.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Aviso publicado' })).toBeVisible();
  await expect(page.locator('[data-testid^="published-announcement-"]').filter({ hasText: title })).toContainText('Todos os alunos');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await page.getByRole('tab', { name: /Avisos/ }).click();
  await expectNoAxeViolations(page);

  const context = await browser.newContext();
  const student = await context.newPage();
  await signInAs(student, 'aluno');
  await student.goto('/aluno/mural?aba=avisos');
  const card = student.locator('[data-testid^="announcement-"]').filter({ has: student.getByRole('heading', { name: title }) });
  await expect(card).toHaveAttribute('data-priority', 'success');
  await expect(card).toContainText('Administrador EduIA');
  await expect(card.getByTestId('announcement-icon')).toHaveAttribute('data-type', 'content');
  await expectNoAxeViolations(student);
  await context.close();
});
