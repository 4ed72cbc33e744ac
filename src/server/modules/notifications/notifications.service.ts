import { EventEmitter } from 'node:events';
import type { Notification, NotificationList, NotificationType } from '#contracts/notifications';
import type { AppContext } from '#server/app';
import type { Db } from '#server/db/database';
import type { NotificationsTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import * as repo from './notifications.repository.ts';

/** In-process bus: every created notification is announced so open pages can be pushed to. */
export class NotificationBus extends EventEmitter<{ created: [Notification & { userId: string }] }> {
  constructor() {
    super();
    this.setMaxListeners(0);
  }
}

export function toNotification(row: NotificationsTable): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    description: row.description,
    link: row.link,
    unread: row.readAt === null,
    createdAt: row.createdAt,
  };
}

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  description: string;
  link?: string | null;
}

/**
 * Stores a notification and announces it. Pass `db` as a transaction to make it part of
 * a larger write; the announcement then happens only after the caller commits (`announce`).
 */
export async function createNotification(ctx: Pick<AppContext, 'db' | 'clock' | 'notificationBus'>, input: NewNotification, db: Db = ctx.db) {
  const row: NotificationsTable = {
    id: newId(),
    userId: input.userId,
    type: input.type,
    title: input.title,
    description: input.description,
    link: input.link ?? null,
    readAt: null,
    createdAt: ctx.clock.now().toISOString(),
  };
  await repo.insertNotification(db, row);
  const announce = () => ctx.notificationBus.emit('created', { ...toNotification(row), userId: row.userId });
  if (db === ctx.db) announce();
  return { notification: toNotification(row), announce };
}

export async function listNotifications(ctx: AppContext, userId: string, page: number, pageSize: number): Promise<NotificationList> {
  const [rows, counts] = await Promise.all([
    repo.listNotificationsOfUser(ctx.db, userId, pageSize, (page - 1) * pageSize),
    repo.countNotificationsOfUser(ctx.db, userId),
  ]);
  return { items: rows.map(toNotification), unreadCount: counts.unread, total: counts.total, page, pageSize };
}

export async function markAllNotificationsRead(ctx: AppContext, userId: string) {
  await repo.markAllRead(ctx.db, userId, ctx.clock.now().toISOString());
}

export async function markNotificationRead(ctx: AppContext, userId: string, id: string) {
  const found = await repo.markOneRead(ctx.db, userId, id, ctx.clock.now().toISOString());
  if (!found) throw new AppError('not-found', 'Notificação não encontrada.');
}
