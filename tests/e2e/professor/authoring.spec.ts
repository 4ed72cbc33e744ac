import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// Issue 12 items 1, 2 and 4: the teacher writes a course and a quiz in the browser.

async function addLesson(page: Page, moduleTitle: string, title: string, content: string) {
  await page.getByRole('button', { name: `Adicionar aula em ${moduleTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova aula' });
  await dialog.getByLabel('Título da aula').fill(title);
  await dialog.getByLabel('Duração (minutos)').fill('20');
  await dialog.getByLabel('Conteúdo').fill(content);
  await dialog.getByRole('button', { name: 'Salvar aula' }).click();
  await expect(dialog).toBeHidden();
}

test('a teacher creates a course with a module and two lessons, writes a quiz and submits the course', async ({ page }) => {
  test.setTimeout(150_000); // a long journey on a shared 2-core machine
  const title = `Curso E2E ${Date.now()}`;
  await signInAs(page, 'professor');
  await page.goto('/professor');
  await expect(page.getByRole('heading', { name: 'Painel do Professor' })).toBeVisible();
  // Seeded: a course in each status, the rejected one with its reason.
  await expect(page.getByTestId('rejection-reason')).toContainText('módulo 2');
  // Two in review: the teacher seed's and the moderation seed's (IA Generativa).
  await expect(page.getByTestId('course-status').filter({ hasText: 'Em análise' })).toHaveCount(2);

  await page.getByRole('link', { name: 'Novo curso' }).first().click();
  await expect(page).toHaveURL('/professor/cursos');
  await page.getByLabel('Título do curso').fill('ab');
  await page.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page.getByText('O título deve ter pelo menos 3 caracteres.')).toBeVisible();
  await page.getByLabel('Título do curso').fill(title);
  await page.getByLabel('Descrição').fill('Um curso escrito pelo teste de ponta a ponta.');
  await page.getByRole('button', { name: 'Criar curso' }).click();
  await expect(page).toHaveURL(/\/professor\/cursos\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('course-status')).toHaveText('Rascunho');

  await page.getByRole('textbox', { name: 'Novo módulo' }).fill('Primeiros passos');
  await page.getByRole('button', { name: 'Adicionar módulo' }).click();
  await expect(page.getByRole('heading', { name: 'Módulo 1: Primeiros passos' })).toBeVisible();
  await addLesson(page, 'Primeiros passos', 'Aula um', '# Bem-vindo\n\n## Detalhes\n\nTexto em **negrito** <script>alert(1)</script>');
  await addLesson(page, 'Primeiros passos', 'Aula dois', '- item a\n- item b');
  await expect(page.getByTestId('outline-lesson')).toHaveCount(2);

  // Reorder, then preview as a student: the Markdown is drawn (by the server), the HTML stays
  // text, and # and ## are two levels under the lesson's title (issue 22: both were h2).
  await page.getByRole('button', { name: 'Mover aula Aula dois para cima' }).click();
  await expect(page.getByTestId('outline-lesson').first()).toContainText('Aula dois');
  await page.getByRole('button', { name: 'Ver aula Aula um como aluno' }).click();
  const preview = page.getByTestId('lesson-preview');
  await expect(preview.getByRole('heading', { level: 3, name: 'Bem-vindo' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 4, name: 'Detalhes' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('negrito');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  const courseUrl = page.url();

  // The quiz editor: defaults 30/70, add, the last question cannot be removed, 'Simulado salvo'.
  await page.goto('/professor/simulados/editar');
  await expect(page.getByRole('heading', { name: 'Novo simulado' })).toBeVisible();
  await expect(page.getByLabel('Duração (minutos)')).toHaveValue('30');
  await expect(page.getByLabel('Nota mínima para aprovação (%)')).toHaveValue('70');
  await expect(page.getByTestId('quiz-question')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remover questão 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Salvar simulado' }).click();
  await expect(page.getByText('Escreva o enunciado da questão.')).toBeVisible();
  await expect(page.getByText('Marque a resposta correta.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Título do simulado').fill('Simulado E2E');
  await page.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: title }).click();
  const fillQuestion = async (index: number, text: string, correct: number) => {
    const card = page.getByTestId('quiz-question').nth(index);
    await card.getByLabel('Enunciado').fill(text);
    for (const letter of ['A', 'B', 'C', 'D']) await card.getByLabel(`Alternativa ${letter}`, { exact: true }).fill(`${text} opção ${letter}`);
    await card.getByLabel(`Alternativa ${['A', 'B', 'C', 'D'][correct]} é a correta`).check();
  };
  await fillQuestion(0, 'Primeira', 1);
  await page.getByRole('button', { name: 'Adicionar questão' }).click();
  await expect(page.getByTestId('quiz-question')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Remover questão 1' })).toBeEnabled();
  await fillQuestion(1, 'Segunda', 2);
  await page.getByRole('button', { name: 'Salvar simulado' }).click();
  await expect(page.getByText('Simulado salvo', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/professor\/simulados\/editar\?id=/);
  await expect(page.getByRole('heading', { name: 'Editar simulado' })).toBeVisible();

  // The quizzes tab lists it.
  await page.goto('/professor?aba=simulados');
  await expect(page.getByTestId('teacher-quiz').filter({ hasText: 'Simulado E2E' })).toContainText(title);
  await expectNoAxeViolations(page);

  // Submit the course for review: draft → em análise, and the editor is frozen.
  await page.goto(courseUrl);
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(page.getByTestId('course-status')).toHaveText('Em análise');
  await expect(page.getByRole('button', { name: 'Adicionar módulo' })).toHaveCount(0);
  await page.goto('/professor');
  await expect(page.getByTestId('teacher-course').filter({ hasText: title }).getByTestId('course-status')).toHaveText('Em análise');
});

test('teacher pages have no accessibility violations in the light theme either', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'professor');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto('/professor');
  await expect(page.getByTestId('teacher-course').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: /Materiais/ }).click();
  await expectNoAxeViolations(page);
  await page.goto('/professor/cursos/prof-nlp-fundamentos');
  await expect(page.getByTestId('rejection-reason')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/professor/simulados/editar');
  await expect(page.getByTestId('quiz-question')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('an existing quiz with attempts shows its item analysis', async ({ page }) => {
  await signInAs(page, 'professor');
  await page.goto('/professor?aba=simulados');
  // The seed's class of four took the quiz of 'Introdução à Inteligência Artificial'.
  const seeded = page.getByTestId('teacher-quiz').filter({ hasText: 'Simulado: Introdução à Inteligência Artificial' });
  await expect(seeded.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await seeded.getByRole('link', { name: /Abrir/ }).click();
  await expect(page.getByRole('heading', { name: 'Editar simulado' })).toBeVisible();
  await expect(page.getByTestId('question-difficulty').first()).toContainText('%');
  await expect(page.getByTestId('option-count').first()).toContainText('escolha');
  await expectNoAxeViolations(page);
});
