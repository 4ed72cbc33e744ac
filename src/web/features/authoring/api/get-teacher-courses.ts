import { queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every authoring query key starts here, so a change can refresh the whole teacher area. */
export const authoringQueryKey = ['authoring'] as const;

export const getTeacherCourses = () => apiRequest(authoringEndpoints.listCourses);

export const teacherCoursesQueryOptions = () => queryOptions({ queryKey: [...authoringQueryKey, 'courses'], queryFn: getTeacherCourses });

export const useTeacherCourses = () => useQuery(teacherCoursesQueryOptions());
