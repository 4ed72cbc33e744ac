import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeEndpoints } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';
import { noticesQueryKey } from './list-events.ts';

export const announcementsQueryOptions = queryOptions({
  queryKey: [...noticesQueryKey, 'announcements'],
  queryFn: () => apiRequest(noticeEndpoints.announcements),
});

export const useAnnouncements = () => useQuery(announcementsQueryOptions);
