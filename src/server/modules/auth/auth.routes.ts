import { authEndpoints } from '#contracts/auth';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { route } from '#server/plugins/route';
import { clearSessionCookie, isSecureRequest, SESSION_COOKIE, setSessionCookie } from '#server/plugins/session';
import { demoAccountsOf } from './demo-accounts.ts';
import * as auth from './auth.service.ts';

// Login attempts per address and account; the per-account lockout lives in the service.
export async function authRoutes(app: AppInstance) {
  const loginRateLimit = {
    max: app.ctx.config.LOGIN_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // After body parsing, so the key really is address + e-mail (not the address alone).
    hook: 'preHandler' as const,
    keyGenerator: (req: { ip: string; body?: unknown; params?: unknown }) =>
      `${req.ip}:${String((req.body as { email?: string } | undefined)?.email ?? (req.params as { role?: string } | undefined)?.role ?? '')}`,
  };

  route(
    app,
    authEndpoints.login,
    async (req, reply) => {
      const outcome = await auth.login(app.ctx, req.body);
      if (outcome.status === 'totp-required') return outcome;
      setSessionCookie(reply, outcome.token, isSecureRequest(req));
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
      const outcome = await auth.login(app.ctx, { email: account.email, password: account.password });
      if (outcome.status === 'totp-required') return outcome;
      setSessionCookie(reply, outcome.token, isSecureRequest(req));
      return { status: outcome.status, user: outcome.user };
    },
    { rateLimit: loginRateLimit, allowDuringMaintenance: true },
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

  route(app, authEndpoints.me, async (req) => auth.sessionUserOf(req.user), { allowDuringMaintenance: true });
}
