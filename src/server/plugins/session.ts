import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#contracts/endpoint';
import type { AppInstance } from '#server/context';
import { prepareQuery } from '#server/db/prepared';
import { addMs, MINUTE_MS } from '#server/lib/clock';
import { sha256 } from '#server/lib/ids';

export const SESSION_COOKIE = 'eduia_session';
/** Absolute lifetime of a session, whatever its activity. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * MINUTE_MS;
/** last_seen_at is written at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  avatarFile: string | null;
  mustChangePassword: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

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

/** The session and its user, read on every signed-in /api request (hence prepared). */
const findSession = prepareQuery((db, args: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId', 'sessions.lastSeenAt', 'sessions.expiresAt',
      'users.id', 'users.name', 'users.email', 'users.role', 'users.status', 'users.avatarFile', 'users.mustChangePassword',
    ])
    .where('sessions.tokenHash', '=', args.tokenHash),
);

/**
 * Resolves the session cookie into `request.user` on every /api request. A session ends
 * when idle longer than the sessionTimeout setting, at its absolute expiry, or when its
 * user is no longer active (suspension ends every session at once).
 */
export const sessionPlugin = fp(async (app: AppInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const { db, clock } = app.ctx;
    const row = await findSession.takeFirst(db, { tokenHash: sha256(token) });
    if (!row) {
      clearSessionCookie(reply);
      return;
    }
    const now = clock.now();
    const { security: _s, platform } = await app.ctx.settings.get();
    const idleLimit = addMs(new Date(row.lastSeenAt), platform.sessionTimeout * MINUTE_MS);
    if (row.status === 'suspenso' || now > new Date(row.expiresAt) || now > idleLimit) {
      await db.deleteFrom('sessions').where('id', '=', row.sessionId).execute();
      clearSessionCookie(reply);
      return;
    }
    if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
      await db.updateTable('sessions').set({ lastSeenAt: now.toISOString() }).where('id', '=', row.sessionId).execute();
    }
    req.user = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      avatarFile: row.avatarFile,
      mustChangePassword: row.mustChangePassword === 1,
      sessionId: row.sessionId,
    };
  });
});
