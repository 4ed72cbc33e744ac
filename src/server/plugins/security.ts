import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppContext, AppInstance } from '#server/context';
import { hitSharedCounter } from '#server/modules/cluster/cluster.service';

/**
 * Cookies, security headers (with a CSP) and opt-in rate limits. (The CSRF check is on
 * every state-changing route itself: plugins/route.ts.)
 */
export const securityPlugin = fp(async (app: AppInstance) => {
  await app.register(cookie);
  // With Mercado Pago, the checkout loads MercadoPago.js from Mercado Pago and it talks to its
  // API to turn the card into a token (docs/decisions/mercado-pago-provider.md); nothing else.
  const mercadoPago = app.ctx.config.PAYMENT_PROVIDER === 'mercadopago';
  const securityHeaders = computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(mercadoPago ? ['https://sdk.mercadopago.com', 'https://http2.mlstatic.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(mercadoPago ? ['https://api.mercadopago.com', 'https://api.mercadolibre.com'] : [])],
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
  // On PostgreSQL the windows live in the database, so every instance counts the same hits
  // (docs/decisions/counters-and-claims-in-the-database.md); one SQLite process keeps them in memory.
  await app.register(rateLimit, { global: false, ...(app.ctx.dialect === 'postgres' ? { store: sharedRateLimitStore(app.ctx) } : {}) });
});

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the shared counters; each route gets its own key prefix. */
function sharedRateLimitStore(ctx: AppContext): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore {
    private readonly prefix: string;
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rl:';
    }
    incr(key: string, callback: IncrCallback, timeWindow = 60_000) {
      hitSharedCounter(ctx, this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: { path?: string; routeInfo?: { method: string; url: string } }) {
      const route = routeOptions.routeInfo ? `${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}` : String(routeOptions.path);
      return new SharedRateLimitStore(`rl:${route}:`);
    }
  };
}

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
