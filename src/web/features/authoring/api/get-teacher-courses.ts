import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints, type CourseOptionScope, type TeacherCourseOptionQuery, type TeacherPageQuery } from '#contracts/authoring';
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

export const teacherCourseOptionsQueryOptions = (query: TeacherCourseOptionQuery = {}) =>
  queryOptions({ queryKey: [...teacherListsQueryKey, 'course-options', query], queryFn: () => apiRequest(authoringEndpoints.courseOptions, { query }) });

/**
 * The teacher's courses as choices in a form (upload, quiz, roster filter, notice audience,
 * the analytics' funnel): the first of a scope, or those matching the words typed; the last
 * list stays while the next one loads.
 */
export const useTeacherCourseOptions = (query: TeacherCourseOptionQuery = {}, enabled = true) =>
  useQuery({ ...teacherCourseOptionsQueryOptions(query), enabled, placeholderData: keepPreviousData });

/** One course of the teacher's by id (a choice read from the address or saved before), null when not in the scope. */
export const useTeacherCourseOption = (id: string | null | undefined, scope?: CourseOptionScope) =>
  useQuery({
    queryKey: [...teacherListsQueryKey, 'course-option', id, scope],
    queryFn: async () => (await apiRequest(authoringEndpoints.courseOptions, { query: { id: id!, ...(scope ? { scope } : {}) } })).items[0] ?? null,
    enabled: Boolean(id),
  });
