// Reports the gzip JavaScript each route downloads, from the Vite manifest of the last
// build (run through `npm run bench:web`, which builds first). Budgets: DESIGN.md.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { homeOf, paths, patternOf } from '#web/lib/paths.ts';

const DIST = process.env.WEB_DIST_DIR ?? 'dist/web';
const LANDING_BUDGET_KB = 100;
const ROUTE_BUDGET_KB = 250;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically (what the browser must load with it). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const entry = staticClosure(entryKey);

// The budgets are what a phone downloads on a first visit, as `npm run bench:phone` counts it: the
// chunks and the small scripts every page's HTML runs besides them (the theme before the first
// paint in index.html, the starter written by plugins/spa.ts, the cookie banner's written by
// plugins/cookie-banner.ts until the visitor answers).
const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');
const pageScripts = [...[...indexHtml.matchAll(/<script src="\/([\w.-]+\.js)"/g)].map((m) => m[1]), 'boot.js', 'cookie-banner.js'];
const pageScriptsKb = pageScripts.reduce((sum, file) => sum + gzipKb(file), 0);
const total = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gzipKb(manifest[k].file), pageScriptsKb);
const files = (keys: Set<string>) => keys.size + pageScripts.length;

// Routes and their page files, read from the route tables (`page(paths.x.y, () => import(...))`):
// the public ones in router.tsx, the areas' in area-routes.tsx; each pattern comes from `paths`.
const router = ['src/web/app/router.tsx', 'src/web/app/area-routes.tsx'].map((file) => readFileSync(file, 'utf8')).join('\n');
const patternAt = (dotted: string) => patternOf(dotted.split('.').reduce<any>((node, key) => node[key], paths));
const routes = [...router.matchAll(/page\(paths\.([\w.]+), \(\) => import\('#web\/([^']+)'\)/g)].map((m) => ({ path: patternAt(m[1]), src: m[2] }));
if (routes.length === 0) throw new Error('No route found in src/web/app/router.tsx or area-routes.tsx: update the pattern above.');

const AREA_HOMES = (['aluno', 'professor', 'admin'] as const).map(homeOf);
// An area page loads with the area's route table and shell (guard, header, menu), one chunk group.
const areaShellKey = Object.keys(manifest).find((k) => k.endsWith('app/area-routes.tsx'));
if (!areaShellKey) throw new Error('app/area-routes.tsx is not in the build manifest.');

// Files matter as much as bytes on a phone: over HTTP/1.1 each one waits for a free connection (6 per origin).
const rows: Array<{ route: string; kb: number; files: number; budget: number }> = [{ route: '/', kb: total(entry), files: files(entry), budget: LANDING_BUDGET_KB }];
for (const { path, src } of routes) {
  const key = Object.keys(manifest).find((k) => k.endsWith(src));
  if (!key) continue;
  // The page, what it imports, and what it loads on demand once shown (e.g. charts).
  const page = staticClosure(key, new Set(entry));
  if (areaShellKey && AREA_HOMES.some((home) => path === home || path.startsWith(`${home}/`))) staticClosure(areaShellKey, page);
  for (const chunk of [...page]) {
    // The route tables' lazy imports are the other pages, not this one's on-demand code.
    if (entry.has(chunk) || chunk === areaShellKey) continue;
    for (const lazy of manifest[chunk]?.dynamicImports ?? []) staticClosure(lazy, page);
  }
  rows.push({ route: path, kb: total(page), files: files(page), budget: ROUTE_BUDGET_KB });
}

let over = 0;
console.log(`each row counts ${pageScripts.join(', ')} (${pageScriptsKb.toFixed(1)} KB) besides its chunks`);
console.log('route'.padEnd(34), 'JS gzip'.padStart(10), 'files'.padStart(6), 'budget'.padStart(8));
for (const row of rows) {
  const flag = row.kb > row.budget ? '  ACIMA DO ORÇAMENTO' : '';
  if (flag) over++;
  console.log(row.route.padEnd(34), `${row.kb.toFixed(1)} KB`.padStart(10), String(row.files).padStart(6), `${row.budget} KB`.padStart(8) + flag);
}
process.exitCode = over > 0 ? 1 : 0;
