import { isSameSitePath, type AccountBlockCode, type LoginBody, type SessionUser } from '#contracts/auth';
import type { SessionEndCode } from '#contracts/http';
import { plural } from '#contracts/plural';
import { passwordPolicyIssues, type PasswordChangeInput } from '#contracts/users';
import type { Selectable } from 'kysely';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import type { UsersTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { addMs, DAY_MS, MINUTE_MS } from '#server/lib/clock';
import { newId, randomToken, sha256 } from '#server/lib/ids';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import {
  claimLoginAttempt,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  recordLastAccess,
  recordSuccessfulLogin,
  releaseLoginAttempt,
  requireUser,
  storeNewPassword,
  verifySecondFactor,
} from '#server/modules/users/users.service';
import { recordAudit } from '#server/modules/audit/audit.service';
import { closeSessionStreams } from '#server/modules/notifications/notifications.service';
import type { AuthUser } from '#server/plugins/auth-user';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { type DeviceCookie, issueDeviceCookie, readDeviceCookie } from './device-cookies.ts';
import * as repo from './auth.repository.ts';

/** Absolute lifetime of a session, whatever its activity. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * MINUTE_MS;
/** last_seen_at is written at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

/**
 * Per-account throttle (docs/decisions/sign-in-throttle.md): after maxLoginAttempts
 * failures each further attempt waits 1 min, then 2, 4 … up to 1 h, counted from the last
 * failure; a successful sign-in resets it. Never a permanent lock.
 */
const THROTTLE_BASE_MS = MINUTE_MS;
const THROTTLE_CAP_MS = 60 * MINUTE_MS;
const THROTTLE_STEPS = (() => {
  const steps: number[] = [];
  for (let ms = THROTTLE_BASE_MS; ms < THROTTLE_CAP_MS; ms *= 2) steps.push(ms);
  return [...steps, THROTTLE_CAP_MS];
})();

/** A verification link is valid this long, once. */
const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * MINUTE_MS;

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
  | { status: 'signed-in'; user: SessionUser; token: string; deviceCookie: DeviceCookie | null }
  | { status: 'totp-required' };

/** Verified against when the e-mail is unknown, so that path costs one argon2 like a wrong password (no enumeration by timing). */
let dummyHash: Promise<string> | null = null;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(`dummy-${randomToken()}`));

function throttledError(until: string | null, now: Date) {
  const minutes = Math.max(1, Math.ceil(((until ? new Date(until).getTime() : now.getTime()) - now.getTime()) / MINUTE_MS));
  // The minutes also go as a field, so the sign-in form without script reads them instead of the sentence.
  return new AppError('too-many-requests', `Muitas tentativas sem sucesso nesta conta. Tente novamente em ${plural(minutes, 'minuto', 'minutos')}.`, { retryAfterMinutes: String(minutes) });
}

/**
 * Checks credentials, throttle, suspension and the second factor, then opens a session.
 * Each attempt on a known account is first claimed with one atomic UPDATE (so parallel
 * guesses cannot share a count); a wrong password, TOTP or recovery code keeps the claim,
 * a right one resets it. `demo`: the demo endpoint signs in with the public demo
 * credentials, which no throttle protects (its per-address limit does).
 *
 * `cookies`: a browser carrying this account's valid device cookie (it signed in here
 * before) claims its attempts on that device instead of the account, so the account's
 * delay, which anyone can trigger, does not lock the owner out; the device has the same
 * delays of its own (docs/decisions/login-lockout-device-cookies.md). Every successful
 * sign-in hands the browser a device cookie for the account.
 */
