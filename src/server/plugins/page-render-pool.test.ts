import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STATE_ELEMENT_ID } from '#contracts/http';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { writeWebBuild } from '#server/testing/web-build';
import { buildRouteHints } from './route-hints.ts';
import { loadPageRenderer } from './page-render.ts';
import { PAGE_TURNS } from './spa.ts';

// Issue 24: rendering never starves the API. Pages render in worker threads; their API calls
// come back to the main thread; a runaway render is stopped (its thread ended) and the visitor
// gets the plain page; too many waiting renders are shed to the plain page and logged. The
// renderer is a stand-in written where the build puts the real one.

const marks = mkdtempSync(join(tmpdir(), 'eduia-render-marks-'));
const SPINNING = join(marks, 'spinning');
const RENDERED = join(marks, 'rendered');
const RENDERER = `
import { appendFileSync } from 'node:fs';
export async function renderPage(url, get) {
  appendFileSync(${JSON.stringify(RENDERED)}, url + '\\n');
  const me = await get('/api/auth/me');
  if (me.status !== 200) return null;
  const user = await me.json();
  if (url.startsWith('/aluno/sem-fim')) {
    appendFileSync(${JSON.stringify(SPINNING)}, 'x');
    for (;;) {}
  }
  if (url.startsWith('/aluno/sem-limite')) {
    const kept = [];
    for (;;) kept.push(new Array(10000).fill(url + kept.length));
  }
  return { head: '', html: '<main>' + user.name + '</main>', state: { user } };
}
`;

const TIMEOUT_MS = 1000;
/** Threads that have finished their warm-up so far ('/admin' is the last page each renders before its first task). */
const warmThreads = () => (existsSync(RENDERED) ? readFileSync(RENDERED, 'utf8').split('\n').filter((url) => url === '/admin').length : 0);
/** A task waiting for a warming thread is taken out of the queue at the limit (1 s here), so each test starts with a warm thread. */
async function threadWarmed(count: number): Promise<void> {
  for (const started = Date.now(); warmThreads() < count; await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() - started > 20_000) throw new Error(`no render thread warmed up (${warmThreads()} of ${count})`);
  }
}
afterAll(() => rmSync(marks, { recursive: true, force: true }));

describe('pages rendered in worker threads', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeWebBuild>;
  beforeAll(async () => {
    build = writeWebBuild({
      indexHtml: '<!doctype html><html><head><title>EduIA</title></head><body><div id="root"></div></body></html>',
      hints: buildRouteHints({ 'index.html': { file: 'assets/index-E.js', isEntry: true }, 'app/area-routes.tsx': { file: 'assets/area-routes-A.js', imports: ['index.html'] } }, [
        { pattern: '/aluno', src: 'index.html', area: true, calls: ['/api/learning/dashboard'] },
        { pattern: '/aluno/sem-fim', src: 'index.html', area: true, calls: ['/api/learning/favorites'] },
      ], ['/api/auth/me']),
      serverRenderer: RENDERER,
    });
    t = await buildTestApp({ config: { WEB_DIST_DIR: build.webDist, PAGE_RENDER_THREADS: 1, PAGE_RENDER_TIMEOUT_MS: TIMEOUT_MS } });
    await threadWarmed(1);
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('renders the page with its data, read from the API with the visitor\'s cookie', async () => {
    const res = await t.request('GET', '/aluno', { cookie: await t.signInAs('aluno') });
    expect(res.status).toBe(200);
    expect(res.raw.body).toContain('<div id="root"><main>Lucas Almeida</main></div>');
    expect(res.raw.body).toContain(SERVER_STATE_ELEMENT_ID);
    // The thread rendered its warm-up pages (each area's home, API refused) before its first task:
    // a fresh thread's first page is several times slower, and a thread replaced after a timeout
    // must not time out again on its first page.
    expect(readFileSync(RENDERED, 'utf8').split('\n').filter(Boolean)).toEqual(['/', '/aluno', '/professor', '/admin', '/aluno']);
  });

  it('answers API calls while page requests wait for their turn, and serves the page when a turn frees', async () => {
    const cookie = await t.signInAs('aluno');
    // Every turn taken, as by that many page requests in their own work.
    const turns = await Promise.all(Array.from({ length: PAGE_TURNS }, () => t.app.pageTurns.take()));
    let answered = false;
    const page = t.request('GET', '/aluno', { cookie }).then((res) => {
      answered = true;
      return res;
    });
    await expect.poll(() => t.app.pageTurns.waiting()).toBe(1);
    expect((await t.request('GET', '/api/health')).status).toBe(200);
    expect((await t.request('GET', '/api/learning/dashboard', { cookie })).status).toBe(200);
    expect(answered).toBe(false);
    turns[0]!();
    const res = await page;
    expect(res.raw.body).toContain('<main>Lucas Almeida</main>');
    expect(t.app.pageTurns.waiting()).toBe(0);
    for (const end of turns.slice(1)) end();
    // All turns free again: as many page requests as turns go through at once.
    const again = await Promise.all(Array.from({ length: PAGE_TURNS }, () => t.app.pageTurns.take()));
    expect(t.app.pageTurns.waiting()).toBe(0);
    for (const end of again) end();
  });

  it('stops a render that never ends: the API answers meanwhile, the visitor gets the plain page, and the next page renders', async () => {
    rmSync(SPINNING, { force: true });
    const cookie = await t.signInAs('aluno');
    const page = t.request('GET', '/aluno/sem-fim', { cookie });
    // The render thread is spinning now; the main thread is not.
    await expect.poll(() => existsSync(SPINNING), { timeout: 10_000 }).toBe(true);
    const health = await t.request('GET', '/api/health');
    expect(health.status).toBe(200);
    const res = await page;
    expect(res.status).toBe(200);
    expect(res.raw.body).toContain('<div id="root"></div>');
    expect(res.raw.body).not.toContain(SERVER_STATE_ELEMENT_ID);
    expect(res.raw.body).toContain('href="/api/learning/favorites"');
    // The spinning thread was ended and replaced (by a thread that warms up first).
    await threadWarmed(2);
    const next = await t.request('GET', '/aluno', { cookie });
    expect(next.raw.body).toContain('<main>Lucas Almeida</main>');
  }, 20_000);
});

describe('a full render queue', () => {
  it('sends the plain page at once and counts it in the log', async () => {
    rmSync(SPINNING, { force: true });
    const build = writeWebBuild({ indexHtml: '<html></html>', hints: { routes: [], shellCalls: [] }, serverRenderer: RENDERER });
    const warmBefore = warmThreads();
    const renderer = (await loadPageRenderer(build.webDist, { threads: 1, maxQueue: 2, timeoutMs: TIMEOUT_MS }))!;
    await threadWarmed(warmBefore + 1);
    const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const log = { warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }) } as unknown as FastifyBaseLogger;
    const get = async () => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ name: 'Lucas Almeida' }) });
    try {
      // One running, two waiting: the fourth is not rendered.
      const renders = [1, 2, 3, 4].map(() => renderer.render('/aluno/sem-fim', get, log));
      expect(await renders[3]).toBeNull();
      expect(warnings).toEqual([{ fields: expect.objectContaining({ url: '/aluno/sem-fim', shed: 1, since: 1 }), message: expect.stringMatching(/shed/) }]);
      expect(await Promise.all(renders.slice(0, 3))).toEqual([null, null, null]);
      expect(warnings.filter((w) => /time limit/.test(w.message)).length).toBeGreaterThanOrEqual(1);
      expect(readFileSync(SPINNING, 'utf8').length).toBeGreaterThanOrEqual(1);
    } finally {
      await renderer.close();
      build.remove();
    }
  }, 20_000);
});

