import { expect, expectNoAxeViolations, signInAs, signInAsStudentWithoutPlan, test } from '../fixtures.ts';

test.describe('favourites', () => {
  test('favourite from the dashboard, find it on /aluno/favoritos, sort, unfavourite there', async ({ page }) => {
    // Only this test changes the demo student's favourite for course 11.
    await signInAs(page, 'aluno');
    await page.goto('/aluno');
    const card = page.getByTestId('row-new').locator('[data-course-id="11"]');
    const heart = card.getByRole('button', { name: 'Adicionar Finanças para Empreendedores aos favoritos' });
    await heart.click();
    await expect(card.getByRole('button', { name: 'Remover Finanças para Empreendedores dos favoritos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL('/aluno'); // the heart does not open the course
    // Every view of the course updates (it is in the recommendations too).
    await expect(page.getByTestId('row-recommended').locator('[data-course-id="11"]').getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('favoriteCourses') ?? '[]') as string[])).toContain('11');

    await page.getByRole('link', { name: 'Favoritos', exact: true }).click();
    await expect(page).toHaveURL('/aluno/favoritos');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus Favoritos' })).toBeVisible();
    const titles = page.getByTestId('course-card').getByRole('heading');
    await expect(titles).toContainText(['Finanças para Empreendedores']);

    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Nome' }).click();
    await expect(titles).toHaveText(['Deep Learning e Redes Neurais', 'Design de Interfaces com Figma', 'Finanças para Empreendedores', 'Machine Learning com Python']);
    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Progresso' }).click();
    await expect(titles.first()).toHaveText('Machine Learning com Python');
    await expectNoAxeViolations(page);

    await page.locator('[data-course-id="11"]').getByRole('button', { name: 'Remover Finanças para Empreendedores dos favoritos' }).click();
    await expect(page.locator('[data-course-id="11"]')).toHaveCount(0);
    await page.reload();
    await expect(titles).toHaveCount(3);
    await expect(page.locator('[data-course-id="11"]')).toHaveCount(0);

    // A card opens the course (not followed: opening enrolls, and the demo student's
    // active-course count must stay 3 for the other tests).
    await expect(page.getByRole('link', { name: 'Design de Interfaces com Figma' })).toHaveAttribute('href', '/aluno/curso/13');
  });

  test('empty state leads back to the dashboard; the list refreshes on favoritesUpdated', async ({ page }) => {
    // Beatriz has no favourites; only this test gives her one.
    await signInAsStudentWithoutPlan(page);
    await page.goto('/aluno/favoritos');
    const empty = page.getByTestId('favorites-empty');
    await expect(empty.getByText('Nenhum curso favorito ainda')).toBeVisible();
    await expectNoAxeViolations(page);

    // Another view adds a favourite and fires the event: this page refreshes.
    await page.evaluate(async () => {
      await fetch('/api/learning/favorites/5', { method: 'PUT', headers: { 'x-eduia-csrf': '1' } });
      window.dispatchEvent(new Event('favoritesUpdated'));
    });
    await expect(page.getByTestId('course-card')).toHaveCount(1);
    await expect(page.getByTestId('course-card')).toContainText('Marketing Digital Estratégico');
    await expect(page.getByTestId('favorites-count')).toHaveText('1 curso favorito');

    await page.getByRole('button', { name: 'Remover Marketing Digital Estratégico dos favoritos' }).click();
    await expect(empty).toBeVisible();
    await empty.getByRole('link', { name: 'Explorar cursos' }).click();
    await expect(page).toHaveURL('/aluno');
  });
});
