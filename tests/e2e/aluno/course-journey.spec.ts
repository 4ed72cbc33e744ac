import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../billing/billing-helpers.ts';
import { answer, learnAnswerKey } from './exam-helpers.ts';

// Issue 4's "done when": a new student finishes a course end to end in the browser —
// every lesson in the player, the exam, the certificate PDF, the public verification
// page, and the history updated. Course '8' (Espanhol Básico) is not premium.
const COURSE_ID = '8';
const COURSE = 'Espanhol Básico';

test('a new student finishes a course: lessons, exam, certificate, verification, history', async ({ page, browser }) => {
  test.setTimeout(150_000); // a long journey on a shared 2-core machine
  const { email } = await signUpViaApi(page, 'Helena Duarte', 'jornada');
  const detail = await (await page.request.get(`/api/courses/${COURSE_ID}`)).json();
  const lessonCount: number = detail.totalLessons;
  expect(lessonCount).toBeGreaterThan(1);

  // Every lesson, in order, in the player.
  await page.goto(`/aluno/curso/${COURSE_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  for (let done = 1; done <= lessonCount; done++) {
    await page.getByTestId('complete-lesson').click();
    await expect(page.getByTestId('complete-lesson')).toHaveText('Aula concluída');
    await expect(page.getByText(`${done} de ${lessonCount} aulas concluídas`)).toBeVisible();
    if (done < lessonCount) await page.getByRole('button', { name: 'Próxima aula' }).click();
  }
  await expect(page.getByTestId('course-progress')).toHaveText('100%');

  // The exam, from the player's button (the key read as its teacher knows it; an attempt may draw fewer questions than the pool).
  const key = await learnAnswerKey(page, detail.quizId);
  await page.getByRole('link', { name: 'Fazer simulado' }).click();
  await page.getByRole('button', { name: 'Iniciar Simulado' }).click();
  const total = Number((await page.getByText(/^Questão 1 de \d+$/).textContent())!.replace(/\D+/g, ' ').trim().split(' ')[1]);
  for (let i = 1; i <= total; i++) {
    await expect(page.getByText(`Questão ${i} de ${total}`)).toBeVisible();
    await answer(page, key, true);
    await page.getByRole('button', { name: i < total ? 'Próxima' : 'Finalizar' }).click();
  }
  await expect(page.getByTestId('exam-verdict')).toHaveText('Aprovado');

  // The certificate and its PDF.
  await page.goto('/aluno/certificados');
  const card = page.getByTestId('certificate-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: COURSE })).toBeVisible();
  const code = (await card.locator('dd.font-mono').textContent())!.trim();
  // The PDF names the student: it waits for a verified identity (docs/decisions/student-identity-verification.md).
  await card.getByRole('button', { name: `Baixar certificado de ${COURSE}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Seu certificado será liberado assim que sua identidade for verificada.' }).first()).toBeVisible();
  await page.goto('/aluno/perfil');
  await page.getByTestId('identity-card').getByRole('textbox', { name: 'CPF' }).fill('246.813.579-28');
  await page.getByTestId('identity-card').getByRole('button', { name: 'Enviar para verificação' }).click();
  await expect(page.getByTestId('identity-card')).toContainText('enviado');
  const admin = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await admin.request.post('/api/auth/demo/admin', { headers: { 'x-eduia-csrf': '1' } });
  const pending: Array<{ id: string; email: string }> = await (await admin.request.get('/api/admin/moderation/students?status=pendente')).json();
  const approved = await admin.request.post(`/api/admin/moderation/students/${pending.find((s) => s.email === email)!.id}/approve`, { headers: { 'x-eduia-csrf': '1' } });
  expect(approved.status()).toBe(200);
  await admin.close();
  await page.goto('/aluno/certificados');
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Baixar certificado de ${COURSE}` }).click()]);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // The history counts the course as completed, with its score.
  await page.goto('/aluno/historico');
  await expect(page.getByRole('tab', { name: 'Concluídos (1)' })).toBeVisible();
  const item = page.getByTestId('history-completed-item').filter({ hasText: COURSE });
  await expect(item.getByText('Nota: 100%')).toBeVisible();
  await expect(item.getByRole('link', { name: 'Ver Certificado' })).toBeVisible();

  // Anyone can verify the code, signed out.
  await page.context().clearCookies();
  await page.goto(`/certificados/verificar/${code}`);
  await expect(page.getByText('Certificado válido')).toBeVisible();
  await expect(page.getByTestId('certificate-holder')).toHaveText('Helena Duarte');
});
