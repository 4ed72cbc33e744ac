import type { FastifyReply } from 'fastify';
import { authEndpoints } from '#contracts/auth';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { route } from '#server/plugins/route';
import { clearSessionCookie, isSecureRequest, SESSION_COOKIE, setSessionCookie } from '#server/plugins/session';
import { DEVICE_COOKIE_PATH, type DeviceCookie } from './device-cookies.ts';
import { createAddressWindow } from './address-window.ts';
import { demoAccountsOf } from './demo-accounts.ts';
import * as auth from './auth.service.ts';
import { signInFormRoutes } from './sign-in-forms.ts';

/** The browser's device cookie for the account (device-cookies.ts): read by sign-in only, never by scripts. */
function setDeviceCookie(reply: FastifyReply, cookie: DeviceCookie, secure: boolean) {
  reply.setCookie(cookie.name, cookie.value, { path: DEVICE_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure, maxAge: cookie.maxAgeSeconds });
}

// Sign-in limits: per address and e-mail (route config), per address whatever the e-mail
// (hook below), and the per-account throttle in the service. The demo endpoint has its own,
// generous per-address limit only: its credentials are public, a class shares one address.
export async function authRoutes(app: AppInstance) {
  const { config } = app.ctx;
  const perAddress = createAddressWindow(
    config.LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE ?? Math.max(100, config.LOGIN_RATE_LIMIT_PER_MINUTE),
    60_000,
    app.ctx.dialect === 'postgres' ? (key, windowMs) => auth.hitSharedCounter(app.ctx, key, windowMs) : undefined,
  );
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.url !== authEndpoints.login.path || req.method !== 'POST') return;
    if (!(await perAddress.hit(req.ip))) throw new AppError('too-many-requests', 'Muitas tentativas de login deste endereço. Aguarde um minuto e tente novamente.');
  });
  const demoRateLimit = {
    max: config.DEMO_LOGIN_RATE_LIMIT_PER_MINUTE ?? Math.max(120, config.LOGIN_RATE_LIMIT_PER_MINUTE),
    timeWindow: '1 minute',
    keyGenerator: (req: { ip: string }) => `demo:${req.ip}`,
  };
  const loginRateLimit = {
    max: app.ctx.config.LOGIN_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // After body parsing, so the key really is address + e-mail (not the address alone).
    hook: 'preHandler' as const,
    keyGenerator: (req: { ip: string; body?: unknown }) => `${req.ip}:${String((req.body as { email?: string } | undefined)?.email ?? '')}`,
  };

  route(
    app,
    authEndpoints.login,
    async (req, reply) => {
      const outcome = await auth.login(app.ctx, req.body, { ip: req.ip, cookies: req.cookies });
      if (outcome.status === 'totp-required') return outcome;
      setSessionCookie(reply, outcome.token, isSecureRequest(req));
      if (outcome.deviceCookie) setDeviceCookie(reply, outcome.deviceCookie, isSecureRequest(req));
      return { status: outcome.status, user: outcome.user };
    },
    { rateLimit: loginRateLimit, allowDuringMaintenance: true },
  );

  route(
    app,
    authEndpoints.demoLogin,
    async (req, reply) => {
      const account = demoAccountsOf(app.ctx).find((a) => a.role === req.params.role);
      if (!account) throw new AppError('not-found', 'Conta de demonstração não encontrada.');
      const outcome = await auth.login(app.ctx, { email: account.email, password: account.password }, { demo: true, ip: req.ip });
      if (outcome.status === 'totp-required') return outcome;
      setSessionCookie(reply, outcome.token, isSecureRequest(req));
      return { status: outcome.status, user: outcome.user };
    },
    { rateLimit: demoRateLimit, allowDuringMaintenance: true },
  );

  route(app, authEndpoints.demoAccounts, async () => {
    const accounts = demoAccountsOf(app.ctx);
    // Without demo data the endpoint does not exist for the caller (the landing then shows the sign-in form).
    if (accounts.length === 0) throw new AppError('not-found', 'Não há contas de demonstração nesta instalação.');
    return accounts;
  });

  route(
    app,
    authEndpoints.logout,
    async (req, reply) => {
      await auth.logout(app.ctx, req.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
    { allowDuringMaintenance: true },
  );

  // Public: the link is opened from the e-mail, possibly in a browser without the session.
  route(app, authEndpoints.confirmEmail, async (req, reply) => {
    const { sessionToken } = await auth.confirmEmail(app.ctx, req.body.token);
    if (sessionToken) setSessionCookie(reply, sessionToken, isSecureRequest(req));
    return { ok: true as const, signedIn: sessionToken !== null };
  }, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
  });
  route(app, authEndpoints.resendEmailVerification, async (req) => auth.resendEmailVerification(app.ctx, req.user), {
    rateLimit: { max: 3, timeWindow: '10 minutes', keyGenerator: (req) => `verify-mail:${req.user?.id ?? req.ip}` },
  });

  // Public: the link from the administrator's e-mail; the token is 256 random bits, the limit keeps guessing slow anyway.
  route(app, authEndpoints.resetPassword, async (req) => auth.resetPasswordWithToken(app.ctx, req.body, req.ip), {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    allowDuringMaintenance: true,
  });

  route(app, authEndpoints.me, async (req) => auth.sessionUserOf(req.user), { allowDuringMaintenance: true });

  // The same sign-in as HTML forms, for a page whose script has not run yet.
  await signInFormRoutes(app);
}
