import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, signInWith, test } from '../fixtures.ts';
import { answer, learnAnswerKey } from './exam-helpers.ts';

// Carla Mendes (seeded for this journey) has done every lesson of 'Finanças para
// Empreendedores' (course '11') but not its exam. No other spec signs in as her.
const CARLA = { email: 'carla@eduia.com.br', password: 'Aluno@2024', name: 'Carla Mendes' };
const COURSE = 'Finanças para Empreendedores';
const PENDING = 'Falta o simulado para emitir seu certificado';

const todayInSaoPaulo = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('passing the exam of a finished course issues the certificate: list, PDF, notification, history, verification', async ({ page }) => {
  test.setTimeout(90_000); // a long journey on a shared 2-core machine
  await signInWith(page, CARLA.email, CARLA.password);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));

  // Before: no certificate, the course is in the history without one.
  await page.goto('/aluno/certificados');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Certificados' })).toBeVisible();
  await expect(page.getByText('Você ainda não tem certificados.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Every lesson done, exam pending is not finished (issue 11 item 4): the history, the dashboard and the player say so.
  await page.goto('/aluno/historico');
  await expect(page.getByRole('tab', { name: 'Concluídos (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Em Andamento (1)' }).click();
  const pending = page.getByTestId('history-in-progress-item').filter({ hasText: COURSE });
  await expect(pending.getByTestId('exam-pending')).toHaveText(PENDING);
  await expect(pending.getByRole('link', { name: 'Ir para o simulado' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/aluno');
  await expect(page.getByTestId('stat-active-courses')).toHaveText('1');
  const continueCard = page.getByTestId('row-continue').locator('[data-course-id="11"]');
  await expect(continueCard.getByTestId('course-exam-pending')).toHaveText(PENDING);
  await expect(continueCard).not.toContainText('Concluído');
  await expect(page.getByText('Você ainda não começou nenhum curso')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/aluno/curso/11');
  const callout = page.getByTestId('exam-pending-callout');
  await expect(callout).toContainText(PENDING);
  await expect(page.getByRole('link', { name: 'Fazer simulado' })).toHaveCount(1);
  await expect(callout.getByRole('link', { name: 'Fazer simulado' })).toHaveAttribute('href', /^\/aluno\/simulado\//);
  await expectNoAxeViolations(page);

  // The exam, passed in the browser (the key read as its teacher knows it).
  const key = await learnAnswerKey(page, '11');
  await page.goto('/aluno/simulado/11');
  await page.getByRole('button', { name: 'Iniciar Simulado' }).click();
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`Questão ${i} de 5`)).toBeVisible();
    await answer(page, key, true);
    await page.getByRole('button', { name: i < 5 ? 'Próxima' : 'Finalizar' }).click();
  }
  await expect(page.getByTestId('exam-verdict')).toHaveText('Aprovado');
  await expect(page.getByText('Parabéns! Seu certificado deste curso está disponível.')).toBeVisible();
  // After a pass with a certificate, the certificate is the main action, a retry secondary (issue 11).
  await expect(page.getByTestId('exam-main-action')).toHaveText('Ver certificados');

  // The notification.
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('menu').getByText('Certificado disponível')).toBeVisible();
  await expect(page.getByRole('menu').getByText(`Seu certificado de ${COURSE} está pronto para download.`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Ver certificados' }).click();
  await expect(page).toHaveURL('/aluno/certificados');

  // The notification leads to the certificates (issue 11 item 6), and clicking it does not mark it read (spec).
  await page.goto('/aluno/perfil');
  await page.getByTestId('notification-bell').click();
  const notification = page.getByRole('menu').getByTestId('notification-item').filter({ hasText: 'Certificado disponível' });
  await expect(notification).toHaveAttribute('data-unread', 'true');
  await notification.click();
  await expect(page).toHaveURL('/aluno/certificados');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('menu').getByTestId('notification-item').filter({ hasText: 'Certificado disponível' })).toHaveAttribute('data-unread', 'true');
  await page.keyboard.press('Escape');

  // The list, and its PDF.
  const card = page.getByTestId('certificate-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: COURSE })).toBeVisible();
  await expect(card).toContainText(`Concluído em${todayInSaoPaulo()}`);
  await expect(card).toContainText('Carga horária8h');
  await expect(card).toContainText('InstrutorDra. Maria Santos');
  const code = (await card.locator('dd.font-mono').textContent())!.trim();
  expect(code).toMatch(/^EDU-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: `Baixar certificado de ${COURSE}` }).click()]);
  expect(download.suggestedFilename()).toBe('certificado-financas-para-empreendedores.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Now finished: no longer active; the history's 'Ver Certificado' opens the certificate, highlighted (not a download).
  await page.goto('/aluno');
  await expect(page.getByTestId('stat-active-courses')).toHaveText('0');
  await page.goto('/aluno/historico');
  const item = page.getByTestId('history-completed-item').filter({ hasText: COURSE });
  await expect(item.getByText('Nota: 100%')).toBeVisible();
  await item.getByRole('link', { name: 'Ver Certificado' }).click();
  await expect(page).toHaveURL(/\/aluno\/certificados\?certificado=/);
  const highlighted = page.locator('[data-testid="certificate-card"][data-highlighted="true"]');
  await expect(highlighted).toContainText(code);
  await expect(highlighted).toBeFocused();
  await expectNoAxeViolations(page);

  // Anyone can verify the code.
  await page.context().clearCookies();
  await page.goto('/certificados/verificar');
  await page.getByLabel('Código do certificado').fill(code);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(`/certificados/verificar/${code}`);
  await expect(page.getByText('Certificado válido')).toBeVisible();
  await expect(page.getByTestId('certificate-holder')).toHaveText(CARLA.name);
  await expect(page.getByText(COURSE)).toBeVisible();
});

test("another student's certificate PDF is refused", async ({ page }) => {
  await signInWith(page, CARLA.email, CARLA.password);
  const res = await page.request.get('/api/certificates/cert-demo-curso-3/pdf');
  expect(res.status()).toBe(404);
  expect((await res.json()).message).toBe('Certificado não encontrado.');
});
