import { twMerge } from 'tailwind-merge';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, test, type Role } from '../fixtures.ts';

/** The page's class lists that tailwind-merge would change (a class another one overrides). */
const unmergedClasses = async (page: Page) => {
  const lists = await page.locator('#root [class]').evaluateAll((elements) => elements.map((element) => element.getAttribute('class') ?? ''));
  return lists.filter((list) => twMerge(list) !== list);
};

test.describe('landing page', () => {
  test('shows the spec texts and the three role cards with real credentials', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'EduIA' })).toBeVisible();
    await expect(page.getByText('Educação Online Inteligente com IA')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Escolha seu Perfil' })).toBeVisible();
    for (const role of ['aluno', 'professor', 'admin'] as const) {
      const card = page.getByTestId(`role-card-${role}`);
      await expect(card.getByRole('heading', { name: DEMO[role].title })).toBeVisible();
      await expect(card.getByText(DEMO[role].email)).toBeVisible();
      await expect(card.getByText(DEMO[role].password)).toBeVisible();
      await expect(card.getByRole('button', { name: `Entrar como ${DEMO[role].title}` })).toBeVisible();
    }
    await expect(page.getByText('Demo com dados fictícios • Todos os recursos funcionais')).toBeVisible();
  });

  for (const role of ['aluno', 'professor', 'admin'] as Role[]) {
    test(`'Entrar como ${DEMO[role].title}' signs in for real and opens ${DEMO[role].home}`, async ({ page, browser }) => {
      await page.goto('/');
      await page.getByRole('button', { name: `Entrar como ${DEMO[role].title}` }).click();
      await expect(page).toHaveURL(DEMO[role].home);
      await expect(page.getByTestId('header-user-name')).toHaveText(DEMO[role].name);
      expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe(role);
      // A reload keeps the server session.
      await page.reload();
      await expect(page.getByTestId('header-user-name')).toHaveText(DEMO[role].name);
      // A second browser without the cookie is refused.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await otherPage.goto(DEMO[role].home);
      await expect(otherPage.getByRole('alertdialog')).toContainText('Você precisa entrar na sua conta');
      await other.close();
    });
  }

  test('without demo data (the demo endpoint answers 404) offers the sign-in form instead of the cards', async ({ page }) => {
    // The e2e server runs as `npm start` (DEMO_DATA=true); a deployment without it answers 404 here (API tests prove it).
    // There the server's render of the landing meets that 404 and sends the plain page (page-render.test.ts), which the
    // browser renders itself: the same page here, from this server's answer without the rendered content and its data.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const rendered = await route.fetch();
        const plain = (await rendered.text()).replace(/<div id="root">[\s\S]*<script type="application\/json" id="eduia-state">[\s\S]*?<\/script>/, '<div id="root"></div>');
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: plain });
      },
    );
    await page.route('**/api/auth/demo-accounts', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Não há contas de demonstração nesta instalação.' }) }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Entrar com sua conta' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Escolha seu Perfil' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Entrar como/ })).toHaveCount(0);
    await expect(page.getByText('Não foi possível carregar os perfis')).toHaveCount(0);
    await expect(page.getByText('Demo com dados fictícios')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.aluno.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.aluno.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(DEMO.aluno.home);
  });

  test('the login form signs in any account and shows a Portuguese error for wrong credentials', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.professor.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.professor.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL('/professor');
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('professor');
  });

  test("'Sair' ends the server session, clears userRole and goes to /", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar como Administrador' }).click();
    await expect(page).toHaveURL('/admin');
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBeNull();
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await page.goto('/admin');
    await expect(page.locator('[data-overlay="not-logged"]')).toBeVisible();
  });

  test('theme defaults to dark and the toggle persists across reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/light/);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('draws the same without tailwind-merge, which its script does not carry (lib/utils.ts)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('role-card-aluno')).toBeVisible();
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    expect(await unmergedClasses(page)).toEqual([]);
    // The sign-in form's error state too.
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.professor.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    expect(await unmergedClasses(page)).toEqual([]);
    // The not-found page ships with the landing.
    await page.goto('/pagina/que/nao/existe');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(await unmergedClasses(page)).toEqual([]);
  });

  test('axe-core finds no violation in dark and light themes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('role-card-aluno')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/light/);
    await expectNoAxeViolations(page);
  });
});

test.describe('not-found page', () => {
  test('shows the spec texts on an unknown path', async ({ page }) => {
    await page.goto('/pagina/que/nao/existe');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('unknown /api paths answer JSON 404', async ({ request }) => {
    const res = await request.get('/api/nao-existe');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: 'Recurso não encontrado.' });
  });
});

test.describe('static files', () => {
  test('hashed assets are sent pre-compressed and cached for good; the page itself is revalidated, private', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /\/assets\/index-[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request.get('/aluno');
    // Its preload hints depend on the session cookie (issue 15): never shared by a cache.
    expect(page.headers()['cache-control']).toBe('private, no-cache');
    expect(page.headers().vary).toMatch(/Cookie/);
    // No waterfall (issue 15): the build's hints name the area's route table with the page; anonymous, no API preload.
    const areaHtml = await page.text();
    expect(areaHtml).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/area-routes-[\w-]+\.js">/);
    expect(areaHtml).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/dashboard-[\w-]+\.js">/);
    expect(areaHtml).not.toContain('as="fetch"');
  });
});
