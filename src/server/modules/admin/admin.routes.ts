import { adminEndpoints } from '#contracts/admin';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as admin from './admin.service.ts';

export async function adminRoutes(app: AppInstance) {
  const e = adminEndpoints;
  const actor = (req: { user: NonNullable<import('fastify').FastifyRequest['user']>; ip: string }) => ({ user: req.user, ip: req.ip });
  route(app, e.dashboard, async () => admin.getDashboard(app.ctx));
  route(app, e.listUsers, async (req) => admin.listUsers(app.ctx, req.query));
  route(app, e.createUser, async (req) => admin.createUser(app.ctx, actor(req), req.body));
  route(app, e.updateUser, async (req) => admin.updateUser(app.ctx, actor(req), req.params.id, req.body));
  route(app, e.suspendUser, async (req) => admin.suspendUser(app.ctx, actor(req), req.params.id, req.body));
  route(app, e.reactivateUser, async (req) => admin.reactivateUser(app.ctx, actor(req), req.params.id, req.body.version));
  route(app, e.resetPassword, async (req) => admin.resetPassword(app.ctx, actor(req), req.params.id, req.body.version));
  route(app, e.listEmails, async (req) => admin.listEmails(app.ctx, req.query));
  route(app, e.retryEmail, async (req) => admin.retryEmail(app.ctx, actor(req), req.params.id));
}
