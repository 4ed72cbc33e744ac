import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ELEMENT_ID } from '#contracts/http';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { writeWebBuild } from '#server/testing/web-build';
import { jsonForScriptElement, lineAtMostPerSecond } from './page-render.ts';
import { renderedPageHtml } from './spa.ts';
import { buildRouteHints, type ViteManifest } from './route-hints.ts';

// The server's half of rendering pages (issue 15): what it puts around the renderer's HTML,
// whose cookie the renderer's calls carry, how the answer is cached and compressed, and that a
// failing renderer leaves the plain page. The renderer here is a stand-in written to disk where
// the build puts the real one (dist/ssr next to dist/web); the real one is covered end to end
// by tests/e2e/public/server-render.spec.ts.

const HOSTILE = `</script><script>alert(1)</script> $& $' <!--`;
const FAKE_RENDERER = `
export async function renderPage(url, get) {
  if (url.startsWith('/aluno/favoritos')) throw new Error('render failed');
  const me = await get('/api/auth/me');
  if (me.status !== 200) return null;
  const user = await me.json();
  let refused = '';
  try { await get('/fora-da-api'); } catch (error) { refused = error.message; }
  return { head: '<link rel="preload" as="image" href="/thumbnails/x.svg">', html: '<main>' + user.name + '</main>', state: { user, url, refused, hostile: ${JSON.stringify(HOSTILE)} } };
}
`;

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true },
  '_shared-S.js': { file: 'assets/shared-S.js', imports: ['index.html'] },
  'app/area-routes.tsx': { file: 'assets/area-routes-A.js', imports: ['_shared-S.js', 'index.html'] },
  'pages/aluno/dashboard.tsx': { file: 'assets/dashboard-D.js', imports: ['_shared-S.js', 'index.html'] },
  'pages/aluno/favoritos.tsx': { file: 'assets/favoritos-F.js', imports: ['index.html'] },
};

const stateOf = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)![1]) as Record<string, unknown>;

