import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeEndpoints } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';
import { noticesQueryKey } from './list-events.ts';

export const tasksQueryOptions = queryOptions({
  queryKey: [...noticesQueryKey, 'tasks'],
  queryFn: () => apiRequest(noticeEndpoints.tasks),
});

export const useTasks = () => useQuery(tasksQueryOptions);
