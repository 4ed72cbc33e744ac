import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { writeWebBuild } from '#server/testing/web-build';
import { patternMatcher } from '#contracts/http';
import { buildRouteHints, routeTableEntries, type ViteManifest } from './route-hints.ts';
import { headHints } from './spa.ts';

const TABLES = ['src/web/app/router.tsx', 'src/web/app/area-routes.tsx'];

// A manifest in Vite's shape: entry → shared; area table → shell; page → shared + its own helper.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_shared-S.js'], dynamicImports: ['app/area-routes.tsx', 'pages/public/assinatura.tsx'] },
  '_shared-S.js': { file: 'assets/shared-S.js' },
  '_shell-H.js': { file: 'assets/shell-H.js', imports: ['_shared-S.js'] },
  '_helper-P.js': { file: 'assets/helper-P.js', imports: ['_shared-S.js'] },
  'app/area-routes.tsx': { file: 'assets/area-routes-A.js', imports: ['_shell-H.js', 'index.html'], dynamicImports: ['pages/aluno/dashboard.tsx', 'pages/aluno/curso.tsx'] },
  'pages/aluno/dashboard.tsx': { file: 'assets/dashboard-D.js', imports: ['_helper-P.js', 'index.html'] },
  'pages/aluno/curso.tsx': { file: 'assets/curso-C.js', imports: ['index.html'], dynamicImports: ['_lazy-L.js'] },
  '_lazy-L.js': { file: 'assets/lazy-L.js' },
  'pages/public/assinatura.tsx': { file: 'assets/assinatura-P.js', imports: ['_shared-S.js'] },
};
const SHELL_CALLS = ['/api/auth/me', '/api/settings/public'];
const hints = buildRouteHints(
  manifest,
  [
    { pattern: '/aluno', src: 'pages/aluno/dashboard.tsx', area: true, calls: ['/api/learning/dashboard'] },
    { pattern: '/aluno/curso/:id', src: 'pages/aluno/curso.tsx', area: true, calls: ['/api/courses/:id', '/api/courses/:id/notes'] },
    { pattern: '/assinatura', src: 'pages/public/assinatura.tsx', area: false, calls: ['/api/settings/public', '/api/billing/plans'] },
    { pattern: '/', src: 'index.html', area: false, calls: ['/api/auth/demo-accounts'] },
  ],
  SHELL_CALLS,
);
const fetchHint = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;

