import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';
import { answer, currentQuestion, learnAnswerKey } from './exam-helpers.ts';

// The demo student takes exams of courses he is not enrolled in ('14' and '8'), so no
// certificate is issued and the history figures other specs check do not move.

test.describe('practice exam', () => {
  test('one question at a time: navigation rules, a fail, a retry with everything reset, a pass', async ({ page }) => {
    test.setTimeout(90_000); // a long journey on a shared 2-core machine
    await signInAs(page, 'aluno');
    const key = await learnAnswerKey(page, '14');
    await page.goto('/aluno/simulado/14');
    await expect(page.getByRole('heading', { level: 1, name: 'Simulado: Francês para Viagens' })).toBeVisible();
    await expect(page.getByText('30 minutos')).toBeVisible();
    await expect(page.getByText('70%')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Iniciar Simulado' }).click();

    const previous = page.getByRole('button', { name: 'Anterior' });
    const next = page.getByRole('button', { name: 'Próxima' });
    await expect(page.getByText('Questão 1 de 5')).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(4);
    await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText(/^(30:00|29:5\d)$/);
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);

    // First attempt: 3 of 5 right = 60 %, below the 70 % pass mark.
    const firstChoice = await answer(page, key, false);
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByText('Questão 2 de 5')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // Going back keeps the chosen answer.
    await previous.click();
    await expect(page.getByText('Questão 1 de 5')).toBeVisible();
    await expect(page.getByRole('radio', { name: firstChoice, exact: true })).toBeChecked();
    await expect(next).toBeEnabled();
    await next.click();
    await answer(page, key, false);
    await next.click();
    for (let i = 3; i <= 5; i++) {
      await expect(page.getByText(`Questão ${i} de 5`)).toBeVisible();
      await answer(page, key, true);
      if (i < 5) await next.click();
    }
    await expect(next).toHaveCount(0);
    await page.getByRole('button', { name: 'Finalizar' }).click();

    await expect(page.getByRole('heading', { name: 'Resultado do Simulado' })).toBeVisible();
    await expect(page.getByTestId('exam-score')).toHaveText('60%');
    await expect(page.getByTestId('exam-verdict')).toHaveText('Reprovado');
    await expect(page.getByText('Você acertou 3 de 5 questões. Nota mínima para aprovação: 70%.')).toBeVisible();
    // Each question with its right answer and explanation.
    const review = page.getByTestId('exam-review-item');
    await expect(review).toHaveCount(5);
    for (const q of key.values()) {
      const item = review.filter({ hasText: q.question });
      await expect(item.getByText(`Explicação: ${q.explanation}`)).toBeVisible();
      await expect(item.locator('li', { hasText: 'Resposta correta' })).toContainText(q.options[q.correctIndex]);
    }
    await expect(page.getByText('Sua resposta')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Retry: a new attempt, nothing answered, first question, full time.
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await expect(page.getByText('Questão 1 de 5')).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(next).toBeDisabled();
    await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText(/^(30:00|29:5\d)$/);

    // Second attempt: 4 of 5 right = 80 %, a pass.
    await answer(page, key, false);
    await next.click();
    for (let i = 2; i <= 5; i++) {
      await answer(page, key, true);
      await page.getByRole('button', { name: i < 5 ? 'Próxima' : 'Finalizar' }).click();
    }
    await expect(page.getByTestId('exam-score')).toHaveText('80%');
    await expect(page.getByTestId('exam-verdict')).toHaveText('Aprovado');
    await expect(page.getByText('Você acertou 4 de 5 questões.', { exact: false })).toBeVisible();
    // Not enrolled: no certificate from a practice exam alone.
    await expect(page.getByRole('link', { name: 'Ver certificados' })).toHaveCount(0);

    // The intro now shows the best score.
    await page.reload();
    await expect(page.getByTestId('exam-best-score')).toContainText('Sua melhor nota: 80% em 3 tentativas (aprovado).');
  });

  test('the countdown submits the attempt when it reaches zero; a reload resumes the attempt', async ({ page }) => {
    await page.clock.install();
    await signInAs(page, 'aluno');
    const key = await learnAnswerKey(page, '8');
    await page.goto('/aluno/simulado/8');
    await page.getByRole('button', { name: 'Iniciar Simulado' }).click();
    await expect(page.getByText('Questão 1 de 5')).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/answers') && r.request().method() === 'PUT');
    const chosen = await answer(page, key, true);
    expect((await saved).ok()).toBeTruthy();
    // The answer is saved on the server: a reload resumes the same attempt with it.
    await page.reload();
    await expect(page.getByText('Questão 1 de 5')).toBeVisible();
    await expect(page.getByRole('radio', { name: chosen, exact: true })).toBeChecked();
    expect((await currentQuestion(page, key)).options).toContain(chosen);

    await page.clock.fastForward('29:30');
    await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText(/^00:[0-3]\d$/);
    await page.clock.fastForward('00:40');
    await expect(page.getByRole('heading', { name: 'Resultado do Simulado' })).toBeVisible();
    await expect(page.getByText('Tempo esgotado', { exact: true })).toBeVisible();
    await expect(page.getByTestId('exam-score')).toHaveText('20%');
    await expect(page.getByTestId('exam-verdict')).toHaveText('Reprovado');
    await expect(page.getByText('Não respondida')).toHaveCount(4);
  });

  test('a premium exam without subscription shows the premium overlay; an unknown exam says so', async ({ page }) => {
    await page.request.post('/api/auth/login', { headers: { 'x-eduia-csrf': '1' }, data: { email: 'carla@eduia.com.br', password: 'Aluno@2024' } });
    await page.goto('/aluno/simulado/6');
    await expect(page.locator('[data-overlay="premium"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar Simulado' })).toHaveCount(0);
    await page.goto('/aluno/simulado/nao-existe');
    await expect(page.getByRole('heading', { name: 'Simulado não encontrado' })).toBeVisible();
  });
});
