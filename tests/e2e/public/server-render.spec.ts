import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccountAsAdmin, DEMO, expect, signInWith, test, type Role } from '../fixtures.ts';
import { SAMPLE_PARAMS } from '../sample-params.ts';

// Issue 15: the server renders each page with its data (src/web/app/server-render.tsx), the
// browser hydrates it. Every route of the build is opened here signed in as its role: the HTML
// must already hold the page and the data it was drawn from; hydrating must report no
// mismatch or error; and the page must not ask the network again for its first calls.
// Then what a personalised HTML must never do: reach another session, a cache, or run a name.

interface RouteHint {
  pattern: string;
  area: boolean;
  calls: string[];
}
const hintsFile = JSON.parse(readFileSync(join(process.env.WEB_DIST_DIR ?? 'dist/web', '.vite/route-hints.json'), 'utf8')) as { routes: RouteHint[]; shellCalls: string[] };

const roleOf = (pattern: string): Role | null => (['aluno', 'professor', 'admin'] as const).find((r) => pattern === `/${r}` || pattern.startsWith(`/${r}/`)) ?? null;
// The account pages answer a signed-in account in a given state (and 'ativar-2fa' a staff account without 2FA): the journeys that reach them cover them.
const routes = hintsFile.routes.filter((r) => !r.pattern.startsWith('/conta/') || r.pattern === '/conta/redefinir-senha');

test('every route of the build is rendered here', () => {
  expect(routes.length).toBeGreaterThan(35);
});

for (const route of routes) {
  test(`${route.pattern}: rendered with its data, hydrated without error, no first call asked again`, async ({ page }) => {
    const role = roleOf(route.pattern);
    if (route.pattern.includes(':')) expect(SAMPLE_PARAMS[route.pattern], `no demo value for ${route.pattern} in tests/e2e/sample-params.ts`).toBeDefined();
    const url = route.pattern.replace(/:\w+\??/, SAMPLE_PARAMS[route.pattern] ?? '');
    if (role) expect((await page.request.post(`/api/auth/demo/${role}`, { headers: { 'x-eduia-csrf': '1' } })).ok()).toBe(true);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (u.pathname.startsWith('/api/')) asked.push(u.pathname + u.search);
    });
    const response = await page.goto(url);
    const html = await response!.text();
    expect(html, 'the page and its data are in the HTML').toContain('id="eduia-state"');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(response!.headers()['vary']).toContain('Cookie');
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body, 'the root holds the page, not an empty shell').not.toMatch(/^<div id="root"><\/div>/);
    expect(body.length, 'the root holds the page, not an empty shell').toBeGreaterThan(1000);
    if (role) expect(body, 'the signed-in user is drawn by the server').toContain(DEMO[role].name);
    // The fixture waited for html[data-page-ready]: the page is hydrated.
    await expect(page.locator('html[data-page-ready]')).toBeAttached();
    await page.waitForTimeout(300);
    expect(problems, problems.join('\n')).toEqual([]);
    const firstCalls = [...(route.area ? hintsFile.shellCalls : []), ...route.calls.map((c) => c.replace(/:\w+/, SAMPLE_PARAMS[route.pattern] ?? ''))];
    expect(asked.filter((call) => firstCalls.includes(call)), 'data the HTML already holds, asked again').toEqual([]);
  });
}

test('the rendered page is the session\'s own: never another account\'s, never kept after signing out', async ({ browser, baseURL }) => {
  const student = await (await browser.newContext({ baseURL })).newPage();
  const teacher = await (await browser.newContext({ baseURL })).newPage();
  await student.request.post('/api/auth/demo/aluno', { headers: { 'x-eduia-csrf': '1' } });
  await teacher.request.post('/api/auth/demo/professor', { headers: { 'x-eduia-csrf': '1' } });
  const studentHtml = await (await student.goto('/aluno/perfil'))!.text();
  const teacherHtml = await (await teacher.goto('/professor/perfil'))!.text();
  expect(studentHtml).toContain(DEMO.aluno.email);
  expect(studentHtml).not.toContain(DEMO.professor.email);
  expect(teacherHtml).toContain(DEMO.professor.email);
  expect(teacherHtml).not.toContain(DEMO.aluno.email);
  // The teacher's cookie on the student's page: the restricted notice, none of the student's data.
  const crossed = await (await teacher.goto('/aluno/perfil'))!.text();
  expect(crossed).not.toContain(DEMO.aluno.email);
  await expect(teacher.getByText('Acesso não autorizado')).toBeVisible();
  // Signed out: the same address answers no data at all (nothing was cached to show again).
  await student.getByRole('button', { name: 'Sair' }).click();
  await expect(student).toHaveURL('/');
  const after = await student.request.get('/aluno/perfil');
  expect(await after.text()).not.toContain(DEMO.aluno.email);
  expect(await after.text()).not.toContain('id="eduia-state"');
  await student.context().close();
  await teacher.context().close();
});

test('a name with markup is drawn as text: the embedded data cannot close its element', async ({ page }) => {
  const account = { name: 'Ana </script><script>window.__pwned=1</script> $& fim', email: `ssr-xss-${Date.now()}@example.com`, role: 'aluno' as const, password: 'Segura@2024x' };
  await createAccountAsAdmin(account);
  await signInWith(page, account.email, account.password);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const html = await (await page.goto('/aluno/perfil'))!.text();
  expect(html).toContain('id="eduia-state"');
  expect(html).not.toContain('<script>window.__pwned');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.getByTestId('header-user-name')).toHaveText(account.name);
  expect(dialogs).toBe(0);
});

test('the sign-in form drawn by the server posts its fields in the body before the app takes it over (no password in the address)', async ({ page }) => {
  // The app's code never arrives: the page stays as the server drew it.
  await page.route('**/assets/*.js', (route) => route.abort());
  const response = await page.goto('/');
  expect(await response!.text()).toContain('id="eduia-state"');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.aluno.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.aluno.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // The server answers the form (POST /entrar, decisions/sign-in-forms-without-script.md): the area, with no query.
  await expect(page).toHaveURL(DEMO.aluno.home);
  expect(page.url()).not.toContain(encodeURIComponent(DEMO.aluno.password));
});
