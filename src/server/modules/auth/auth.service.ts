import type { LoginBody, SessionUser } from '#contracts/auth';
import { passwordPolicyIssues, type PasswordChangeInput } from '#contracts/users';
import type { Selectable } from 'kysely';
import type { AppContext } from '#server/context';
import type { UsersTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { addMs, MINUTE_MS } from '#server/lib/clock';
import { newId, randomToken, sha256 } from '#server/lib/ids';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import {
  findUserByEmail,
  recordFailedLogin,
  recordSuccessfulLogin,
  requireUser,
  storeNewPassword,
  verifySecondFactor,
} from '#server/modules/users/users.service';
import type { AuthUser } from '#server/plugins/auth-user';
import * as repo from './auth.repository.ts';

const LOCKOUT_MS = 15 * MINUTE_MS;
/** Absolute lifetime of a session, whatever its activity. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * MINUTE_MS;
/** last_seen_at is written at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

type UserRow = Selectable<UsersTable>;

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
  const { clock } = ctx;
  const now = clock.now();
  const user = await findUserByEmail(ctx, input.email);
  const wrongCredentials = new AppError('unauthenticated', 'E-mail ou senha incorretos.');
  if (!user) throw wrongCredentials;
  if (user.lockedUntil && new Date(user.lockedUntil) > now) {
    throw new AppError('too-many-requests', 'Conta bloqueada temporariamente após muitas tentativas. Tente novamente em 15 minutos.');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const { security } = await ctx.settings.get();
    const failed = user.failedLoginCount + 1;
    const locked = failed >= security.maxLoginAttempts;
    await recordFailedLogin(ctx, user.id, locked ? 0 : failed, locked ? addMs(now, LOCKOUT_MS).toISOString() : null);
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
    // A 6-digit code from the app (once per time-step, secret decrypted) or a single-use recovery code.
    const valid = await verifySecondFactor(ctx, user.id, input.totpCode);
    if (!valid) {
      // Wrong codes count towards the lockout like wrong passwords.
      const { security } = await ctx.settings.get();
      const failed = user.failedLoginCount + 1;
      const locked = failed >= security.maxLoginAttempts;
      await recordFailedLogin(ctx, user.id, locked ? 0 : failed, locked ? addMs(now, LOCKOUT_MS).toISOString() : null);
      throw new AppError('unauthenticated', 'Código de verificação inválido.');
    }
  }
  await recordSuccessfulLogin(ctx, user.id, now.toISOString());
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

// ---------------------------------------------------------------- session validity

/**
 * The one rule for "is this session still valid": it ends when idle longer than the
 * sessionTimeout setting, at its absolute expiry, or when its user is suspended
 * (suspension ends every session at once).
 */
function isSessionValid(session: { lastSeenAt: string; expiresAt: string; status: string }, now: Date, idleTimeoutMinutes: number) {
  const idleLimit = addMs(new Date(session.lastSeenAt), idleTimeoutMinutes * MINUTE_MS);
  return session.status !== 'suspenso' && now <= new Date(session.expiresAt) && now <= idleLimit;
}

/**
 * The user of a session cookie, or null when there is no such session or it is no longer
 * valid (then it is deleted). Runs on every signed-in /api request: one prepared query,
 * plus a write at most once a minute to record activity.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<AuthUser | null> {
  const { db, clock } = ctx;
  const row = await repo.findSessionByTokenHash(db, sha256(token));
  if (!row) return null;
  const now = clock.now();
  const { platform } = await ctx.settings.get();
  if (!isSessionValid(row, now, platform.sessionTimeout)) {
    await repo.deleteSession(db, row.sessionId);
    return null;
  }
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, row.sessionId, now.toISOString());
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatarFile: row.avatarFile,
    mustChangePassword: row.mustChangePassword === 1,
    sessionId: row.sessionId,
  };
}

/** Whether a session is still valid, without touching it (an open live stream does not keep it alive). */
export async function isSessionAlive(ctx: AppContext, sessionId: string): Promise<boolean> {
  const row = await repo.findSessionById(ctx.db, sessionId);
  if (!row) return false;
  const { platform } = await ctx.settings.get();
  return isSessionValid(row, ctx.clock.now(), platform.sessionTimeout);
}

// ---------------------------------------------------------------- password

/** Checks the current password and the policy, stores the new one and ends the other sessions. */
export async function changePassword(ctx: AppContext, session: AuthUser, input: PasswordChangeInput) {
  const user = await requireUser(ctx, session.id);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('bad-request', 'A senha atual está incorreta.');
  const { security } = await ctx.settings.get();
  const issues = passwordPolicyIssues(input.newPassword, security.passwordMinLength);
  if (issues.length > 0) throw new AppError('bad-request', issues[0]);
  if (input.newPassword === input.currentPassword) throw new AppError('bad-request', 'A nova senha deve ser diferente da senha atual.');
  const passwordHash = await hashPassword(input.newPassword);
  const at = ctx.clock.now().toISOString();
  const otherSessionsEnded = await ctx.db.transaction().execute(async (trx) => {
    await storeNewPassword(ctx, user.id, passwordHash, at, trx);
    return repo.deleteOtherSessions(trx, user.id, session.sessionId);
  });
  return { ok: true as const, otherSessionsEnded };
}
