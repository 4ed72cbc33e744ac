// Issue 15 item 2 (no waterfall): what the SPA's HTML tells the browser to fetch at once for a
// route, so the area's route table, the page's code and the shell's first API calls load in
// parallel with the main bundle instead of one after the other.
//
// The routes → chunks mapping is derived from the build (`scripts/route-hints.ts` reads the
// route tables and Vite's manifest after `vite build` and writes `.vite/route-hints.json`);
// nothing here names a chunk.

import { patternMatcher } from '#contracts/http';

/** One entry of Vite's `.vite/manifest.json` (the fields used here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** A route of the route tables: its wouter pattern and its page module (`pages/…`, as the manifest names it). */
export interface RouteSource {
  pattern: string;
  src: string;
}

export interface RouteHint {
  pattern: string;
  /** an area page (guarded, under the area shell): its shell's first API calls are preloaded for a signed-in visitor */
  area: boolean;
  /** the route's JavaScript beyond what index.html already loads, as URLs (`/assets/…js`) */
  modules: string[];
  /** the page's first GET calls (`src/web/app/first-calls.ts`), `:name` standing for the route's parameter */
  calls: string[];
}

export interface RouteHints {
  routes: RouteHint[];
  /** the area shell's first GET calls, preloaded with every area page for a signed-in visitor */
  shellCalls: string[];
}

/** The file holding the areas' route table, as the manifest keys it. */
export const AREA_TABLE_SRC = 'app/area-routes.tsx';

/** Where the build writes the hints (not served: `.vite/` is a dot directory, and the server reads it once at start). */
export const ROUTE_HINTS_FILE = '.vite/route-hints.json';

/**
 * The routes of a route table's source (`page(paths.a.b, () => import('#web/pages/…'))`),
 * each pattern resolved by `patternAt` (the caller reads `paths`). Throws when a `page(` call
 * does not have that shape, so a route written differently is never silently left out.
 */
export function routeTableEntries(source: string, patternAt: (dotted: string) => string): RouteSource[] {
  const calls = source.match(/\bpage\(paths\./g)?.length ?? 0;
  const entries = [...source.matchAll(/\bpage\(paths\.([\w.]+|[\w.]+\[['"][\w-]+['"]\]!?), \(\) => import\('#web\/([^']+)'\)/g)].map((m) => ({
    pattern: patternAt(m[1].replace(/\[['"]([\w-]+)['"]\]!?/g, '.$1')),
    src: m[2],
  }));
  if (entries.length !== calls) throw new Error(`route table: ${calls} page() calls but ${entries.length} read; keep the shape page(paths.x.y, () => import('#web/…')).`);
  return entries;
}

/**
 * The chunk and everything it imports statically (what the browser fetches before running it),
 * each after the chunks it imports: evaluated in this order, every chunk finds its imports done.
 */
function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return into;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, into, seen);
  into.add(key);
  return into;
}

/** Each route's modules to preload: its page's chunk group, and the areas' route table for an area page; and its first calls. */
export function buildRouteHints(manifest: ViteManifest, routes: Array<RouteSource & { area: boolean; calls?: readonly string[] }>, shellCalls: readonly string[] = []): RouteHints {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('manifest: no entry chunk.');
  // Already in index.html (Vite writes the entry and its imports as script/modulepreload).
  const inHtml = staticClosure(manifest, entryKey);
  const keyOf = (src: string) => {
    const key = Object.keys(manifest).find((k) => k === src || k.endsWith(`/${src}`));
    if (!key) throw new Error(`manifest: no chunk for ${src}.`);
    return key;
  };
  const areaTable = keyOf(AREA_TABLE_SRC);
  return {
    routes: routes.map(({ pattern, src, area, calls = [] }) => {
      const keys = new Set<string>();
      const seen = new Set<string>();
      // The page before the area's table (which imports the shell): its imports first.
      staticClosure(manifest, keyOf(src), keys, seen);
      if (area) staticClosure(manifest, areaTable, keys, seen);
      const modules = [...keys].filter((k) => !inHtml.has(k)).map((k) => `/${manifest[k].file}`);
      const params = new Set(pattern.match(/:\w+/g) ?? []);
      const unknown = calls.flatMap((call) => (call.match(/:\w+/g) ?? []).filter((p) => !params.has(p)));
      if (unknown.length) throw new Error(`first calls of ${pattern}: ${unknown.join(', ')} is not a parameter of the route.`);
      if (calls.some((call) => !call.startsWith('/api/'))) throw new Error(`first calls of ${pattern}: only /api/ URLs are preloaded.`);
      return { pattern, area, modules, calls: [...calls] };
    }),
    shellCalls: [...shellCalls],
  };
}

/** Only these parameter values go into a preloaded URL (ids, codes, plan ids); any other value leaves that call out. */
const SAFE_PARAM = /^[\w-]{1,64}$/;

/**
 * The route's first calls for one visited path: each `:name` replaced by the path's segment,
 * a call whose parameter is missing or not a plain id left out (nothing from the URL reaches
 * the HTML but `[A-Za-z0-9_-]`).
 */
export function callsFor(route: RouteHint, path: string): string[] {
  const names = (route.pattern.match(/:\w+/g) ?? []).map((p) => p.slice(1));
  const values = patternMatcher(route.pattern).exec(path)?.slice(1) ?? [];
  const params = new Map(names.map((name, i) => [name, values[i]]));
  return route.calls.flatMap((call) => {
    let ok = true;
    const url = call.replace(/:(\w+)/g, (_, name: string) => {
      const value = params.get(name);
      if (value === undefined || !SAFE_PARAM.test(value)) ok = false;
      return value ?? '';
    });
    return ok ? [url] : [];
  });
}
