import { queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { authoringQueryKey } from './get-teacher-courses.ts';

export const teacherQuizzesQueryKey = [...authoringQueryKey, 'quizzes'] as const;

export const getTeacherQuizzes = () => apiRequest(authoringEndpoints.listQuizzes);

export const teacherQuizzesQueryOptions = () => queryOptions({ queryKey: teacherQuizzesQueryKey, queryFn: getTeacherQuizzes });

export const useTeacherQuizzes = () => useQuery(teacherQuizzesQueryOptions());
