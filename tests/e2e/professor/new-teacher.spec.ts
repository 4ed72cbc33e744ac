import { createAccountAsAdmin, expect, expectNoAxeViolations, signInWith, test } from '../fixtures.ts';

// A brand-new teacher (no course yet) opens every page of the area: each one says what to do
// instead of offering a form that cannot be saved.

// A new address on every run (a retry must not meet the account of the first try).
const NEW_TEACHER = { email: `nova.professora.${Date.now()}@eduia.com.br`, password: 'Professor@2024' };

test('a teacher without courses is told to create one before writing a quiz', async ({ page }) => {
  await createAccountAsAdmin({ name: 'Profa. Nova Silva', email: NEW_TEACHER.email, role: 'professor', password: NEW_TEACHER.password });
  await signInWith(page, NEW_TEACHER.email, NEW_TEACHER.password);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'professor'));

  await page.goto('/professor');
  await expect(page.getByText("Você ainda não tem cursos. Crie o primeiro em 'Novo curso'.")).toBeVisible();

  await page.goto('/professor/simulados/editar');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo simulado' })).toBeVisible();
  await expect(page.getByText('Um simulado pertence a um dos seus cursos. Crie um curso antes de escrever o simulado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar simulado' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.evaluate(() => document.documentElement.classList.toggle('dark'));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Criar curso' }).click();
  await expect(page).toHaveURL('/professor/cursos');
});
