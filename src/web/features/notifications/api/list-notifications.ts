import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '#contracts/notifications';
import { notificationApi } from './endpoints.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;

export const notificationsQueryOptions = (page = 1, pageSize = 10) =>
  queryOptions<NotificationList>({
    queryKey: [...notificationsQueryKey, { page, pageSize }],
    queryFn: () => apiRequest(notificationApi.list, { query: { page, pageSize } }),
  });

export const useNotifications = (page = 1, pageSize = 10) => useQuery(notificationsQueryOptions(page, pageSize));
