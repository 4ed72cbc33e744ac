import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { AppInstance } from '#server/context';

/**
 * Cookies, security headers (with a CSP) and opt-in rate limits. (The CSRF check is on
 * every state-changing route itself: plugins/route.ts.)
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
