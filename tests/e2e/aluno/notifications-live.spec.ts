import { expect, expectNoAxeViolations, signInWith, test } from '../fixtures.ts';

// Fernanda Dias is seeded for this journey only; a real action — Prof. Carlos Silva
// writing to her, a student of his course — creates the notifications.
const FERNANDA = { id: 'user-aluno-fernanda', email: 'fernanda@eduia.com.br', password: 'Aluno@2024' };

test('notifications created by the server appear live, and the bell count follows', async ({ page, playwright, baseURL }) => {
  await signInWith(page, FERNANDA.email, FERNANDA.password);
  await page.goto('/aluno/notificacoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  await expect(page.getByText('Você ainda não recebeu notificações.')).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const teacher = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-eduia-csrf': '1' } });
  expect((await teacher.post('/api/auth/demo/professor')).ok()).toBeTruthy();
  const send = async (message: string) => {
    const res = await teacher.post('/api/notices/messages', { data: { studentId: FERNANDA.id, courseId: '1', message } });
    expect(res.status(), await res.text()).toBe(201);
  };

  await send('Sua dúvida sobre redes neurais foi respondida no fórum.');
  // No reload: the page and the bell are pushed the new notification.
  await expect(page.getByText('Nova mensagem de Prof. Carlos Silva')).toBeVisible();
  await expect(page.getByText('Introdução à Inteligência Artificial: Sua dúvida sobre redes neurais foi respondida no fórum.')).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('1');

  // With 'push' on, it also pops up.
  const prefs = await page.request.put('/api/users/me/notification-preferences', {
    headers: { 'x-eduia-csrf': '1' },
    data: { email: true, push: true, newCourses: true, certificates: true, promotions: false },
  });
  expect(prefs.ok()).toBeTruthy();
  await send('Lembrete: a live de amanhã começa às 19h.');
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await expect(page.getByRole('status').filter({ hasText: 'Nova mensagem de Prof. Carlos Silva' })).toContainText('a live de amanhã');
  await expect(page.getByText('2 não lidas de 2')).toBeVisible();

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).first().click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('0 não lidas de 2')).toBeVisible();

  // The same holds on the board: the message lands on the teachers' tab too.
  await page.goto('/aluno/mural');
  await page.getByRole('tab', { name: 'Professores' }).click();
  await expect(page.getByTestId('teacher-message').first()).toContainText('a live de amanhã começa às 19h');
  await teacher.dispose();
});
