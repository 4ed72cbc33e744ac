import { notificationEndpoints } from '#contracts/notifications';
import type { AppInstance } from '#server/app';
import { route } from '#server/plugins/route';
import * as notifications from './notifications.service.ts';

export async function notificationRoutes(app: AppInstance) {
  route(app, notificationEndpoints.list, async (req) =>
    notifications.listNotifications(app.ctx, req.user.id, req.query.page, req.query.pageSize),
  );
  route(app, notificationEndpoints.readAll, async (req) => {
    await notifications.markAllNotificationsRead(app.ctx, req.user.id);
    return { ok: true as const };
  });
  route(app, notificationEndpoints.readOne, async (req) => {
    await notifications.markNotificationRead(app.ctx, req.user.id, req.params.id);
    return { ok: true as const };
  });
}
