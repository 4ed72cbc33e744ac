import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints, type AccountBlockCode } from '#contracts/auth';
import { billingEndpoints } from '#contracts/billing';
import { notificationEndpoints } from '#contracts/notifications';
import { userEndpoints } from '#contracts/users';
import type { Endpoint } from '#contracts/endpoint';
import type { AppInstance } from '#server/context';
import { resolveSession, SESSION_MAX_AGE_MS } from '#server/modules/auth/auth.service';
import type { ContractRouteConfig } from './route.ts';

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

/** True when the request came over HTTPS (directly or through a trusted proxy, see TRUST_PROXY). */
export const isSecureRequest = (req: FastifyRequest) => req.protocol === 'https';

const key = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

/** Every state may read the session and sign out. */
const ALWAYS = [authEndpoints.me, authEndpoints.logout].map(key);

/**
 * What a signed-in account that must resolve something first may still call
 * (docs/decisions/account-states-enforced-by-the-server.md). A pending account only waits; a forced password change only changes it;
 * an unconfirmed e-mail may confirm it, and may also finish and manage a purchase (sign-up at
 * checkout pays before the confirmation e-mail is opened) and read its notifications.
 */
const ALLOWED: Record<AccountBlockCode, Set<string>> = {
  'account-pending': new Set(ALWAYS),
  'password-change-required': new Set([...ALWAYS, key(userEndpoints.changePassword), key(userEndpoints.security)]),
  'email-verification-required': new Set([
    ...ALWAYS,
    key(authEndpoints.resendEmailVerification),
    ...Object.values(billingEndpoints).map(key),
    ...Object.values(notificationEndpoints).map(key),
  ]),
  // Enrolment itself: the QR code, the confirming code, and the status the page reads.
  'two-factor-required': new Set([...ALWAYS, key(userEndpoints.security), key(userEndpoints.totpSetup), key(userEndpoints.totpEnable)]),
};

/**
 * Resolves the session cookie into `request.user` on every /api request; the validity rule
 * (idle timeout, absolute expiry, suspended user) is the auth module's `resolveSession`.
 * While the account must resolve something first (pending, password change, e-mail
 * confirmation), every signed-in-only endpoint but the ones that resolve it answers 403
 * with a machine-readable `code`, checked on the matched route (whatever the URL's spelling).
 */
export const sessionPlugin = fp(async (app: AppInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionEnded', null);
  app.addHook('onRequest', async (req, reply) => {
    // The matched route, not the raw URL: `/%61pi/...` reaches the same /api route and the same session.
    if (!req.routeOptions.url?.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const contract = (req.routeOptions.config as Partial<ContractRouteConfig> | undefined)?.contract;
    if (contract?.options.session === false) return;
    const session = await resolveSession(app.ctx, token);
    if ('ended' in session) {
      // The page still open under it is told why (route.ts answers 401 with this code). The dead
      // cookie is left in place: every request of that page (its live stream's reconnection
      // first, then the call it makes to find out why) hears the same reason.
      req.sessionEnded = session.ended;
      return;
    }
    req.user = session.user;
    const endpoint = contract?.endpoint;
    if (!session.block || !endpoint || endpoint.access === 'public') return;
    if (ALLOWED[session.block.code].has(key(endpoint))) return;
    return reply.status(403).send({ message: session.block.message, code: session.block.code });
  });
});