describe('pages rendered by the server', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeWebBuild>;
  beforeAll(async () => {
    build = writeWebBuild({
      indexHtml: '<!doctype html><html><head><title>EduIA</title><script type="module" crossorigin src="/assets/index-E.js"></script></head><body><div id="root"></div></body></html>',
      hints: buildRouteHints(manifest, [
        { pattern: '/aluno', src: 'pages/aluno/dashboard.tsx', area: true, calls: ['/api/learning/dashboard'] },
        { pattern: '/aluno/favoritos', src: 'pages/aluno/favoritos.tsx', area: true, calls: ['/api/learning/favorites'] },
      ], ['/api/auth/me']),
      serverRenderer: FAKE_RENDERER,
    });
    t = await buildTestApp({ config: { WEB_DIST_DIR: build.webDist } });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('puts the page and its data in the HTML; its scripts start after the first paint, each after what it imports', async () => {
    const aluno = await t.signInAs('aluno');
    const res = await t.request('GET', '/aluno', { cookie: aluno });
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toMatch(/^text\/html/);
    const html = res.raw.body;
    expect(html).toContain('<div id="root"><main>Lucas Almeida</main></div>');
    expect(stateOf(html)).toMatchObject({ url: '/aluno', user: { name: 'Lucas Almeida', role: 'aluno' } });
    // The entry no longer blocks the page: public/boot.js starts it, with the route's modules in dependency order.
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-E.js">');
    expect(html).toContain('<script defer src="/boot.js" data-entry="/assets/index-E.js" data-modules="/assets/shared-S.js /assets/dashboard-D.js /assets/area-routes-A.js"></script>');
    // React's hoisted image preloads go in the head; no API preload (the data is in the page).
    expect(html.indexOf('href="/thumbnails/x.svg"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('as="fetch"');
  });

  it('is never stored by a cache, and is keyed on the cookie', async () => {
    const res = await t.request('GET', '/aluno', { cookie: await t.signInAs('aluno') });
    expect(res.raw.headers['cache-control']).toBe('private, no-store');
    expect(res.raw.headers.vary).toMatch(/Cookie/);
    expect(res.raw.headers['set-cookie']).toBeUndefined();
  });

  it('renders with the visitor\'s own session only; without one an area page is the plain shell', async () => {
    const aluno = await t.signInAs('aluno');
    const professor = await t.signInAs('professor');
    const first = (await t.request('GET', '/aluno', { cookie: aluno })).raw.body;
    const second = (await t.request('GET', '/aluno', { cookie: professor })).raw.body;
    expect(first).toContain('Lucas Almeida');
    expect(first).not.toContain('Prof. Carlos Silva');
    expect(second).toContain('Prof. Carlos Silva');
    expect(second).not.toContain('Lucas Almeida');
    const anonymous = await t.request('GET', '/aluno');
    expect(anonymous.raw.body).not.toContain(SERVER_STATE_ELEMENT_ID);
    expect(anonymous.raw.body).toContain('<div id="root"></div>');
    expect(anonymous.raw.headers['cache-control']).toBe('private, no-cache');
    // A forged cookie renders nothing either (the renderer's call answers 401).
    const forged = await t.request('GET', '/aluno', { cookie: 'forjado' });
    expect(forged.raw.body).not.toContain(SERVER_STATE_ELEMENT_ID);
  });

  it('lets the renderer read the API only', async () => {
    const html = (await t.request('GET', '/aluno', { cookie: await t.signInAs('aluno') })).raw.body;
    expect(stateOf(html).refused).toMatch(/not an API path/);
  });

  it('embeds data that cannot close its element nor be read as a replacement pattern', async () => {
    const html = (await t.request('GET', '/aluno', { cookie: await t.signInAs('aluno') })).raw.body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(stateOf(html).hostile).toBe(HOSTILE);
    expect(jsonForScriptElement({ s: '</script>\u2028' })).toBe('{"s":"\\u003c/script>\\u2028"}');
  });

  it('compresses the page for the browser that asks (brotli, else gzip)', async () => {
    const cookie = await t.signInAs('aluno');
    const plain = (await t.request('GET', '/aluno', { cookie })).raw.body;
    const br = await t.request('GET', '/aluno', { cookie, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.raw.headers['content-encoding']).toBe('br');
    expect(br.raw.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.raw.rawPayload).toString()).toBe(plain);
    const gz = await t.request('GET', '/aluno', { cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw.rawPayload).toString()).toBe(plain);
  });

  it('a render that fails leaves the plain page with its preload hints', async () => {
    const res = await t.request('GET', '/aluno/favoritos', { cookie: await t.signInAs('aluno') });
    expect(res.status).toBe(200);
    expect(res.raw.body).not.toContain(SERVER_STATE_ELEMENT_ID);
    expect(res.raw.body).toContain('<div id="root"></div>');
    expect(res.raw.body).toContain('href="/api/learning/favorites"');
    expect(res.raw.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('PAGE_SCRIPTS=eager (config.ts), to measure the difference', () => {
  it('keeps the entry script and preloads the route\'s modules in the head instead of starting them after the first paint', () => {
    const indexHtml = '<html><head><script type="module" crossorigin src="/assets/index-E.js"></script></head><body><div id="root"></div></body></html>';
    const route = { pattern: '/aluno', area: true, modules: ['/assets/dashboard-D.js'], calls: [] };
    const rendered = { head: '', html: '<main>x</main>', state: {} };
    const eager = renderedPageHtml(indexHtml, route, rendered, 'eager');
    expect(eager).toContain('<script type="module" crossorigin src="/assets/index-E.js"></script>');
    expect(eager.indexOf('<link rel="modulepreload" crossorigin href="/assets/dashboard-D.js">')).toBeLessThan(eager.indexOf('</head>'));
    expect(eager).not.toContain('/boot.js');
    expect(renderedPageHtml(indexHtml, route, rendered, 'deferred')).toContain('<script defer src="/boot.js"');
  });
});

describe('a warning that comes thousands of times a second (shed pages)', () => {
  it('is written at once, then at most once per second with how many came since the last line', () => {
    vi.useFakeTimers();
    try {
      const lines: Array<Record<string, unknown>> = [];
      const log = { warn: (fields: Record<string, unknown>) => lines.push(fields) } as unknown as FastifyBaseLogger;
      const warn = lineAtMostPerSecond('shed');
      for (let shed = 1; shed <= 500; shed++) warn(log, { shed });
      expect(lines).toEqual([{ shed: 1, since: 1 }]);
      vi.advanceTimersByTime(1000);
      // The 499 held back, in one line with the last one's running count.
      expect(lines).toEqual([{ shed: 1, since: 1 }, { shed: 500, since: 499 }]);
      warn(log, { shed: 501 });
      vi.advanceTimersByTime(1000);
      expect(lines.at(-1)).toEqual({ shed: 501, since: 1 });
      // A quiet second closes the window: the next one is written at once again.
      vi.advanceTimersByTime(1000);
      warn(log, { shed: 502 });
      expect(lines.at(-1)).toEqual({ shed: 502, since: 1 });
      expect(lines).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
