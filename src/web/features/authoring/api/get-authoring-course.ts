import { queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringQueryKey } from './get-teacher-courses.ts';

export const getAuthoringCourse = (id: string) => apiRequest(authoringEndpoints.getCourse, { params: { id } });

export const authoringCourseQueryKey = (id: string) => [...authoringQueryKey, 'courses', id] as const;

export const authoringCourseQueryOptions = (id: string) => queryOptions({ queryKey: authoringCourseQueryKey(id), queryFn: () => getAuthoringCourse(id) });

export const useAuthoringCourse = (id: string) => useQuery(authoringCourseQueryOptions(id));
