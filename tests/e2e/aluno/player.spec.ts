import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, signInAs, signInAsStudentWithoutPlan, test } from '../fixtures.ts';

test.describe('course player', () => {
  test('complete a lesson: toast, progress, marks, and the dashboard moves', async ({ page }) => {
    // Beatriz's course 14 (6 lessons) is touched by no other test.
    await signInAsStudentWithoutPlan(page);
    await page.goto('/aluno/curso/14');
    await expect(page.getByRole('heading', { level: 1, name: 'Francês para Viagens' })).toBeVisible();
    await expect(page.getByTestId('lesson-title')).toHaveText('Cumprimentos e apresentações');
    await expect(page).toHaveURL(/aula=lesson-14-1-1/);
    await expect(page.getByTestId('course-progress')).toHaveText('0%');
    await expect(page.getByText('Na França, tudo começa com um cumprimento.', { exact: false })).toBeVisible();
    // The lesson's Markdown, rendered by the server: its top heading sits under the lesson's h2.
    await expect(page.getByRole('heading', { level: 3, name: 'Exercícios' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assistir ao vídeo da aula' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=o_XVt5rdpFY');
    await expect(page.getByRole('button', { name: 'Aula anterior' })).toBeDisabled();

    await page.getByTestId('complete-lesson').click();
    await expect(page.getByRole('status').filter({ hasText: 'Aula concluída' }).first()).toBeVisible();
    await expect(page.getByTestId('course-progress')).toHaveText('16%');
    await expect(page.getByText('1 de 6 aulas concluídas')).toBeVisible();
    await expect(page.getByTestId('complete-lesson')).toHaveText('Aula concluída');
    await expect(page.getByTestId('complete-lesson')).toBeDisabled();
    await expect(page.getByTestId('lesson-item').first()).toHaveAttribute('data-completed', 'true');

    // Next / previous lesson.
    await page.getByRole('button', { name: 'Próxima aula' }).click();
    await expect(page.getByTestId('lesson-title')).toHaveText('No aeroporto');
    await expect(page.getByTestId('complete-lesson')).toHaveText('Concluir aula');
    await page.getByRole('button', { name: 'Aula anterior' }).click();
    await expect(page.getByTestId('lesson-title')).toHaveText('Cumprimentos e apresentações');

    // Persisted: a reload keeps it, and the dashboard shows the progress.
    await page.reload();
    await expect(page.getByTestId('course-progress')).toHaveText('16%');
    await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
    const card = page.getByTestId('row-continue').locator('[data-course-id="14"]');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '16');
  });

  test('downloads the course material (a real PDF) and links the exam when the course has one', async ({ page }) => {
    // Beatriz's course 3 is touched by no other test (the demo student's hours stay 127h).
    await signInAsStudentWithoutPlan(page);
    await page.goto('/aluno/curso/3');
    await expect(page.getByTestId('lesson-title')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar material' }).click()]);
    expect(download.suggestedFilename()).toBe('Apostila - Gestão de Projetos Ágeis.pdf');
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');

    const detail = await (await page.request.get('/api/courses/3')).json();
    const exam = page.getByRole('link', { name: 'Fazer simulado' });
    if (detail.quizId) await expect(exam).toHaveAttribute('href', `/aluno/simulado/${detail.quizId}`);
    else await expect(exam).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a premium course without subscription shows the premium overlay instead of the lessons', async ({ page }) => {
    await signInAsStudentWithoutPlan(page);
    await page.goto('/aluno/curso/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Machine Learning com Python' })).toBeVisible();
    const overlay = page.locator('[data-overlay="premium"]');
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('link', { name: 'Assinar agora' })).toHaveAttribute('href', '/aluno/assinatura');
    await expect(overlay.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/assinatura');
    await expect(page.getByTestId('lesson-item')).toHaveCount(0);
    await expect(page.getByTestId('complete-lesson')).toHaveCount(0);
    // The server refuses the content too.
    const res = await page.request.get('/api/courses/2/lessons/lesson-2-1-1');
    expect(res.status()).toBe(403);
    expect((await res.json()).reason).toBe('premium');
    await expectNoAxeViolations(page);
  });

  test('an unknown course shows a clear not-found state', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno/curso/nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Curso não encontrado' })).toBeVisible();
    await page.getByTestId('course-not-found').getByRole('link', { name: 'Voltar ao Dashboard' }).click();
    await expect(page).toHaveURL('/aluno');
  });
});
