import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNoticeEndpoints, teacherNoticeEndpoints } from '#contracts/notice-publishing';
import { apiRequest } from '#web/lib/api-client.ts';
import { noticesQueryKey } from './list-events.ts';

/** Who publishes: a teacher (their courses) or the admin (all students, a plan). Same operations, own routes. */
export type Publisher = 'teacher' | 'admin';

export const publishingEndpoints = { teacher: teacherNoticeEndpoints, admin: adminNoticeEndpoints } as const;

export const publicationsQueryOptions = (publisher: Publisher) =>
  queryOptions({
    queryKey: [...noticesQueryKey, 'publications', publisher],
    queryFn: () => apiRequest(publishingEndpoints[publisher].list),
  });

export const usePublications = (publisher: Publisher) => useQuery(publicationsQueryOptions(publisher));
