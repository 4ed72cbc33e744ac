import { EventEmitter } from 'node:events';
import type { Notification } from '#contracts/notifications';

/** What the bus carries: the notification, its owner, and whether they want it popped up (push). */
export type CreatedNotification = Notification & { userId: string; push: boolean };

/** In-process bus: every created notification is announced so open pages can be pushed to. */
export class NotificationBus extends EventEmitter<{ created: [CreatedNotification] }> {
  constructor() {
    super();
    this.setMaxListeners(0);
  }
}
