import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

test.describe('student dashboard', () => {
  test("shows the header, the greeting and the demo student's figures computed from data", async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo de volta!' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveAttribute('placeholder', 'Buscar cursos...');
    for (const [label, href] of [
      ['Mural de Avisos', '/aluno/mural'],
      ['Favoritos', '/aluno/favoritos'],
      ['Histórico', '/aluno/historico'],
      ['Assinatura', '/aluno/assinatura'],
      ['Perfil', '/aluno/perfil'],
    ]) {
      await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('theme-toggle')).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

    await expect(page.getByTestId('stat-active-courses')).toHaveText('3');
    await expect(page.getByTestId('stat-hours')).toHaveText('127h');
    // Certificates are counted from the certificates table, whoever filled it.
    const api = await (await page.request.get('/api/learning/dashboard')).json();
    await expect(page.getByTestId('stat-certificates')).toHaveText(String(api.stats.certificates));

    const continueRow = page.getByTestId('row-continue');
    await expect(continueRow.getByRole('heading', { name: 'Continue Assistindo' })).toBeVisible();
    await expect(continueRow.getByTestId('course-card')).toHaveCount(3);
    await expect(continueRow.locator('[data-course-id="2"]')).toContainText('Machine Learning com Python');
    await expect(continueRow.getByRole('progressbar', { name: 'Progresso em Machine Learning com Python' })).toHaveAttribute('aria-valuenow', '78');
    await expect(page.getByTestId('row-new').getByRole('heading', { name: 'Novos Cursos' })).toBeVisible();
    // Newest first: the seed's newest course comes before its older ones (a course another
    // journey has just approved may come before both).
    const newRow = page.getByTestId('row-new');
    await expect(newRow.getByTestId('course-card').filter({ hasText: 'Marketing de Conteúdo e SEO' })).toBeVisible();
    // Text content, not innerText: cards scrolled out of the row are not rendered until they come
    // into view (content-visibility: auto), and innerText reads only rendered text.
    const newTitles = await newRow.getByTestId('course-card').getByRole('heading').allTextContents();
    expect(newTitles.indexOf('Francês para Viagens')).toBeGreaterThanOrEqual(0);
    expect(newTitles.indexOf('Francês para Viagens')).toBeLessThan(newTitles.indexOf('Marketing de Conteúdo e SEO'));
    const recommended = page.getByTestId('row-recommended');
    await expect(recommended.getByRole('heading', { name: 'Recomendados Para Você' })).toBeVisible();
    // Each recommendation says why it is there, and none is a course the student already studies.
    await expect(recommended.getByTestId('course-card').first()).toBeVisible();
    const cards = await recommended.getByTestId('course-card').count();
    await expect(recommended.getByTestId('recommendation-reason')).toHaveCount(cards);
    for (const reason of await recommended.getByTestId('recommendation-reason').allTextContents()) {
      expect(reason).toMatch(/^(Porque você (concluiu|estuda|favoritou) .+|Mais cursos de .+|Popular em .+)$/);
    }
    // Deep Learning is what the seed's students of Introdução à Inteligência Artificial went on to.
    await expect(recommended.locator('[data-course-id="6"]').getByTestId('recommendation-reason')).toHaveText('Porque você estuda Introdução à Inteligência Artificial');
    await expect(recommended.locator('[data-course-id="2"]')).toHaveCount(0);
    // A course not started has no progress bar.
    await expect(page.getByTestId('row-new').locator('[data-course-id="14"]').getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('carousel buttons show only when there is more content that way', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/aluno');
    // Three cards fit: no buttons.
    const continueRow = page.getByTestId('row-continue');
    await expect(continueRow.getByTestId('course-card')).toHaveCount(3);
    await expect(continueRow.getByTestId('carousel-right')).toHaveCount(0);
    await expect(continueRow.getByTestId('carousel-left')).toHaveCount(0);

    const row = page.getByTestId('row-new');
    const track = row.getByTestId('carousel-track');
    await expect(row.getByTestId('carousel-right')).toBeVisible();
    await expect(row.getByTestId('carousel-left')).toHaveCount(0);
    await row.getByTestId('carousel-right').click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(400);
    await expect(row.getByTestId('carousel-left')).toBeVisible();

    // Within 10 px of the end the right button hides; further back it shows.
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth - el.clientWidth - 8, behavior: 'instant' }));
    await expect(row.getByTestId('carousel-right')).toHaveCount(0);
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth - el.clientWidth - 40, behavior: 'instant' }));
    await expect(row.getByTestId('carousel-right')).toBeVisible();

    await row.getByTestId('carousel-left').click();
    await track.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await expect(row.getByTestId('carousel-left')).toHaveCount(0);
  });

  test('a click on a card opens the course player', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno');
    await page.getByTestId('row-continue').getByRole('link', { name: 'Análise de Dados com SQL' }).click();
    await expect(page).toHaveURL(/\/aluno\/curso\/10(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Análise de Dados com SQL' })).toBeVisible();
  });

  test('narrow screens: the icon links move to a menu, search stays usable', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/aluno');
    await page.getByRole('button', { name: 'Menu do aluno' }).click();
    await expect(page.getByRole('menuitem', { name: 'Favoritos' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill('figma');
    await expect(page.getByTestId('search-results').getByTestId('course-card')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
