import Database from 'better-sqlite3';
import { expect, expectNoAxeViolations, signInWith, test } from '../fixtures.ts';

// A brand-new teacher (no course yet) opens every page of the area: each one says what to do
// instead of offering a form that cannot be saved.

const NEW_TEACHER = { id: 'user-review-new-teacher', email: 'nova.professora@eduia.com.br', password: 'Professor@2024' };

/** A second teacher account, cloned from the demo teacher's row (same password), without courses. */
function insertNewTeacher() {
  const db = new Database(`data/e2e-${process.env.E2E_PORT ?? 5100}/eduia.db`);
  try {
    const columns = (db.prepare('pragma table_info(users)').all() as Array<{ name: string }>).map((c) => c.name).filter((c) => !['id', 'email', 'name'].includes(c));
    db.prepare(`insert or ignore into users (id, email, name, ${columns.join(', ')}) select ?, ?, 'Profa. Nova Silva', ${columns.join(', ')} from users where email = 'professor@eduia.com.br'`).run(NEW_TEACHER.id, NEW_TEACHER.email);
  } finally {
    db.close();
  }
}

test('a teacher without courses is told to create one before writing a quiz', async ({ page }) => {
  insertNewTeacher();
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
