import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// The demo student's history, seeded as the spec shows it: 5 completed courses, 127 h,
// a 90 % average and a 15-day streak, each computed from stored rows. No other spec
// changes the demo student's enrollments, study time or completed-course scores.

interface History {
  monthlyHours: Array<{ label: string; hours: number }>;
  monthlyProgress: Array<{ label: string; completed: number; started: number }>;
  completed: Array<{ courseId: string; title: string; instructorName: string; completedAt: string; studiedSeconds: number; score: number | null; certificateId: string | null }>;
  inProgress: Array<{ courseId: string; title: string; instructorName: string; startedAt: string; studiedSeconds: number; totalMinutes: number; progressPercent: number }>;
}

const date = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
const hours = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}min`;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}min`;
};
const MONTHS = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

test('the history page shows the figures of the stored data', async ({ page }) => {
  test.setTimeout(90_000); // many checks on a shared 2-core machine
  await signInAs(page, 'aluno');
  await page.goto('/aluno/historico');
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de Aprendizado' })).toBeVisible();

  await expect(page.getByTestId('summary-Cursos Concluídos')).toHaveText('5');
  await expect(page.getByTestId('summary-Horas Estudadas')).toHaveText('127h');
  await expect(page.getByTestId('summary-Média de Notas')).toHaveText('90%');
  await expect(page.getByTestId('summary-Sequência Atual')).toHaveText('15 dias');

  // Both charts, 250 px high, over the last six months in pt-BR.
  for (const id of ['chart-hours', 'chart-progress']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box?.height).toBe(250);
  }
  await expect(page.getByText('Horas de Estudo por Mês')).toBeVisible();
  await expect(page.getByText('Progresso Mensal')).toBeVisible();
  const legend = page.getByTestId('chart-progress').getByRole('list', { name: 'Legenda' });
  await expect(legend.getByText('Concluídos', { exact: true })).toBeVisible();
  await expect(legend.getByText('Iniciados', { exact: true })).toBeVisible();
  const month = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', month: 'numeric' }).format(new Date()));
  const expectedMonths = Array.from({ length: 6 }, (_, i) => MONTHS[(month - 6 + i + 12) % 12]);
  await expect(page.getByTestId('chart-hours').locator('[data-chart-axis="x"] text')).toHaveText(expectedMonths);
  await expect(page.getByTestId('chart-progress').locator('[data-chart-axis="x"] text')).toHaveText(expectedMonths);

  // The charts show the stored figures: screen-reader tables, and a keyboard readout.
  const history = (await (await page.request.get('/api/history')).json()) as History;
  // One study-time format everywhere (issue 11): "28h24min", "17h", "40min".
  const hoursText = (h: number) => {
    const minutes = Math.round(h * 60);
    const [hh, mm] = [Math.floor(minutes / 60), minutes % 60];
    if (minutes === 0) return '0h';
    if (hh === 0) return `${mm}min`;
    return mm === 0 ? `${hh}h` : `${hh}h${String(mm).padStart(2, '0')}min`;
  };
  await expect(page.getByTestId('chart-hours').getByRole('table').getByRole('row')).toHaveText([
    /Mês\s*Horas/,
    ...history.monthlyHours.map((m) => `${m.label}${hoursText(m.hours)}`),
  ]);
  await expect(page.getByTestId('chart-progress').getByRole('table').getByRole('row')).toHaveText([
    /Mês\s*Concluídos\s*Iniciados/,
    ...history.monthlyProgress.map((m) => `${m.label}${m.completed}${m.started}`),
  ]);
  await page.getByRole('group', { name: 'Horas de Estudo por Mês' }).focus();
  await page.keyboard.press('End');
  const lastMonth = history.monthlyHours.at(-1)!;
  await expect(page.getByTestId('chart-hours').locator('[aria-live]')).toHaveText(`${lastMonth.label}: Horas ${hoursText(lastMonth.hours)}`);
  await page.getByRole('group', { name: 'Progresso Mensal' }).focus();
  await page.keyboard.press('Home');
  const firstMonth = history.monthlyProgress[0];
  await expect(page.getByTestId('chart-progress').locator('[aria-live]')).toHaveText(
    `${firstMonth.label}: Concluídos ${firstMonth.completed}, Iniciados ${firstMonth.started}`,
  );

  // The lists match the stored data.
  await expect(page.getByRole('tab', { name: 'Concluídos (5)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Em Andamento (3)' })).toBeVisible();
  const completed = page.getByTestId('history-completed-item');
  await expect(completed).toHaveCount(5);
  for (const course of history.completed) {
    const item = completed.filter({ hasText: course.title });
    await expect(item).toContainText(course.instructorName);
    await expect(item).toContainText(`Concluído em ${date(course.completedAt)}`);
    await expect(item).toContainText(hours(Math.round(course.studiedSeconds / 60)));
    await expect(item.getByText(`Nota: ${course.score}%`)).toBeVisible();
    await expect(item.getByRole('link', { name: 'Ver Certificado' })).toHaveAttribute('href', `/aluno/certificados?certificado=${course.certificateId}`);
  }
  await expectNoAxeViolations(page);

  // 'Ver Certificado' opens the certificate on its page, highlighted (issue 11: it used to download the PDF).
  await completed.filter({ hasText: 'Gestão de Projetos Ágeis' }).getByRole('link', { name: 'Ver Certificado' }).click();
  await expect(page.locator('[data-testid="certificate-card"][data-highlighted="true"]').getByRole('heading', { name: 'Gestão de Projetos Ágeis' })).toBeVisible();
  await page.goBack();

  await page.getByRole('tab', { name: 'Em Andamento (3)' }).click();
  const inProgress = page.getByTestId('history-in-progress-item');
  await expect(inProgress).toHaveCount(3);
  for (const course of history.inProgress) {
    const item = inProgress.filter({ hasText: course.title });
    await expect(item).toContainText(`Iniciado em ${date(course.startedAt)}`);
    await expect(item).toContainText(`${hours(Math.round(course.studiedSeconds / 60))} de ${hours(course.totalMinutes)}`);
    await expect(item.getByRole('progressbar', { name: 'Progresso' })).toHaveAttribute('aria-valuenow', String(course.progressPercent));
    await expect(item.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', `/aluno/curso/${course.courseId}`);
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
  await expect(page).toHaveURL('/aluno');
});

test('light theme and a phone-sized screen have no accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, 'aluno');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.goto('/aluno/historico');
  await expect(page.getByTestId('summary-Cursos Concluídos')).toHaveText('5');
  await expect(page.getByTestId('chart-hours')).toBeVisible();
  await expectNoAxeViolations(page);
});
