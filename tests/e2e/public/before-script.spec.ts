import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, type Role } from '../fixtures.ts';

// Issue 28 item 1: what a visitor taps on the landing works before the page's script has run.
// `Frame.goto` (not `page.goto`): the shared fixtures make `page.goto` wait for the app, which
// here never comes (blocked) or must not be waited for (delayed).

type ScriptMode = 'blocked' | 'delayed';

/** A fresh visitor whose scripts never arrive (every .js aborted), or whose app code arrives 3 s late. */
async function visitor(browser: Browser, mode: ScriptMode): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (mode === 'blocked') await page.route('**/*.js', (route) => route.abort());
  else {
    // boot.js runs; the app's modules (hydration) come 3 s late: the window a slow phone has.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
  }
  return page;
}

const open = async (page: Page, path: string) => {
  const response = await page.mainFrame().goto(path);
  // The page the server drew, not the empty shell a browser would render.
  expect(await response!.text()).toContain('id="eduia-state"');
};

/** The server's session, whatever the area page shows (a render dropped under load leaves it to the script). */
async function expectSignedInAs(page: Page, role: Role) {
  const me = await page.request.get('/api/auth/me');
  expect(me.ok()).toBe(true);
  expect((await me.json()).role).toBe(role);
}

const notLive = async (page: Page) => expect(page.locator('html[data-page-ready]')).toHaveCount(0);

for (const mode of ['blocked', 'delayed'] as const) {
  test(`the landing's cards, sign-in form and links answer with scripts ${mode}`, async ({ browser }) => {
    test.slow();
    const roles: Role[] = ['aluno', 'professor', 'admin'];
    // Each demo card: a real form the server answers with the role's area.
    for (const role of roles) {
      const page = await visitor(browser, mode);
      await open(page, '/');
      // What needs the script is drawn disabled, not a live-looking button that ignores a tap.
      await expect(page.getByTestId('theme-toggle')).toBeDisabled();
      await notLive(page);
      await page.getByRole('button', { name: `Entrar como ${DEMO[role].title}` }).click();
      await expect(page).toHaveURL(DEMO[role].home);
      await expectSignedInAs(page, role);
      await page.context().close();
    }

    // The sign-in form: a wrong password comes back with the message and the e-mail kept; the right one gets in.
    const page = await visitor(browser, mode);
    await open(page, '/');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.professor.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/\?erro=credenciais/);
    expect(page.url()).not.toContain('senha-errada');
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.professor.email);
    if (mode === 'delayed') {
      // The app took the page over meanwhile: the form is React's now, and still signs in.
      await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
    }
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.professor.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(DEMO.professor.home);
    await expectSignedInAs(page, 'professor');
    await page.context().close();

    // The links of the landing and 'Assinar' on the plans.
    const guest = await visitor(browser, mode);
    await open(guest, '/');
    await guest.getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(guest).toHaveURL('/termos');
    await open(guest, '/');
    await guest.getByRole('link', { name: 'Criar conta' }).click();
    await expect(guest).toHaveURL('/assinatura');
    await guest.getByRole('link', { name: /^Assinar / }).first().click();
    await expect(guest).toHaveURL(/\/assinatura\/checkout\//);
    await guest.context().close();
  });
}

test('what a visitor typed before the script took over is still there after it did, and signs in', async ({ browser }) => {
  const page = await visitor(browser, 'delayed');
  // Not `open`: its `goto` waits for the load event, which waits for the delayed scripts.
  await page.mainFrame().goto('/', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.professor.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.professor.password);
  await notLive(page);
  // The app takes the page over with the text in its fields; the next render must not wipe it.
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO.professor.email);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(DEMO.professor.home);
  await expectSignedInAs(page, 'professor');
  await page.context().close();
});

for (const mode of ['blocked', 'delayed'] as const) {
  test(`a form only the script sends cannot be sent before it, with scripts ${mode}: no password in the address`, async ({ browser }) => {
    test.slow();
    const page = await visitor(browser, mode);
    expect((await page.request.post('/api/auth/demo/aluno', { headers: { 'x-eduia-csrf': '1' } })).ok()).toBe(true);
    await open(page, '/conta/alterar-senha');
    await notLive(page);
    const form = page.getByRole('form', { name: 'Alterar senha' });
    const submit = form.getByRole('button', { name: /alterar senha/i });
    // Drawn disabled: a tap does nothing, and Enter in a field cannot send the form natively
    // (a GET of the page with every field, the passwords too, in the address).
    await expect(submit).toBeDisabled();
    await form.getByLabel('Senha atual').fill('Aluno@2024');
    await form.getByLabel('Senha atual').press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).not.toContain('?');
    expect(page.url()).not.toContain('Aluno');
    if (mode === 'delayed') {
      // Once the script has taken the page over, the button is live.
      await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
      await expect(submit).toBeEnabled();
    }
    await page.context().close();
  });
}

/** The app's visible buttons (not the submit buttons, left to their forms) that a tap would reach now. */
const buttonsATapReaches = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('#root button:not([type="submit"])')]
      .filter((button) => button.getClientRects().length > 0)
      .filter((button) => getComputedStyle(button).pointerEvents !== 'none')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''),
  );

for (const mode of ['blocked', 'delayed'] as const) {
  test(`an area's buttons are drawn disabled until the script has taken the page over, with scripts ${mode}`, async ({ browser }) => {
    test.slow();
    const page = await visitor(browser, mode);
    expect((await page.request.post('/api/auth/demo/professor', { headers: { 'x-eduia-csrf': '1' } })).ok()).toBe(true);
    const response = await page.mainFrame().goto('/professor', { waitUntil: 'commit' });
    expect(await response!.text()).toContain('id="eduia-state"');
    const tab = page.getByRole('tab', { name: 'Simulados' });
    await expect(tab).toBeVisible();
    await notLive(page);
    // The tabs, the menus, the header's buttons: drawn dimmed, out of a tap's reach.
    expect(await page.locator('#root button:not([type="submit"]):visible').count()).toBeGreaterThan(3);
    expect(await buttonsATapReaches(page)).toEqual([]);
    await expect(tab).toHaveCSS('opacity', '0.5');
    if (mode === 'blocked') {
      await page.waitForTimeout(1000);
      expect(await buttonsATapReaches(page)).toEqual([]);
    } else {
      // Once the script has taken the page over, every one is live, and a tap does what it says.
      await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 20_000 });
      await expect(tab).toHaveCSS('opacity', '1');
      const live = await buttonsATapReaches(page);
      expect(live).toContain('Enviar material');
      expect(live.some((label) => label.startsWith('Simulados'))).toBe(true);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
    }
    await page.context().close();
  });
}
