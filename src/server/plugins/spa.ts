import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_BLOCK_PAGES, MAINTENANCE_PAGE, patternMatcher, SERVER_STATE_ELEMENT_ID, signInAfterSessionEnd } from '#contracts/http';
import { pageTitle } from '#contracts/page-titles';
import type { Config } from '#server/config';
import type { AppInstance } from '#server/context';
import { escapeHtml } from '#server/lib/format';
import { notFoundHandler } from './errors.ts';
import { createHash } from 'node:crypto';
import { askApi, encodeForBrowser, jsonForScriptElement, loadPageRenderer, renderForVisitor, type ApiAnswerBody, type RenderPoolOptions } from './page-render.ts';
import { callsFor, ROUTE_HINTS_FILE, type RouteHint, type RouteHints } from './route-hints.ts';
import { resolveSession } from '#server/modules/auth/auth.service';
import { clearSessionCookie, SESSION_COOKIE } from './session.ts';
import { hasCookieChoice, withCookieBanner } from './cookie-banner.ts';
import { createPageTurns } from './page-turns.ts';

// Relative to the package root (npm scripts run there), whether the server runs from
// src/ through tsx or bundled in dist/server. WEB_DIST_DIR (config.ts) overrides it.
const DEFAULT_WEB_DIST = 'dist/web';

const hasSession = (req: FastifyRequest) => (req.headers.cookie ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * The `<head>` hints for one request: the route's modules (from the build) and its first API
 * calls — for an area page only with a session cookie (the shell's and the page's). The
 * page's own calls are left out when the URL has a query string (its filters may ask for
 * other data). They name URLs only, never the visitor's data; still, the answer depends on
 * the cookie, so it is never shared by caches.
 *
 * The calls are fetched exactly as the app fetches them (`fetch(url, { credentials: 'include' })`,
 * GET, no extra header), so the browser hands the preloaded answer over instead of asking again.
 */
export function headHints(hints: RouteHints, path: string, signedIn: boolean, hasQuery = false): string {
  const route = hints.routes.find((r) => patternMatcher(r.pattern).test(path));
  if (!route) return '';
  const calls = route.area && !signedIn ? [] : [...(route.area ? hints.shellCalls : []), ...(hasQuery ? [] : callsFor(route, path))];
  const fetches = [...new Set(calls)].map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
  const modules = route.modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
  return [...fetches, ...modules].join('\n    ');
}

type PageScripts = Config['PAGE_SCRIPTS'];

/** The page's own `<title>` ("Alunos · Academia Lumière"), from the one map the browser also reads on navigation. */
export function withPageTitle(html: string, path: string, platformName: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(pageTitle(path, platformName))}</title>`);
}

/**
 * Where an area page's visitor with a session cookie goes instead of the page, decided before
 * anything is drawn (no area shell shown for a moment, then replaced): sign-in, saying why and
 * keeping the page to return to, when the session ended; the page that resolves the account's
 * state (a forced password change…); the maintenance page for non-admins while it is on.
 */
async function areaPageRedirect(app: AppInstance, req: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await resolveSession(app.ctx, token);
  if ('ended' in session) {
    clearSessionCookie(reply);
    return signInAfterSessionEnd(session.ended, req.url);
  }
  if (session.block) return ACCOUNT_BLOCK_PAGES[session.block.code];
  if (session.user.role !== 'admin' && (await app.ctx.settings.get()).platform.maintenanceMode) return MAINTENANCE_PAGE;
  return null;
}

/**
 * Public pages that show no personal data (landing, plans, policies): for a visitor without a
 * session, their HTML depends only on the API answers the render read (platform settings,
 * plans, policy texts). Rendered once and served from memory while those answers stay the
 * same: each hit asks the same calls again in-process (cheap) and compares their digest, so
 * an admin's save of settings or plans — on this instance or another — renders the page anew
 * at once. Pages with a query string, signed-in visitors and every other page render as before.
 * (Certificate verification is left out: its answer changes with the certificate, unbounded keys.)
 */
const CACHED_PUBLIC_PAGES = new Set(['/', '/assinatura', '/termos', '/privacidade', '/cookies']);

interface CachedPage {
  calls: string[];
  digest: string;
  html: string;
}

const digestOf = (answers: Array<[string, ApiAnswerBody]>) => {
  const hash = createHash('sha256');
  for (const [path, answer] of answers) hash.update(`${path}\u0000${answer.status}\u0000${answer.contentType}\u0000${answer.body}\u0000`);
  return hash.digest('hex');
};

/**
 * Page requests doing their own main-thread work at once (page-turns.ts): enough to keep the
 * main thread busy across a database round trip (PostgreSQL's session look-up), few enough that
 * an API call waits behind at most this many page steps. A render does not hold its turn.
 */
export const PAGE_TURNS = 4;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A rendered page: its HTML and the data it was drawn from in the body; React's hoisted
 * preloads in the head. Its scripts start after the first contentful paint (`public/boot.js`), so they
 * never hold the page back, unless `eager` (PAGE_SCRIPTS=eager, measured both ways: docs/decisions/pages-rendered-on-the-server.md).
 * Replacer functions throughout: in a replacement string, `$&` or `$'` in a course title would be read as patterns.
 */
export function renderedPageHtml(indexHtml: string, route: RouteHint, rendered: { head: string; html: string; state: unknown }, scripts: PageScripts = 'deferred'): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  const eager = scripts === 'eager' || !entry;
  const preloads = eager ? route.modules.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`) : [];
  const head = [...preloads, rendered.head].filter(Boolean).join('\n    ');
  const boot = eager ? '' : `\n    <script defer src="/boot.js" data-entry="${entry}" data-modules="${route.modules.join(' ')}"></script>`;
  return (eager ? indexHtml : indexHtml.replace(ENTRY_SCRIPT, ''))
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScriptElement(rendered.state)}</script>${boot}`,
    );
}

