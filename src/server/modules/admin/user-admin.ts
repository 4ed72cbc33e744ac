import type { AdminUser, CreateUserInput, SuspendUserInput, UpdateUserInput } from '#contracts/admin';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { randomToken } from '#server/lib/ids';
import { hashPassword } from '#server/lib/passwords';
import type { AuthUser } from '#server/plugins/auth-user';
import { recordAudit } from '#server/modules/audit/audit.service';
import { endAllSessions, issuePasswordReset, PASSWORD_RESET_TTL_MS } from '#server/modules/auth/auth.service';
import { closeSessionStreams } from '#server/modules/notifications/notifications.service';
import { changeUserAtVersion, getAdminUser, insertUserByAdmin, lockActiveAdmins } from '#server/modules/users/users.service';
import { accountCreatedMail, accountReactivatedMail, accountSuspendedMail, passwordResetMail } from './admin-emails.ts';

// User administration (issue 13 item 2): each change, its sessions and its audit row in one
// transaction; e-mails after it commits (the outbox write uses its own connection).

interface Actor {
  user: AuthUser;
  ip: string | null;
}

const LAST_ADMIN = 'Não é possível remover o último administrador ativo da plataforma.';

/** Refuses a change that would leave no active administrator (admins locked to the end of `db`'s transaction). */
async function keepOneActiveAdmin(db: Db, target: AdminUser) {
  if (target.role !== 'admin' || target.status !== 'ativo') return;
  const others = (await lockActiveAdmins(db)).filter((id) => id !== target.id);
  if (others.length === 0) throw new AppError('conflict', LAST_ADMIN);
}

async function inTransaction<T>(ctx: AppContext, work: (trx: Db) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(work);
}

async function platformName(ctx: AppContext) {
  return (await ctx.settings.get()).platform.platformName;
}

export async function createUser(ctx: AppContext, actor: Actor, input: CreateUserInput): Promise<AdminUser> {
  const user = await inTransaction(ctx, async (trx) => {
    const id = await insertUserByAdmin(ctx, trx, input);
    await recordAudit(ctx, trx, {
      actorId: actor.user.id, action: 'user.create', targetType: 'user', targetId: id, ip: actor.ip,
      details: { nome: input.name, email: input.email, perfil: input.role },
    });
    return getAdminUser(ctx, id, trx);
  });
  await ctx.mailer.send({ to: user.email, ...accountCreatedMail(await platformName(ctx), user.name, ctx.config.PUBLIC_URL) });
  return user;
}

export async function updateUser(ctx: AppContext, actor: Actor, id: string, input: UpdateUserInput): Promise<AdminUser> {
  return inTransaction(ctx, async (trx) => {
    const before = await getAdminUser(ctx, id, trx);
    const roleChanges = before.role !== input.role;
    if (roleChanges && id === actor.user.id) throw new AppError('bad-request', 'Você não pode alterar o seu próprio perfil de acesso.');
    if (roleChanges) await keepOneActiveAdmin(trx, before);
    await changeUserAtVersion(ctx, trx, id, input.version, { name: input.name, role: input.role });
    await recordAudit(ctx, trx, {
      actorId: actor.user.id, action: roleChanges ? 'user.role_change' : 'user.update', targetType: 'user', targetId: id, ip: actor.ip,
      details: { antes: { nome: before.name, perfil: before.role }, depois: { nome: input.name, perfil: input.role } },
    });
    return getAdminUser(ctx, id, trx);
  });
}

export async function suspendUser(ctx: AppContext, actor: Actor, id: string, input: SuspendUserInput): Promise<AdminUser> {
  if (id === actor.user.id) throw new AppError('bad-request', 'Você não pode suspender a sua própria conta.');
  const reason = input.reason?.trim() || null;
  const user = await inTransaction(ctx, async (trx) => {
    const before = await getAdminUser(ctx, id, trx);
    if (before.status === 'suspenso') throw new AppError('conflict', 'Este usuário já está suspenso.');
    await keepOneActiveAdmin(trx, before);
    await changeUserAtVersion(ctx, trx, id, input.version, { status: 'suspenso', suspendedReason: reason, suspendedAt: ctx.clock.now().toISOString() });
    // Sessions end now: the next request of that browser is refused (401).
    const sessionsEnded = await endAllSessions(trx, id);
    await recordAudit(ctx, trx, {
      actorId: actor.user.id, action: 'user.suspend', targetType: 'user', targetId: id, ip: actor.ip,
      details: { statusAnterior: before.status, motivo: reason, sessoesEncerradas: sessionsEnded },
    });
    return getAdminUser(ctx, id, trx);
  });
  // Committed: their open live streams close now (not at the next 25-second re-check).
  closeSessionStreams(ctx, { userId: id });
  await ctx.mailer.send({ to: user.email, ...accountSuspendedMail(await platformName(ctx), user.name, reason) });
  return user;
}

export async function reactivateUser(ctx: AppContext, actor: Actor, id: string, version: number): Promise<AdminUser> {
  const { user, wasSuspended } = await inTransaction(ctx, async (trx) => {
    const before = await getAdminUser(ctx, id, trx);
    if (before.status === 'ativo') throw new AppError('conflict', 'Este usuário já está ativo.');
    await changeUserAtVersion(ctx, trx, id, version, { status: 'ativo', suspendedReason: null, suspendedAt: null });
    await recordAudit(ctx, trx, {
      actorId: actor.user.id, action: 'user.reactivate', targetType: 'user', targetId: id, ip: actor.ip, details: { statusAnterior: before.status },
    });
    return { user: await getAdminUser(ctx, id, trx), wasSuspended: before.status === 'suspenso' };
  });
  if (wasSuspended) await ctx.mailer.send({ to: user.email, ...accountReactivatedMail(await platformName(ctx), user.name, ctx.config.PUBLIC_URL) });
  return user;
}

/**
 * Sends a single-use link (24 h) to set a new password. The current password stops
 * working and every session ends, so a reset also shuts out whoever had the old one.
 */
export async function resetPassword(ctx: AppContext, actor: Actor, id: string, version: number): Promise<AdminUser> {
  // As with suspension: the reset makes the current password unusable and ends every session,
  // so a sole admin resetting themselves would be locked out with the link as the only way back.
  if (id === actor.user.id) throw new AppError('bad-request', 'Você não pode redefinir a sua própria senha por aqui. Use "Alterar senha" no seu perfil.');
  const unusable = await hashPassword(randomToken());
  const { user, link } = await inTransaction(ctx, async (trx) => {
    await getAdminUser(ctx, id, trx);
    await changeUserAtVersion(ctx, trx, id, version, { passwordHash: unusable });
    const reset = await issuePasswordReset(ctx, trx, id, actor.user.id);
    await recordAudit(ctx, trx, {
      actorId: actor.user.id, action: 'user.password_reset', targetType: 'user', targetId: id, ip: actor.ip,
      details: { sessoesEncerradas: reset.sessionsEnded, linkExpiraEm: reset.expiresAt.toISOString() },
    });
    return { user: await getAdminUser(ctx, id, trx), link: reset.link };
  });
  closeSessionStreams(ctx, { userId: id });
  await ctx.mailer.send({
    to: user.email,
    ...passwordResetMail(await platformName(ctx), user.name, link, PASSWORD_RESET_TTL_MS),
    // The outbox, which every admin reads, keeps a mark in place of the link.
    secretLink: { url: link, kind: 'password-reset', ref: { userId: user.id } },
  });
  return user;
}