describe('routes → chunks, from the build', () => {
  it('reads every page() route of the real route tables, each page file existing', () => {
    const source = TABLES.map((f) => readFileSync(f, 'utf8')).join('\n');
    const routes = routeTableEntries(source, (dotted) => dotted);
    expect(routes.length).toBe(source.match(/\bpage\(paths\./g)!.length);
    expect(routes.length).toBeGreaterThan(10);
    for (const { src } of routes) expect(existsSync(join('src/web', src)), src).toBe(true);
    expect(routes.map((r) => r.pattern)).toContain('aluno.dashboard');
    expect(routes.map((r) => r.pattern)).toContain('account.password-change-required');
  });

  it('refuses a route table it cannot read entirely', () => {
    expect(() => routeTableEntries("page(paths.a.b, lazyPage('x'))", (d) => d)).toThrow(/1 page\(\) calls but 0 read/);
  });

  it('an area page gets the area table, the shell and its page group, each after what it imports; never what index.html already loads', () => {
    const [dashboard, course, plans] = hints.routes;
    // In this order the browser runs them one per task before hydrating (app/main.tsx): each finds its imports already run.
    expect(dashboard.modules).toEqual(['/assets/helper-P.js', '/assets/dashboard-D.js', '/assets/shell-H.js', '/assets/area-routes-A.js']);
    // On-demand code of the page (dynamic imports) loads when the page asks for it, not before.
    expect(course.modules).toEqual(['/assets/curso-C.js', '/assets/shell-H.js', '/assets/area-routes-A.js']);
    expect(plans.modules).toEqual(['/assets/assinatura-P.js']);
    expect(plans.area).toBe(false);
  });

  it('a page missing from the manifest is an error, not a route without hints', () => {
    expect(() => buildRouteHints(manifest, [{ pattern: '/x', src: 'pages/x.tsx', area: false }])).toThrow(/no chunk for pages\/x.tsx/);
  });

  it('matches a path against wouter patterns exactly', () => {
    expect(patternMatcher('/aluno').test('/aluno')).toBe(true);
    expect(patternMatcher('/aluno').test('/aluno/')).toBe(true);
    expect(patternMatcher('/aluno').test('/aluno/perfil')).toBe(false);
    expect(patternMatcher('/aluno/curso/:id').test('/aluno/curso/7')).toBe(true);
    expect(patternMatcher('/aluno/curso/:id').test('/aluno/curso')).toBe(false);
    expect(patternMatcher('/certificados/verificar/:code?').test('/certificados/verificar')).toBe(true);
    expect(patternMatcher('/certificados/verificar/:code?').test('/certificados/verificar/EDU-1')).toBe(true);
    expect(patternMatcher('/').test('/')).toBe(true);
  });

  it('the landing page (index.html itself) has no module to add, only its calls', () => {
    expect(hints.routes[3]).toEqual({ pattern: '/', area: false, modules: [], calls: ['/api/auth/demo-accounts'] });
  });

  it('refuses first calls naming a parameter the route does not have, or leaving /api', () => {
    expect(() => buildRouteHints(manifest, [{ pattern: '/aluno', src: 'pages/aluno/dashboard.tsx', area: true, calls: ['/api/courses/:id'] }])).toThrow(/:id is not a parameter/);
    expect(() => buildRouteHints(manifest, [{ pattern: '/aluno', src: 'pages/aluno/dashboard.tsx', area: true, calls: ['https://evil.example/x'] }])).toThrow(/only \/api\//);
  });

  it('puts the shell\'s and the page\'s first API calls in the head only for a signed-in visit of an area page', () => {
    const signedIn = headHints(hints, '/aluno/curso/3', true);
    for (const url of [...SHELL_CALLS, '/api/courses/3', '/api/courses/3/notes']) expect(signedIn).toContain(fetchHint(url));
    expect(signedIn).toContain('<link rel="modulepreload" crossorigin href="/assets/curso-C.js">');
    expect(headHints(hints, '/aluno', true)).toContain(fetchHint('/api/learning/dashboard'));
    expect(headHints(hints, '/aluno/curso/3', false)).not.toContain('as="fetch"');
    expect(headHints(hints, '/nada', true)).toBe('');
  });

  it('a public page preloads its own calls for anyone, never the area shell\'s', () => {
    for (const signedIn of [true, false]) {
      const head = headHints(hints, '/assinatura', signedIn);
      expect(head).toContain(fetchHint('/api/billing/plans'));
      expect(head).not.toContain(fetchHint('/api/auth/me'));
    }
    expect(headHints(hints, '/', false)).toBe(fetchHint('/api/auth/demo-accounts'));
  });

  it('with a query string (filters, another page) only the shell\'s calls: the page may ask for other data', () => {
    const head = headHints(hints, '/aluno', true, true);
    expect(head).toContain(fetchHint('/api/auth/me'));
    expect(head).not.toContain('/api/learning/dashboard');
  });

  it('puts nothing but a plain id from the path into a preloaded URL', () => {
    const [, course] = hints.routes;
    for (const hostile of ['%22%3E%3Cscript%3E', '..', 'a%2F..%2Fadmin', 'x'.repeat(65), '"><img src=x>']) {
      const head = headHints(hints, `/aluno/curso/${hostile}`, true);
      expect(head).not.toContain('/api/courses/');
      expect(head).not.toContain('<img');
      expect(head).not.toContain('%3E');
    }
    expect(headHints(hints, '/aluno/curso/curso-7_b', true)).toContain(fetchHint('/api/courses/curso-7_b'));
    expect(course.calls).toEqual(['/api/courses/:id', '/api/courses/:id/notes']);
  });
});

describe('the SPA HTML with hints, served by the app', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeWebBuild>;
  beforeAll(async () => {
    build = writeWebBuild({
      indexHtml: '<!doctype html><html><head><title>EduIA</title></head><body><div id="root"></div></body></html>',
      hints: buildRouteHints(manifest, [{ pattern: '/aluno', src: 'pages/aluno/dashboard.tsx', area: true, calls: ['/api/learning/dashboard'] }], ['/api/auth/me']),
    });
    t = await buildTestApp({ config: { WEB_DIST_DIR: build.webDist } });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('answers an area route with its hints, private and keyed on the cookie', async () => {
    const aluno = await t.signInAs('aluno');
    const res = await t.request('GET', '/aluno', { cookie: aluno });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toMatch(/^text\/html/);
    expect(res.raw.headers['cache-control']).toBe('private, no-cache');
    expect(res.raw.headers.vary).toMatch(/Cookie/);
    expect(res.raw.headers['set-cookie']).toBeUndefined();
    expect(res.raw.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-D.js">');
    expect(res.raw.body).toContain('href="/api/auth/me"');
    expect(res.raw.body).toContain('href="/api/learning/dashboard"');
    expect(res.raw.body.indexOf('href="/api/auth/me"')).toBeLessThan(res.raw.body.indexOf('</head>'));
    // With filters in the URL the page may ask for other data: only the shell's calls.
    const filtered = await t.request('GET', '/aluno?categoria=tecnologia', { cookie: aluno });
    expect(filtered.raw.body).toContain('href="/api/auth/me"');
    expect(filtered.raw.body).not.toContain('/api/learning/dashboard');
  });

  it('never carries one visitor\'s data into another\'s page: the HTML names URLs only', async () => {
    const aluno = await t.signInAs('aluno');
    const professor = await t.signInAs('professor');
    const first = (await t.request('GET', '/aluno', { cookie: aluno })).raw.body;
    const second = (await t.request('GET', '/aluno', { cookie: professor })).raw.body;
    const me = (await t.request('GET', '/api/auth/me', { cookie: aluno })).body as { name: string; email: string; id: number };
    expect(second).toBe(first);
    for (const html of [first, second]) {
      expect(html).not.toContain(me.email);
      expect(html).not.toContain(me.name);
      expect(html).not.toContain(aluno);
    }
    // Anonymous: the same page without the API preloads (they would only answer 401).
    const anonymous = await t.request('GET', '/aluno');
    expect(anonymous.raw.body).not.toContain('as="fetch"');
    expect(anonymous.raw.body).toContain('dashboard-D.js');
    expect(anonymous.raw.headers['cache-control']).toBe('private, no-cache');
  });

  it('keeps /api misses as JSON 404 and serves unknown paths the plain page', async () => {
    const api = await t.request('GET', '/api/nada');
    expect(api.status).toBe(404);
    expect(api.raw.headers['content-type']).toMatch(/json/);
    const other = await t.request('GET', '/rota-inexistente');
    expect(other.status).toBe(200);
    expect(other.raw.body).not.toContain('modulepreload');
  });
});
