import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '#server/context';
import { resolveSession, SESSION_MAX_AGE_MS } from '#server/modules/auth/auth.service';

export const SESSION_COOKIE = 'eduia_session';

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_MAX_AGE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** True when the request came over HTTPS (directly or through a proxy). */
export const isSecureRequest = (req: FastifyRequest) => req.protocol === 'https';

/**
 * Resolves the session cookie into `request.user` on every /api request; the validity rule
 * (idle timeout, absolute expiry, suspended user) is the auth module's `resolveSession`.
 */
export const sessionPlugin = fp(async (app: AppInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const user = await resolveSession(app.ctx, token);
    if (!user) {
      clearSessionCookie(reply);
      return;
    }
    req.user = user;
  });
});
