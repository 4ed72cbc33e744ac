import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

const titlesIn = (page: Page, testId: string) => page.getByTestId(testId).getByTestId('course-card').getByRole('heading');

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar cursos' }).fill(text);
}

test.describe('catalogue search', () => {
  test('finds courses by category, title or instructor, with or without accents', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno');
    const results = page.getByTestId('search-results');

    await search(page, 'negocios');
    // Best match first: the word in a title ranks above the same word in the category.
    await expect(titlesIn(page, 'search-results')).toHaveText(['Inglês para Negócios', 'Empreendedorismo Digital', 'Finanças para Empreendedores', 'Gestão de Projetos Ágeis']);
    await expect(results.getByRole('status')).toHaveText('4 cursos encontrados para “negocios”');

    await search(page, 'NEGÓCIOS');
    await expect(results.getByRole('status')).toHaveText('4 cursos encontrados para “NEGÓCIOS”');

    await search(page, 'inteligencia');
    await expect(titlesIn(page, 'search-results')).toHaveText(['Introdução à Inteligência Artificial']);

    await search(page, 'joão');
    await expect(titlesIn(page, 'search-results')).toHaveCount(3);
    expect((await titlesIn(page, 'search-results').allTextContents()).sort()).toEqual(['Espanhol Básico', 'Francês para Viagens', 'Inglês para Negócios']);

    // The search survives a reload.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar cursos' })).toHaveValue('joão');
    await expect(titlesIn(page, 'search-results')).toHaveCount(3);

    await search(page, 'astrofísica quântica');
    await expect(results.getByText('Nenhum curso encontrado')).toBeVisible();
    await results.getByRole('button', { name: 'Limpar busca' }).click();
    await expect(results).toHaveCount(0);
    await expect(page.getByTestId('row-new')).toBeVisible();
  });
});

test.describe('course filters', () => {
  async function openSheet(page: Page) {
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtrar Cursos' });
    await expect(sheet.getByText('Encontre o curso perfeito para você')).toBeVisible();
    return sheet;
  }

  async function choose(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  test('apply builds chips and filters the rows; a removed chip removes its filter; Limpar clears all', async ({ page }) => {
    test.setTimeout(60_000); // a long journey with an accessibility scan on a shared 2-core machine
    await signInAs(page, 'aluno');
    await page.goto('/aluno');
    await expect(titlesIn(page, 'row-new')).toHaveCount(8);

    let sheet = await openSheet(page);
    await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveText('Todas as categorias');
    await expectNoAxeViolations(page);
    await choose(page, 'Categoria', 'Idiomas');
    await choose(page, 'Avaliação mínima', '4+ estrelas');
    const maxThumb = sheet.getByRole('slider', { name: 'Duração máxima' });
    await maxThumb.focus();
    for (let i = 0; i < 16; i++) await maxThumb.press('ArrowLeft');
    await expect(sheet.getByTestId('duration-value')).toHaveText('0h – 20h');
    await sheet.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await expect(sheet).toHaveCount(0);

    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByRole('listitem').filter({ hasNotText: 'Limpar filtros' })).toHaveText(['Categoria: Idiomas', 'Duração: 0-20h', 'Avaliação: 4+']);
    await expect(page.getByTestId('filter-count')).toHaveText('3');
    await expect(titlesIn(page, 'row-new')).toHaveText(['Francês para Viagens']);
    await expect(page.getByTestId('row-continue')).toContainText('Nenhum curso em andamento corresponde aos filtros.');

    // Filters survive a reload.
    await page.reload();
    await expect(page.getByTestId('filter-count')).toHaveText('3');

    // Removing the category chip removes only that filter.
    await chips.getByRole('button', { name: 'Remover filtro Categoria: Idiomas' }).click();
    await expect(page.getByTestId('filter-count')).toHaveText('2');
    await expect(titlesIn(page, 'row-new')).toHaveText([
      'Francês para Viagens', 'Marketing de Conteúdo e SEO', 'Finanças para Empreendedores', 'Análise de Dados com SQL',
      'UX Design: Fundamentos', 'Empreendedorismo Digital', 'Marketing Digital Estratégico', 'Gestão de Projetos Ágeis',
    ]);
    // In progress, at most 20 h: IA (20 h) and SQL (16 h); Machine Learning (35 h) is filtered out.
    await expect(titlesIn(page, 'row-continue')).toHaveCount(2);
    await expect(page.getByTestId('row-continue')).not.toContainText('Machine Learning com Python');

    // The instructor filter: the name typed narrows the list (accents ignored), then 'Limpar' in the sheet.
    sheet = await openSheet(page);
    await sheet.getByRole('searchbox', { name: 'Buscar professor pelo nome' }).fill('joao');
    await page.getByRole('combobox', { name: 'Professor' }).click();
    await expect(page.getByRole('option')).toHaveText(['Todos os professores', 'Prof. João Oliveira']);
    await page.keyboard.press('Escape');
    await sheet.getByRole('searchbox', { name: 'Buscar professor pelo nome' }).fill('maria');
    await page.getByRole('combobox', { name: 'Professor' }).click();
    await expect(page.getByRole('option')).toHaveText(['Todos os professores', 'Dra. Maria Santos']);
    await page.getByRole('option', { name: 'Dra. Maria Santos', exact: true }).click();
    await sheet.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await expect(chips.getByText('Professor: Dra. Maria Santos')).toBeVisible();
    await expect(titlesIn(page, 'row-new')).toHaveText(['Finanças para Empreendedores', 'Empreendedorismo Digital', 'Gestão de Projetos Ágeis']);
    // Read back from the address, the chip still names her.
    await page.reload();
    await expect(chips.getByText('Professor: Dra. Maria Santos')).toBeVisible();
    // An address naming no teacher with courses says so, never the id it holds; the chip removes it.
    await page.goto('/aluno?professor=user-que-nao-existe');
    await expect(chips.getByText('Professor: não encontrado')).toBeVisible();
    await expect(chips).not.toContainText('user-que-nao-existe');
    await chips.getByRole('button', { name: 'Remover filtro Professor: não encontrado' }).click();
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await page.goto('/aluno?professor=user-prof-maria');

    sheet = await openSheet(page);
    await sheet.getByRole('button', { name: 'Limpar' }).click();
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await expect(page.getByTestId('filter-count')).toHaveCount(0);
    await expect(titlesIn(page, 'row-new')).toHaveCount(8);
    await expect(titlesIn(page, 'row-continue')).toHaveCount(3);
  });

  test('filters also narrow the search results', async ({ page }) => {
    await signInAs(page, 'aluno');
    await page.goto('/aluno?categoria=idiomas');
    await expect(page.getByTestId('filter-chips')).toContainText('Categoria: Idiomas');
    await search(page, 'negocios');
    await expect(titlesIn(page, 'search-results')).toHaveText(['Inglês para Negócios']);
    await page.getByTestId('filter-chips').getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(titlesIn(page, 'search-results')).toHaveCount(4);
  });
});
