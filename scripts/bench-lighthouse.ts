// `npm run bench:phone`: how fast the app is on a phone (issue 15). Lighthouse (mobile form
// factor, default simulated throttling) on every route of the route table, signed in as the
// route's role, median of N runs; then the INP journeys with web-vitals under 4× CPU throttling.
// Prints one table per part, marks what misses DESIGN.md's budgets, writes data/bench-phone.json.
// A report, not a test: exits 0 whatever the figures (timings never go in tests).
//
// usage: tsx scripts/bench-lighthouse.ts [--runs 3] [--route /aluno[,/admin…]] [--no-inp] [--no-lighthouse] [--port 5310] [--out data/bench-phone.json]
// Needs a build (`npm run bench:phone` builds first) and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import type { onINP } from 'web-vitals/attribution';
import type { Role } from '#contracts/endpoint';
import { homeOf, paths, patternOf } from '#web/lib/paths.ts';
import { SAMPLE_PARAMS } from '../tests/e2e/sample-params.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Math.max(1, Number(option('--runs') ?? 3));
// One route or a comma-separated list (pattern or URL), e.g. to compare two builds on a few routes.
const ONLY_ROUTE = option('--route');
const ONLY_ROUTES = ONLY_ROUTE?.split(',') ?? [];
const PORT = Number(option('--port') ?? process.env.BENCH_PORT ?? 5310);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DIST = process.env.WEB_DIST_DIR ?? 'dist/web';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `data/bench-phone-${PORT}`;
const OUT = option('--out') ?? 'data/bench-phone.json';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// DESIGN.md's budgets (JS: the same ones `npm run bench:web` checks against the manifest).
const BUDGET = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150, cls: 0.05, inpMs: 200, landingJsKb: 100, routeJsKb: 250 };

// ---------------------------------------------------------------------------------------
// The routes, read from the one route table like scripts/bench-web.ts does.

interface BenchRoute {
  pattern: string;
  url: string;
  role: Role | null;
}

/** Parameterised routes with no demo value: listed under the table, never a crash (another area may add one). */
const unmeasured: string[] = [];

function routeTable(): BenchRoute[] {
  // The public routes are in router.tsx, the areas' in area-routes.tsx.
  const router = ['src/web/app/router.tsx', 'src/web/app/area-routes.tsx'].map((file) => readFileSync(file, 'utf8')).join('\n');
  const patternAt = (dotted: string) => patternOf(dotted.split('.').reduce<any>((node, key) => node[key], paths));
  const patterns = [paths.home, ...[...router.matchAll(/page\(paths\.([\w.]+), \(\) => import\(/g)].map((m) => patternAt(m[1]))];
  if (patterns.length === 1) throw new Error('No route found in src/web/app/router.tsx or area-routes.tsx: update the pattern above.');
  const roles: Role[] = ['aluno', 'professor', 'admin'];
  return patterns.flatMap((pattern) => {
    const role = roles.find((r) => pattern === homeOf(r) || pattern.startsWith(`${homeOf(r)}/`)) ?? null;
    const params = pattern.match(/:\w+\??/g) ?? [];
    if (params.length === 0) return [{ pattern, url: pattern, role }];
    const sample = SAMPLE_PARAMS[pattern];
    if (sample !== undefined) return [{ pattern, url: pattern.replace(/:\w+\??/, encodeURIComponent(sample)), role }];
    // Only optional parameters (e.g. /professor/cursos/:id? = a new course): the route without them.
    if (params.every((p) => p.endsWith('?'))) return [{ pattern, url: pattern.replace(/\/:\w+\?/g, '') || '/', role }];
    unmeasured.push(pattern);
    return [];
  });
}

// ---------------------------------------------------------------------------------------
// The server (as playwright.config.ts starts it) and the demo sign-in.

async function startServer(): Promise<ChildProcess> {
  if (!existsSync('dist/server/main.js') || !existsSync(join(DIST, 'index.html'))) throw new Error('No build: run `npm run build` first (npm run bench:phone does).');
  // Another server on the port would be measured instead of ours (and its database removed below).
  if (await fetch(`${ORIGIN}/api/health`).then(() => true, () => false)) throw new Error(`${ORIGIN} is already taken: choose another --port.`);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `file:./${DATA_DIR}/eduia.db`, UPLOAD_DIR: `./${DATA_DIR}/uploads`,
      LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '10000', DEMO_DATA: 'true', // the demo accounts and data (as npm start)
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return server;
    } catch {
      // not up yet (migrating and seeding a new database takes a few seconds)
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error(`${ORIGIN} did not come up`);
}

/** `eduia_session=…` for a demo account, through the same endpoint as the landing page's cards. */
async function sessionCookie(role: Role): Promise<string> {
  const res = await fetch(`${ORIGIN}/api/auth/demo/${role}`, { method: 'POST', headers: { 'x-eduia-csrf': '1' } });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('eduia_session='));
  if (!res.ok || !cookie) throw new Error(`demo sign-in as ${role} failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}

// ---------------------------------------------------------------------------------------
// Lighthouse.

/** Debian's Chromium with a DevTools port for Lighthouse; a fresh profile per run. */
async function launchChrome(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'eduia-lh-'));
  const chrome = spawn(CHROME, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => chrome.once('exit', () => resolve()));
  // Chromium writes its profile until it has exited: wait for it, then remove the profile (a leftover temp dir is no error).
  const stop = async () => {
    if (chrome.exitCode === null) chrome.kill();
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // left in the temp dir
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${seen}`)), 30_000);
    chrome.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  chrome.stderr!.resume();
  return { port, stop };
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  finalUrl: string;
  benchmarkIndex: number;
}

