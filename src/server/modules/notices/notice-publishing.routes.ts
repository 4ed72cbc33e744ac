import { adminNoticeEndpoints, teacherNoticeEndpoints } from '#contracts/notice-publishing';
import type { AppInstance } from '#server/context';
import type { AuthUser } from '#server/plugins/auth-user';
import { route } from '#server/plugins/route';
import * as publishing from './notice-publishing.service.ts';

type Caller = { user: AuthUser; ip: string };
const teacher = ({ user }: Caller): publishing.Publisher => ({ id: user.id, name: user.name, role: 'professor' });
const admin = ({ user, ip }: Caller): publishing.Publisher => ({ id: user.id, name: user.name, role: 'admin', ip });

/** Teachers (their courses) and the admin (all students, a plan) publish to the notice board. */
export async function noticePublishingRoutes(app: AppInstance) {
  const ctx = app.ctx;
  for (const [e, as] of [[teacherNoticeEndpoints, teacher], [adminNoticeEndpoints, admin]] as const) {
    route(app, e.list, async (req) => publishing.listPublications(ctx, as(req)));
    route(app, e.createEvent, async (req) => publishing.createEvent(ctx, as(req), req.body));
    route(app, e.updateEvent, async (req) => publishing.updateEvent(ctx, as(req), req.params.id, req.body));
    route(app, e.deleteEvent, async (req) => publishing.deleteEvent(ctx, as(req), req.params.id));
    route(app, e.eventRegistrations, async (req) => publishing.listEventRegistrations(ctx, as(req), req.params.id));
    route(app, e.createAnnouncement, async (req) => publishing.createAnnouncement(ctx, as(req), req.body));
    route(app, e.updateAnnouncement, async (req) => publishing.updateAnnouncement(ctx, as(req), req.params.id, req.body));
    route(app, e.deleteAnnouncement, async (req) => publishing.deleteAnnouncement(ctx, as(req), req.params.id));
  }
  const t = teacherNoticeEndpoints;
  route(app, t.createTask, async (req) => publishing.createTask(ctx, teacher(req), req.body));
  route(app, t.updateTask, async (req) => publishing.updateTask(ctx, teacher(req), req.params.id, req.body));
  route(app, t.deleteTask, async (req) => publishing.deleteTask(ctx, teacher(req), req.params.id));
}
