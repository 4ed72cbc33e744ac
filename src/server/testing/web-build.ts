import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTE_HINTS_FILE, type RouteHints } from '#server/plugins/route-hints';

/**
 * A stand-in for `npm run build`'s output in a temporary folder, laid out as the build lays it
 * out: dist/web (index.html, the route hints) and, given a page renderer, dist/ssr/server-render.js.
 * Serve it with `buildTestApp({ config: { WEB_DIST_DIR: build.webDist } })`; `remove()` afterwards.
 */
export function writeWebBuild(build: { indexHtml: string; hints: RouteHints; serverRenderer?: string }): { webDist: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'eduia-web-build-'));
  const webDist = join(dir, 'web');
  mkdirSync(join(webDist, '.vite'), { recursive: true });
  writeFileSync(join(webDist, 'index.html'), build.indexHtml);
  writeFileSync(join(webDist, ROUTE_HINTS_FILE), JSON.stringify(build.hints));
  if (build.serverRenderer !== undefined) {
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'ssr', 'server-render.js'), build.serverRenderer);
  }
  return { webDist, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
