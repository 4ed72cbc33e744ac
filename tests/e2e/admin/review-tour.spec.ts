import { expect, keepScreenshot, signInAs, test } from '../fixtures.ts';

// Review of issue 13 as a new user: every admin page, desktop and 375 px, both themes.
// No server error, no console error, nothing wider than the phone.
const PAGES = ['/admin', '/admin/usuarios', '/admin/moderacao', '/admin/planos', '/admin/relatorios', '/admin/configuracoes', '/admin/auditoria', '/admin/emails', '/admin/avisos', '/admin/notificacoes'];

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 375]) {
    test(`every admin page renders without errors (${theme}, ${width} px)`, async ({ page }) => {
      // Ten pages, each waited for and captured whole: more than one journey's 30 s.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const errors: string[] = [];
      page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`${page.url()}: ${msg.text()}`); });
      page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
      page.on('response', (res) => { if (res.status() >= 500) errors.push(`${res.url()} → ${res.status()}`); });
      await signInAs(page, 'admin');
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.getByText('Carregando', { exact: false })).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) errors.push(`${path}: ${overflow} px wider than the ${width} px screen`);
        await keepScreenshot(page, `review/${path.replaceAll('/', '_')}-${theme}-${width}`);
      }
      expect(errors).toEqual([]);
    });
  }
}
