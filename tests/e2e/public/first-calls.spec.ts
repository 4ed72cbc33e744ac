import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Role } from '../fixtures.ts';

// Issue 15 (no waterfall): the server names each page's first API calls in its HTML
// (`<link rel="preload" as="fetch">`, from src/web/app/first-calls.ts). A preloaded URL the page
// does not fetch, or fetches in another way (the browser asks again), is a wasted request and
// a sign the list drifted from the page: every route of the build is opened here, signed in as
// its role, and each preloaded URL must be one the page fetched — from the network once.

interface RouteHint {
  pattern: string;
  area: boolean;
  calls: string[];
}
const hints = JSON.parse(readFileSync(join(process.env.WEB_DIST_DIR ?? 'dist/web', '.vite/route-hints.json'), 'utf8')) as { routes: RouteHint[] };

/** A demo value for each route parameter (a route the areas add with a parameter needs one here). */
const SAMPLE: Record<string, string> = {
  '/assinatura/checkout/:planId': 'quarterly',
  '/certificados/verificar/:code?': 'EDU-4GPA-7KQX-3M2D',
  '/aluno/curso/:id': '1',
  '/aluno/simulado/:id': '14',
  '/professor/cursos/:id?': '1',
};
const roleOf = (pattern: string): Role | null => (['aluno', 'professor', 'admin'] as const).find((r) => pattern === `/${r}` || pattern.startsWith(`/${r}/`)) ?? null;

const routes = hints.routes.filter((r) => r.area || r.calls.length > 0);

test('the build names first calls for the areas and the public pages', () => {
  expect(routes.length).toBeGreaterThan(30);
  expect(routes.find((r) => r.pattern === '/aluno')?.calls).toContain('/api/learning/dashboard');
});

for (const route of routes) {
  test(`${route.pattern}: every preloaded call is one the page makes, fetched once`, async ({ page }) => {
    const role = roleOf(route.pattern);
    if (route.pattern.includes(':')) expect(SAMPLE[route.pattern], `no demo value for ${route.pattern} in SAMPLE`).toBeDefined();
    const url = route.pattern.replace(/:\w+\??/, SAMPLE[route.pattern] ?? '');
    if (role) {
      const res = await page.request.post(`/api/auth/demo/${role}`, { headers: { 'x-eduia-csrf': '1' } });
      expect(res.ok()).toBe(true);
    }
    // What the page's own code fetches (the app's fetch calls, whether or not a preload answers them).
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __appFetches: string[] }).__appFetches = calls;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        calls.push(typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url);
        return original(input, init);
      };
    });
    const fromNetwork = new Map<string, number>();
    page.on('request', (request) => {
      const u = new URL(request.url());
      if (u.pathname.startsWith('/api/')) fromNetwork.set(u.pathname + u.search, (fromNetwork.get(u.pathname + u.search) ?? 0) + 1);
    });
    const response = await page.goto(url);
    const html = (await response!.text()) ?? '';
    const preloaded = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloaded.length, 'the HTML names the page\'s first calls').toBeGreaterThan(0);
    await expect.poll(async () => {
      const fetched = new Set(((await page.evaluate(() => (window as unknown as { __appFetches: string[] }).__appFetches)) ?? []).map((f) => f.replace(/^https?:\/\/[^/]+/, '')));
      return preloaded.filter((p) => !fetched.has(p));
    }, { message: 'preloaded URLs the page never fetched' }).toEqual([]);
    await page.waitForTimeout(300); // a second request for the same URL would follow the fetch at once
    for (const call of preloaded) expect(fromNetwork.get(call), `${call} asked of the network once (the preload), then handed to the page`).toBe(1);
  });
}
