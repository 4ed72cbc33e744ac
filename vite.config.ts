import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { contractsForBrowser } from './scripts/contracts-for-browser.ts';

/** Bytes (after transform) under which a feature's shared forms go with the libraries rather than in a file of their own. */
const MIN_FEATURE_FORMS_BYTES = 10_000;

/**
 * The modules that need zod or react-hook-form, directly or through what they import (issue 28),
 * and the chunk each goes to, so that a page with no form (the student's dashboard) downloads
 * neither library and a page with a form downloads only its feature's forms:
 * - 'forms': the libraries, the form kit (components/ui/form.tsx) and the contract schemas that
 *   several features' forms use (users, billing, authoring…);
 * - 'forms-<feature>': a feature's form components (src/web/features/<feature>), with the contract
 *   schemas that only that feature's forms use (settings' with the settings forms).
 * Filled once the module graph is known, before the chunks are made.
 */
function formsModules(): Plugin & { groupOf(id: string): string | null; opensFormsLazily(id: string): boolean } {
  let groups: Map<string, string> | undefined;
  let lazyOpeners: Set<string> | undefined;
  return {
    name: 'eduia:forms-modules',
    buildEnd() {
      const found = new Set<string>();
      const queue = [...this.getModuleIds()].filter((id) => /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/.test(id));
      for (const id of queue) found.add(id);
      while (queue.length > 0) {
        for (const importer of this.getModuleInfo(queue.pop()!)?.importers ?? []) {
          if (!found.has(importer)) (found.add(importer), queue.push(importer));
        }
      }
      const featureOf = (id: string) => /src[\\/]web[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
      const isSchema = (id: string) => /src[\\/]contracts[\\/][\w-]+\.browser-schemas\.ts$/.test(id);
      // The features whose forms use a contract schema, through other schemas too; '*' when
      // something else (a page, a shared module) imports it.
      const usersOf = (id: string, seen = new Set<string>()): Set<string> => {
        const users = new Set<string>();
        if (seen.has(id)) return users;
        seen.add(id);
        for (const importer of this.getModuleInfo(id)?.importers ?? []) {
          if (isSchema(importer)) for (const user of usersOf(importer, seen)) users.add(user);
          else users.add(featureOf(importer) ?? '*');
        }
        return users;
      };
      groups = new Map();
      for (const id of found) {
        const feature = featureOf(id);
        const schemaUsers = isSchema(id) ? [...usersOf(id)] : [];
        const only = schemaUsers.length === 1 && schemaUsers[0] !== '*' ? schemaUsers[0] : undefined;
        groups.set(id, feature ? `forms-${feature}` : only ? `forms-${only}` : 'forms');
      }
      // A feature whose shared forms are small joins 'forms': a file of 1 KB costs a phone a
      // round trip more than its bytes. Shared: reached from two or more lazily loaded pages or
      // dialogs (a module only one of them reaches stays in that one's chunk).
      const reach = new Map<string, number>();
      for (const entry of this.getModuleIds()) {
        if ((this.getModuleInfo(entry)?.dynamicImporters.length ?? 0) === 0) continue;
        const seen = new Set<string>();
        const stack = [entry];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (groups.has(id)) reach.set(id, (reach.get(id) ?? 0) + 1);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      const sharedBytes = new Map<string, number>();
      for (const [id, group] of groups) {
        if ((reach.get(id) ?? 0) >= 2 && group !== 'forms') sharedBytes.set(group, (sharedBytes.get(group) ?? 0) + (this.getModuleInfo(id)?.code?.length ?? 0));
      }
      for (const [id, group] of groups) if ((sharedBytes.get(group) ?? 0) < MIN_FEATURE_FORMS_BYTES) groups.set(id, 'forms');
      // A module that loads a form on demand (the support dialog's hook) stays out of the shared
      // chunks: there its lazy form would count as every page's, and be preloaded with none.
      lazyOpeners = new Set([...this.getModuleIds()].filter((id) => !found.has(id) && (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).some((lazy) => found.has(lazy))));
    },
    groupOf(id) {
      if (!groups) throw new Error('The forms modules are asked for before the module graph is complete.');
      return groups.get(id) ?? null;
    },
    opensFormsLazily(id) {
      if (!lazyOpeners) throw new Error('The forms modules are asked for before the module graph is complete.');
      return lazyOpeners.has(id);
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
    // 'forms' and 'forms-<feature>' (issue 28): what needs zod or react-hook-form
    // (formsModules), so that a page with no form downloads neither and a form page only its
    // feature's forms; only those modules, not what they import (that stays in 'vendor', 'ui',
    // 'common'): nothing outside them imports them, so they always run last.
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 6 },
            { name: (id) => forms.groupOf(id), minShareCount: 2, priority: 5, includeDependenciesRecursively: false },
            { name: 'icons', test: /node_modules[\\/]lucide-react/, priority: 4 },
            // With tailwind-merge, what installs it (lib/class-merge.ts): 'vendor' is loaded by every page
            // but the landing, so no file more and nothing more to wait for before a page renders.
            { name: 'vendor', test: /node_modules|src[\\/]web[\\/]lib[\\/]class-merge\.ts$/, minShareCount: 2, priority: 3 },
            { name: 'ui', test: /src[\\/]web[\\/]components/, minShareCount: 2, priority: 2 },
            { name: 'contracts', test: /src[\\/]contracts/, minShareCount: 2, priority: 1 },
            { name: 'common', test: (id) => /src[\\/]web[\\/](features|lib)/.test(id) && !forms.opensFormsLazily(id), minShareCount: 2, priority: 1 },
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