/**
 * Serves the built SPA: its files with long caching for hashed assets, and its index.html
 * for every other non-/api path, so client routes (and the client's 404 page) work on reload.
 * A known route is rendered here with its data when it can be (page-render.ts); otherwise the
 * HTML carries the route's preload hints (issue 15: no waterfall). /api paths that match no
 * route get a JSON 404.
 */
export const spaPlugin = fp(async (app: AppInstance, options: { webDist?: string; pageScripts?: PageScripts; render?: RenderPoolOptions; pageTurns?: number } = {}) => {
  const webDist = resolve(options.webDist ?? DEFAULT_WEB_DIST);
  const hasBuild = existsSync(resolve(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // .br/.gz written at build time (scripts/compress-web.ts): no compression per request.
      preCompressed: true,
      // Our own cache headers: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(resolve(webDist, 'index.html'), 'utf8') : '';
  const hintsFile = resolve(webDist, ROUTE_HINTS_FILE);
  // A build without hints (an older build script) still serves the plain page.
  const read = existsSync(hintsFile) ? (JSON.parse(readFileSync(hintsFile, 'utf8')) as Partial<RouteHints>) : {};
  // A hints file from an older build has no calls: its routes get their modules only.
  const hints: RouteHints = { routes: (read.routes ?? []).map((r) => ({ ...r, calls: r.calls ?? [] })), shellCalls: read.shellCalls ?? [] };

  const renderer = hasBuild ? await loadPageRenderer(webDist, options.render) : null;
  // The render threads end with the server (tests, SIGTERM), or they would keep it alive.
  if (renderer) app.addHook('onClose', () => renderer.close());
  // Public pages served from memory (rendered HTML, no render): counted beside the renders.
  let keptServed = 0;
  app.decorate('renderQueue', () => (renderer ? { ...renderer.stats(), kept: keptServed } : null));
  const turns = createPageTurns(options.pageTurns ?? PAGE_TURNS);
  app.decorate('pageTurns', turns);
  const routeOf = (path: string) => hints.routes.find((r) => patternMatcher(r.pattern).test(path));
  // At most one entry per page of CACHED_PUBLIC_PAGES.
  const publicPages = new Map<string, CachedPage>();

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || !hasBuild || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return notFoundHandler(req, reply);
    }
    const endTurn = await turns.take();
    try {
      return await servePage(req, reply, endTurn);
    } finally {
      endTurn();
    }
  });

  async function servePage(req: FastifyRequest, reply: FastifyReply, endTurn: () => void) {
    const path = req.url.split(/[?#]/)[0];
    const signedIn = hasSession(req);
    const route = routeOf(path);
    // Depends on the session cookie: private, and keyed on the cookie by any cache that keeps it.
    reply.header('vary', 'Cookie');
    reply.type('text/html; charset=utf-8');
    const redirect = route?.area && signedIn ? await areaPageRedirect(app, req, reply) : null;
    if (redirect) return reply.header('cache-control', 'no-store').redirect(redirect, 303);
    const cacheable = renderer && req.method === 'GET' && !signedIn && !req.url.includes('?') && CACHED_PUBLIC_PAGES.has(path);
    const cached = cacheable ? publicPages.get(path) : undefined;
    let page: string | null = null;
    if (cached) {
      const answers = await Promise.all(cached.calls.map(async (call) => [call, await askApi(app, req, call, undefined)] as [string, ApiAnswerBody]));
      if (digestOf(answers) === cached.digest) {
        page = cached.html;
        keptServed++;
      }
      else publicPages.delete(path);
    }
    if (page === null) {
      // A known page, and for an area page a visitor with a session: rendered here with its data.
      const calls: Array<[string, ApiAnswerBody]> = [];
      const renders = renderer && req.method === 'GET' && route && (signedIn || !route.area);
      // The render waits in its pool, not for the page turns: the next page's own work goes on meanwhile.
      if (renders) endTurn();
      const rendered =
        renders
          ? await renderForVisitor(app, renderer, req, req.log, cacheable ? (call, answer) => calls.push([call, answer]) : undefined)
          : null;
      if (rendered) {
        page = renderedPageHtml(indexHtml, route!, rendered, options.pageScripts);
        if (cacheable) {
          const sorted = calls.sort((a, b) => a[0].localeCompare(b[0]));
          publicPages.set(path, { calls: sorted.map(([call]) => call), digest: digestOf(sorted), html: page });
        }
      }
    }
    // Until the visitor answers the cookie banner, every page carries it (added after the cache: the cached page never has it).
    const banner = (html: string) => (hasCookieChoice(req.cookies) ? html : withCookieBanner(html, req.url));
    const platformName = (await app.ctx.settings.get()).platform.platformName;
    if (page !== null) {
      page = withPageTitle(page, path, platformName);
      // The visitor's data is in the HTML: never stored by any cache, not even the browser's.
      reply.header('cache-control', 'private, no-store');
      const { body, encoding } = await encodeForBrowser(banner(page), req.headers['accept-encoding']);
      reply.header('vary', 'Cookie, Accept-Encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    reply.header('cache-control', 'private, no-cache');
    const head = headHints(hints, path, signedIn, req.url.includes('?'));
    const plain = withPageTitle(indexHtml, path, platformName);
    return banner(head ? plain.replace('</head>', `  ${head}\n  </head>`) : plain);
  }
});