export async function login(
  ctx: AppContext,
  input: LoginBody,
  options: { demo?: boolean; ip?: string; cookies?: Record<string, string | undefined> } = {},
): Promise<LoginOutcome> {
  const { clock } = ctx;
  const now = clock.now();
  const user = await findUserByEmail(ctx, input.email);
  const wrongCredentials = new AppError('unauthenticated', 'E-mail ou senha incorretos.');
  const ip = options.ip ?? null;
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    // Audited without an actor: the address typed (cut short), never the password.
    await recordAudit(ctx, ctx.db, { actorId: null, action: 'auth.sign_in_failed', targetType: null, targetId: null, details: { email: input.email.slice(0, 120), motivo: 'conta inexistente' }, ip });
    throw wrongCredentials;
  }
  const { security, platform } = await ctx.settings.get();
  const deviceId = options.demo ? null : readDeviceCookie(ctx.signer, user.id, options.cookies ?? {}, now);
  const device = deviceId ? { deviceHash: sha256(deviceId), userId: user.id } : null;
  const attempt = options.demo ? 0 : await claimAttempt(ctx, user.id, device, security.maxLoginAttempts, now);
  if (attempt === null) {
    const lockedUntil = device ? await repo.findDeviceLock(ctx.db, device.deviceHash) : (await requireUser(ctx, user.id)).lockedUntil;
    throw throttledError(lockedUntil, now);
  }
  const release = async () => {
    if (options.demo) return;
    if (device) await repo.releaseDeviceAttempt(ctx.db, device.deviceHash);
    else await releaseLoginAttempt(ctx, user.id);
  };
  const failed = async (error: AppError, motivo: string) => {
    const target = { actorId: null, targetType: 'user', targetId: user.id, ip };
    await recordAudit(ctx, ctx.db, { ...target, action: 'auth.sign_in_failed', details: { motivo, tentativa: attempt, ...(device ? { dispositivoConhecido: true } : {}) } });
    // Exactly one attempt per run of failures makes the count reach the limit: it tells the
    // owner when the account is throttled (a known device being throttled is only audited).
    if (attempt === security.maxLoginAttempts) {
      await recordAudit(ctx, ctx.db, { ...target, action: device ? 'auth.device_locked' : 'auth.locked', details: { tentativas: attempt } });
      if (!device) await notifyThrottled(ctx, user, security.maxLoginAttempts);
    }
    throw error;
  };
  if (!(await verifyPassword(user.passwordHash, input.password))) return failed(wrongCredentials, 'senha incorreta');
  if (user.status === 'suspenso') {
    await release();
    await recordAudit(ctx, ctx.db, { actorId: null, action: 'auth.sign_in_refused', targetType: 'user', targetId: user.id, details: { motivo: 'conta suspensa' }, ip });
    throw new AppError('forbidden', 'Sua conta está suspensa. Entre em contato com o suporte.');
  }
  // Maintenance (settings): only administrators may sign in; the right password gives its claim back.
  if (platform.maintenanceMode && user.role !== 'admin') {
    await release();
    throw new AppError('maintenance', 'A plataforma está em manutenção. Apenas administradores podem entrar agora; tente novamente em instantes.', { code: 'maintenance' });
  }
  if (user.totpEnabled === 1) {
    if (!input.totpCode) {
      // The password was right: give the attempt back, the code step claims its own.
      await release();
      return { status: 'totp-required' };
    }
    // A 6-digit code from the app (once per time-step, secret decrypted) or a single-use recovery code.
    const valid = await verifySecondFactor(ctx, user.id, input.totpCode);
    // Wrong codes count towards the throttle like wrong passwords.
    if (!valid) return failed(new AppError('unauthenticated', 'Código de verificação inválido.'), 'código de verificação incorreto');
  }
  if (device) {
    // The device's failures are cleared; the account's delay is left as it is, since it
    // holds back the guessing from elsewhere that the owner's sign-in does not end.
    await repo.clearDeviceFailures(ctx.db, device.deviceHash);
    await recordLastAccess(ctx, user.id, now.toISOString());
  } else {
    await recordSuccessfulLogin(ctx, user.id, now.toISOString());
  }
  const token = await openSession(ctx, user.id);
  const deviceCookie = options.demo ? null : issueDeviceCookie(ctx.signer, user.id, now, deviceId ?? undefined);
  return { status: 'signed-in', user: toSessionUser(user), token, deviceCookie };
}

/**
 * Claims one attempt, on the known device when there is one, else on the account: the
 * failure count it would make, or null when that device or account is within its delay.
 */
async function claimAttempt(ctx: AppContext, userId: string, device: { deviceHash: string; userId: string } | null, max: number, now: Date): Promise<number | null> {
  const args = { max, now: now.toISOString(), lockUntilByExcess: THROTTLE_STEPS.map((ms) => addMs(now, ms).toISOString()) };
  return device ? repo.claimDeviceAttempt(ctx.db, device, args) : claimLoginAttempt(ctx, userId, args);
}

