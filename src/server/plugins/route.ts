import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
  if (req.headers[CSRF_HEADER] !== '1') {
    throw new AppError('forbidden', 'Requisição bloqueada pela proteção contra CSRF. Recarregue a página e tente novamente.');
  }
}

/** 503 for non-admins while the maintenanceMode setting is on; `code` lets the browser open its maintenance page. */
export const MAINTENANCE_MESSAGE = 'A plataforma está em manutenção. Tente novamente em instantes.';

/** Public reads (health, plans, certificate verification…) are the same for everyone and may be cached. */
const isPublicRead = (endpoint: Endpoint) => endpoint.access === 'public' && endpoint.method === 'GET';

/** Refuses the request unless its session satisfies the endpoint's access rule. */
function assertAccess(access: Access, user: AuthUser | null): void {
  if (access === 'public') return;
  if (!user) throw new AppError('unauthenticated', 'Faça login para continuar.');
  if (access !== 'authenticated' && !access.includes(user.role)) {
    throw new AppError('forbidden', 'Você não tem permissão para acessar este recurso.');
  }
}

/** True when a string anywhere in the value holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
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
      assertCsrfHeader(endpoint, req);
      assertAccess(endpoint.access, req.user);
      if (!options.allowDuringMaintenance && req.user?.role !== 'admin') {
        const { platform } = await app.ctx.settings.get();
        if (platform.maintenanceMode && endpoint.access !== 'public') {
          throw new AppError('maintenance', MAINTENANCE_MESSAGE, { code: 'maintenance' });
        }
      }
    },
    // PostgreSQL refuses a NUL character in text (a 500 there, stored as is in SQLite): 400 on both.
    preValidation: async (req) => {
      if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) {
        throw new AppError('bad-request', 'Os dados enviados contêm um caractere inválido.');
      }
    },
    handler: async (req, reply) => {
      reply.status(status);
      return handler(req as unknown as RouteRequest<E, UserFor<E['access']>>, reply);
    },
  });
}
