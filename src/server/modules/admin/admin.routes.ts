import { adminEndpoints } from '#contracts/admin';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as admin from './admin.service.ts';

export async function adminRoutes(app: AppInstance) {
  const e = adminEndpoints;
  const actor = (req: { user: NonNullable<import('fastify').FastifyRequest['user']>; ip: string }) => ({ user: req.user, ip: req.ip });
  route(app, e.dashboard, async () => admin.getDashboard(app.ctx));
  route(app, e.listUsers, async (req) => admin.listUsers(app.ctx, req.query));
  // Each of these sends an e-mail, that is, opens a connection to the SMTP server of the
  // settings: limited per admin, so that no admin can make the platform knock on a host
  // over and over (the test e-mail has its own limit in settings.routes.ts). Counted once
  // the input is valid (preHandler): a refused form opens no connection.
  const connects = (max: number, what: string) => ({
    rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler' as const, keyGenerator: (req: { user?: { id: string } | null; ip: string }) => `${what}:${req.user?.id ?? req.ip}` },
  });
  route(app, e.createUser, async (req) => admin.createUser(app.ctx, actor(req), req.body), connects(20, 'create-user'));
  route(app, e.updateUser, async (req) => admin.updateUser(app.ctx, actor(req), req.params.id, req.body));
  route(app, e.suspendUser, async (req) => admin.suspendUser(app.ctx, actor(req), req.params.id, req.body), connects(20, 'suspend-user'));
  route(app, e.reactivateUser, async (req) => admin.reactivateUser(app.ctx, actor(req), req.params.id, req.body.version), connects(20, 'reactivate-user'));
  route(app, e.resetPassword, async (req) => admin.resetPassword(app.ctx, actor(req), req.params.id, req.body.version), connects(20, 'reset-password'));
  route(app, e.listEmails, async (req) => admin.listEmails(app.ctx, req.query));
  route(app, e.retryEmail, async (req) => admin.retryEmail(app.ctx, actor(req), req.params.id), connects(10, 'retry-email'));
}
