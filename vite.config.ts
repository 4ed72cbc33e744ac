import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { contractsForBrowser } from './scripts/contracts-for-browser.ts';

/**
 * The modules that need zod or react-hook-form, directly or through what they import (issue 28):
 * they make the 'forms' chunk, so a page with no form (the student's dashboard) downloads
 * neither. Filled once the module graph is known, before the chunks are made.
 */
function formsModules(): Plugin & { has(id: string): boolean } {
  let found: Set<string> | undefined;
  return {
    name: 'eduia:forms-modules',
    buildEnd() {
      found = new Set();
      const queue = [...this.getModuleIds()].filter((id) => /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/.test(id));
      for (const id of queue) found.add(id);
      while (queue.length > 0) {
        for (const importer of this.getModuleInfo(queue.pop()!)?.importers ?? []) {
          if (!found.has(importer)) (found.add(importer), queue.push(importer));
        }
      }
    },
    has(id) {
      if (!found) throw new Error('The forms modules are asked for before the module graph is complete.');
      return found.has(id);
    },
  };
}
const forms = formsModules();

const webOutDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : resolve('dist/web');

// The SPA lives in src/web; Fastify serves dist/web in production and proxies nothing.
// `vite build --ssr app/server-render.tsx` builds the server's page renderer next to it, in dist/ssr.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [contractsForBrowser(), react(), tailwindcss(), forms],
  // WEB_DIST_DIR lets parallel work trees build side by side. The manifest lets `npm run bench:web` add up each route's JavaScript.
  build: isSsrBuild ? { outDir: resolve(webOutDir, '../ssr'), emptyOutDir: true, sourcemap: false, copyPublicDir: false } : { outDir: webOutDir, emptyOutDir: true, sourcemap: false, manifest: true, modulePreload: { polyfill: false },
    // Few files, not many small ones (issue 15): a phone on HTTP/1.1 fetches 6 at a time per
    // origin, each a round trip, so an area page's 40–50 chunks cost more than their bytes.
    // 'index' keeps the landing page one file (≤ 100 KB); what two or more pages share goes to
    // one chunk per kind; a page's own code stays in its chunk. Why: docs/decisions/chunk-groups.md; figures: docs/performance.md.
    // The contracts have a chunk of their own, run in its own task before the rest of 'common'
    // (app/main.tsx runs the route's chunks one per task): together they were one 180 ms task
    // at 4× CPU. Not `maxSize`: its pieces import each other both ways, and a schema then runs
    // before one it uses ("expected a Zod schema" at the first form submit).
    // 'forms' (issue 28): what needs zod or react-hook-form (formsModules), so that a page with
    // no form downloads neither; only those modules, not what they import (that stays in
    // 'vendor', 'ui', 'common'): nothing outside 'forms' imports it, so it always runs last.
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 6 },
            { name: (id) => (forms.has(id) ? 'forms' : null), minShareCount: 2, priority: 5, includeDependenciesRecursively: false },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 4 },
            { name: 'vendor', test: /node_modules/, minShareCount: 2, priority: 3 },
            { name: 'ui', test: /src[\\/]web[\\/]components/, minShareCount: 2, priority: 2 },
            { name: 'contracts', test: /src[\\/]contracts/, minShareCount: 2, priority: 1 },
            { name: 'common', test: /src[\\/]web[\\/](features|lib)/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 5001}`, changeOrigin: false } },
  },
}));
