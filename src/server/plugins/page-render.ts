import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import type { AppInstance } from '#server/context';

// Issue 15: the server renders a page's HTML with its data (React's prerenderer, built by
// `vite build --ssr` into dist/ssr next to dist/web), so a phone paints the page before any
// script has loaded; the browser then hydrates it. Without that build (API tests, `npm run
// dev`), or when a render fails, the page is the plain SPA shell, exactly as before.

/** What the renderer (src/web/app/server-render.tsx) makes of a page: null when the browser should render it. */
type RenderedPage = { head: string; html: string; state: unknown } | null;

/** A page's API call, sent by a render thread (render-worker.js), and the main thread's answer. */
interface ApiCall {
  id: number;
  path: string;
}
type ApiAnswer = { id: number; status: number; contentType: string; body: string } | { id: number; error: string };

/**
 * Issue 24: rendering never starves the API. Pages render in worker threads (piscina), so
 * the main event loop only answers the renders' API calls; a render past its time limit is
 * stopped by ending its thread (a synchronous loop cannot be interrupted any other way); at
 * most `threads` renders run and `maxQueue` wait; past that the page is the plain one with
 * its preload hints at once (load shedding). docs/decisions/page-rendering-in-worker-threads.md.
 */
export interface RenderPoolOptions {
  threads?: number;
  maxQueue?: number;
  timeoutMs?: number;
  /** Each render thread's V8 heap (MB): past `oldMb` the thread is ended and the page sent plain. */
  heap?: { oldMb: number; youngMb: number };
}

/** Longer than a page's calls ever take here; past it the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 3000;
/** One core stays with the main thread (the API); at most 2 render threads. */
const RENDER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/**
 * A render thread's heap: the renderer and React hold ≈ 25–40 MB once warm, a page's tree and
 * data a few MB more. Without limits V8 sizes a thread like a process (young generation up to
 * 32 MB, old generation up to ¼ of the machine's memory) and collects late, so each thread grew
 * to 60+ MB of heap under load. docs/decisions/page-rendering-in-worker-threads.md.
 */
const RENDER_HEAP = { oldMb: 96, youngMb: 8 };

export interface PageRenderer {
  render(url: string, get: (path: string) => Promise<ApiAnswerBody>, log: FastifyBaseLogger): Promise<RenderedPage>;
  close(): Promise<void>;
  /** Renders waiting and running now, and those done, shed or stopped since start (metrics). */
  stats(): { queued: number; running: number; rendered: number; shed: number; timedOut: number; outOfMemory: number };
}
export type ApiAnswerBody = { status: number; contentType: string; body: string };

const WORKER_FILE = fileURLToPath(new URL('./render-worker.js', import.meta.url));

export async function loadPageRenderer(webDist: string, options: RenderPoolOptions = {}): Promise<PageRenderer | null> {
  const rendererFile = resolve(webDist, '../ssr/server-render.js');
  if (!existsSync(rendererFile)) return null;
  const threads = options.threads ?? RENDER_THREADS;
  const maxQueue = options.maxQueue ?? 2 * threads;
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  const heap = options.heap ?? RENDER_HEAP;
  const pool = new Piscina<{ url: string; port: MessagePort }, RenderedPage>({
    filename: WORKER_FILE,
    workerData: { rendererFile },
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    // Render threads stay up: each loads the renderer (React and the whole app) once.
    idleTimeout: Number.MAX_SAFE_INTEGER,
    // A render past the old generation's limit ends its thread (piscina starts a fresh one) and
    // the page is sent plain, like a render past its time limit.
    resourceLimits: { maxOldGenerationSizeMb: heap.oldMb, maxYoungGenerationSizeMb: heap.youngMb },
  });
  // Counted since the server started, and written in every line that reports one.
  const counts = { rendered: 0, shed: 0, timedOut: 0, outOfMemory: 0 };
  const logShed = lineAtMostPerSecond('server render shed: too many renders waiting; the plain page is sent');
  let inFlight = 0; // handed to the pool: waiting or running
  return {
    async render(url, get, log) {
      if (pool.queueSize >= maxQueue) {
        counts.shed++;
        logShed(log, { url, shed: counts.shed, queued: pool.queueSize, threads });
        return null;
      }
      const { port1, port2 } = new MessageChannel();
      port1.on('message', ({ id, path }: ApiCall) => {
        get(path).then(
          (answer) => port1.postMessage({ id, ...answer } satisfies ApiAnswer),
          (error: unknown) => port1.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ApiAnswer),
        );
      });
      // Aborting a running task makes piscina end its thread (and start a fresh one).
      const signal = AbortSignal.timeout(timeoutMs);
      inFlight++;
      try {
        const page = await pool.run({ url, port: port2 }, { transferList: [port2], signal });
        if (page) counts.rendered++;
        return page;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          counts.outOfMemory++;
          log.warn({ url, outOfMemory: counts.outOfMemory, heapMb: heap.oldMb }, 'server render stopped at its memory limit; the browser renders the page');
        } else if (signal.aborted) {
          counts.timedOut++;
          log.warn({ url, timedOut: counts.timedOut, timeoutMs }, 'server render stopped at its time limit; the browser renders the page');
        } else if (pool.queueSize >= maxQueue) {
          counts.shed++;
          logShed(log, { url, shed: counts.shed, queued: pool.queueSize, threads });
        } else {
          log.warn({ err: error, url }, 'server render failed; the browser renders the page');
        }
        return null;
      } finally {
        inFlight--;
        port1.close();
      }
    },
    close: () => pool.destroy(),
    stats: () => ({ queued: pool.queueSize, running: Math.max(0, inFlight - pool.queueSize), ...counts }),
  };
}

/**
 * A warning that can come thousands of times a second (a shed page when the server is
 * overloaded): the first at once, then at most one line per second carrying how many came
 * since the last line (`since`). A line per shed page cost the busy event loop more than
 * sending the plain page itself (docs/performance.md, "The 50-connection tails").
 */
export function lineAtMostPerSecond(message: string, periodMs = 1000) {
  let window: NodeJS.Timeout | null = null;
  let held: { log: FastifyBaseLogger; fields: Record<string, unknown>; since: number } | null = null;
  const open = () => {
    window = setTimeout(() => {
      window = null;
      if (!held) return;
      held.log.warn({ ...held.fields, since: held.since }, message);
      held = null;
      open();
    }, periodMs);
    window.unref();
  };
  return (log: FastifyBaseLogger, fields: Record<string, unknown>) => {
    if (window) {
      held = { log, fields, since: (held?.since ?? 0) + 1 };
      return;
    }
    log.warn({ ...fields, since: 1 }, message);
    open();
  };
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
export async function renderForVisitor(
  app: AppInstance,
  renderer: PageRenderer,
  req: FastifyRequest,
  log: FastifyBaseLogger,
  onCall?: (path: string, answer: ApiAnswerBody) => void,
) {
  const cookie = req.headers.cookie;
  const get = async (path: string) => {
    const answer = await askApi(app, req, path, cookie);
    onCall?.(path, answer);
    return answer;
  };
  return renderer.render(req.url, get, log);
}

/** One GET of a page's data, in-process, with the visitor's cookie only (or none). */
export async function askApi(app: AppInstance, req: FastifyRequest, path: string, cookie: string | undefined): Promise<ApiAnswerBody> {
  if (!path.startsWith('/api/')) throw new Error(`server render: ${path} is not an API path`);
  // From the visitor's address, so per-address limits (certificate checks) count them, not the server.
  const res = await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {}, remoteAddress: req.ip });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
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
