import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, signInWith, test } from '../fixtures.ts';

// Issue 13 item 3: an admin rejects a course with a reason, the teacher sees it and
// resubmits, the admin approves it and a student finds it in the search.

const COURSE = 'OKRs na Prática'; // Dra. Maria's, pending in the moderation seed
const MARIA = { email: 'maria.santos@eduia.com.br', password: 'Professora@2024' };
const REASON = 'Falta um exemplo completo de OKR para uma equipe de vendas.';

async function openModeration(page: Page) {
  await page.goto('/admin/moderacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderação' })).toBeVisible();
}

const pendingCard = (page: Page) => page.getByTestId('pending-course').filter({ hasText: COURSE });

test('reject with a reason, the teacher corrects and resubmits, approve, the student finds it', async ({ page }) => {
  test.setTimeout(150_000); // a long journey on a shared 2-core machine
  await signInAs(page, 'admin');
  await openModeration(page);
  await expect(pendingCard(page)).toContainText('Dra. Maria Santos');
  await expect(pendingCard(page)).toContainText('Negócios');
  await expect(page.getByTestId('approved-course').first()).toContainText('Administrador EduIA');
  await expectNoAxeViolations(page);

  // The preview shows the lessons as a student would see them.
  await pendingCard(page).getByRole('button', { name: `Pré-visualizar ${COURSE}` }).click();
  const preview = page.getByRole('dialog', { name: COURSE });
  await expect(preview.getByRole('heading', { name: 'Objetivos e resultados-chave' }).first()).toBeVisible();
  await expect(preview.locator('strong').first()).toHaveText('objetivo');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // 'Rejeitar' requires a reason.
  await pendingCard(page).getByRole('button', { name: `Rejeitar ${COURSE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rejeitar curso' });
  await dialog.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(dialog.getByText('Informe o motivo da rejeição (mínimo de 10 caracteres).')).toBeVisible();
  await page.mouse.move(0, 0); // the pointer left on the button would leave its hover colour in the check
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Motivo da rejeição').fill(REASON);
  await dialog.getByRole('button', { name: 'Rejeitar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rejeitado' }).first()).toBeVisible();
  await expect(pendingCard(page)).toHaveCount(0);

  // The teacher sees the reason and sends the course again.
  await page.context().clearCookies();
  await signInWith(page, MARIA.email, MARIA.password);
  await page.goto('/professor');
  const card = page.getByTestId('teacher-course').filter({ hasText: COURSE });
  await expect(card.getByTestId('rejection-reason')).toContainText(REASON);
  await card.getByRole('link', { name: `Editar ${COURSE}` }).click();
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByTestId('course-status')).toHaveText('Em análise');

  // The admin approves it.
  await page.context().clearCookies();
  await signInAs(page, 'admin');
  await openModeration(page);
  await pendingCard(page).getByRole('button', { name: `Aprovar ${COURSE}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aprovado com sucesso' }).first()).toBeVisible();
  await expect(page.getByTestId('approved-course').filter({ hasText: COURSE })).toContainText('Administrador EduIA');

  // A student finds it in the search.
  await page.context().clearCookies();
  await signInAs(page, 'aluno');
  await page.goto('/aluno');
  await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill('okrs na pratica');
  await expect(page.getByTestId('search-results')).toContainText(COURSE);
});

test('students tab: documents with the CPF check, approve one; both themes pass axe', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto('/admin/moderacao?aba=alunos');
  const row = (name: string) => page.getByTestId('moderation-student').filter({ hasText: name });
  await expect(row('Igor Matos')).toContainText('dígitos verificadores inválidos');
  await expect(row('Igor Matos').getByRole('button', { name: 'Aprovar Igor Matos' })).toBeDisabled();
  await expect(row('Helena Castro')).toContainText('390.533.447-05');
  await expectNoAxeViolations(page);
  await row('Helena Castro').getByRole('button', { name: 'Aprovar Helena Castro' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aprovado com sucesso' }).first()).toBeVisible();
  await expect(row('Helena Castro')).toHaveCount(0);
  await expect(row('Larissa Campos')).toContainText('não confere');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(row('Gabriel Nunes')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a student whose documents were rejected sees the reason and sends a CPF again', async ({ page }) => {
  await signInWith(page, 'larissa.campos@eduia.com.br', 'Aluno@2024');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));
  await page.goto('/aluno/perfil');
  const card = page.getByTestId('identity-card');
  await expect(card).toContainText('Documentos recusados: O nome do documento enviado não confere com o nome da conta.');
  await card.getByRole('textbox', { name: 'CPF' }).fill('123.456.789-00');
  await card.getByRole('button', { name: 'Enviar para verificação' }).click();
  await expect(card.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await card.getByRole('textbox', { name: 'CPF' }).fill('86821335044');
  await card.getByRole('button', { name: 'Enviar para verificação' }).click();
  await expect(card).toContainText('CPF 868.213.350-44 enviado.');
  await expect(card.getByText('Pendente')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
});

test('a full queue says there may be more behind it: "Cursos (100+)" and which sends are shown', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  // The demo queue holds a few courses: the answer is made as long as the list's limit (100), as
  // at 100 000 students; the page is reached from the menu so that it asks for the list itself.
  await page.route('**/api/admin/moderation/courses?status=pending*', async (route) => {
    const response = await route.fetch();
    const [first] = (await response.json()) as Array<{ id: string; title: string }>;
    const full = Array.from({ length: 100 }, (_, i) => ({ ...first, id: `${first!.id}-${i}`, title: `${first!.title} ${i + 1}` }));
    await route.fulfill({ response, json: full });
  });
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Moderação' }).click();
  await expect(page.getByRole('tab', { name: 'Cursos (100+)' })).toBeVisible();
  await expect(page.getByText('Mostrando os 100 envios mais antigos. Os próximos aparecem conforme estes forem decididos.')).toBeVisible();
  await expect(page.getByTestId('pending-course')).toHaveCount(100);
});
