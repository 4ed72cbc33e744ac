import { queryOptions, useQuery } from '@tanstack/react-query';
import { examEndpoints, type ExamOverview } from '#contracts/exams';
import { apiRequest } from '#web/lib/api-client.ts';

export const examsQueryKey = ['exams'] as const;

export const getExam = (id: string) => apiRequest(examEndpoints.get, { params: { id } });

export const examQueryOptions = (id: string) =>
  queryOptions<ExamOverview>({ queryKey: [...examsQueryKey, id], queryFn: () => getExam(id) });

export const useExam = (id: string) => useQuery(examQueryOptions(id));
