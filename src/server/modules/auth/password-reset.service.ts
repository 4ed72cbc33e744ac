import { passwordPolicyIssues } from '#contracts/users';
import type { PasswordResetInput } from '#contracts/auth';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { addMs, DAY_MS } from '#server/lib/clock';
import { newId, randomToken, sha256 } from '#server/lib/ids';
import { hashPassword } from '#server/lib/passwords';
import { recordAudit } from '#server/modules/audit/audit.service';
import { closeSessionStreams } from '#server/modules/notifications/notifications.service';
import { requireUser, storeNewPassword } from '#server/modules/users/users.service';
import * as repo from './auth.repository.ts';

// Password reset by an administrator (issue 13 item 2): the user gets a single-use link
// that expires in 24 h (never a password by e-mail); following it sets a new password
// under the policy and ends every session. Re-exported by auth.service.ts.

export const PASSWORD_RESET_TTL_MS = DAY_MS;
export const PASSWORD_RESET_PAGE = '/conta/redefinir-senha';

/**
 * Issues a link (older unused ones stop working) and ends the user's sessions; `db` is the
 * caller's transaction, so the caller closes the live streams once it commits (`closeSessionStreams`).
 */
export async function issuePasswordReset(ctx: Pick<AppContext, 'clock' | 'config'>, db: Db, userId: string, createdBy: string | null) {
  const { link, expiresAt } = await newPasswordResetLink(ctx, db, userId, createdBy);
  const sessionsEnded = await repo.deleteUserSessions(db, userId);
  return { link, expiresAt, sessionsEnded };
}

async function newPasswordResetLink(ctx: Pick<AppContext, 'clock' | 'config'>, db: Db, userId: string, createdBy: string | null) {
  const now = ctx.clock.now();
  const token = randomToken();
  await repo.retirePasswordResets(db, userId, now.toISOString());
  await repo.insertPasswordReset(db, {
    id: newId(), userId, tokenHash: sha256(token), createdBy, createdAt: now.toISOString(), expiresAt: addMs(now, PASSWORD_RESET_TTL_MS).toISOString(),
  });
  // Built from PUBLIC_URL, never from the request (DESIGN.md).
  return { link: `${ctx.config.PUBLIC_URL}${PASSWORD_RESET_PAGE}?token=${token}`, expiresAt: addMs(now, PASSWORD_RESET_TTL_MS) };
}

/**
 * A fresh link for a reset e-mail that failed and is sent again (the outbox never kept the
 * first one): older links stop working; the sessions were already ended by the reset.
 */
export async function reissuePasswordReset(ctx: AppContext, userId: string): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => (await newPasswordResetLink(ctx, trx, userId, null)).link);
}

/**
 * Ends every session of a user at once (suspension); `db` may be the caller's transaction,
 * so the caller closes the live streams once it commits (`closeSessionStreams`).
 */
export async function endAllSessions(db: Db, userId: string) {
  return repo.markUserSessionsSuspended(db, userId);
}

export async function resetPasswordWithToken(ctx: AppContext, input: PasswordResetInput, ip: string | null) {
  const invalid = new AppError('bad-request', 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo link à administração da plataforma.');
  const { security } = await ctx.settings.get();
  const [issue] = passwordPolicyIssues(input.newPassword, security.passwordMinLength);
  if (issue) throw new AppError('bad-request', issue);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now().toISOString();
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const reset = await repo.usePasswordReset(trx, sha256(input.token), now);
    if (!reset) throw invalid;
    await requireUser({ ...ctx, db: trx }, reset.userId);
    await storeNewPassword(ctx, reset.userId, passwordHash, now, trx);
    await repo.deleteUserSessions(trx, reset.userId);
    await recordAudit(ctx, trx, { actorId: reset.userId, action: 'password.reset', targetType: 'user', targetId: reset.userId, ip });
    return reset.userId;
  });
  closeSessionStreams(ctx, { userId });
  return { ok: true as const };
}
