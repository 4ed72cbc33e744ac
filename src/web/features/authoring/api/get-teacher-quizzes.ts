import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints, type TeacherPageQuery } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringQueryKey, teacherListsQueryKey } from './get-teacher-courses.ts';

/** One quiz in the editor lives under this key (get-quiz.ts). */
export const teacherQuizzesQueryKey = [...authoringQueryKey, 'quizzes'] as const;

export const getTeacherQuizzes = (query: TeacherPageQuery) => apiRequest(authoringEndpoints.listQuizzes, { query });

export const teacherQuizzesQueryOptions = (query: TeacherPageQuery) =>
  queryOptions({ queryKey: [...teacherListsQueryKey, 'quizzes', query], queryFn: () => getTeacherQuizzes(query), placeholderData: keepPreviousData });

/** One page of the quizzes tab. */
export const useTeacherQuizzes = (query: TeacherPageQuery) => useQuery(teacherQuizzesQueryOptions(query));
