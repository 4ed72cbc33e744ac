import { readFile } from 'node:fs/promises';
import { answerSearchesAsCapped, expect, expectNoAxeViolations, keepScreenshot, signInAs, signInWith, test } from '../fixtures.ts';

// Issue 12 items 5 and 6: the teacher follows their students (/professor/alunos) and
// their courses' figures (/professor/analytics), and writes to them.

/** A student of the demo teacher's class (teacher-activity seed), enrolled in courses 1 and 10. */
const CLASS_STUDENT = { name: 'Ana Araújo', email: 'ana.araujo01@alunos.eduia.com.br', password: 'Aluno@2024' };

test('the teacher searches, sorts and pages the student table, exports it and writes to a student', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'professor');
  await page.goto('/professor');
  await page.getByRole('navigation', { name: 'Área do professor' }).getByRole('link', { name: 'Alunos' }).click();
  await expect(page).toHaveURL('/professor/alunos');
  await expect(page.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
  await expect(page.getByTestId('student-row')).toHaveCount(20);
  await expect(page.getByText(/\d+ matrículas encontradas/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Accent- and case-insensitive search on the server.
  await page.getByLabel('Buscar').fill('FABIO conceicao');
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  await expect(page.getByTestId('student-row')).toContainText('Fábio Conceição');
  await page.getByLabel('Buscar').fill('');
  await expect(page.getByTestId('student-row')).toHaveCount(20);

  // Sorting by grade (best first), then paging.
  await page.getByRole('button', { name: 'Nota' }).click();
  await expect(page.getByRole('columnheader', { name: 'Nota' })).toHaveAttribute('aria-sort', 'descending');
  // The header says the new order at once; the rows follow when the server's page arrives.
  const gradesShown = async () =>
    (await page.getByTestId('student-row').locator('td:nth-child(7)').allInnerTexts()).filter((g) => g.endsWith('%')).map((g) => Number(g.replace('%', '')));
  await expect.poll(async () => {
    const numbers = await gradesShown();
    return numbers.length > 3 && numbers.every((n, i) => i === 0 || numbers[i - 1] >= n);
  }).toBe(true);
  // The next page reads on from where this one ended; the previous one comes back the same.
  const firstPage = await page.getByTestId('student-row').allInnerTexts();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de')).toBeVisible();
  await expect(page.getByTestId('student-row')).toHaveCount(20);
  const secondPage = await page.getByTestId('student-row').allInnerTexts();
  expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([]);
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByText('Página 1 de')).toBeVisible();
  await expect.poll(() => page.getByTestId('student-row').allInnerTexts()).toEqual(firstPage);
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de')).toBeVisible();

  // Filter by status and export the filtered rows.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inativo' }).click();
  await expect(page.getByText('Página 1 de')).toBeVisible();
  const inactive = await page.getByTestId('student-row').count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^alunos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFNome;E-mail;Curso;Progresso (%);Último acesso;Status;Nota\r\n')).toBe(true);
  const lines = csv.trim().split('\r\n').slice(1);
  expect(lines.length).toBeGreaterThanOrEqual(inactive);
  expect(lines.every((line) => line.includes(';Inativo;'))).toBe(true);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();

  // A message to one student: empty is refused, then sent with a toast.
  await page.getByLabel('Buscar').fill(CLASS_STUDENT.email);
  await expect(page.getByTestId('student-row')).toHaveCount(2);
  await page.getByTestId('student-row').first().getByRole('button', { name: /Mensagem/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar mensagem' });
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('Escreva a mensagem.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Olá, Ana! Parabéns pelo começo no curso.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Mensagem enviada', { exact: true })).toBeVisible();

  // A message to a whole course: choose the course in the filter first.
  await page.getByLabel('Buscar').fill('');
  await page.getByRole('combobox', { name: 'Curso' }).click();
  await page.getByRole('option', { name: 'Análise de Dados com SQL' }).click();
  await page.getByRole('button', { name: 'Mensagem para a turma' }).click();
  await expect(dialog.getByText('Para todos os alunos de Análise de Dados com SQL.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Turma, a lista de exercícios de JOIN já está no mural.');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(/^\d+ alunos verão a mensagem no mural\.$/)).toBeVisible();

  // The student reads both on the notice board's 'Professores' tab.
  await page.context().clearCookies();
  await signInWith(page, CLASS_STUDENT.email, CLASS_STUDENT.password);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));
  await page.goto('/aluno/mural?aba=professores');
  await expect(page.getByText('Olá, Ana! Parabéns pelo começo no curso.')).toBeVisible();
  await expect(page.getByText('Turma, a lista de exercícios de JOIN já está no mural.')).toBeVisible();
});

