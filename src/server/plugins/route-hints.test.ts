import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { buildRouteHints, patternMatcher, ROUTE_HINTS_FILE, routeTableEntries, type RouteHints, type ViteManifest } from './route-hints.ts';
import { AREA_FIRST_CALLS, headHints } from './spa.ts';

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
const hints = buildRouteHints(manifest, [
  { pattern: '/aluno', src: 'pages/aluno/dashboard.tsx', area: true },
  { pattern: '/aluno/curso/:id', src: 'pages/aluno/curso.tsx', area: true },
  { pattern: '/assinatura', src: 'pages/public/assinatura.tsx', area: false },
]);

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

  it('an area page gets the area table, the shell and its page group; never what index.html already loads', () => {
    const [dashboard, course, plans] = hints.routes;
    expect(dashboard.modules).toEqual(['/assets/area-routes-A.js', '/assets/shell-H.js', '/assets/dashboard-D.js', '/assets/helper-P.js']);
    // On-demand code of the page (dynamic imports) loads when the page asks for it, not before.
    expect(course.modules).toEqual(['/assets/area-routes-A.js', '/assets/shell-H.js', '/assets/curso-C.js']);
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

  it('puts the shell\'s first API calls in the head only for a signed-in visit of an area page', () => {
    const signedIn = headHints(hints, '/aluno/curso/3', true);
    for (const url of AREA_FIRST_CALLS) expect(signedIn).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
    expect(signedIn).toContain('<link rel="modulepreload" crossorigin href="/assets/curso-C.js">');
    expect(headHints(hints, '/aluno/curso/3', false)).not.toContain('as="fetch"');
    expect(headHints(hints, '/assinatura', true)).not.toContain('as="fetch"');
    expect(headHints(hints, '/nada', true)).toBe('');
  });
});

describe('the SPA HTML with hints, served by the app', () => {
  let t: TestApp;
  let dir: string;
  const previous = process.env.WEB_DIST_DIR;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'eduia-web-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>EduIA</title></head><body><div id="root"></div></body></html>');
    const real: RouteHints = buildRouteHints(manifest, [{ pattern: '/aluno', src: 'pages/aluno/dashboard.tsx', area: true }]);
    writeFileSync(join(dir, ROUTE_HINTS_FILE), JSON.stringify(real));
    process.env.WEB_DIST_DIR = dir;
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    if (previous === undefined) delete process.env.WEB_DIST_DIR;
    else process.env.WEB_DIST_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
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
    expect(res.raw.body.indexOf('href="/api/auth/me"')).toBeLessThan(res.raw.body.indexOf('</head>'));
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
