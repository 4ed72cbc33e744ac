import { EventEmitter } from 'node:events';
import type { Notification } from '#contracts/notifications';

/** What the bus carries: the notification, its owner, and whether they want it popped up (push). */
export type CreatedNotification = Notification & { userId: string; push: boolean };

/**
 * Sessions that just ended (sign-out, password change, suspension, reset): the open live
 * streams they hold close at once. `sessionId` null means every session of the user, but
 * `exceptSessionId` (the one that changed its password keeps its stream). Plain JSON, so
 * the same event can later travel between instances (PostgreSQL LISTEN/NOTIFY).
 */
export interface EndedSessions {
  userId: string;
  sessionId: string | null;
  exceptSessionId: string | null;
}

/**
 * In-process bus: every created notification is announced so open pages can be pushed to;
 * ended sessions and the start of maintenance are announced so their streams close.
 */
export class NotificationBus extends EventEmitter<{
  created: [CreatedNotification];
  'sessions-ended': [EndedSessions];
  /** maintenanceMode was turned on: every stream but administrators' closes. */
  'maintenance-started': [];
  /** Messages from other instances may have been missed: every stream checks its session and maintenance again. */
  'streams-recheck': [];
}> {
  /** Ids announced lately (oldest first), so a notification heard twice is pushed once. */
  private readonly recent = new Set<string>();
  /** When the newest announced notification was created (ISO): where a catch-up starts. */
  lastCreatedAt: string | null = null;

  constructor() {
    super();
    this.setMaxListeners(0);
  }

  /** Announces a notification unless it already was; false when it was. */
  announce(notification: CreatedNotification): boolean {
    if (this.recent.has(notification.id)) return false;
    this.recent.add(notification.id);
    if (this.recent.size > 5000) this.recent.delete(this.recent.values().next().value as string);
    if (!this.lastCreatedAt || notification.createdAt > this.lastCreatedAt) this.lastCreatedAt = notification.createdAt;
    this.emit('created', notification);
    return true;
  }
}
