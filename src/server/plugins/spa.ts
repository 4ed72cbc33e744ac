import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '#server/context';
import { notFoundHandler } from './errors.ts';

// Relative to the package root (npm scripts run there), whether the server runs from
// src/ through tsx or bundled in dist/server. WEB_DIST_DIR overrides it (parallel test runs).
const WEB_DIST = resolve(process.env.WEB_DIST_DIR ?? 'dist/web');

/**
 * Serves the built SPA: its files with long caching for hashed assets, and its index.html
 * for every other non-/api path, so client routes (and the client's 404 page) work on reload.
 * /api paths that match no route get a JSON 404.
 */
export const spaPlugin = fp(async (app: AppInstance) => {
  const hasBuild = existsSync(resolve(WEB_DIST, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      // .br/.gz written at build time (scripts/compress-web.ts): no compression per request.
      preCompressed: true,
      // Our own cache headers: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || !hasBuild || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return notFoundHandler(req, reply);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
