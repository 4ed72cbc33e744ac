import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { signUpViaApi } from '../billing/billing-helpers.ts';
import { expect, expectNoAxeViolations, keepScreenshot, signInAs, signInWith, test, waitForTheApp } from '../fixtures.ts';

// Issue 12 "Tests": the one journey across the areas. A teacher the admin has just created
// (first sign-in: the temporary password must be changed) writes a course with a module, two
// lessons, a PDF and a quiz and submits it; the admin approves it in /admin/moderacao; a new
// student finds it by search, studies both lessons, downloads the PDF and passes the quiz;
// the teacher finds the student in /professor/alunos and in the analytics, writes to them,
// and publishes a task and an event that the student ticks and registers for. Every step
// through the UI; only the student's sign-up is set up through the API. Fresh users only, so
// no other spec's counts on the demo accounts change.

const TEMPORARY = 'Temporaria@2026';
const DEFINITIVE = 'Definitiva@2026';

const dayFrom = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));

/** A tiny but valid one-page PDF, made here. */
async function tinyPdf(text: string) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

async function newPage(browser: Browser, baseURL: string, theme: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context.newPage();
}

/** Nothing wider than a 375 px phone; with E2E_SCREENS=1, the page as is and on the phone for a person to look at. */
async function shot(page: Page, name: string) {
  await keepScreenshot(page, `journey-${name}`);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 812 });
  // The charts take the new width on their next resize observation, a frame or two later.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${name} is wider than a 375 px phone` }).toBeLessThanOrEqual(0);
  await keepScreenshot(page, `journey-${name}-375`);
  await page.setViewportSize(size);
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addLesson(page: Page, moduleTitle: string, title: string, content: string) {
  await page.getByRole('button', { name: `Adicionar aula em ${moduleTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova aula' });
  await dialog.getByLabel('Título da aula').fill(title);
  await dialog.getByLabel('Duração (minutos)').fill('15');
  await dialog.getByLabel('Conteúdo').fill(content);
  await dialog.getByRole('button', { name: 'Salvar aula' }).click();
  await expect(dialog).toBeHidden();
}

const QUESTIONS = [
  { text: 'Qual sensor mede distância por eco?', options: ['Sensor de luz', 'Sensor ultrassônico', 'Sensor de toque', 'Giroscópio'], correct: 1 },
  { text: 'Que peça transforma energia elétrica em movimento?', options: ['Bateria', 'Resistor', 'Motor', 'LED'], correct: 2 },
];

test('a new teacher writes a course, the admin approves it, a new student studies it, and they talk through the board', async ({ page: admin, browser, baseURL }) => {
  test.setTimeout(360_000); // three people, three areas, on a shared 2-core machine
  const stamp = Date.now().toString().slice(-6);
  const teacherName = `Profa. Jornada ${stamp}`;
  const teacherEmail = `prof-jornada-${stamp}@teste.com.br`;
  const title = `Robótica Educacional ${stamp}`;
  const moduleTitle = 'Primeiros circuitos';
  const materialTitle = `Guia de montagem ${stamp}`;
  const pdfBytes = await tinyPdf('Guia de montagem do robô');
  const quizTitle = `Simulado de Robótica ${stamp}`;
  const message = `Parabéns pela aprovação no curso ${stamp}! Continue assim.`;
  const taskTitle = `Montar o carrinho ${stamp}`;
  const eventTitle = `Oficina de sensores ${stamp}`;

  // 1. The admin creates the teacher with a temporary password.
  await signInAs(admin, 'admin');
  await admin.goto('/admin/usuarios');
  await admin.getByRole('button', { name: 'Novo usuário' }).click();
  const create = admin.getByRole('dialog', { name: 'Novo usuário' });
  await create.getByLabel('Nome completo').fill(teacherName);
  await create.getByLabel('E-mail').fill(teacherEmail);
  await choose(admin, create, 'Perfil', 'Professor');
  await create.getByLabel('Senha temporária').fill(TEMPORARY);
  await create.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Usuário criado' })).toBeVisible();

  // 2. The teacher's first sign-in asks for a new password, then the empty area.
  const teacher = await newPage(browser, baseURL!, 'dark');
  await signInWith(teacher, teacherEmail, TEMPORARY);
  await teacher.goto('/');
  await teacher.evaluate(() => localStorage.setItem('userRole', 'professor'));
  await teacher.goto('/professor');
  await expect(teacher).toHaveURL('/conta/alterar-senha');
  await waitForTheApp(teacher);
  await teacher.getByLabel('Senha atual').fill(TEMPORARY);
  await teacher.getByLabel('Nova senha', { exact: true }).fill(DEFINITIVE);
  await teacher.getByLabel('Confirmar nova senha').fill(DEFINITIVE);
  await teacher.getByRole('button', { name: 'Alterar Senha' }).click();
  await expect(teacher).toHaveURL('/professor');
  await expect(teacher.getByRole('heading', { name: 'Painel do Professor' })).toBeVisible();
  await expect(teacher.getByTestId('teacher-course')).toHaveCount(0);

  // 3. A course with a module and two lessons.
  await teacher.getByRole('link', { name: 'Novo curso' }).first().click();
  await expect(teacher).toHaveURL('/professor/cursos');
  await teacher.getByLabel('Título do curso').fill(title);
  await teacher.getByLabel('Descrição').fill('Monte e programe um pequeno robô com sensores e motores.');
  await teacher.getByRole('button', { name: 'Criar curso' }).click();
  await expect(teacher).toHaveURL(/\/professor\/cursos\/[\w-]+$/);
  const courseUrl = teacher.url();
  await expect(teacher.getByTestId('course-status')).toHaveText('Rascunho');
  await teacher.getByRole('textbox', { name: 'Novo módulo' }).fill(moduleTitle);
  await teacher.getByRole('button', { name: 'Adicionar módulo' }).click();
  await expect(teacher.getByRole('heading', { name: `Módulo 1: ${moduleTitle}` })).toBeVisible();
  await addLesson(teacher, moduleTitle, 'Conhecendo os componentes', '# Componentes\n\nO **motor** gira; o sensor mede.');
  await addLesson(teacher, moduleTitle, 'Ligando o motor', '## Passo a passo\n\n1. Conecte a bateria\n2. Ligue o motor');
  await expect(teacher.getByTestId('outline-lesson')).toHaveCount(2);

  // 4. The PDF, attached to the course from the materials tab.
  await teacher.goto('/professor?aba=materiais');
  await teacher.getByRole('button', { name: 'Enviar material' }).click();
  const upload = teacher.getByRole('dialog', { name: 'Enviar material' });
  await choose(teacher, upload, 'Curso', title);
  await upload.getByLabel('Título (opcional)').fill(materialTitle);
  await upload.getByLabel('Arquivo').setInputFiles({ name: 'guia-de-montagem.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await upload.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(teacher.getByText('Material enviado', { exact: true })).toBeVisible();
  await expect(teacher.getByTestId('teacher-material').filter({ hasText: materialTitle })).toContainText('guia-de-montagem.pdf');

  // 5. The quiz for the course.
  await teacher.goto('/professor/simulados/editar');
  await expect(teacher.getByRole('heading', { name: 'Novo simulado' })).toBeVisible();
  await teacher.getByLabel('Título do simulado').fill(quizTitle);
  await choose(teacher, teacher.locator('main'), 'Curso', title);
  for (const [index, q] of QUESTIONS.entries()) {
    if (index > 0) await teacher.getByRole('button', { name: 'Adicionar questão' }).click();
    const card = teacher.getByTestId('quiz-question').nth(index);
    await card.getByLabel('Enunciado').fill(q.text);
    for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) await card.getByLabel(`Alternativa ${letter}`, { exact: true }).fill(q.options[i]);
    await card.getByLabel(`Alternativa ${['A', 'B', 'C', 'D'][q.correct]} é a correta`).check();
  }
  await teacher.getByRole('button', { name: 'Salvar simulado' }).click();
  await expect(teacher.getByText('Simulado salvo', { exact: true })).toBeVisible();

  // 6. Submitted for review.
  await teacher.goto(courseUrl);
  await teacher.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(teacher.getByTestId('course-status')).toHaveText('Em análise');
  await teacher.goto('/professor');
  const courseCard = teacher.getByTestId('teacher-course').filter({ hasText: title });
  await expect(courseCard.getByTestId('course-status')).toHaveText('Em análise');
  await expectNoAxeViolations(teacher);

  // Until it is approved, a student neither finds nor opens it.
  const student = await newPage(browser, baseURL!, 'light');
  await signUpViaApi(student, 'Joana Prado', 'jornada-prof');
  const query = `robotica educacional ${stamp}`;
  await student.goto('/aluno');
  await student.getByRole('searchbox', { name: 'Buscar cursos' }).fill(query);
  const results = student.getByTestId('search-results');
  await expect(results.getByText('Nenhum curso encontrado')).toBeVisible();
  const courseId = courseUrl.split('/').at(-1)!;
  await student.goto(`/aluno/curso/${courseId}`);
  await expect(student.getByRole('heading', { level: 1, name: 'Curso não encontrado' })).toBeVisible();

  // 7. The admin approves it.
  await admin.goto('/admin/moderacao');
  const pending = admin.getByTestId('pending-course').filter({ hasText: title });
  await expect(pending).toContainText(teacherName);
  await pending.getByRole('button', { name: `Aprovar ${title}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Aprovado com sucesso' }).first()).toBeVisible();
  await expect(admin.getByTestId('approved-course').filter({ hasText: title })).toBeVisible();
  await teacher.reload();
  await expect(courseCard.getByTestId('course-status')).toHaveText('Aprovado');
  await teacher.goto('/professor/notificacoes');
  await expect(teacher.getByText(`Seu curso "${title}" foi aprovado e já está no catálogo.`)).toBeVisible();
  await teacher.goto('/professor');

  // 8. Now the student is told, sees it among the new courses, finds it by search (accents
  // and case aside) and opens it.
  await student.goto('/aluno/notificacoes');
  await expect(student.getByText(`${title}, com ${teacherName}, acaba de chegar ao catálogo.`)).toBeVisible();
  await student.goto('/aluno');
  await expect(student.getByTestId('row-new')).toContainText(title);
  await student.getByRole('searchbox', { name: 'Buscar cursos' }).fill(query);
  await expect(results.getByText(`1 curso encontrado para “${query}”`)).toBeVisible();
  await results.getByRole('link', { name: title }).click();
  // The player names the lesson it opened in the address (?aula=…), so a reload stays on it.
  await expect(student).toHaveURL(/\/aluno\/curso\/[\w-]+(\?aula=[\w-]+)?$/);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // 9. Both lessons, as the teacher wrote them.
  await expect(student.getByTestId('lesson-title')).toHaveText('Conhecendo os componentes');
  await expect(student.getByRole('heading', { name: 'Componentes', exact: true })).toBeVisible();
  await student.getByTestId('complete-lesson').click();
  await expect(student.getByText('1 de 2 aulas concluídas')).toBeVisible();
  await student.getByRole('button', { name: 'Próxima aula' }).click();
  await expect(student.getByTestId('lesson-title')).toHaveText('Ligando o motor');
  await expect(student.getByRole('heading', { name: 'Passo a passo', exact: true })).toBeVisible();
  await student.getByTestId('complete-lesson').click();
  await expect(student.getByText('2 de 2 aulas concluídas')).toBeVisible();
  await expect(student.getByTestId('course-progress')).toHaveText('100%');
  await expectNoAxeViolations(student);
  await shot(student, 'aluno-curso');

  // 10. The PDF, byte for byte.
  const downloadStarted = student.waitForEvent('download');
  await student.getByRole('button', { name: 'Baixar material' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('guia-de-montagem.pdf');
  expect((await readFile((await download.path())!)).equals(pdfBytes)).toBe(true);

  // 11. The quiz, from the player; options are shuffled, so answer by text.
  await student.getByTestId('exam-pending-callout').getByRole('link', { name: 'Fazer simulado' }).click();
  await student.getByRole('button', { name: 'Iniciar Simulado' }).click();
  for (let i = 1; i <= QUESTIONS.length; i++) {
    await expect(student.getByText(`Questão ${i} de ${QUESTIONS.length}`)).toBeVisible();
    const legend = (await student.locator('fieldset legend').textContent())!.trim();
    const q = QUESTIONS.find((x) => x.text === legend)!;
    expect(q, `question not written by the teacher: ${legend}`).toBeTruthy();
    const option = q.options[q.correct];
    await student.locator('fieldset label').filter({ has: student.getByRole('radio', { name: option, exact: true }) }).click();
    await student.getByRole('button', { name: i < QUESTIONS.length ? 'Próxima' : 'Finalizar' }).click();
  }
  await expect(student.getByTestId('exam-verdict')).toHaveText('Aprovado');

  // 12. The course's counts on the teacher's dashboard; the student in the roster, completed with 100 %…
  await teacher.goto('/professor');
  await expect(courseCard).toContainText('1 aluno');
  await expect(courseCard).toContainText('2 aulas');
  await expect(courseCard).toContainText('1 material');
  await expect(courseCard).toContainText('1 simulado');
  await shot(teacher, 'professor');
  // Her attempt in the quiz's item analysis: both questions right, the right options chosen once.
  await teacher.getByRole('tab', { name: /Simulados/ }).click();
  const quizRow = teacher.getByTestId('teacher-quiz').filter({ hasText: quizTitle });
  await expect(quizRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await quizRow.getByRole('link', { name: /Abrir/ }).click();
  await expect(teacher.getByRole('heading', { name: 'Editar simulado' })).toBeVisible();
  await expect(teacher.getByTestId('question-difficulty')).toHaveText(['Acerto: 100% (1 resposta)', 'Acerto: 100% (1 resposta)']);
  for (const [index, q] of QUESTIONS.entries()) {
    await expect(teacher.getByTestId('quiz-question').nth(index).getByTestId('option-count')).toHaveText(q.options.map((_, i) => (i === q.correct ? '1 escolha' : '0 escolhas')));
  }
  await teacher.getByRole('navigation', { name: 'Área do professor' }).getByRole('link', { name: 'Alunos' }).click();
  await expect(teacher).toHaveURL('/professor/alunos');
  const row = teacher.getByTestId('student-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Joana Prado');
  await expect(row).toContainText(title);
  await expect(row).toContainText('100%');
  await expect(row).toContainText('Ativo');
  await shot(teacher, 'professor-alunos');

  // …and in the analytics: every figure is hers.
  await teacher.getByRole('navigation', { name: 'Área do professor' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(teacher).toHaveURL(/\/professor\/analytics/);
  await expect(teacher.getByTestId('kpi-Matrículas')).toHaveText('1');
  await expect(teacher.getByTestId('kpi-Conclusões')).toHaveText('1');
  await expect(teacher.getByTestId('kpi-Média das melhores notas')).toHaveText('100%');
  await expect(teacher.getByTestId('kpi-Alunos ativos')).toHaveText('1');
  // The funnel (her course is the last chart), read as a table: she finished both lessons.
  await teacher.getByText('Ver como tabela').last().click();
  const funnel = teacher.getByRole('table', { name: `Aulas concluídas: ${title}` }).last();
  await expect(funnel.getByRole('row', { name: '1. Conhecendo os componentes 1' })).toBeVisible();
  await expect(funnel.getByRole('row', { name: '2. Ligando o motor 1' })).toBeVisible();
  await expectNoAxeViolations(teacher);
  await shot(teacher, 'professor-analytics');

  // 13. A message to her: a live notification on the page she has open, and the notice board's 'Professores' tab.
  await student.goto('/aluno');
  const bell = student.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  const unreadBefore = Number((await bell.getAttribute('aria-label'))!.replace(/\D+/g, '') || '0');
  await teacher.goto('/professor/alunos');
  await row.getByRole('button', { name: /Mensagem/ }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Enviar mensagem' });
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill(message);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(teacher.getByText('Mensagem enviada', { exact: true })).toBeVisible();
  await expect(bell).toHaveAccessibleName(`Notificações: ${unreadBefore + 1} não lida${unreadBefore === 0 ? '' : 's'}`);
  await student.goto('/aluno/mural');
  await student.getByRole('tab', { name: /Professores/ }).click();
  await expect(student.getByText(message)).toBeVisible();
  await expect(student.getByRole('tabpanel')).toContainText(teacherName);
  await shot(student, 'aluno-mural-professores');

  // 14. A task and an event for the course.
  await teacher.getByRole('navigation', { name: 'Área do professor' }).getByRole('link', { name: 'Mural' }).click();
  await expect(teacher).toHaveURL('/professor/mural');
  await teacher.getByRole('button', { name: 'Nova tarefa' }).click();
  const taskDialog = teacher.getByRole('dialog', { name: 'Nova tarefa' });
  await choose(teacher, taskDialog, 'Curso', title);
  await taskDialog.getByLabel('Título').fill(taskTitle);
  await taskDialog.getByLabel('Descrição (opcional)').fill('Siga o guia de montagem em PDF.');
  await taskDialog.getByLabel('Data de entrega').fill(dayFrom(7));
  await taskDialog.getByRole('button', { name: 'Publicar tarefa' }).click();
  await expect(taskDialog).toBeHidden();
  await expect(teacher.getByRole('status').filter({ hasText: 'Tarefa publicada' })).toBeVisible();
  const taskCard = teacher.locator('[data-testid^="published-task-"]').filter({ hasText: taskTitle });
  await expect(taskCard.getByTestId('task-completed')).toContainText('0 de 1 aluno concluiu');

  await teacher.getByRole('tab', { name: /Eventos/ }).click();
  await teacher.getByRole('button', { name: 'Novo evento' }).click();
  const eventDialog = teacher.getByRole('dialog', { name: 'Novo evento' });
  await choose(teacher, eventDialog, 'Curso', title);
  await choose(teacher, eventDialog, 'Tipo', 'Workshop');
  await eventDialog.getByLabel('Título').fill(eventTitle);
  await eventDialog.getByLabel('Data').fill(dayFrom(3));
  await eventDialog.getByLabel('Horário (Brasília)').fill('19:00');
  await eventDialog.getByLabel('Duração (minutos)').fill('60');
  await eventDialog.getByRole('button', { name: 'Publicar evento' }).click();
  await expect(eventDialog).toBeHidden();
  await expect(teacher.getByRole('status').filter({ hasText: 'Evento publicado' })).toBeVisible();
  const eventCard = teacher.locator('[data-testid^="published-event-"]').filter({ hasText: eventTitle });
  await expect(eventCard).toContainText(title);

  // 15. The student ticks the task and registers for the event.
  await student.goto('/aluno/mural?aba=tarefas');
  const task = student.locator('[data-testid^="task-"]').filter({ has: student.getByRole('heading', { name: taskTitle }) });
  await task.getByRole('button', { name: 'Marcar como concluída' }).click();
  await expect(student.getByTestId('tasks-done').locator('[data-testid^="task-"]').filter({ hasText: taskTitle })).toBeVisible();
  await student.getByRole('tab', { name: 'Eventos' }).click();
  const event = student.locator('[data-testid^="event-"]').filter({ has: student.getByRole('heading', { name: eventTitle }) });
  await event.getByRole('button', { name: 'Participar' }).click();
  await expect(event.getByRole('button', { name: 'Inscrito' })).toBeVisible();
  await expect(event.getByTestId('event-participants')).toHaveText('1 participante');
  await expectNoAxeViolations(student);
  await shot(student, 'aluno-mural-eventos');

  // Each reached her as a notification too.
  await student.goto('/aluno/notificacoes');
  await expect(student.getByText(`Nova tarefa: ${taskTitle}`)).toBeVisible();
  await expect(student.getByText(`Novo evento: ${eventTitle}`)).toBeVisible();

  // 16. The teacher sees the tick and the registration.
  await teacher.reload();
  await expect(taskCard.getByTestId('task-completed')).toContainText('1 de 1 aluno concluiu');
  await teacher.getByRole('tab', { name: /Eventos/ }).click();
  await eventCard.getByRole('button', { name: 'Ver inscritos' }).click();
  await expect(teacher.getByRole('dialog', { name: 'Inscritos' }).getByTestId('event-registrations')).toContainText('Joana Prado');
  await expectNoAxeViolations(teacher);
  await teacher.keyboard.press('Escape');

  // 17. A third lesson on the approved course is a new version: the student keeps the approved
  // one until the moderation approves it (docs/decisions/course-revisions-and-quiz-changes.md);
  // then her progress is recomputed against it, in the player and in the roster.
  await teacher.goto(courseUrl);
  await addLesson(teacher, moduleTitle, 'Lendo o sensor', 'O sensor devolve a distância em **centímetros**.');
  await expect(teacher.getByTestId('outline-lesson')).toHaveCount(3);
  await expect(teacher.getByTestId('course-status')).toHaveText('Aprovado');
  await student.goto(`/aluno/curso/${courseId}`);
  await expect(student.getByText('2 de 2 aulas concluídas')).toBeVisible();
  await teacher.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(teacher.getByTestId('revision-state')).toContainText('Nova versão em análise pela moderação');
  await admin.goto('/admin/moderacao');
  const revision = admin.getByTestId('pending-course').filter({ hasText: title });
  await expect(revision).toContainText('Nova versão');
  await revision.getByRole('button', { name: `Aprovar ${title}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Aprovado com sucesso' }).first()).toBeVisible();
  await student.goto(`/aluno/curso/${courseId}`);
  await expect(student.getByText('2 de 3 aulas concluídas')).toBeVisible();
  await expect(student.getByTestId('course-progress')).toHaveText('66%'); // rounded down, as every progress figure (100 % only when all is done)
  await teacher.goto('/professor/alunos');
  await expect(row).toContainText('66%');
  await teacher.context().close();
  await student.context().close();
});
