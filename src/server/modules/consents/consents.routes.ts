import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_CHOICE_COOKIE, COOKIE_CHOICE_VALUES, consentEndpoints } from '#contracts/consents';
import { isSameSitePath } from '#contracts/http';
import type { AppInstance } from '#server/context';
import { acceptFormPosts } from '#server/lib/http/form-body';
import { route } from '#server/plugins/route';
import { isSecureRequest } from '#server/plugins/session';
import * as consents from './consents.service.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's answer to the cookie banner for a year (not a secret: the page's script may read it). */
function setChoiceCookie(req: FastifyRequest, reply: FastifyReply, accepted: boolean) {
  reply.setCookie(COOKIE_CHOICE_COOKIE, accepted ? COOKIE_CHOICE_VALUES.accepted : COOKIE_CHOICE_VALUES.refused, {
    path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax', httpOnly: false, secure: isSecureRequest(req),
  });
}

/** A path of this site to go back to; anything else (another site, `//host`) goes to the home page. */
const safeReturn = (path: string | undefined) => (isSameSitePath(path) && !path.startsWith('/api/') ? path : '/');

export async function consentRoutes(app: AppInstance) {
  const { ctx } = app;
  // The banner's form posts without JavaScript: only the routes of this plugin read form bodies.
  acceptFormPosts(app);

  route(app, consentEndpoints.mine, async (req) => consents.listConsents(ctx, req.user.id));
  route(app, consentEndpoints.decide, async (req, reply) => {
    const decided = await consents.decideConsent(ctx, req.user.id, req.params.purpose, req.body.granted, 'meus-dados');
    if (req.params.purpose === 'optional-cookies') setChoiceCookie(req, reply, decided.granted);
    return decided;
  });
  route(app, consentEndpoints.cookieChoice, async (req, reply) => {
    const accepted = req.body.escolha === 'aceitar';
    setChoiceCookie(req, reply, accepted);
    if (req.user) await consents.decideConsent(ctx, req.user.id, 'optional-cookies', accepted, 'banner');
    return reply.header('cache-control', 'no-store').redirect(safeReturn(req.body.voltar), 303);
  }, {
    csrf: 'same-origin-form', allowDuringMaintenance: true,
    rateLimit: { max: 30, timeWindow: '1 minute' },
  });
}
