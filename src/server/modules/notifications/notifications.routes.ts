import { PassThrough } from 'node:stream';
import { notificationEndpoints, type NotificationStreamEvent } from '#contracts/notifications';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { MAINTENANCE_MESSAGE, route } from '#server/plugins/route';
import * as notifications from './notifications.service.ts';
import type { CreatedNotification, EndedSessions } from './notification-bus.ts';

/** Keeps proxies from closing an idle stream, and re-checks the session that opened it. */
const HEARTBEAT_MS = 25_000;

/**
 * Open live streams allowed per session and per user (issue 10 item 12): each holds a socket
 * and a bus listener. A new stream over the cap is refused (429), not swapped for the oldest:
 * the browser reconnects a closed EventSource, so closing the oldest would make tabs evict
 * one another for ever, while a refused one stops and the page keeps its polling.
 */
export const STREAM_LIMITS = { perSession: 3, perUser: 10 } as const;

function countUp(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}

/**
 * `isSessionAlive` is auth's (which owns sessions), passed in by app.ts: auth announces
 * ended sessions to this module, so this module does not import auth back.
 */
export async function notificationRoutes(app: AppInstance, options: { isSessionAlive(sessionId: string): Promise<boolean> }) {
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

  // Server-sent events: each notification created for the user is pushed to every open page.
  const openStreams = new Set<PassThrough>();
  const streamsBySession = new Map<string, number>();
  const streamsByUser = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });
  // Other instances' notifications, ended sessions and maintenance reach the streams held here.
  notifications.followOtherInstances(app.ctx, () => [...streamsByUser.keys()], app.log);

  route(app, notificationEndpoints.stream, async (req, reply) => {
    const { id: userId, sessionId, role } = req.user;
    if ((streamsBySession.get(sessionId) ?? 0) >= STREAM_LIMITS.perSession || (streamsByUser.get(userId) ?? 0) >= STREAM_LIMITS.perUser) {
      throw new AppError('too-many-requests', 'Há muitas abas recebendo notificações ao vivo. Feche algumas abas da plataforma e recarregue a página.');
    }
    const stream = new PassThrough();
    openStreams.add(stream);
    countUp(streamsBySession, sessionId, 1);
    countUp(streamsByUser, userId, 1);
    const send = (event: string, data: unknown) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const onCreated = ({ userId: owner, push, ...notification }: CreatedNotification) => {
      if (owner === userId) send('notification', { notification, push } satisfies NotificationStreamEvent);
    };
    // An ended session (sign-out, password change elsewhere, suspension, reset) or the start
    // of maintenance (for everyone but administrators) closes the stream at once.
    const onSessionsEnded = (ended: EndedSessions) => {
      if (ended.userId !== userId || ended.exceptSessionId === sessionId) return;
      if (ended.sessionId === null || ended.sessionId === sessionId) stream.end();
    };
    const onMaintenance = () => {
      if (role !== 'admin') stream.end();
    };
    // Messages from other instances may have been missed (lost LISTEN connection): look again.
    const onRecheck = () => {
      void Promise.all([options.isSessionAlive(sessionId), app.ctx.settings.get()])
        .then(([alive, settings]) => {
          if (!alive || (role !== 'admin' && settings.platform.maintenanceMode)) stream.end();
        })
        .catch(() => stream.end());
    };
    const bus = app.ctx.notificationBus;
    bus.on('created', onCreated);
    bus.on('sessions-ended', onSessionsEnded);
    bus.on('maintenance-started', onMaintenance);
    bus.on('streams-recheck', onRecheck);
    const heartbeat = setInterval(() => {
      // A session that ended (sign-out, password change, suspension, idle timeout) stops
      // receiving; an open tab alone does not keep a session alive.
      options.isSessionAlive(sessionId)
        .then((alive) => (alive ? stream.write(': ping\n\n') : stream.end()))
        .catch(() => stream.end());
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let cleaned = false;
    const cleanup = () => {
      if (cleaned) return; // both 'close' events call it
      cleaned = true;
      countUp(streamsBySession, sessionId, -1);
      countUp(streamsByUser, userId, -1);
      clearInterval(heartbeat);
      bus.off('created', onCreated);
      bus.off('sessions-ended', onSessionsEnded);
      bus.off('maintenance-started', onMaintenance);
      bus.off('streams-recheck', onRecheck);
      openStreams.delete(stream);
      stream.end();
    };
    req.raw.on('close', cleanup);
    stream.on('close', cleanup);
    // The guard read the settings before the listeners existed: a maintenance turned on in
    // between announced itself to nobody, so look again now that this stream would hear it.
    if (role !== 'admin' && (await app.ctx.settings.get()).platform.maintenanceMode) {
      cleanup();
      throw new AppError('maintenance', MAINTENANCE_MESSAGE, { code: 'maintenance' });
    }
    stream.write('retry: 5000\n\n');
    send('ready', { ok: true });
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store, no-transform')
      .header('x-accel-buffering', 'no')
      .send(stream);
  });
}
