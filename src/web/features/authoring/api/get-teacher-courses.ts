import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints, type TeacherPageQuery } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every authoring query key starts here, so a change can refresh the whole teacher area. */
export const authoringQueryKey = ['authoring'] as const;

/** The teacher's lists (the dashboard's pages and the course choices): what a change to a course, material or quiz refreshes. */
export const teacherListsQueryKey = [...authoringQueryKey, 'lists'] as const;

export const getTeacherCourses = (query: TeacherPageQuery) => apiRequest(authoringEndpoints.listCourses, { query });

export const teacherCoursesQueryOptions = (query: TeacherPageQuery) =>
  queryOptions({ queryKey: [...teacherListsQueryKey, 'courses', query], queryFn: () => getTeacherCourses(query), placeholderData: keepPreviousData });

/** One page of the courses tab. */
export const useTeacherCourses = (query: TeacherPageQuery) => useQuery(teacherCoursesQueryOptions(query));

export const teacherCourseOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...teacherListsQueryKey, 'course-options'], queryFn: () => apiRequest(authoringEndpoints.courseOptions) });

/** The teacher's courses as choices in a form (upload, quiz, roster filter, notice audience). */
export const useTeacherCourseOptions = () => useQuery(teacherCourseOptionsQueryOptions());