/** Tells the owner, once per run of failures (when they first reach the limit), that their account is being guessed at. */
async function notifyThrottled(ctx: AppContext, user: Pick<UserRow, 'name' | 'email'>, max: number) {
  const { platform } = await ctx.settings.get();
  await ctx.mailer.send({
    to: user.email,
    subject: `Tentativas de acesso à sua conta ${platform.platformName}`,
    body: [
      `Olá, ${user.name}.`,
      '',
      `Houve ${max} tentativas de entrar na sua conta com senha ou código incorretos. Para protegê-la, novas tentativas agora esperam alguns minutos (no máximo 1 hora entre tentativas).`,
      '',
      'Se foi você, aguarde e tente novamente. Se não foi, recomendamos trocar sua senha e ativar a verificação em duas etapas.',
      '',
      `Acesse: ${ctx.config.PUBLIC_URL}/`,
    ].join('\n'),
  });
}

/**
 * Opens a session. An account whose e-mail still needs confirming gets a verification
 * link here (at sign-in, and right after sign-up at checkout) unless one is still live.
 */
export async function openSession(ctx: AppContext, userId: string): Promise<string> {
  await ensureEmailVerificationSent(ctx, userId);
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

/** Ends the session; the live streams it holds (other tabs of the same browser) close at once. */
export async function logout(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const ended = await repo.deleteSessionByTokenHash(ctx.db, sha256(token));
  if (ended) closeSessionStreams(ctx, { userId: ended.userId, sessionId: ended.id });
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
function isSessionValid(session: { lastSeenAt: string; expiresAt: string; endedReason: string | null; status: string }, now: Date, idleTimeoutMinutes: number) {
  const idleLimit = addMs(new Date(session.lastSeenAt), idleTimeoutMinutes * MINUTE_MS);
  return session.status !== 'suspenso' && session.endedReason === null && now <= new Date(session.expiresAt) && now <= idleLimit;
}

/**
 * With the twoFactorAuth setting on, a new administrator or teacher account has this many
 * days to enrol 2FA before the platform requires it (time to install an authenticator app).
 */
export const TWO_FACTOR_GRACE_DAYS = 7;

/** What an account must resolve before using the platform (issue 10 item 9), and the Portuguese message. */
export interface AccountBlock {
  code: AccountBlockCode;
  message: string;
}

/**
 * The one rule for "must this account resolve something first": a `pendente` account
 * waits for approval; a password flagged by an admin or older than the passwordExpiry
 * setting (0 = never) must be changed; with requireEmailVerification, an unconfirmed
 * e-mail must be confirmed; with twoFactorAuth, an administrator or teacher without 2FA
 * must enrol it once their account is TWO_FACTOR_GRACE_DAYS old. The demo accounts' credentials are public and fixed (the landing's
 * cards), so their passwords never expire and they are not asked to enrol 2FA (a code
 * on a shared public account would lock the class out; docs/decisions/two-factor-authentication.md).
 */
export function accountBlockOf(
  user: { email: string; role: string; status: string; mustChangePassword: number; passwordChangedAt: string | null; emailVerifiedAt: string | null; totpEnabled: number; createdAt: string },
  security: { passwordExpiry: number; requireEmailVerification: boolean; twoFactorAuth: boolean },
  now: Date,
  /** When the security settings were last saved: staff get the grace period from then at the earliest. */
  securitySavedAt: string | null = null,
): AccountBlock | null {
  if (user.status === 'pendente') {
    return { code: 'account-pending', message: 'Sua conta está em análise. Você poderá usar a plataforma assim que ela for aprovada.' };
  }
  if (user.mustChangePassword === 1) {
    return { code: 'password-change-required', message: 'Defina uma nova senha para continuar.' };
  }
  const isDemo = DEMO_ACCOUNTS.some((a) => a.email === user.email);
  if (security.passwordExpiry > 0 && !isDemo && user.passwordChangedAt
    && now.getTime() - new Date(user.passwordChangedAt).getTime() > security.passwordExpiry * DAY_MS) {
    return { code: 'password-change-required', message: `Sua senha tem mais de ${security.passwordExpiry} dias. Defina uma nova senha para continuar.` };
  }
  if (security.requireEmailVerification && !user.emailVerifiedAt) {
    return { code: 'email-verification-required', message: 'Confirme seu e-mail para continuar: enviamos um link para o seu endereço.' };
  }
  // The grace runs from the later of the account's creation and the last save of the security
  // settings, so turning the requirement on (or a fresh install with older staff accounts)
  // never locks existing staff out at once.
  const graceStart = Math.max(new Date(user.createdAt).getTime(), securitySavedAt ? new Date(securitySavedAt).getTime() : 0);
  const twoFactorDue = graceStart + TWO_FACTOR_GRACE_DAYS * DAY_MS;
  if (security.twoFactorAuth && !isDemo && user.totpEnabled !== 1 && (user.role === 'admin' || user.role === 'professor') && now.getTime() > twoFactorDue) {
    return { code: 'two-factor-required', message: 'Ative a verificação em duas etapas para continuar: ela é obrigatória para administradores e professores.' };
  }
  return null;
}

/**
 * The user of a session cookie and what they must resolve first, or why the cookie no longer
 * opens a session: 'account-suspended' while its user is suspended or a suspension ended it,
 * 'session-ended' otherwise (signed out elsewhere, idle timeout, expiry, unknown token). An
 * expired or idle session is deleted; one a suspension ended is kept until its own expiry, so
 * every request of the page open under it hears the same reason. Runs on every signed-in /api
 * request: one prepared query, plus a write at most once a minute to record activity.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<{ user: AuthUser; block: AccountBlock | null } | { ended: SessionEndCode }> {
  const { db, clock } = ctx;
  const row = await repo.findSessionByTokenHash(db, sha256(token));
  if (!row) return { ended: 'session-ended' };
  const now = clock.now();
  const { platform, security } = await ctx.settings.get();
  if (!isSessionValid(row, now, platform.sessionTimeout)) {
    const suspended = row.status === 'suspenso' || row.endedReason === 'account-suspended';
    if (!suspended || now > new Date(row.expiresAt)) await repo.deleteSession(db, row.sessionId);
    closeSessionStreams(ctx, { userId: row.id, sessionId: row.sessionId });
    return { ended: row.status === 'suspenso' ? 'account-suspended' : 'session-ended' };
  }
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, row.sessionId, now.toISOString());
  }
  const user: AuthUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatarFile: row.avatarFile,
    mustChangePassword: row.mustChangePassword === 1,
    sessionId: row.sessionId,
  };
  return { user, block: accountBlockOf(row, security, now, await ctx.settings.sectionUpdatedAt('security')) };
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
  // Whoever held the old password on another device stops receiving at once, not at the next heartbeat.
  closeSessionStreams(ctx, { userId: user.id, exceptSessionId: session.sessionId });
  return { ok: true as const, otherSessionsEnded };
}

// ---------------------------------------------------------------- e-mail verification

/** Sends a verification link when the setting asks for one, the e-mail is unconfirmed and no link is still live. */
async function ensureEmailVerificationSent(ctx: AppContext, userId: string) {
  const { security } = await ctx.settings.get();
  if (!security.requireEmailVerification) return;
  const user = await requireUser(ctx, userId);
  if (user.emailVerifiedAt) return;
  if (await repo.hasLiveEmailVerificationToken(ctx.db, user.id, user.email, ctx.clock.now().toISOString())) return;
  await sendEmailVerification(ctx, user);
}

/**
 * Stores a single-use link valid for 24 h and returns its URL; only its hash is stored, the
 * link comes from PUBLIC_URL (never from request headers). `next`, a path of this site
 * only, is where the page goes once the link is used (e.g. back to the plan's checkout).
 */
export async function issueEmailVerificationLink(ctx: AppContext, user: Pick<UserRow, 'id' | 'email'>, next?: string): Promise<string> {
  const now = ctx.clock.now();
  const token = randomToken();
  await repo.insertEmailVerificationToken(ctx.db, {
    id: newId(),
    userId: user.id,
    tokenHash: sha256(token),
    email: user.email,
    createdAt: now.toISOString(),
    expiresAt: addMs(now, EMAIL_VERIFICATION_TTL_MS).toISOString(),
  });
  const nextParam = isSameSitePath(next) ? `&next=${encodeURIComponent(next)}` : '';
  return `${ctx.config.PUBLIC_URL}/conta/confirmar-email?token=${token}${nextParam}`;
}

/** How the outbox names a verification link, so that a retry can issue a fresh one (lib/mailer.ts). */
export function emailVerificationLinkOf(user: Pick<UserRow, 'id'>, url: string, next?: string) {
  return { url, kind: 'email-verification' as const, ref: { userId: user.id, ...(isSameSitePath(next) ? { next } : {}) } };
}

/**
 * A fresh link for a failed e-mail that carried one (password reset or e-mail verification)
 * and is sent again: the outbox kept only its mark. Null when the account is gone, no longer
 * has that address, or (verification) has confirmed it meanwhile.
 */
export async function reissueAccountLink(ctx: AppContext, kind: 'password-reset' | 'email-verification', ref: Record<string, string>, to: string): Promise<string | null> {
  const user = ref.userId ? await findUserById(ctx, ref.userId) : undefined;
  if (!user || user.email.toLowerCase() !== to.toLowerCase()) return null;
  if (kind === 'password-reset') return reissuePasswordReset(ctx, user.id);
  if (user.emailVerifiedAt) return null;
  return issueEmailVerificationLink(ctx, user, ref.next);
}

async function sendEmailVerification(ctx: AppContext, user: Pick<UserRow, 'id' | 'name' | 'email'>) {
  const link = await issueEmailVerificationLink(ctx, user);
  const { platform } = await ctx.settings.get();
  await ctx.mailer.send({
    secretLink: emailVerificationLinkOf(user, link),
    to: user.email,
    subject: `Confirme seu e-mail na ${platform.platformName}`,
    body: [
      `Olá, ${user.name}.`,
      '',
      'Para confirmar seu e-mail e começar a estudar, abra o link abaixo (válido por 24 horas, uma única vez):',
      link,
      '',
      `Se você não criou uma conta na ${platform.platformName}, ignore esta mensagem.`,
    ].join('\n'),
  });
}

/** "Reenviar e-mail": a fresh link (older live links keep working until they expire). */
export async function resendEmailVerification(ctx: AppContext, session: AuthUser) {
  const user = await requireUser(ctx, session.id);
  if (user.emailVerifiedAt) throw new AppError('conflict', 'Seu e-mail já está confirmado.');
  await sendEmailVerification(ctx, user);
  return { ok: true as const };
}

/**
 * Consumes a verification link: once, before it expires, and only for the address it was
 * sent to. The first confirmation of a new student account (no 2FA, active) also opens its
 * session: sign-up at checkout opens none, so that its answer is the same whether the
 * address was free or taken (issue 10 item 7); following the link proves the mailbox, as a
 * password-reset link would.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<{ ok: true; sessionToken: string | null }> {
  const now = ctx.clock.now().toISOString();
  const invalid = new AppError('bad-request', 'Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo link.');
  const used = await repo.useEmailVerificationToken(ctx.db, sha256(token), now);
  if (!used) throw invalid;
  const before = await requireUser(ctx, used.userId);
  if (!(await markEmailVerified(ctx, used.userId, used.email, now))) throw invalid;
  const opensSession = before.emailVerifiedAt === null && before.role === 'aluno' && before.totpEnabled !== 1 && before.status === 'ativo';
  if (!opensSession) return { ok: true, sessionToken: null };
  await recordSuccessfulLogin(ctx, before.id, now);
  return { ok: true, sessionToken: await openSession(ctx, before.id) };
}

// ---------------------------------------------------------------- password reset (issue 13, password-reset.service.ts)

export { endAllSessions, issuePasswordReset, PASSWORD_RESET_TTL_MS, resetPasswordWithToken } from './password-reset.service.ts';
import { reissuePasswordReset } from './password-reset.service.ts';
import { eraseSessionData, pruneSessionsBefore, sessionDataOf } from './personal-data.ts';

/** Sessions and device counters of one person, without tokens (LGPD export). */
export async function exportSessionData(ctx: Pick<AppContext, 'db'>, userId: string) {
  return sessionDataOf(ctx.db, userId);
}

/** Erasure: every session, link and device counter of the person (`db`: the erasure's transaction). */
export async function eraseSessions(db: Db, userId: string) {
  await eraseSessionData(db, userId);
}

// The per-address sign-in window shares the database's counters on PostgreSQL (auth.routes.ts).
export { hitSharedCounter } from '#server/modules/cluster/cluster.service';

/** Retention (privacy module): removes the sessions not used since `beforeIso`. */
export async function pruneSessions(ctx: Pick<AppContext, 'db'>, beforeIso: string): Promise<number> {
  return pruneSessionsBefore(ctx.db, beforeIso);
}
