import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA lives in src/web; Fastify serves dist/web in production and proxies nothing.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // The manifest lets `npm run bench:web` add up each route's JavaScript.
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 5001}`, changeOrigin: false } },
  },
});
