// After `vite build`: which modules each route needs beyond index.html, read from the route
// tables (router.tsx, area-routes.tsx) and Vite's manifest, for the server to answer a route's
// HTML with preload hints (src/server/plugins/spa.ts). Derived from the build, never typed by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES } from '#contracts/http';
import { buildRouteHints, ROUTE_HINTS_FILE, routeTableEntries, type ViteManifest } from '#server/plugins/route-hints';
import { PAGE_FIRST_CALLS, SHELL_FIRST_CALLS } from '#web/app/first-calls.ts';
import { homeOf, paths, patternOf } from '#web/lib/paths.ts';

const root = process.env.WEB_DIST_DIR ?? 'dist/web';
const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8')) as ViteManifest;
const patternAt = (dotted: string) => patternOf(dotted.split('.').reduce<any>((node, key) => node[key], paths));
const routes = ['src/web/app/router.tsx', 'src/web/app/area-routes.tsx'].flatMap((file) => routeTableEntries(readFileSync(file, 'utf8'), patternAt));
const isArea = (pattern: string) => ROLES.some((role) => pattern === homeOf(role) || pattern.startsWith(`${homeOf(role)}/`));
// The landing page is index.html itself (no module beyond it), listed for its first calls.
const all = [{ pattern: paths.home, src: 'index.html' }, ...routes];
const unknown = Object.keys(PAGE_FIRST_CALLS).filter((pattern) => !all.some((r) => r.pattern === pattern));
if (unknown.length) throw new Error(`src/web/app/first-calls.ts names routes the route tables do not have: ${unknown.join(', ')}`);
const hints = buildRouteHints(manifest, all.map((r) => ({ ...r, area: isArea(r.pattern), calls: PAGE_FIRST_CALLS[r.pattern] ?? [] })), SHELL_FIRST_CALLS);
writeFileSync(join(root, ROUTE_HINTS_FILE), JSON.stringify(hints, null, 1));
console.log(`${hints.routes.length} rotas com dicas de pré-carregamento em ${join(root, ROUTE_HINTS_FILE)}`);
