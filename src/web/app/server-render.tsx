import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { Router } from 'wouter';
import { setApiFetch } from '#web/lib/api-client.ts';
// Every page's classes as the browser draws them (the landing's need no merging: lib/utils.ts).
import '#web/lib/class-merge.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';

// Server-side rendering of a page (issue 15: the page's content arrives with its HTML, before
// any script). Built by `vite build --ssr` into dist/ssr and used by src/server/plugins/spa.ts.
// Every call the page makes goes to the API in-process, with the visitor's own cookie; a page
// whose render fails, redirects or meets a failed call is not rendered here (the browser renders it).

/** Answers one GET path of the API for the visitor being rendered (the server's `inject`). */
export type ApiGet = (path: string) => Promise<Response>;

const visitorApi = new AsyncLocalStorage<ApiGet>();
setApiFetch((input, init) => {
  const get = visitorApi.getStore();
  if (!get) return Promise.reject(new Error('server render: no visitor'));
  if (init?.method && init.method !== 'GET') return Promise.reject(new Error('server render: reads only'));
  return get(String(input));
});

/**
 * The query client of one render: every enabled query suspends until its data arrives, so
 * the renderer waits for it and the HTML holds the page, not its skeletons.
 */
class RenderQueryClient extends QueryClient {
  override defaultQueryOptions(options: any): any {
    const defaulted = super.defaultQueryOptions(options);
    if (defaulted.enabled === undefined || defaulted.enabled === true) defaulted.suspense = true;
    return defaulted;
  }
}

export interface RenderedPage {
  /** what React hoists out of the body (preloads of the page's first images), for `<head>` */
  head: string;
  html: string;
  state: DehydratedState;
}

/** React writes the resources it hoists (`<link rel="preload">`) first; in the container they would not match on hydration. */
const HOISTED = /^(?:<link [^>]*>)+/;

/** `url`: path and query of the page. Null when the browser should render it (see above). */
export async function renderPage(url: string, get: ApiGet, signal?: AbortSignal): Promise<RenderedPage | null> {
  const [path, search = ''] = url.split('?');
  const client = createQueryClient(RenderQueryClient);
  const ssrContext: { redirectTo?: string } = {};
  let failed = false;
  const { prelude } = await visitorApi.run(get, () =>
    prerenderToNodeStream(
      <StrictMode>
        <Router ssrPath={path} ssrSearch={search} ssrContext={ssrContext}>
          <Providers client={client}>
            <AppRouter />
          </Providers>
        </Router>
      </StrictMode>,
      {
        signal,
        // Every boundary inline, whatever its size: React's script that would reveal an outlined
        // one later is inline, and the CSP allows no inline script (nor does a rendered page need it).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: () => {
          failed = true;
        },
      },
    ),
  );
  // Bytes first, text once: a chunk may end in the middle of an accented letter.
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  const html = Buffer.concat(chunks).toString('utf8');
  const queries = client.getQueryCache().getAll();
  if (failed || ssrContext.redirectTo || queries.some((q) => q.state.status === 'error')) return null;
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, html: html.slice(head.length), state: dehydrate(client) };
}

