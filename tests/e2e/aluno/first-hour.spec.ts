import { expect, expectNoAxeViolations, signInAs, test } from '../fixtures.ts';

// Issue 11: what a student notices in the first hour (items 3 and 11, web side).

test('a skip link is the first focusable element; Enter moves focus to the content', async ({ page }) => {
  await signInAs(page, 'aluno');
  for (const url of ['/aluno', '/aluno/historico', '/aluno/certificados']) {
    await page.goto(url);
    await expect(page.locator('main#conteudo h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#conteudo')).toBeFocused();
  }
  await expectNoAxeViolations(page);
});

test('the certificates page is reachable from the header, the mobile menu and the stat card', async ({ page }) => {
  await signInAs(page, 'aluno');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/aluno');
  await page.getByRole('navigation', { name: 'Área do aluno' }).getByRole('link', { name: 'Certificados' }).click();
  await expect(page).toHaveURL('/aluno/certificados');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Certificados' })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/aluno/historico');
  await page.getByRole('button', { name: 'Menu do aluno' }).click();
  await page.getByRole('menuitem', { name: 'Certificados' }).click();
  await expect(page).toHaveURL('/aluno/certificados');
  await expectNoAxeViolations(page);
});

test("the dashboard's 'Certificados' card is a link to the certificates", async ({ page }) => {
  await signInAs(page, 'aluno');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/aluno');
  await expect(page.getByTestId('stat-certificates')).toHaveText('5');
  await page.getByRole('list', { name: 'Resumo dos seus estudos' }).getByRole('link', { name: 'Certificados' }).click();
  await expect(page).toHaveURL('/aluno/certificados');
});

test('a page opened for the first time keeps the header and shows skeletons while its code loads', async ({ page }) => {
  await signInAs(page, 'aluno');
  await page.goto('/aluno');
  await expect(page.getByTestId('stat-active-courses')).toBeVisible();
  // Hold the history page's code until the skeleton has been seen (no timing assumptions).
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/historico-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Área do aluno' }).getByRole('link', { name: 'Histórico' }).click();
  await expect(page.getByTestId('page-skeleton')).toBeVisible();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de Aprendizado' })).toBeVisible();
  await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
});

test('study time has one format: the dashboard and the history both say 127h', async ({ page }) => {
  await signInAs(page, 'aluno');
  await page.goto('/aluno');
  await expect(page.getByTestId('stat-hours')).toHaveText('127h');
  await page.goto('/aluno/historico');
  await expect(page.getByTestId('summary-Horas Estudadas')).toHaveText('127h');
  // The lists use the same "XhYYmin" format, never a decimal "8,5h".
  await expect(page.getByTestId('history-completed-item').first()).toContainText(/\d+h(\d{2}min)?/);
  await expect(page.locator('main')).not.toContainText(/\d+,\dh/);
});

test('no carousel arrow beside a row that became empty', async ({ page }) => {
  await signInAs(page, 'aluno');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/aluno');
  const row = page.getByTestId('row-new');
  await expect(row.getByTestId('carousel-right')).toBeVisible();
  // A filter no course matches, applied in place (the page is not reloaded).
  await page.evaluate(() => history.pushState(null, '', '/aluno?avaliacao=5'));
  await expect(row.getByText('Nenhum curso novo corresponde aos filtros.')).toBeVisible();
  await expect(row.getByTestId('carousel-right')).toHaveCount(0);
  await expect(row.getByTestId('carousel-left')).toHaveCount(0);
});

test('the 404 page keeps the English text and adds a Portuguese line', async ({ page }) => {
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveAttribute('lang', 'en');
  const pt = page.getByTestId('not-found-pt');
  await expect(pt).toHaveText('Página não encontrada: o endereço pode estar incorreto ou a página pode ter sido removida.');
  expect(await pt.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('pt-BR');
  await expectNoAxeViolations(page);
});

test("'Criar conta' on the landing leads to sign-up (plans, then checkout)", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL('/assinatura');
});
