import type { AdminDashboard, OutboxEmail, OutboxPage, OutboxQuery } from '#contracts/admin';
import { ADMIN_EMAILS_PAGE_SIZE } from '#contracts/admin';
import type { AppContext } from '#server/context';
import { AppError } from '#server/lib/app-error';
import type { AuthUser } from '#server/plugins/auth-user';
import { latestAudit, recordAudit } from '#server/modules/audit/audit.service';
import { readBillingKpis } from '#server/modules/billing/billing.service';
import { countPendingCourses } from '#server/modules/courses/courses.service';
import { countStudentsAwaitingModeration, countUsersByRoleAndStatus, listUsersForAdmin } from '#server/modules/users/users.service';

// The administrator area's door (issue 13): the dashboard and the e-mail outbox here, user
// administration in user-admin.ts. No table of its own: it reads and writes through the
// owners' services (users, auth, billing, courses, audit) and the mailer.

export { createUser, reactivateUser, resetPassword, suspendUser, updateUser } from './user-admin.ts';

export const listUsers = listUsersForAdmin;

export const DASHBOARD_AUDIT_ENTRIES = 8;

export async function getDashboard(ctx: AppContext): Promise<AdminDashboard> {
  const [users, billing, pendingCourses, failedEmails, audit, pendingStudents] = await Promise.all([
    countUsersByRoleAndStatus(ctx),
    readBillingKpis(ctx),
    countPendingCourses(ctx),
    ctx.mailer.countWithStatus('falhou'),
    latestAudit(ctx, DASHBOARD_AUDIT_ENTRIES),
    // Documents or accounts waiting in /admin/moderacao's students tab (moderation).
    countStudentsAwaitingModeration(ctx),
  ]);
  return {
    users: { total: users.total, byRole: users.byRole, byStatus: users.byStatus },
    activeSubscriptions: billing.activeSubscriptions,
    mrrCents: billing.mrrCents,
    revenueThisMonthCents: billing.revenueThisMonthCents,
    moderation: { pendingCourses, pendingStudents },
    failedEmails,
    latestAudit: audit,
  };
}

export async function listEmails(ctx: AppContext, query: OutboxQuery & { page: number }): Promise<OutboxPage> {
  const [{ rows, total }, counts] = await Promise.all([
    ctx.mailer.list({ status: query.status, to: query.to || undefined }, ADMIN_EMAILS_PAGE_SIZE, (query.page - 1) * ADMIN_EMAILS_PAGE_SIZE),
    ctx.mailer.countByStatus(),
  ]);
  return { emails: rows, page: query.page, pageSize: ADMIN_EMAILS_PAGE_SIZE, total, counts };
}

export async function retryEmail(ctx: AppContext, actor: { user: AuthUser; ip: string | null }, id: string): Promise<OutboxEmail> {
  // The audit row is written with the claim (status 'falhou' → pending), in its transaction;
  // how the new attempt went is the outbox row's own status, shown beside it.
  const result = await ctx.mailer.retry(id, (trx, claimed) =>
    recordAudit(ctx, trx, {
      actorId: actor.user.id, action: 'email.retry', targetType: 'email', targetId: id, ip: actor.ip,
      details: { destinatario: claimed.toAddress, assunto: claimed.subject, erroAnterior: claimed.error },
    }),
  );
  if (result === null) throw new AppError('not-found', 'E-mail não encontrado.');
  if (result === 'not-failed') throw new AppError('conflict', 'Só um e-mail que falhou pode ser reenviado.');
  return result;
}
