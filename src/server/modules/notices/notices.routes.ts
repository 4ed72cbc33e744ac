import { noticeEndpoints } from '#contracts/notices';
import type { AppInstance } from '#server/context';
import { route } from '#server/plugins/route';
import * as notices from './notices.service.ts';
import { scheduleReminders } from './reminder-scheduler.ts';

export async function noticeRoutes(app: AppInstance) {
  route(app, noticeEndpoints.events, async (req) => notices.listEvents(app.ctx, req.user.id));
  route(app, noticeEndpoints.register, async (req) => notices.register(app.ctx, req.user.id, req.params.id));
  route(app, noticeEndpoints.unregister, async (req) => notices.unregister(app.ctx, req.user.id, req.params.id));
  route(app, noticeEndpoints.setReminder, async (req) => notices.setReminder(app.ctx, req.user.id, req.params.id));
  route(app, noticeEndpoints.clearReminder, async (req) => notices.clearReminder(app.ctx, req.user.id, req.params.id));
  route(app, noticeEndpoints.tasks, async (req) => notices.listTasks(app.ctx, req.user.id, req.query.after));
  route(app, noticeEndpoints.updateTask, async (req) => notices.updateTask(app.ctx, req.user.id, req.params.id, req.body.done));
  route(app, noticeEndpoints.announcements, async (req) => notices.listAnnouncements(app.ctx, req.user.id, req.query.after));
  route(app, noticeEndpoints.messages, async (req) => notices.listMessages(app.ctx, req.user.id));
  route(app, noticeEndpoints.sendMessage, async (req) => notices.sendMessage(app.ctx, req.user, req.body, req.ip));

  // Event reminders: checked at start (catching up after downtime) and then periodically.
  scheduleReminders(app);
}
