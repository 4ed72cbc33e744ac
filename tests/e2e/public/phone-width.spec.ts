import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createAccountAsAdmin, expect, test, type Role } from '../fixtures.ts';
import { SAMPLE_PARAMS } from '../sample-params.ts';

// Phones: every page of every area fits 375 px, in the page's own order. A table wider than the screen scrolls inside
// its own card (or stacks its rows); the page itself never scrolls sideways, or the columns
// past the edge (the quizzes' attempts, date and actions) cannot be reached. Each route of the
// build is opened at 375 px as its role, and every tab of the page is opened too.

const hints = JSON.parse(readFileSync(join(process.env.WEB_DIST_DIR ?? 'dist/web', '.vite/route-hints.json'), 'utf8')) as { routes: Array<{ pattern: string }> };
const roleOf = (pattern: string): Role | null => (['aluno', 'professor', 'admin'] as const).find((r) => pattern === `/${r}` || pattern.startsWith(`/${r}/`)) ?? null;
// The account pages answer an account in a given state; the journeys that reach them cover them.
const patterns = hints.routes.map((r) => r.pattern).filter((p) => !p.startsWith('/conta/') || p === '/conta/redefinir-senha');
const urlOf = (pattern: string) => pattern.replace(/:\w+\??/, SAMPLE_PARAMS[pattern] ?? '');

/** How far the page reaches past the screen's right edge, and the widest elements that make it do so. */
async function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.className).split(' ').slice(0, 3).join('.')}`);
    return `${root.scrollWidth} px > ${root.clientWidth} px (${culprits.join(', ')})`;
  });
}

/**
 * Elements placed out of the page's order (CSS `order`): while a page still arrives, the browser
 * draws what it has, so a later part placed above an earlier one pushes it down (the checkout's
 * order summary did, 0.30 of layout shift on a busy phone). A phone's order is the page's own.
 */
async function reorderedOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const moved = [...document.querySelectorAll('#root *')]
      .filter((el) => getComputedStyle(el).order !== '0')
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 3).join('.')}`);
    return moved.length > 0 ? `fora da ordem da página: ${moved.join(', ')}` : null;
  });
}

/** Opens each page and each of its tabs; returns what overflows or is drawn out of order. */
async function walk(page: Page, urls: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    await expect(page.locator('main, #root').first()).toBeVisible();
    // What a disclosure hides (a chart's "Ver como tabela") is opened too.
    for (const summary of await page.locator('details:not([open]) > summary').all()) if (await summary.isVisible()) await summary.click();
    const first = await overflowOf(page);
    if (first) problems.push(`${url}: ${first}`);
    const reordered = await reorderedOf(page);
    if (reordered) problems.push(`${url}: ${reordered}`);
    const tabs = page.getByRole('tab');
    for (let i = 0; i < (await tabs.count()); i += 1) {
      const tab = tabs.nth(i);
      if ((await tab.getAttribute('aria-selected')) === 'true' || !(await tab.isVisible())) continue;
      const name = (await tab.innerText()).trim();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const overflow = await overflowOf(page);
      if (overflow) problems.push(`${url} (aba ${name}): ${overflow}`);
    }
  }
  return problems;
}

test.describe.configure({ mode: 'parallel' });

for (const role of [null, 'aluno', 'professor', 'admin'] as const) {
  test(`${role ?? 'public'}: every page at 375 px has no sideways scroll and keeps the page's order`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    if (role) expect((await page.request.post(`/api/auth/demo/${role}`, { headers: { 'x-eduia-csrf': '1' } })).ok()).toBe(true);
    if (role === 'admin') {
      // A long address, as real schools have, on the first page of the user list (newest first).
      const email = `maria.eduarda.albuquerque.figueiredo.${Date.now()}@secretaria-estadual-educacao.example.br`;
      await createAccountAsAdmin({ name: 'Maria Eduarda Albuquerque Figueiredo', email, role: 'aluno', password: 'Definitiva@2024' });
    }
    const urls = patterns.filter((p) => roleOf(p) === role).map(urlOf);
    expect(urls.length).toBeGreaterThan(3);
    const problems = await walk(page, urls);
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
