import type { Page } from '@playwright/test';
import { expect, signInAs, test, type Role } from '../fixtures.ts';

/**
 * Layout stability (issue 15, CLS ≤ 0.05): on a phone-sized screen, a page's loading state
 * reserves the room its loaded content takes, so nothing already drawn is pushed when the
 * data arrives. The page's data requests are held back so the loading → loaded swap is
 * always seen (on a fast machine it would often happen before the first paint).
 */
const PHONE = { width: 412, height: 823 };
const API_DELAY_MS = 2_000;
const CLS_BUDGET = 0.05;

const ROUTES: { path: string; role: Role; loaded: RegExp }[] = [
  { path: '/admin/moderacao', role: 'admin', loaded: /Moderação/ },
  { path: '/aluno/perfil', role: 'aluno', loaded: /Meu Perfil/ },
  { path: '/professor/analytics', role: 'professor', loaded: /Analytics/ },
  { path: '/professor', role: 'professor', loaded: /Painel do Professor/ },
];

type Shift = { value: number; sources: string[] };

/** Records every layout shift not caused by input, from the very start of the document. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 4).join('.')} "${text}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds back the page's data requests (the session's own, /api/auth/*, answer at once). */
async function delayPageData(page: Page) {
  await page.route('**/api/**', async (route) => {
    if (!new URL(route.request().url()).pathname.startsWith('/api/auth/')) await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.fallback();
  });
}

test.describe('layout stability on a phone while the data loads', () => {
  test.use({ viewport: PHONE });

  for (const { path, role, loaded } of ROUTES) {
    test(`${path} (${role}) shifts no more than ${CLS_BUDGET}`, async ({ page }) => {
      await signInAs(page, role);
      await observeLayoutShifts(page);
      await delayPageData(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: loaded })).toBeVisible();
      // Every held-back answer arrives and is drawn, then the page is left to settle.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts, null, 2)).toBeLessThanOrEqual(CLS_BUDGET);
    });
  }
});
