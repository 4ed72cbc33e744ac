import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationList } from '#contracts/notifications';
import { apiRequest } from '#web/lib/api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;

export const notificationsQueryOptions = (page = 1, pageSize = 10) =>
  queryOptions<NotificationList>({
    queryKey: [...notificationsQueryKey, { page, pageSize }],
    queryFn: () => apiRequest(notificationEndpoints.list, { query: { page, pageSize } }),
  });

export const useNotifications = (page = 1, pageSize = 10) => useQuery(notificationsQueryOptions(page, pageSize));
