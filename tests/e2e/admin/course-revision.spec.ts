import type { Page } from '@playwright/test';
import { expect, signInAs, test } from '../fixtures.ts';

// Issue 22 item 4: a teacher's edit of an approved course is a new version that students do
// not see until the moderation approves it.

const COURSE_ID = '10'; // the demo teacher's, approved, and the demo student is enrolled
const OLD_TITLE = 'Análise de Dados com SQL';
const NEW_TITLE = 'Análise de Dados com SQL na Prática';

async function switchTo(page: Page, role: 'aluno' | 'professor' | 'admin') {
  await page.context().clearCookies();
  await signInAs(page, role);
}

async function expectStudentSees(page: Page, title: string) {
  await page.goto(`/aluno/curso/${COURSE_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test('an approved course edited by its teacher changes for students only once the new version is approved', async ({ page }) => {
  test.setTimeout(150_000); // a long journey on a shared 2-core machine
  await signInAs(page, 'professor');
  await page.goto(`/professor/cursos/${COURSE_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: OLD_TITLE })).toBeVisible();
  await page.getByRole('textbox', { name: 'Título do curso' }).fill(NEW_TITLE);
  await page.getByRole('button', { name: 'Salvar curso' }).click();
  await expect(page.getByTestId('revision-state')).toContainText('Nova versão em edição');
  await expect(page.getByTestId('revision-state')).toContainText(`Os alunos continuam vendo a versão aprovada, "${OLD_TITLE}".`);
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByTestId('revision-state')).toContainText('Nova versão em análise pela moderação');

  // Students still study the approved version.
  await switchTo(page, 'aluno');
  await expectStudentSees(page, OLD_TITLE);

  // The moderator sees it as a new version and approves it.
  await switchTo(page, 'admin');
  await page.goto('/admin/moderacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderação' })).toBeVisible();
  const card = page.getByTestId('pending-course').filter({ hasText: NEW_TITLE });
  await expect(card).toContainText('Nova versão');
  await card.getByRole('button', { name: `Aprovar ${NEW_TITLE}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Aprovado com sucesso' }).first()).toBeVisible();
  await expect(card).toHaveCount(0);

  // Now the student sees the new title.
  await switchTo(page, 'aluno');
  await expectStudentSees(page, NEW_TITLE);
});