const gzipCache = new Map<string, number>();
/** gzip -9 size of a built file, as bench-web counts it (the server may send brotli: this keeps one unit). */
function gzipKbOf(pathname: string): number {
  const file = join(DIST, decodeURIComponent(pathname));
  if (!gzipCache.has(file)) gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : 0);
  return gzipCache.get(file)!;
}

async function lighthouseRun(route: BenchRoute, cookie: string | null): Promise<LighthouseRun> {
  const chrome = await launchChrome();
  try {
    const result = await lighthouse(`${ORIGIN}${route.url}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The session travels as a header on every request of the run (Lighthouse keeps cookies, but each run has a new profile).
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    // BENCH_LHR_DIR keeps each run's full report, to read why a route is slow (Lighthouse's own audits).
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      writeFileSync(join(process.env.BENCH_LHR_DIR, `${route.url.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // The scripts the page downloaded (its chunks, lazy ones included), counted from the build.
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined)?.items ?? [];
    const scripts = new Set(requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(ORIGIN)).map((r) => new URL(r.url).pathname));
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsGzipKb: [...scripts].reduce((sum, p) => sum + gzipKbOf(p), 0),
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.stop();
  }
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface RouteResult {
  route: string;
  url: string;
  role: Role | 'público';
  runs: number;
  /** medians over the runs, each metric on its own */
  jsGzipKb: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  error?: string;
}

async function measureRoute(route: BenchRoute, cookies: Map<Role, string>): Promise<RouteResult> {
  const runs: LighthouseRun[] = [];
  let error: string | undefined;
  // Each run gets a second attempt: on a loaded machine Lighthouse sometimes loses its trace (NO_NAVSTART).
  for (let i = 0, attempts = 0; i < RUNS && attempts < 2 * RUNS; attempts++) {
    try {
      const run = await lighthouseRun(route, route.role ? cookies.get(route.role)! : null);
      // A guard that sent us elsewhere (e.g. a refused session) would measure the wrong page.
      if (new URL(run.finalUrl).pathname !== route.url) throw new Error(`ended at ${run.finalUrl}`);
      runs.push(run);
      i++;
    } catch (e) {
      error = e instanceof Error ? e.message.split('\n')[0] : String(e);
      process.stderr.write(`  ${route.url}: ${error}\n`);
    }
  }
  if (runs.length === RUNS) error = undefined;
  const m = (key: keyof Omit<LighthouseRun, 'finalUrl'>) => median(runs.map((r) => r[key]));
  return {
    route: route.pattern, url: route.url, role: route.role ?? 'público', runs: runs.length,
    jsGzipKb: m('jsGzipKb'), performance: m('performance'), accessibility: m('accessibility'), lcpMs: m('lcpMs'), tbtMs: m('tbtMs'), cls: m('cls'),
    benchmarkIndex: m('benchmarkIndex'), ...(error ? { error } : {}),
  };
}

// ---------------------------------------------------------------------------------------
// INP journeys: real clicks in Chromium at 4× CPU throttling, INP read from web-vitals.

interface Journey {
  name: string;
  role: Role;
  url: string;
  /** waits until the page is ready for the first interaction */
  ready: (page: Page) => Promise<void>;
  /** the interactions (every one counts towards the journey's INP) */
  act: (page: Page) => Promise<void>;
}

const JOURNEYS: Journey[] = [
  {
    name: 'filtros: abrir o painel e aplicar',
    role: 'aluno',
    url: paths.aluno.dashboard,
    ready: (page) => page.getByTestId('row-new').getByTestId('course-card').first().waitFor(),
    act: async (page) => {
      await page.getByRole('button', { name: /^Filtros/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Filtrar Cursos' });
      await sheet.waitFor();
      await page.getByRole('combobox', { name: 'Categoria' }).click();
      await page.getByRole('option', { name: 'Idiomas', exact: true }).click();
      await sheet.getByRole('button', { name: 'Aplicar Filtros' }).click();
      await page.getByTestId('filter-chips').waitFor();
    },
  },
  {
    name: 'favoritar um curso',
    role: 'aluno',
    url: paths.aluno.dashboard,
    ready: (page) => page.getByTestId('row-new').locator('[data-course-id="11"]').getByTestId('favorite-button').waitFor(),
    act: async (page) => {
      // Each run toggles the same course (the demo data keeps the last run's choice): wait for the other state.
      const heart = page.getByTestId('row-new').locator('[data-course-id="11"]').getByTestId('favorite-button');
      const next = (await heart.getAttribute('aria-pressed')) === 'true' ? 'false' : 'true';
      await heart.click();
      await page.getByTestId('row-new').locator(`[data-course-id="11"] [data-testid="favorite-button"][aria-pressed="${next}"]`).waitFor();
    },
  },
  {
    name: 'simulado: iniciar e responder',
    role: 'aluno',
    url: paths.aluno.exam('14'),
    // A later run finds the attempt the first one started (it is resumed): it answers without starting.
    ready: (page) => page.getByRole('button', { name: 'Iniciar Simulado' }).or(page.locator('fieldset label').first()).waitFor(),
    act: async (page) => {
      const start = page.getByRole('button', { name: 'Iniciar Simulado' });
      if (await start.isVisible()) await start.click();
      await page.locator('fieldset label').first().click();
      await page.locator('fieldset input[type="radio"]:checked, fieldset [role="radio"][aria-checked="true"]').first().waitFor();
    },
  },
  {
    name: 'perfil: trocar de aba',
    role: 'aluno',
    url: paths.aluno.profile,
    ready: (page) => page.getByRole('tab', { name: 'Notificações' }).waitFor(),
    act: async (page) => {
      await page.getByRole('tab', { name: 'Notificações' }).click();
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Notificações' }).waitFor();
      await page.getByRole('tab', { name: 'Segurança' }).click();
      await page.locator('[role="tab"][aria-selected="true"]', { hasText: 'Segurança' }).waitFor();
    },
  },
  {
    name: 'menu de notificações',
    role: 'aluno',
    url: paths.aluno.dashboard,
    ready: (page) => page.getByTestId('notification-bell').waitFor(),
    act: async (page) => {
      await page.getByTestId('notification-bell').click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'alternar o tema',
    role: 'aluno',
    url: paths.aluno.dashboard,
    ready: (page) => page.getByTestId('theme-toggle').waitFor(),
    act: async (page) => {
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.getByTestId('theme-toggle').click();
      await page.waitForFunction((was) => document.documentElement.classList.contains('dark') !== was, dark);
    },
  },
];

interface JourneyResult {
  journey: string;
  url: string;
  /** median over the runs (a single run's value inside measureJourneys) */
  inpMs: number;
  runs?: number;
  /** the slowest interaction's element, as web-vitals' attribution names it */
  slowest: string;
  error?: string;
}

declare global {
  interface Window {
    __inp?: { value: number; target: string };
  }
}

async function measureJourneys(cookies: Map<Role, string>, journeys: Journey[]): Promise<JourneyResult[]> {
  // The attribution build (it names the slowest interaction's element) as UMD: in a page it defines `window.webVitals`.
  const webVitals = readFileSync(createRequire(import.meta.url).resolve('web-vitals/attribution'), 'utf8');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const results: JourneyResult[] = [];
  try {
    for (const journey of journeys.flatMap((j) => Array.from({ length: RUNS }, () => j))) {
      // A phone-sized page, a fresh context per journey (so one journey's INP is its own).
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      const [name, value] = cookies.get(journey.role)!.split('=');
      await context.addCookies([{ name, value, url: ORIGIN }]);
      const page = await context.newPage();
      await page.addInitScript({ content: webVitals });
      await page.addInitScript(() => {
        const vitals = (window as unknown as { webVitals: { onINP: typeof onINP } }).webVitals;
        // Every change, from the smallest interaction web-vitals can observe (16 ms).
        vitals.onINP((m) => (window.__inp = { value: m.value, target: m.attribution.interactionTarget ?? '' }), { reportAllChanges: true, durationThreshold: 16 });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      try {
        await page.goto(`${ORIGIN}${journey.url}`);
        await journey.ready(page);
        // A page the server rendered shows its elements before React takes it over (app/page-route.ts marks that).
        await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
        await page.waitForTimeout(1000); // let the page settle: INP is about interactions, not the load
        await journey.act(page);
        // web-vitals reports an interaction once its frame is painted; give it time, then read.
        await page.waitForTimeout(1500);
        const inp = await page.evaluate(() => window.__inp ?? null);
        results.push({ journey: journey.name, url: journey.url, inpMs: inp?.value ?? Number.NaN, slowest: inp?.target ?? '', ...(inp ? {} : { error: 'web-vitals reported no INP' }) });
      } catch (e) {
        results.push({ journey: journey.name, url: journey.url, inpMs: Number.NaN, slowest: '', error: e instanceof Error ? e.message.split('\n')[0] : String(e) });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  // One row per journey: the median INP of its runs, the slowest element of the median run.
  return journeys.map((journey) => {
    const runs = results.filter((r) => r.journey === journey.name);
    const measured = runs.filter((r) => !Number.isNaN(r.inpMs)).sort((a, b) => a.inpMs - b.inpMs);
    const middle = measured[Math.floor((measured.length - 1) / 2)];
    return { journey: journey.name, url: journey.url, inpMs: median(measured.map((r) => r.inpMs)), slowest: middle?.slowest ?? '', runs: measured.length, ...(measured.length < runs.length ? { error: runs.find((r) => r.error)?.error } : {}) };
  });
}

// ---------------------------------------------------------------------------------------
// The report.

const MISS = ' ✗';
const cell = (text: string, missed: boolean) => (Number.isNaN(Number.parseFloat(text)) ? text : missed ? `${text}${MISS}` : text);
const fmt = (v: number, digits = 0) => (Number.isNaN(v) ? '—' : v.toFixed(digits));

/** A route's INP: its slowest journey (median of runs), or NaN when no journey runs on it. */
const inpOf = (url: string, journeys: JourneyResult[]) => {
  const values = journeys.filter((j) => j.url === url).map((j) => j.inpMs);
  return values.length ? Math.max(...values) : Number.NaN;
};

function printRoutes(rows: RouteResult[], journeys: JourneyResult[]) {
  const header = ['route', 'role', 'JS gzip KB', 'perf', 'a11y', 'LCP s', 'TBT ms', 'CLS', 'INP ms', 'runs'];
  const widths = [30, 10, 12, 7, 7, 8, 9, 8, 9, 5];
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
  console.log(line(header));
  for (const r of rows) {
    const jsBudget = r.route === paths.home ? BUDGET.landingJsKb : BUDGET.routeJsKb;
    console.log(line([
      r.route, r.role,
      cell(fmt(r.jsGzipKb, 1), r.jsGzipKb > jsBudget),
      cell(fmt(r.performance), r.performance < BUDGET.performance),
      cell(fmt(r.accessibility), r.accessibility < BUDGET.accessibility),
      cell(fmt(r.lcpMs / 1000, 2), r.lcpMs > BUDGET.lcpMs),
      cell(fmt(r.tbtMs), r.tbtMs > BUDGET.tbtMs),
      cell(fmt(r.cls, 3), r.cls > BUDGET.cls),
      cell(fmt(inpOf(r.url, journeys)), inpOf(r.url, journeys) > BUDGET.inpMs),
      `${r.runs}/${RUNS}`,
    ]) + (r.error ? `  (${r.error})` : ''));
  }
}

function printJourneys(rows: JourneyResult[]) {
  console.log(`${'INP journey (4× CPU)'.padEnd(36)} ${'route'.padEnd(20)} ${'INP ms'.padStart(9)}  slowest interaction`);
  const short = (selector: string) => (selector.length > 60 ? `${selector.slice(0, 59)}…` : selector);
  for (const r of rows) console.log(`${r.journey.padEnd(36)} ${r.url.padEnd(20)} ${cell(fmt(r.inpMs), r.inpMs > BUDGET.inpMs).padStart(9)}  ${r.error ?? short(r.slowest)}`);
}

const routes = routeTable().filter((r) => !ONLY_ROUTE || ONLY_ROUTES.includes(r.pattern) || ONLY_ROUTES.includes(r.url));
if (ONLY_ROUTE && routes.length === 0) throw new Error(`No route ${ONLY_ROUTE} in the route table.`);
const loadBefore = loadavg();
const startedAt = new Date();
const server = await startServer();
let routeResults: RouteResult[] = [];
let journeyResults: JourneyResult[] = [];
try {
  // A new session for each route and for the journeys: a whole run lasts longer than a session
  // left idle does (the admin's routes come last), and an ended one would measure the sign-in page.
  const cookies = new Map<Role, string>();
  if (!args.includes('--no-lighthouse')) {
    for (const route of routes) {
      process.stderr.write(`lighthouse ${route.url} (${route.role ?? 'público'}, ${RUNS}×)…\n`);
      if (route.role) cookies.set(route.role, await sessionCookie(route.role));
      routeResults.push(await measureRoute(route, cookies));
    }
  }
  // With --route, only the journeys on the chosen routes.
  const journeys = JOURNEYS.filter((j) => !ONLY_ROUTE || routes.some((r) => r.url === j.url));
  if (!args.includes('--no-inp') && journeys.length) {
    process.stderr.write('INP journeys…\n');
    for (const role of new Set(journeys.map((j) => j.role))) cookies.set(role, await sessionCookie(role));
    journeyResults = await measureJourneys(cookies, journeys);
  }
} finally {
  server.kill();
}
const loadAfter = loadavg();

const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
console.log(`\nLighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per route, mobile, simulated throttling; ✗ = misses the budget`);
console.log(`budgets: perf ≥ ${BUDGET.performance}, a11y ${BUDGET.accessibility}, LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, CLS ≤ ${BUDGET.cls}, JS ≤ ${BUDGET.landingJsKb} KB (/) / ${BUDGET.routeJsKb} KB, INP ≤ ${BUDGET.inpMs} ms`);
console.log(`load average (1/5/15 min) before: ${load(loadBefore)}, after: ${load(loadAfter)}; ${new Date().toISOString()}\n`);
// One table (issue 15 item 4): the INP column is the route's slowest journey, the journeys' own table follows.
if (routeResults.length) printRoutes(routeResults, journeyResults);
if (unmeasured.length) console.log(`\nnot measured (no demo value in tests/e2e/sample-params.ts): ${unmeasured.join(', ')}`);
if (journeyResults.length) {
  console.log('');
  printJourneys(journeyResults);
}

mkdirSync(dirname(OUT), { recursive: true });
// NaN is not JSON: a metric that could not be measured is written as null.
const json = JSON.stringify({ startedAt: startedAt.toISOString(), runs: RUNS, loadAverage: { before: loadBefore, after: loadAfter }, budgets: BUDGET, routes: routeResults, journeys: journeyResults }, (_k, v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? null : v), 2);
writeFileSync(OUT, `${json}\n`);
console.log(`\nresults: ${OUT}`);
process.exitCode = 0;
