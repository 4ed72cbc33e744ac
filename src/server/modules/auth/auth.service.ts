import type { LoginBody, SessionUser } from '#contracts/auth';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { addMs, MINUTE_MS } from '#server/lib/clock';
import { newId, randomToken, sha256 } from '#server/lib/ids';
import { verifyPassword } from '#server/lib/passwords';
import { verifyTotp } from '#server/lib/totp';
import { consumeRecoveryCode } from '#server/modules/users/users.service';
import { SESSION_MAX_AGE_MS, type AuthUser } from '#server/plugins/session';
import * as repo from './auth.repository.ts';

export const LOCKOUT_MS = 15 * MINUTE_MS;

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>;

export function toSessionUser(user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'avatarFile' | 'mustChangePassword'>): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    avatarUrl: user.avatarFile ? `/api/users/${user.id}/avatar?v=${encodeURIComponent(user.avatarFile)}` : null,
    mustChangePassword: user.mustChangePassword === 1,
  };
}

export type LoginOutcome =
  | { status: 'signed-in'; user: SessionUser; token: string }
  | { status: 'totp-required' };

/**
 * Checks credentials, lockout, suspension and the second factor, then opens a session.
 * Failed attempts count towards the maxLoginAttempts setting; reaching it locks the
 * account for 15 minutes.
 */
export async function login(ctx: AppContext, input: LoginBody): Promise<LoginOutcome> {
  const { db, clock } = ctx;
  const now = clock.now();
  const user = await repo.findUserByEmail(db, input.email);
  const wrongCredentials = new AppError('unauthenticated', 'E-mail ou senha incorretos.');
  if (!user) throw wrongCredentials;
  if (user.lockedUntil && new Date(user.lockedUntil) > now) {
    throw new AppError('too-many-requests', 'Conta bloqueada temporariamente após muitas tentativas. Tente novamente em 15 minutos.');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const { security } = await ctx.settings.get();
    const failed = user.failedLoginCount + 1;
    const locked = failed >= security.maxLoginAttempts;
    await repo.recordFailedLogin(db, user.id, locked ? 0 : failed, locked ? addMs(now, LOCKOUT_MS).toISOString() : null);
    if (locked) {
      throw new AppError('too-many-requests', 'Conta bloqueada temporariamente após muitas tentativas. Tente novamente em 15 minutos.');
    }
    throw wrongCredentials;
  }
  if (user.status === 'suspenso') {
    throw new AppError('forbidden', 'Sua conta está suspensa. Entre em contato com o suporte.');
  }
  if (user.totpEnabled === 1) {
    if (!input.totpCode) return { status: 'totp-required' };
    // A 6-digit code from the app, or one of the single-use recovery codes.
    const code = input.totpCode.replace(/\s/g, '');
    const valid = /^\d{6}$/.test(code)
      ? Boolean(user.totpSecret) && verifyTotp(user.totpSecret!, code, now)
      : await consumeRecoveryCode(ctx, user.id, code);
    if (!valid) {
      // Wrong codes count towards the lockout like wrong passwords.
      const { security } = await ctx.settings.get();
      const failed = user.failedLoginCount + 1;
      const locked = failed >= security.maxLoginAttempts;
      await repo.recordFailedLogin(db, user.id, locked ? 0 : failed, locked ? addMs(now, LOCKOUT_MS).toISOString() : null);
      throw new AppError('unauthenticated', 'Código de verificação inválido.');
    }
  }
  await repo.recordSuccessfulLogin(db, user.id, now.toISOString());
  const token = await openSession(ctx, user.id);
  return { status: 'signed-in', user: toSessionUser(user), token };
}

export async function openSession(ctx: AppContext, userId: string): Promise<string> {
  const now = ctx.clock.now();
  const token = randomToken();
  await repo.insertSession(ctx.db, {
    id: newId(),
    tokenHash: sha256(token),
    userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: addMs(now, SESSION_MAX_AGE_MS).toISOString(),
  });
  return token;
}

export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token) await repo.deleteSessionByTokenHash(ctx.db, sha256(token));
}

/**
 * The signed-in user as the session plugin read them for this very request (one query
 * per request, not two: the session row already joins the user's current columns).
 */
export function sessionUserOf(user: AuthUser): SessionUser {
  return toSessionUser({ ...user, mustChangePassword: user.mustChangePassword ? 1 : 0 });
}
