import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { noticeEndpoints } from '#contracts/notices';
import { apiRequest } from '#web/lib/api-client.ts';
import { noticesQueryKey } from './list-events.ts';

// A page at a time; the first page's URL has no query string, as its preload (first-calls.ts).
export const announcementsQueryOptions = infiniteQueryOptions({
  queryKey: [...noticesQueryKey, 'announcements'],
  queryFn: ({ pageParam }) => apiRequest(noticeEndpoints.announcements, { query: pageParam ? { after: pageParam } : {} }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.next ?? undefined,
});

export const useAnnouncements = () => useInfiniteQuery(announcementsQueryOptions);
