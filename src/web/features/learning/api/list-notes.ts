import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningEndpoints, type Note } from '#contracts/learning';
import { apiRequest } from '#web/lib/api-client.ts';
import { learningQueryKey } from './get-dashboard.ts';

export const notesQueryKey = (courseId: string) => [...learningQueryKey, 'notes', courseId] as const;

export const notesQueryOptions = (courseId: string) =>
  queryOptions<Note[]>({
    queryKey: notesQueryKey(courseId),
    queryFn: async ({ signal }) => (await apiRequest(learningEndpoints.notes, { params: { id: courseId }, signal })).items,
  });

export const useNotes = (courseId: string) => useQuery(notesQueryOptions(courseId));
