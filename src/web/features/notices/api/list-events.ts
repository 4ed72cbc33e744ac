import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeEndpoints } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';

export const noticesQueryKey = ['notices'] as const;

export const eventsQueryOptions = queryOptions({
  queryKey: [...noticesQueryKey, 'events'],
  queryFn: () => apiRequest(noticeEndpoints.events),
});

export const useEvents = () => useQuery(eventsQueryOptions);
