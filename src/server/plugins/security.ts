import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { CSRF_HEADER } from '#contracts/endpoint';
import type { AppInstance } from '#server/context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cookies, security headers (with a CSP), opt-in rate limits, and CSRF protection:
 * a state-changing /api request must carry a custom header, which a cross-site form or
 * a no-CORS fetch cannot send; SameSite=Lax cookies are the second line.
 */
export const securityPlugin = fp(async (app: AppInstance) => {
  await app.register(cookie);
  const securityHeaders = computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain HTTP on localhost is the default set-up; HSTS only makes sense behind HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(securityHeaders);
  });
  await app.register(rateLimit, { global: false });
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/') || !STATE_CHANGING.has(req.method)) return;
    if (req.headers[CSRF_HEADER] !== '1') {
      return reply.status(403).send({ message: 'Requisição bloqueada pela proteção contra CSRF. Recarregue a página e tente novamente.' });
    }
  });
});

/**
 * helmet's headers, computed once. (@fastify/helmet rebuilds helmet and re-parses the CSP
 * on every request, which cost about a tenth of the API's time per request.)
 */
function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
