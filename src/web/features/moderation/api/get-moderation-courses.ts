import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '#contracts/moderation';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every moderation query key starts here: a decision refreshes both tabs' lists. */
export const moderationQueryKey = ['moderation'] as const;

export type CourseListStatus = 'pending' | 'approved';

export const getModerationCourses = (status: CourseListStatus) => apiRequest(moderationEndpoints.listCourses, { query: { status } });

export const moderationCoursesQueryOptions = (status: CourseListStatus) =>
  queryOptions({ queryKey: [...moderationQueryKey, 'courses', status], queryFn: () => getModerationCourses(status) });

export const useModerationCourses = (status: CourseListStatus) => useQuery(moderationCoursesQueryOptions(status));
