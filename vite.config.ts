import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';

// The SPA lives in src/web; Fastify serves dist/web in production and proxies nothing.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // WEB_DIST_DIR lets parallel work trees build side by side. The manifest lets `npm run bench:web` add up each route's JavaScript.
  build: { outDir: process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : '../../dist/web', emptyOutDir: true, sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 5001}`, changeOrigin: false } },
  },
});
