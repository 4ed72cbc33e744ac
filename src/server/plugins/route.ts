import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SESSION_END_MESSAGES, type SessionEndCode } from '#contracts/http';
import { CSRF_HEADER, type Access, type Endpoint } from '#contracts/endpoint';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import type { AuthUser } from './auth-user.ts';

type Out<T> = [NonNullable<T>] extends [z.ZodType] ? z.output<NonNullable<T>> : undefined;

export type RouteRequest<E extends Endpoint, U> = Omit<FastifyRequest, 'params' | 'query' | 'body' | 'user'> & {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  user: U;
};

type UserFor<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;

export interface RouteOptions {
  /** Per-route rate limit (see @fastify/rate-limit). */
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (req: FastifyRequest) => string; hook?: 'onRequest' | 'preHandler' };
  /** Bypass maintenance mode (sign-in must keep working so admins can get in). */
  allowDuringMaintenance?: boolean;
  /**
   * 'signed-webhook': a server-to-server call that cannot send the CSRF header; its handler
   * verifies an HMAC signature of the raw body instead (billing's payment webhook).
   * 'same-origin-form': a plain HTML form that must work without JavaScript (the cookie
   * banner), so it cannot send the header either; the browser's own same-origin signals
   * (Sec-Fetch-Site, else Origin) are checked instead.
   */
  csrf?: 'signed-webhook' | 'same-origin-form';
  /**
   * false: the handler never reads the caller (the health check), so the session cookie is
   * not looked up (a database read on every call the route would otherwise pay).
   */
  session?: false;
}

/** What route() leaves in the route's config for the API description (see openapi.ts). */
export interface ContractRouteConfig {
  contract: { endpoint: Endpoint; options: RouteOptions };
}

/**
 * CSRF: a state-changing call must carry a custom header, which a cross-site form or a
 * no-CORS fetch cannot send (SameSite=Lax cookies are the second line). Checked on the
 * matched route, so no spelling of the URL (`/%61pi/…`) can route around it.
 */
function assertCsrfHeader(endpoint: Endpoint, req: FastifyRequest): void {
  if (endpoint.method === 'GET') return;
  if (req.headers[CSRF_HEADER] !== '1') throw new AppError('forbidden', CSRF_REFUSED);
}

export const CSRF_REFUSED = 'Requisição bloqueada pela proteção contra CSRF. Recarregue a página e tente novamente.';

/**
 * The same protection as the custom header, for a plain HTML form that cannot send one (the
 * cookie banner, the landing's sign-in forms): accepted only from this site's own pages. The
 * browser's `Sec-Fetch-Site`, which no page can set, must say `same-origin` when sent; an
 * `Origin` that names a site must be this server's (as the visitor reached it) or PUBLIC_URL's;
 * with neither, refused. (Our pages send `Referrer-Policy: no-referrer`, under which Chromium's
 * form posts carry `Origin: null`: then `Sec-Fetch-Site` decides.) A cross-site form gets 403.
 */
export function isOwnOriginPost(req: FastifyRequest, publicUrl: string): boolean {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  const namesSite = origin !== undefined && origin !== 'null';
  if (namesSite && origin !== `${req.protocol}://${req.host}` && origin !== new URL(publicUrl).origin) return false;
  if (site !== undefined) return site === 'same-origin';
  return namesSite;
}

/** 503 for non-admins while the maintenanceMode setting is on; `code` lets the browser open its maintenance page. */
export const MAINTENANCE_MESSAGE = 'A plataforma está em manutenção. Tente novamente em instantes.';

/**
 * What maintenance mode refuses to non-admins: every signed-in route, and every public write
 * (sign-up at checkout, coupon check, e-mail confirmation); only public reads stay open, and
 * the routes marked `allowDuringMaintenance` (sign-in and sign-out, so admins get in; the
 * reset link; the payment provider's webhook, whose money already moved). See
 * docs/decisions/maintenance-closes-streams-and-public-writes.md.
 */
export const isRefusedDuringMaintenance = (endpoint: Pick<Endpoint, 'access' | 'method'>, options: RouteOptions) =>
  !options.allowDuringMaintenance && (endpoint.access !== 'public' || endpoint.method !== 'GET');

/** Public reads (health, plans, certificate verification…) are the same for everyone and may be cached. */
const isPublicRead = (endpoint: Endpoint) => endpoint.access === 'public' && endpoint.method === 'GET';

/** Refuses the request unless its session satisfies the endpoint's access rule. */
function assertAccess(access: Access, user: AuthUser | null, sessionEnded: SessionEndCode | null): void {
  if (access === 'public') return;
  // A cookie whose session ended says why, so the page open under it can tell its visitor.
  if (!user && sessionEnded) throw new AppError('unauthenticated', SESSION_END_MESSAGES[sessionEnded], { code: sessionEnded });
  if (!user) throw new AppError('unauthenticated', 'Faça login para continuar.');
  if (access !== 'authenticated' && !access.includes(user.role)) {
    throw new AppError('forbidden', 'Você não tem permissão para acessar este recurso.');
  }
}

/** A NUL character anywhere in the parsed params, query or JSON body (depth-limited). */
function hasNulByte(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => hasNulByte(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulByte(item, depth + 1));
}

/**
 * Registers one contract endpoint: the zod schemas validate input and serialize output,
 * the access rule is checked before the handler runs, and the API description is generated
 * from the same contract (plugins/openapi.ts).
 */
export function route<E extends Endpoint>(
  app: AppInstance,
  endpoint: E,
  handler: (req: RouteRequest<E, UserFor<E['access']>>, reply: FastifyReply) => Promise<z.input<E['response']> | FastifyReply>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}), contract: { endpoint, options } satisfies ContractRouteConfig['contract'] },
    // Validation and serialization; the API description is built from the contract in openapi.ts.
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: endpoint.response },
    },
    // onRequest, before body validation, so callers without access get 401/403, not 400.
    onRequest: async (req, reply) => {
      // Personal answers (anything but a public read) are never stored by a browser or a
      // proxy, errors included; a handler may loosen it (a versioned avatar image).
      if (!isPublicRead(endpoint)) reply.header('cache-control', 'no-store');
      if (options.csrf === 'same-origin-form') {
        if (!isOwnOriginPost(req, app.ctx.config.PUBLIC_URL)) throw new AppError('forbidden', CSRF_REFUSED);
      } else if (options.csrf !== 'signed-webhook') assertCsrfHeader(endpoint, req);
      assertAccess(endpoint.access, req.user, req.sessionEnded);
      if (isRefusedDuringMaintenance(endpoint, options) && req.user?.role !== 'admin') {
        const { platform } = await app.ctx.settings.get();
        if (platform.maintenanceMode) {
          throw new AppError('maintenance', MAINTENANCE_MESSAGE, { code: 'maintenance' });
        }
      }
    },
    // Before the schemas: a NUL byte, which PostgreSQL refuses in any text (a 500 there).
    preValidation: async (req) => {
      if (hasNulByte(req.params) || hasNulByte(req.query) || hasNulByte(req.body)) {
        throw new AppError('bad-request', 'O texto enviado contém um caractere inválido (NUL).');
      }
    },
    handler: async (req, reply) => {
      reply.status(status);
      return handler(req as unknown as RouteRequest<E, UserFor<E['access']>>, reply);
    },
  });
}
