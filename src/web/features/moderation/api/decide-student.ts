import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints, type Rejection } from '#contracts/moderation';
import { apiRequest } from '#web/lib/api-client.ts';
import { moderationQueryKey } from './get-moderation-courses.ts';

export const approveStudent = (id: string) => apiRequest(moderationEndpoints.approveStudent, { params: { id } });
export const rejectStudent = (id: string, body: Rejection) => apiRequest(moderationEndpoints.rejectStudent, { params: { id }, body });

const refreshStudents = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: [...moderationQueryKey, 'students'] });

export function useApproveStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveStudent, onSettled: () => refreshStudents(queryClient) });
}

export function useRejectStudent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: Rejection }) => rejectStudent(id, body), onSettled: () => refreshStudents(queryClient) });
}