test('the teacher reads the analytics of each period, as charts and tables, picks a course\'s funnel and writes to a student at risk', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'professor');
  await page.goto('/professor/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const enrollments = page.getByTestId('kpi-Matrículas');
  await expect(enrollments).toHaveText(/^\d+$/);
  const month = await enrollments.innerText();
  await expect(page.getByTestId('chart-enrollments')).toBeVisible();

  // The courses with the most enrolments, most first, at most ten; the funnel is the first one's.
  const topRows = page.getByTestId('top-course-row');
  await expect(topRows.first()).toBeVisible();
  expect(await topRows.count()).toBeLessThanOrEqual(10);
  const counts = (await topRows.locator('td:nth-child(2)').allInnerTexts()).map((n) => Number(n.replace(/\./g, '')));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const titles = await topRows.locator('th').allInnerTexts();
  const funnelCard = page.getByRole('region', { name: 'Onde os alunos param' });
  await expect(funnelCard.getByRole('heading', { level: 3 })).toHaveText(titles[0]);
  await expect(page.getByTestId('chart-funnel')).toHaveCount(1);
  await expect(page.getByTestId('chart-funnel')).toBeVisible();
  await keepScreenshot(page, 'professor-analytics-1280');
  await expectNoAxeViolations(page);

  // Another course from the list…
  if (titles.length > 1) {
    await topRows.nth(1).getByRole('button', { name: /Ver funil/ }).click();
    await expect(page).toHaveURL(/curso=/);
    await expect(funnelCard.getByRole('heading', { level: 3 })).toHaveText(titles[1]);
  }
  // …or any course, found by a word of its title without accents or case.
  const picker = page.getByRole('combobox', { name: 'Curso do funil' });
  await picker.click();
  const options = page.getByRole('listbox', { name: 'Curso do funil' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const lastTitle = (await options.last().locator('span').first().innerText()).trim();
  const word = lastTitle.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  await picker.fill(word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase());
  const found = options.filter({ hasText: lastTitle }).first();
  await expect(found).toBeVisible();
  await keepScreenshot(page, 'professor-analytics-picker-1280');
  await expectNoAxeViolations(page);
  await found.click();
  await expect(funnelCard.getByRole('heading', { level: 3 })).toHaveText(lastTitle);
  await expect(picker).toHaveValue(lastTitle);
  // The keyboard too: arrows and Enter choose the first match of a search.
  await picker.fill('');
  await picker.fill(titles[0]);
  // The list of what was typed, not the one before it (asked of the server as typing pauses).
  await expect(page.getByRole('listbox', { name: 'Curso do funil' })).toHaveAttribute('aria-busy', 'false');
  const first = (await options.first().locator('span').first().innerText()).trim();
  await picker.press('ArrowDown');
  await picker.press('ArrowUp');
  await picker.press('Enter');
  await expect(funnelCard.getByRole('heading', { level: 3 })).toHaveText(first);
  await funnelCard.getByText('Ver como tabela').click();
  const funnelTable = funnelCard.getByRole('table', { name: `Aulas concluídas: ${first}` }).last();
  await expect(funnelTable).toBeVisible();
  await expect(funnelTable.getByRole('row').nth(1)).toContainText(/^1\. /);

  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Últimos 365 dias' }).click();
  await expect(page).toHaveURL(/periodo=365/);
  await expect(page).toHaveURL(/curso=/);
  await expect(enrollments).not.toHaveText(month);
  expect(Number(await enrollments.innerText())).toBeGreaterThan(Number(month));

  // Each chart is readable as a table.
  await page.getByText('Ver como tabela').first().click();
  await expect(page.getByRole('table', { name: 'Matrículas e conclusões' }).last()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Mês' }).last()).toBeVisible();

  // At-risk students: a suggested message, sent in one click.
  const atRisk = page.getByTestId('at-risk-row');
  await expect(atRisk.first()).toBeVisible();
  await atRisk.first().getByRole('button', { name: /Enviar mensagem/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar mensagem' });
  await expect(dialog.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(/Sentimos sua falta/);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensagem enviada', { exact: true })).toBeVisible();
});

test('the teacher\'s student and analytics pages have no accessibility violations in the light theme, on a phone too', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, 'professor');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  for (const path of ['/professor/alunos', '/professor/analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/professor/alunos', '/professor/analytics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing but the table's own scroller is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
  // The funnel's course picker, open on the phone: within the screen.
  await expect(page.getByTestId('chart-funnel')).toBeVisible();
  await keepScreenshot(page, 'professor-analytics-375');
  await page.getByRole('combobox', { name: 'Curso do funil' }).click();
  await expect(page.getByRole('listbox', { name: 'Curso do funil' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'professor-analytics-picker-375');
});

test('at 375 px an address in the student table wraps after its @ only, the table scrolling in its card', async ({ page }) => {
  await signInAs(page, 'professor');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/professor/alunos');
  await expect(page.getByTestId('student-row')).toHaveCount(20);
  // Each part of the address (before and after the wrap point) stays on one line.
  const cut = await page.getByTestId('student-email').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const parts: Node[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) parts.push(walker.currentNode);
      if (parts.length < 2) return [`${cell.textContent}: no wrap point after the @`];
      return parts.flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [`${cell.textContent}: "${node.textContent}" on ${lines.size} lines`] : [];
      });
    }),
  );
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await keepScreenshot(page, 'professor-alunos-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await keepScreenshot(page, 'professor-alunos-1280');
});

test('a search with more matches than are counted says "Mais de …" and pages on without a last page', async ({ page }) => {
  await signInAs(page, 'professor');
  await page.goto('/professor/alunos');
  await expect(page.getByTestId('student-row')).toHaveCount(20);
  await answerSearchesAsCapped(page, '**/api/teacher/students?*', 3000);
  await page.getByLabel('Buscar').fill('a');
  await expect(page.getByText('Mais de 3.000 matrículas encontradas', { exact: true })).toBeVisible();
  await expect(page.getByText('Página 1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2', { exact: true })).toBeVisible();
});
