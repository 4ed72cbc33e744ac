import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseEndpoints, type CourseDetail } from '#contracts/courses';
import { apiRequest } from '#web/lib/api-client.ts';
import { coursesQueryKey } from './list-courses.ts';

export const courseQueryKey = (id: string) => [...coursesQueryKey, 'detail', id] as const;

export const courseQueryOptions = (id: string) =>
  queryOptions<CourseDetail>({
    queryKey: courseQueryKey(id),
    queryFn: ({ signal }) => apiRequest(courseEndpoints.detail, { params: { id }, signal }),
  });

export const useCourse = (id: string) => useQuery(courseQueryOptions(id));
