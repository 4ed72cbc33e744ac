import { queryOptions, useQuery } from '@tanstack/react-query';
import { authoringEndpoints } from '#contracts/authoring';
import { apiRequest } from '#web/lib/api-client.ts';
import { teacherQuizzesQueryKey } from './get-teacher-quizzes.ts';

export const getQuiz = (id: string) => apiRequest(authoringEndpoints.getQuiz, { params: { id } });

export const quizQueryKey = (id: string) => [...teacherQuizzesQueryKey, id] as const;

export const quizQueryOptions = (id: string) => queryOptions({ queryKey: quizQueryKey(id), queryFn: () => getQuiz(id) });

export const useQuiz = (id: string | null) => useQuery({ ...quizQueryOptions(id ?? ''), enabled: id !== null });
