import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationStreamEvent } from '#contracts/notifications';
import { notificationApi } from './endpoints.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { notificationsQueryKey } from './list-notifications.ts';

/**
 * Listens to GET /api/notifications/stream (server-sent events). Each new notification
 * refreshes every notifications query — the bell's badge and list, the notifications page —
 * and, when the user's 'push' preference is on, pops up as a toast. EventSource reconnects
 * by itself; each (re)connection refreshes too, so nothing sent meanwhile is missed.
 */
export function useNotificationStream(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(notificationApi.stream.path, { withCredentials: true });
    let connectedOnce = false;
    const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    source.addEventListener('ready', () => {
      if (connectedOnce) void refresh();
      connectedOnce = true;
    });
    source.addEventListener('notification', (message) => {
      void refresh();
      try {
        const { notification, push } = JSON.parse((message as MessageEvent<string>).data) as NotificationStreamEvent;
        if (push) toast({ title: notification.title, description: notification.description });
      } catch {
        // a malformed event only skips the pop-up; the lists were refreshed above
      }
    });
    // Refused for good (401 or 503: the session ended, maintenance began): the lists ask the API
    // once more, and its answer takes the visitor where they should be (lib/api-client.ts).
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) void refresh();
    });
    return () => source.close();
  }, [enabled, queryClient]);
}
