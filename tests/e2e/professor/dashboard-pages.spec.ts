import { createAccountAsAdmin, expect, signInWith, test } from '../fixtures.ts';

// Issue 24: the teacher's dashboard tabs are read a page at a time (a teacher may have hundreds
// of courses). A teacher of their own, so the other specs' courses never shift these pages.

const TEACHER = { email: `professora.paginas.${Date.now()}@eduia.com.br`, password: 'Professor@2024' };
const COURSES = 14;

test('the courses tab pages through the teacher\'s courses, 12 at a time, also at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await createAccountAsAdmin({ name: 'Profa. Muitos Cursos', email: TEACHER.email, role: 'professor', password: TEACHER.password });
  await signInWith(page, TEACHER.email, TEACHER.password);
  for (let i = 1; i <= COURSES; i++) {
    const res = await page.request.post('/api/teacher/courses', {
      headers: { 'x-eduia-csrf': '1' },
      data: { title: `Curso Paginado ${String(i).padStart(2, '0')}`, description: 'Um curso para paginar.', category: 'tecnologia', isPremium: false },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'professor'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/professor');

  await expect(page.getByRole('tab', { name: `Cursos (${COURSES})` })).toBeVisible();
  const cards = page.getByTestId('teacher-course');
  await expect(cards).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await expect(pager).toContainText('Página 1 de 2');
  await expect(pager.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  // Newest first: the last course created opens the first page.
  await expect(cards.first()).toContainText(`Curso Paginado ${COURSES}`);
  const firstPage = await cards.getByRole('heading').allTextContents();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await pager.getByRole('button', { name: 'Próxima' }).click();
  await expect(pager).toContainText('Página 2 de 2');
  await expect(cards).toHaveCount(COURSES - 12);
  const secondPage = await cards.getByRole('heading').allTextContents();
  // Every course once over the two pages, none on both.
  expect(new Set([...firstPage, ...secondPage]).size).toBe(COURSES);
  await expect(pager.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await pager.getByRole('button', { name: 'Anterior' }).click();
  await expect(pager).toContainText('Página 1 de 2');
  await expect(cards.first()).toContainText(`Curso Paginado ${COURSES}`);

  // One page only: no pager; nothing yet: the empty state.
  await page.getByRole('tab', { name: 'Materiais (0)' }).click();
  await expect(page.getByText("Nenhum material enviado ainda. Use 'Enviar material' para anexar um PDF ou Word a um curso.")).toBeVisible();
  await page.getByRole('tab', { name: 'Simulados (0)' }).click();
  await expect(page.getByText("Nenhum simulado ainda. Crie um em 'Novo simulado'.")).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);
});