describe('a render past its thread\'s memory limit', () => {
  it('ends the thread, sends the plain page, counts it in the log, and the next page renders', async () => {
    const build = writeWebBuild({ indexHtml: '<html></html>', hints: { routes: [], shellCalls: [] }, serverRenderer: RENDERER });
    const warmBefore = warmThreads();
    const renderer = (await loadPageRenderer(build.webDist, { threads: 1, maxQueue: 2, timeoutMs: 20_000, heap: { oldMb: 32, youngMb: 4 } }))!;
    await threadWarmed(warmBefore + 1);
    const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const log = { warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }) } as unknown as FastifyBaseLogger;
    const get = async () => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ name: 'Lucas Almeida' }) });
    try {
      expect(await renderer.render('/aluno/sem-limite', get, log)).toBeNull();
      expect(warnings).toEqual([{ fields: expect.objectContaining({ url: '/aluno/sem-limite', outOfMemory: 1, heapMb: 32 }), message: expect.stringMatching(/memory limit/) }]);
      // A fresh thread (warmed first) renders the next page.
      expect(await renderer.render('/aluno', get, log)).toEqual(expect.objectContaining({ html: '<main>Lucas Almeida</main>' }));
      expect(renderer.stats()).toEqual(expect.objectContaining({ rendered: 1, outOfMemory: 1, timedOut: 0, shed: 0 }));
    } finally {
      await renderer.close();
      build.remove();
    }
  }, 60_000);
});

describe('a renderer that cannot be loaded', () => {
  it('fails each render to the plain page, logged, and leaves no error uncaught in the server', async () => {
    // A build replaced or removed under a running server: here a renderer that throws as it loads.
    const build = writeWebBuild({ indexHtml: '<html></html>', hints: { routes: [], shellCalls: [] }, serverRenderer: "throw new Error('renderer quebrado');\n" });
    const renderer = (await loadPageRenderer(build.webDist, { threads: 1, maxQueue: 2, timeoutMs: TIMEOUT_MS }))!;
    const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const log = { warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }) } as unknown as FastifyBaseLogger;
    const get = async () => ({ status: 200, contentType: 'application/json', body: '{}' });
    try {
      expect(await renderer.render('/aluno', get, log)).toBeNull();
      expect(await renderer.render('/admin', get, log)).toBeNull();
      expect(warnings.map((w) => w.message)).toEqual([expect.stringMatching(/failed/), expect.stringMatching(/failed/)]);
      expect(String(warnings[0]!.fields.err)).toContain('renderer quebrado');
    } finally {
      await renderer.close();
      build.remove();
    }
  }, 20_000);
});
