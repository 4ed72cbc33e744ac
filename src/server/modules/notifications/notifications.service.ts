import type { Notification, NotificationList, NotificationType } from '#contracts/notifications';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '#contracts/users';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import type { NotificationsTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import { hasConsent } from '#server/modules/consents/consents.service';
import { findNotificationRecipient } from '#server/modules/users/users.service';
import type { EndedSessions } from './notification-bus.ts';
import * as repo from './notifications.repository.ts';
import { eraseNotifications, notificationRowsOf, pruneNotificationsBefore } from './personal-data.ts';

function toNotification(row: NotificationsTable): Notification {
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
  /**
   * Marketing (offers, discounts): delivered only to users who opted into promotions, and
   * e-mailed only to those whose consent to marketing e-mails is in force.
   */
  promotional?: boolean;
  /** The caller sends its own, richer e-mail for this event (a receipt): no mirror copy. */
  hasOwnEmail?: boolean;
}

/**
 * Whether the user's preferences let this notification through (docs/decisions/notification-delivery-and-preferences.md):
 * 'certificate' needs `certificates`, 'course' (new courses in the catalogue) needs
 * `newCourses`, promotional ones need `promotions`; reminders, messages, moderation,
 * billing and system notices always go through.
 */
function isWanted(input: Pick<NewNotification, 'type' | 'promotional'>, prefs: NotificationPreferences): boolean {
  if (input.promotional) return prefs.promotions;
  if (input.type === 'certificate') return prefs.certificates;
  if (input.type === 'course') return prefs.newCourses;
  return true;
}

type NotifyContext = Pick<AppContext, 'db' | 'clock' | 'notificationBus' | 'cluster'> & Partial<Pick<AppContext, 'mailer'>>;

/**
 * Stores a notification and announces it, obeying the user's preferences: an unwanted one
 * is neither stored nor announced (`suppressed: true`); with `email` on it is also mailed.
 * Pass `db` as a transaction to make it part of a larger write; the announcement and the
 * e-mail then happen only after the caller commits (`announce`).
 */
export async function createNotification(ctx: NotifyContext, input: NewNotification, db: Db = ctx.db) {
  const recipient = await findNotificationRecipient(ctx, input.userId, db);
  const prefs = recipient?.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES;
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
  if (!recipient || !isWanted(input, prefs)) {
    return { notification: toNotification(row), suppressed: true, announce: async () => {} };
  }
  await repo.insertNotification(db, row);
  const announce = async () => {
    ctx.notificationBus.announce({ ...toNotification(row), userId: row.userId, push: prefs.push });
    // The other instances read the row themselves (ids only on the wire).
    ctx.cluster.publish('notification-created', { id: row.id, userId: row.userId });
    // Marketing e-mails only with the person's consent in force (LGPD art. 7º, I; consents module).
    const mailAllowed = !input.promotional || (await hasConsent(ctx, row.userId, 'marketing-emails'));
    if (prefs.email && ctx.mailer && !input.hasOwnEmail && mailAllowed) {
      await ctx.mailer.send({ to: recipient.email, subject: row.title, body: notificationMail(recipient.name, row) });
    }
  };
  if (db === ctx.db) await announce();
  return { notification: toNotification(row), suppressed: false, announce };
}

function notificationMail(name: string, row: NotificationsTable): string {
  const lines = [`Olá, ${name}!`, '', row.description];
  if (row.link) lines.push('', `Acesse: ${row.link}`);
  lines.push('', 'Você recebe este e-mail porque ativou as notificações por e-mail. Para deixar de recebê-las, desative-as em Meu Perfil > Notificações.');
  return lines.join('\n');
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

// ---------------------------------------------------------------- live streams

/**
 * Closes at once the live streams of sessions that ended: one session (`sessionId`), or
 * every session of the user but `exceptSessionId`. Call it after the change commits: a
 * stream closed earlier would reconnect to a session that still exists. The streams'
 * 25-second re-check stays as the net for sessions that end by themselves (idle, expiry).
 */
export function closeSessionStreams(ctx: Pick<AppContext, 'notificationBus' | 'cluster'>, ended: { userId: string; sessionId?: string; exceptSessionId?: string }) {
  const event: EndedSessions = { userId: ended.userId, sessionId: ended.sessionId ?? null, exceptSessionId: ended.exceptSessionId ?? null };
  ctx.notificationBus.emit('sessions-ended', event);
  ctx.cluster.publish('sessions-ended', event);
}

/** Maintenance mode was turned on: every open stream but administrators' closes (new ones are refused by the route guard). */
export function closeStreamsForMaintenance(ctx: Pick<AppContext, 'notificationBus' | 'cluster'>) {
  ctx.notificationBus.emit('maintenance-started');
  ctx.cluster.publish('maintenance-started', {});
}

// ---------------------------------------------------------------- other instances

/** How far before the newest notification seen (or the loss) a catch-up reads: commits land after their createdAt. */
const CATCH_UP_MARGIN_MS = 5_000;
/** A catch-up never reads further back than this before the loss. */
const CATCH_UP_MAX_MS = 5 * 60_000;

/** Announces a stored notification here, read from the table (the message carried its id only). */
async function announceStored(ctx: NotifyContext, row: NotificationsTable, pushOf: (userId: string) => Promise<boolean>) {
  ctx.notificationBus.announce({ ...toNotification(row), userId: row.userId, push: await pushOf(row.userId) });
}

const pushPreference = (ctx: NotifyContext) => async (userId: string) =>
  ((await findNotificationRecipient(ctx, userId))?.preferences ?? DEFAULT_NOTIFICATION_PREFERENCES).push;

/**
 * What other instances announce reaches this instance's open streams
 * (docs/decisions/instances-talk-through-listen-notify.md): notifications (read from the
 * table by id), ended sessions and maintenance. After a lost LISTEN connection, the
 * notifications of the users with open streams here created since shortly before the last
 * one seen are read again (an id already pushed is not pushed twice), and every stream
 * checks its session again (a sign-out missed meanwhile).
 */
export function followOtherInstances(ctx: NotifyContext, usersWithStreams: () => string[], log: { warn(details: object, message: string): void }) {
  const bus = ctx.notificationBus;
  const fail = (error: unknown) => log.warn({ err: error }, 'notificação de outra instância não entregue');
  ctx.cluster.on('notification-created', ({ id, userId }) => {
    if (!usersWithStreams().includes(userId)) return; // nobody here to push to
    void repo.findNotification(ctx.db, id).then((row) => (row ? announceStored(ctx, row, pushPreference(ctx)) : undefined)).catch(fail);
  });
  ctx.cluster.on('sessions-ended', (ended) => bus.emit('sessions-ended', ended));
  ctx.cluster.on('maintenance-started', () => bus.emit('maintenance-started'));
  ctx.cluster.onReconnect((lostAt) => {
    bus.emit('streams-recheck');
    void catchUp(ctx, usersWithStreams(), lostAt).catch(fail);
  });
}

export async function catchUp(ctx: NotifyContext, userIds: string[], lostAt: Date): Promise<number> {
  const seen = ctx.notificationBus.lastCreatedAt ? Math.min(Date.parse(ctx.notificationBus.lastCreatedAt), lostAt.getTime()) : lostAt.getTime();
  const since = new Date(Math.max(seen - CATCH_UP_MARGIN_MS, lostAt.getTime() - CATCH_UP_MAX_MS)).toISOString();
  const rows = await repo.listNotificationsSince(ctx.db, userIds, since, 1000);
  const prefs = new Map<string, Promise<boolean>>();
  const pushOf = (userId: string) => {
    if (!prefs.has(userId)) prefs.set(userId, pushPreference(ctx)(userId));
    return prefs.get(userId)!;
  };
  for (const row of rows) await announceStored(ctx, row, pushOf);
  return rows.length;
}

/** Notifications of one person (LGPD export). */
export async function exportNotifications(ctx: Pick<AppContext, 'db'>, userId: string) {
  return notificationRowsOf(ctx.db, userId);
}

/** Erasure: every notification of the person (`db`: the erasure's transaction). */
export async function eraseNotificationsOf(db: Db, userId: string) {
  await eraseNotifications(db, userId);
}

/** Retention (privacy module): removes the notifications created before `beforeIso`. */
export async function pruneNotifications(ctx: Pick<AppContext, 'db'>, beforeIso: string): Promise<number> {
  return pruneNotificationsBefore(ctx.db, beforeIso);
}
