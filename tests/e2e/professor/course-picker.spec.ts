import { createAccountAsAdmin, expect, expectNoAxeViolations, signInWith, test } from '../fixtures.ts';

// Issue 24: a teacher may have hundreds of courses, so a form's course field lists the newest
// 20 and finds any other by the words of its title, asked of the server as the teacher types.
// A teacher of their own with 23 courses: the oldest is past the list until it is searched for.

const TEACHER = { email: `professora.escolhas.${Date.now()}@eduia.com.br`, password: 'Professor@2024' };
const OLDEST = 'Estatística Aplicada à Pesquisa';
const NEWER = 22;

test('the course field of the upload, the quiz and the notice forms finds a course past the first 20 by its title', async ({ page }) => {
  test.setTimeout(120_000);
  await createAccountAsAdmin({ name: 'Profa. Muitas Escolhas', email: TEACHER.email, role: 'professor', password: TEACHER.password });
  await signInWith(page, TEACHER.email, TEACHER.password);
  for (const title of [OLDEST, ...Array.from({ length: NEWER }, (_, i) => `Curso de Escolha ${String(i + 1).padStart(2, '0')}`)]) {
    const res = await page.request.post('/api/teacher/courses', {
      headers: { 'x-eduia-csrf': '1' },
      data: { title, description: 'Um curso para escolher.', category: 'tecnologia', isPremium: false },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'professor'));

  // The upload dialog: the newest 20, then the oldest found without accents or case.
  await page.goto('/professor');
  await page.getByRole('button', { name: 'Enviar material' }).click();
  const upload = page.getByRole('dialog', { name: 'Enviar material' });
  const field = upload.getByRole('combobox', { name: 'Curso' });
  await field.click();
  const options = page.getByRole('listbox', { name: 'Curso' }).getByRole('option');
  await expect(options).toHaveCount(20);
  await expect(options.first()).toHaveText(`Curso de Escolha ${NEWER}`);
  await expect(upload.getByText('Mostrando os 20 mais recentes. Digite para buscar outro.')).toBeVisible();
  await expect(options.filter({ hasText: OLDEST })).toHaveCount(0);
  await field.fill('ESTATISTICA pesq');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveText(OLDEST);
  await expectNoAxeViolations(page);
  await options.first().click();
  await expect(field).toHaveValue(OLDEST);
  await field.fill('nenhum curso assim');
  await expect(upload.getByText('Nenhum curso com esse nome.')).toBeVisible();
  await field.press('Escape');
  await expect(field).toHaveValue(OLDEST);
  await page.keyboard.press('Escape');

  // A new quiz starts in the newest course; another is chosen with the keyboard, Enter pressed
  // at once after typing: it chooses from the list of what was typed once it arrives, not from
  // the list shown before it.
  await page.goto('/professor/simulados/editar');
  const quizCourse = page.getByRole('combobox', { name: 'Curso' });
  await expect(quizCourse).toHaveValue(`Curso de Escolha ${NEWER}`);
  await quizCourse.click();
  await expect(page.getByRole('option').first()).toHaveText(`Curso de Escolha ${NEWER}`);
  await quizCourse.fill('aplicada');
  await quizCourse.press('Enter');
  await expect(quizCourse).toHaveValue(OLDEST);
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // A task for the students of the oldest course, at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/professor/mural');
  await page.getByRole('button', { name: 'Nova tarefa' }).click();
  const task = page.getByRole('dialog', { name: 'Nova tarefa' });
  const audience = task.getByRole('combobox', { name: 'Curso' });
  await expect(audience).toHaveValue(`Curso de Escolha ${NEWER}`);
  await audience.fill('estatistica');
  await page.getByRole('option', { name: OLDEST, exact: true }).click();
  await task.getByRole('textbox', { name: 'Título' }).fill('Leitura do capítulo 1');
  await task.getByRole('button', { name: 'Publicar tarefa' }).click();
  await expect(task).toBeHidden();
  await expect(page.getByText('Leitura do capítulo 1')).toBeVisible();
  await expect(page.getByText(OLDEST, { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
