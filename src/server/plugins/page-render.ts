import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppInstance } from '#server/context';

// Issue 15: the server renders a page's HTML with its data (React's prerenderer, built by
// `vite build --ssr` into dist/ssr next to dist/web), so a phone paints the page before any
// script has loaded; the browser then hydrates it. Without that build (API tests, `npm run
// dev`), or when a render fails, the page is the plain SPA shell, exactly as before.

/** The renderer's door (src/web/app/server-render.tsx), typed here so the server does not import web code. */
interface PageRenderer {
  renderPage(url: string, get: (path: string) => Promise<Response>, signal?: AbortSignal): Promise<{ head: string; html: string; state: unknown } | null>;
}

/** Longer than a page's calls ever take here; past it the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 3000;

export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const file = resolve(webDist, '../ssr/server-render.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

/**
 * JSON for a `<script type="application/json">` element: `<` escaped, so no value (a course
 * title, a user's name) can close the element and start markup.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page's HTML and data, or null. Its calls reach the API in-process with the visitor's
 * cookie only (never another header of theirs that could change who they are).
 */
export async function renderForVisitor(app: AppInstance, renderer: PageRenderer, req: FastifyRequest, log: FastifyBaseLogger) {
  const cookie = req.headers.cookie;
  const get = async (path: string) => {
    if (!path.startsWith('/api/')) throw new Error(`server render: ${path} is not an API path`);
    // From the visitor's address, so per-address limits (certificate checks) count them, not the server.
    const res = await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {}, remoteAddress: req.ip });
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  try {
    return await renderer.renderPage(req.url, get, signal);
  } catch (error) {
    log.warn({ err: error, url: req.url }, 'server render failed; the browser renders the page');
    return null;
  }
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page compressed for the browser that asks for it (the page and its data are
 * ~10× smaller): brotli at a quick level, else gzip, else as is.
 */
export async function encodeForBrowser(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(html), encoding: 'gzip' };
  return { body: html };
}
