/**
 * Browser tests: the shared fixtures, and how to keep a spec fast.
 *
 * The browser stage is most of `npm test`'s time, and the machine has two cores that Chromium
 * mostly fills: every full page load costs, every sleep blocks a worker. So, in a new spec:
 *
 * - Sign in through the API, never through the form, unless signing in is what the test is
 *   about: `signInAs(page, role)` for the demo accounts, `signInWith(page, email, password)` or
 *   `signInAsStudentWithoutPlan(page)` for others, `createAccountAsAdmin(...)` to make one.
 *   They draw no page: the next `page.goto` is the first page load of the test.
 * - Import `test` and `expect` from here: after every `goto`/`reload`/back/forward the page is
 *   waited for until the app has taken it over (`html[data-page-ready]`). Wait for what the user
 *   sees (`expect(...).toBeVisible()`), never `waitForTimeout` or `networkidle`.
 * - One journey per test: open a page once and check everything it shows, rather than one test
 *   per detail that each loads the same page again; one axe scan per page and theme.
 * - Screenshots for a person to look at: `keepScreenshot(page, name)` (only with E2E_SCREENS=1).
 * - A journey that changes what other journeys see (approves a course into the catalogue,
 *   switches a plan off) goes in SHARED_STATE_CHANGERS in playwright.config.ts: those specs run
 *   at the same time as the rest, against a second server with its own database. Reach the
 *   test's own server's files through `e2eDataDir()` (its database, its mail), never through
 *   E2E_PORT.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  const dir = join(e2eDataDir(), 'mail');
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string; subject: string; text: string }).filter((mail) => mail.to === to);
}

/** The server of the running test (playwright.config.ts: each project has its own), set before each test. */
let currentBaseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 5100}`;

/** The running test's server's data directory (playwright.config.ts): its SQLite database `eduia.db`, `mail/`, `uploads/`. */
export function e2eDataDir(): string {
  return `data/e2e-${new URL(currentBaseURL).port}`;
}

/**
 * Stores the role in the page's local storage as the landing page does when it signs in, from
 * an address of the site that draws no page (`/api/health`): loading the landing page for it
 * cost a whole page load and hydration per sign-in.
 */
async function rememberRole(page: Page, role: Role) {
  await page.goto('/api/health');
  await page.evaluate((r) => localStorage.setItem('userRole', r), role);
}

/** Signs the page's browser context in as a demo account through the real API. */
export async function signInAs(page: Page, role: Role) {
  const res = await page.request.post(`/api/auth/demo/${role}`, { headers: { 'x-eduia-csrf': '1' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await rememberRole(page, role);
}

/** Signs in with e-mail and password through the API (for accounts made by a test). */
export async function signInWith(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/login', { headers: { 'x-eduia-csrf': '1' }, data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * axe-core over the current page; fails listing every violation. In the page itself (legacy
 * mode): our pages have no frames to visit, and the default mode opens a blank page of its own to
 * finish each scan, which made four scans a third of a 30 s journey on a busy machine.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
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

export const test = base.extend<{ currentServer: void }, { appReadyAfterNavigations: void }>({
  currentServer: [
    async ({ baseURL }, provide) => {
      currentBaseURL = baseURL!;
      await provide();
    },
    { auto: true },
  ],
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
  await rememberRole(page, 'aluno');
}

/**
 * A fresh account made the way a real one is: the demo admin creates it with a temporary
 * password, then the account signs in and changes it (the forced first change). Uses its own
 * request context, so the page's cookies are untouched.
 */
export async function createAccountAsAdmin(account: { name: string; email: string; role: Role; password: string }) {
  // The running test's server (playwright.config.ts's baseURL for its project).
  const baseURL = currentBaseURL;
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

/** A full-page screenshot in data/screens (not committed) for a person to look at, taken only with E2E_SCREENS=1. */
export async function keepScreenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENS) return;
  mkdirSync(dirname(`data/screens/${name}.png`), { recursive: true });
  await page.screenshot({ path: `data/screens/${name}.png`, fullPage: true });
}

/**
 * The server's answers to a search at `url` (a glob) say its total reached the count's cap
 * (`total`, `totalIsAtLeast`), as at 100 000 users: the demo data is far below every cap.
 */
export async function answerSearchesAsCapped(page: Page, url: string, total: number) {
  await page.route(url, async (route) => {
    if (!new URL(route.request().url()).searchParams.get('q')) return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), total, totalIsAtLeast: true } });
  });
}
