import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// Issue 12 item 7: the teacher publishes a task and an event for one course; a student of
// that course (the demo student, enrolled in Machine Learning com Python) ticks the task off
// and registers; the teacher sees both. Course 2 is used by no other board journey.
const COURSE = 'Machine Learning com Python';

const dayFrom = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));

async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a teacher publishes a task and an event; the student ticks and registers; the teacher sees it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString().slice(-6);
  const taskTitle = `Resolver a lista ${stamp}`;
  const eventTitle = `Plantão de dúvidas ${stamp}`;

  await signInAs(page, 'professor');
  await page.goto('/professor');
  await page.getByRole('navigation', { name: 'Área do professor' }).getByRole('link', { name: 'Mural' }).click();
  await expect(page).toHaveURL('/professor/mural');
  await expect(page.getByRole('heading', { level: 1, name: 'Mural dos alunos' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A task, after a refused past due date.
  await page.getByRole('button', { name: 'Nova tarefa' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Nova tarefa' });
  // The first choice is the newest course with students (the newest ones have none yet).
  const withStudents = await (await page.request.get('/api/teacher/course-options?scope=withStudents')).json();
  await expect(taskDialog.getByRole('combobox', { name: 'Curso' })).toHaveValue(withStudents.items[0].title);
  await choose(page, taskDialog, 'Curso', COURSE);
  await taskDialog.getByLabel('Título').fill('ab');
  await taskDialog.getByRole('button', { name: 'Publicar tarefa' }).click();
  await expect(taskDialog.getByText('O título deve ter pelo menos 3 caracteres.')).toBeVisible();
  await taskDialog.getByLabel('Título').fill(taskTitle);
  await taskDialog.getByLabel('Descrição (opcional)').fill('Exercícios 1 a 5 do módulo de regressão.');
  await taskDialog.getByLabel('Data de entrega').fill(dayFrom(-2));
  await taskDialog.getByRole('button', { name: 'Publicar tarefa' }).click();
  await expect(taskDialog.getByText('A data de entrega não pode estar no passado.')).toBeVisible();
  await taskDialog.getByLabel('Data de entrega').fill(dayFrom(5));
  await choose(page, taskDialog, 'Prioridade', 'Alta');
  await expectNoAxeViolations(page);
  await taskDialog.getByRole('button', { name: 'Publicar tarefa' }).click();
  await expect(taskDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Tarefa publicada' })).toBeVisible();
  const taskCard = page.locator('[data-testid^="published-task-"]').filter({ hasText: taskTitle });
  await expect(taskCard).toContainText(COURSE);
  await expect(taskCard.getByTestId('task-completed')).toContainText('0 de');

  // An event with two seats.
  await page.getByRole('tab', { name: /Eventos/ }).click();
  await page.getByRole('button', { name: 'Novo evento' }).click();
  const eventDialog = page.getByRole('dialog', { name: 'Novo evento' });
  await choose(page, eventDialog, 'Curso', COURSE);
  await choose(page, eventDialog, 'Tipo', 'Webinar');
  await eventDialog.getByLabel('Título').fill(eventTitle);
  await eventDialog.getByLabel('Data').fill(dayFrom(4));
  await eventDialog.getByLabel('Horário (Brasília)').fill('18:30');
  await eventDialog.getByLabel('Duração (minutos)').fill('90');
  await eventDialog.getByLabel('Vagas (opcional)').fill('2');
  await eventDialog.getByRole('button', { name: 'Publicar evento' }).click();
  await expect(eventDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Evento publicado' })).toBeVisible();
  const eventCard = page.locator('[data-testid^="published-event-"]').filter({ hasText: eventTitle });
  await expect(eventCard.getByTestId('event-participants')).toHaveText('0 inscritos de 2 vagas');

  // The student of the course: both are on the board at once; tick and register.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAs(student, 'aluno');
  await student.goto('/aluno/mural?aba=tarefas');
  const task = student.locator('[data-testid^="task-"]').filter({ has: student.getByRole('heading', { name: taskTitle }) });
  await expect(task.getByTestId('task-priority')).toHaveText('Prioridade alta');
  await task.getByRole('button', { name: 'Marcar como concluída' }).click();
  await expect(student.getByTestId('tasks-done').locator('[data-testid^="task-"]').filter({ hasText: taskTitle })).toBeVisible();

  await student.getByRole('tab', { name: 'Eventos' }).click();
  const event = student.locator('[data-testid^="event-"]').filter({ has: student.getByRole('heading', { name: eventTitle }) });
  await expect(event.getByTestId('event-seats')).toHaveText('2 de 2 vagas livres');
  await event.getByRole('button', { name: 'Participar' }).click();
  await expect(event.getByTestId('event-participants')).toHaveText('1 participante');
  await expect(event.getByTestId('event-seats')).toHaveText('1 de 2 vagas livres');
  await student.evaluate(() => localStorage.setItem('theme', 'light'));
  await student.reload();
  await student.getByRole('tab', { name: 'Eventos' }).click();
  await expect(event.getByRole('button', { name: 'Inscrito' })).toBeVisible();
  await expectNoAxeViolations(student);
  await studentContext.close();

  // The teacher sees the tick and the registration.
  await page.reload();
  await expect(taskCard.getByTestId('task-completed')).toContainText('1 de');
  await page.getByRole('tab', { name: /Eventos/ }).click();
  await expect(eventCard.getByTestId('event-participants')).toHaveText('1 inscrito de 2 vagas');
  await eventCard.getByRole('button', { name: 'Ver inscritos' }).click();
  await expect(page.getByRole('dialog', { name: 'Inscritos' }).getByTestId('event-registrations')).toContainText('Lucas Almeida');
  await page.keyboard.press('Escape');

  // Light theme too; then the event is cancelled with a confirmation.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await page.getByRole('tab', { name: /Eventos/ }).click();
  await expectNoAxeViolations(page);
  await eventCard.getByRole('button', { name: `Excluir ${eventTitle}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir evento?' });
  await expect(confirm).toContainText('inscritos, avisados');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Evento excluído' })).toBeVisible();
  await expect(eventCard).toHaveCount(0);
});
