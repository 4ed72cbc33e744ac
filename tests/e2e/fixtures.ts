import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test as base, type Page } from '@playwright/test';
import { SERVER_STATE_ELEMENT_ID } from '#contracts/http';

export type Role = 'aluno' | 'professor' | 'admin';

export const DEMO = {
  aluno: { email: 'aluno@eduia.com.br', password: 'Aluno@2024', name: 'Lucas Almeida', title: 'Aluno', home: '/aluno' },
  professor: { email: 'professor@eduia.com.br', password: 'Professor@2024', name: 'Prof. Carlos Silva', title: 'Professor', home: '/professor' },
  admin: { email: 'admin@eduia.com.br', password: 'Admin@2024', name: 'Administrador EduIA', title: 'Administrador', home: '/admin' },
} as const;

/**
 * The messages the e2e server handed to its transport for `to`, oldest first, as the
 * recipient reads them. The server has no SMTP server, so each one is a file in its mail
 * directory (MAIL_DIR, readable only by the operator); the admin outbox keeps them without
 * their secret links.
 */
export function mailsTo(to: string): Array<{ subject: string; text: string }> {
  const dir = `data/e2e-${process.env.E2E_PORT ?? 5100}/mail`;
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string; subject: string; text: string }).filter((mail) => mail.to === to);
}

/** Signs the page's browser context in as a demo account through the real API. */
export async function signInAs(page: Page, role: Role) {
  const res = await page.request.post(`/api/auth/demo/${role}`, { headers: { 'x-eduia-csrf': '1' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.goto('/');
  await page.evaluate((r) => localStorage.setItem('userRole', r), role);
}

/** Signs in with e-mail and password through the API (for accounts made by a test). */
export async function signInWith(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/login', { headers: { 'x-eduia-csrf': '1' }, data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** axe-core over the current page; fails listing every violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, summary.join('\n')).toEqual([]);
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

/**
 * A page the server rendered is on screen before its scripts have run, and a click or a
 * keystroke before React takes it over would be lost. So after every full navigation to such a
 * page (`goto`, `reload`, back, forward), on every page of every test (the prototype is shared,
 * pages opened by hand included), wait for the app's `html[data-page-ready]` mark.
 */
function waitForTheAppAfterNavigations(page: Page) {
  const proto = Object.getPrototypeOf(page) as Record<Navigation, (...args: unknown[]) => Promise<Awaited<ReturnType<Page['goto']>>>> & { waitsForApp?: boolean };
  if (proto.waitsForApp) return;
  proto.waitsForApp = true;
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = proto[name];
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const html = response && (response.headers()['content-type'] ?? '').startsWith('text/html') ? await response.text().catch(() => '') : '';
      // Not an error when it never comes (a test that keeps the app's code away on purpose): the test's own steps say what is wrong.
      if (html.includes(`id="${SERVER_STATE_ELEMENT_ID}"`)) await this.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => undefined);
      return response;
    };
  }
}

/** After a navigation the app makes itself (a redirect by `location.assign`): wait until the page it opened is live. */
export async function waitForTheApp(page: Page) {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 15_000 });
}

export const test = base.extend<object, { appReadyAfterNavigations: void }>({
  appReadyAfterNavigations: [
    async ({ browser }, provide) => {
      const page = await browser.newPage();
      waitForTheAppAfterNavigations(page);
      await page.close();
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
});
export { expect };

/** The second demo student (learning seed): no subscription, for the premium overlay. */
export const STUDENT_WITHOUT_PLAN = { id: 'user-aluno-sem-plano', name: 'Beatriz Lima', email: 'beatriz@eduia.com.br', password: 'Aluno@2024' } as const;

/** Signs in as Beatriz Lima (no subscription) and stores the role as the landing would. */
export async function signInAsStudentWithoutPlan(page: Page) {
  await signInWith(page, STUDENT_WITHOUT_PLAN.email, STUDENT_WITHOUT_PLAN.password);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('userRole', 'aluno'));
}

/**
 * A fresh account made the way a real one is: the demo admin creates it with a temporary
 * password, then the account signs in and changes it (the forced first change). Uses its own
 * request context, so the page's cookies are untouched.
 */
export async function createAccountAsAdmin(account: { name: string; email: string; role: Role; password: string }) {
  // The same server as playwright.config.ts's baseURL.
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 5100}`;
  const api = await playwrightRequest.newContext({ extraHTTPHeaders: { 'x-eduia-csrf': '1' } });
  try {
    const admin = await api.post(`${baseURL}/api/auth/demo/admin`);
    expect(admin.ok(), await admin.text()).toBeTruthy();
    const temporaryPassword = 'Provisoria@2024';
    const created = await api.post(`${baseURL}/api/admin/users`, { data: { name: account.name, email: account.email, role: account.role, temporaryPassword } });
    expect(created.status(), await created.text()).toBe(201);
    await api.post(`${baseURL}/api/auth/logout`);
    const login = await api.post(`${baseURL}/api/auth/login`, { data: { email: account.email, password: temporaryPassword } });
    expect(login.ok(), await login.text()).toBeTruthy();
    const changed = await api.post(`${baseURL}/api/users/me/password`, { data: { currentPassword: temporaryPassword, newPassword: account.password, confirmPassword: account.password } });
    expect(changed.ok(), await changed.text()).toBeTruthy();
  } finally {
    await api.dispose();
  }
}
